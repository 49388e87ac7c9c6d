import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatus, reservationEnd, type Order, type ServiceChangeKind } from '../../../engine/rules/order-reservation';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';

// The reservation is the site's site.yaml business.orderReservationDays (the terms' 7 today).
const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const days = model.value.site.business.orderReservationDays;

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const reservation = days * day;
const created = new Date('2025-01-10T09:30:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const expiry = at(reservation);
/** An order placed at `createdAt` with the site's reservation. */
const placed = (createdAt: Date, rest: Omit<Order, 'createdAt' | 'reservedUntil'> = {}): Order => ({ createdAt, reservedUntil: reservationEnd(createdAt, days), ...rest });

describe('unpaid order reserved for the business rule\'s days (spec 4 and 9)', () => {
  const unpaid = placed(created);

  it('ends the reservation days × 24 h after the order, whatever the days', () => {
    expect(reservationEnd(created, 7).getTime() - created.getTime()).toBe(604_800_000);
    expect(reservationEnd(created, 10).getTime() - created.getTime()).toBe(10 * day);
  });

  it('is reserved up to the last millisecond before the end, and invalid from exactly the end', () => {
    expect(orderStatus(unpaid, created)).toEqual({ state: 'reserved', invalidFrom: expiry });
    expect(orderStatus(unpaid, at(reservation - 1))).toEqual({ state: 'reserved', invalidFrom: expiry });
    expect(orderStatus(unpaid, expiry)).toEqual({ state: 'invalid', reason: 'reservation-expired', since: expiry });
    expect(orderStatus(unpaid, at(400 * day)).state).toBe('invalid');
  });

  it('keeps the end the order was placed with: a reservation stored as 3 days ends after 3 days', () => {
    const short: Order = { createdAt: created, reservedUntil: reservationEnd(created, 3) };
    expect(orderStatus(short, at(3 * day - 1)).state).toBe('reserved');
    expect(orderStatus(short, at(3 * day))).toEqual({ state: 'invalid', reason: 'reservation-expired', since: at(3 * day) });
  });

  it('counts elapsed time, not calendar days: a clock change in between does not matter', () => {
    const beforeDst = new Date('2025-03-27T12:00:00Z'); // Europe switches to summer time on 30 March
    const week = { createdAt: beforeDst, reservedUntil: reservationEnd(beforeDst, 7) };
    expect(orderStatus(week, new Date('2025-04-03T11:59:59.999Z')).state).toBe('reserved');
    expect(orderStatus(week, new Date('2025-04-03T12:00:00Z')).state).toBe('invalid');
  });
});

describe('paid orders', () => {
  it('a payment inside the reservation makes the order paid from that moment, for good', () => {
    const order = placed(created, { paidAt: at(reservation - day) });
    expect(orderStatus(order, at(reservation - 2 * day)).state).toBe('reserved');
    expect(orderStatus(order, at(reservation - day))).toEqual({ state: 'paid' });
    expect(orderStatus(order, at(30 * day))).toEqual({ state: 'paid' });
  });

  it('a payment at or after the end of the reservation does not revive the order', () => {
    expect(orderStatus(placed(created, { paidAt: expiry }), at(reservation + day))).toEqual({ state: 'invalid', reason: 'reservation-expired', since: expiry });
    expect(orderStatus(placed(created, { paidAt: at(reservation - 1) }), at(reservation + day))).toEqual({ state: 'paid' });
  });
});

describe('service upgraded, taken offline or repriced', () => {
  const change = reservation / 4;
  it.each<ServiceChangeKind>(['upgraded', 'offline', 'repriced'])('%s: invalid from the instant of the change', (kind) => {
    const order = placed(created, { serviceChanges: [{ at: at(change), kind }] });
    expect(orderStatus(order, at(change - 1))).toEqual({ state: 'reserved', invalidFrom: at(change) });
    expect(orderStatus(order, at(change))).toEqual({ state: 'invalid', reason: kind, since: at(change) });
  });

  it('the earliest change after creation counts; changes at or before creation do not', () => {
    const order = placed(created, {
      serviceChanges: [
        { at: at(reservation * 0.7), kind: 'offline' },
        { at: at(-day), kind: 'repriced' },
        { at: created, kind: 'upgraded' },
        { at: at(reservation * 0.4), kind: 'repriced' },
      ],
    });
    expect(orderStatus(order, at(reservation * 0.5))).toEqual({ state: 'invalid', reason: 'repriced', since: at(reservation * 0.4) });
  });

  it('a change after the reservation ended, or after payment, changes nothing', () => {
    expect(orderStatus(placed(created, { serviceChanges: [{ at: at(reservation + 2 * day), kind: 'offline' }] }), at(reservation + 3 * day)))
      .toEqual({ state: 'invalid', reason: 'reservation-expired', since: expiry });
    expect(orderStatus(placed(created, { paidAt: at(change), serviceChanges: [{ at: at(2 * change), kind: 'offline' }] }), at(3 * change)))
      .toEqual({ state: 'paid' });
  });
});

describe('properties', () => {
  const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
  const offset = fc.integer({ min: -3 * day, max: reservation + 5 * day });
  const kinds = fc.constantFrom<ServiceChangeKind>('upgraded', 'offline', 'repriced');
  const orders = fc
    .record({
      createdAt: instants,
      paidAfter: fc.option(offset, { nil: undefined }),
      changes: fc.array(fc.record({ after: offset, kind: kinds }), { maxLength: 3 }),
    })
    .map(({ createdAt, paidAfter, changes }): Order => placed(createdAt, {
      paidAt: paidAfter === undefined ? undefined : new Date(createdAt.getTime() + paidAfter),
      serviceChanges: changes.map((c) => ({ at: new Date(createdAt.getTime() + c.after), kind: c.kind })),
    }));
  const laterPair = fc.tuple(offset, fc.nat(30 * day));

  it('monotonic: once invalid, an order stays invalid for the same reason as time passes', () => {
    fc.assert(fc.property(orders, laterPair, (order, [t, wait]) => {
      const earlier = orderStatus(order, new Date(order.createdAt.getTime() + t));
      const later = orderStatus(order, new Date(order.createdAt.getTime() + t + wait));
      if (earlier.state !== 'reserved') expect(later).toEqual(earlier);
    }));
  });

  it('an order paid within the reservation, its service unchanged, is never expired', () => {
    fc.assert(fc.property(instants, fc.nat(reservation - 1), fc.nat(1000 * day), (createdAt, paidAfter, wait) => {
      const paidAt = new Date(createdAt.getTime() + paidAfter);
      expect(orderStatus(placed(createdAt, { paidAt }), new Date(paidAt.getTime() + wait))).toEqual({ state: 'paid' });
    }));
  });

  it('an unpaid order with no service change is reserved exactly while less than the reservation has passed', () => {
    fc.assert(fc.property(instants, fc.integer({ min: 0, max: reservation + 30 * day }), (createdAt, elapsed) => {
      const status = orderStatus(placed(createdAt), new Date(createdAt.getTime() + elapsed));
      expect(status.state).toBe(elapsed < reservation ? 'reserved' : 'invalid');
    }));
  });
});
