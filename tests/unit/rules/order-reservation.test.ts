import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatus, reservationMs, type Order, type ServiceChangeKind } from '../../../engine/rules/order-reservation';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const created = new Date('2025-01-10T09:30:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const expiry = at(7 * day);

describe('unpaid order reserved 7 days (spec 4 and 9)', () => {
  const unpaid: Order = { createdAt: created };

  it('is reserved up to the last millisecond before 7 × 24 h, and invalid from exactly 7 × 24 h', () => {
    expect(reservationMs).toBe(604_800_000);
    expect(orderStatus(unpaid, created)).toEqual({ state: 'reserved', invalidFrom: expiry });
    expect(orderStatus(unpaid, at(7 * day - 1))).toEqual({ state: 'reserved', invalidFrom: expiry });
    expect(orderStatus(unpaid, expiry)).toEqual({ state: 'invalid', reason: 'reservation-expired', since: expiry });
    expect(orderStatus(unpaid, at(400 * day)).state).toBe('invalid');
  });

  it('counts elapsed time, not calendar days: a clock change in between does not matter', () => {
    const beforeDst = new Date('2025-03-27T12:00:00Z'); // Europe switches to summer time on 30 March
    expect(orderStatus({ createdAt: beforeDst }, new Date('2025-04-03T11:59:59.999Z')).state).toBe('reserved');
    expect(orderStatus({ createdAt: beforeDst }, new Date('2025-04-03T12:00:00Z')).state).toBe('invalid');
  });
});

describe('paid orders', () => {
  it('a payment inside the 7 days makes the order paid from that moment, for good', () => {
    const order: Order = { createdAt: created, paidAt: at(6 * day) };
    expect(orderStatus(order, at(5 * day)).state).toBe('reserved');
    expect(orderStatus(order, at(6 * day))).toEqual({ state: 'paid' });
    expect(orderStatus(order, at(30 * day))).toEqual({ state: 'paid' });
  });

  it('a payment at or after the end of the reservation does not revive the order', () => {
    expect(orderStatus({ createdAt: created, paidAt: expiry }, at(8 * day))).toEqual({ state: 'invalid', reason: 'reservation-expired', since: expiry });
    expect(orderStatus({ createdAt: created, paidAt: at(7 * day - 1) }, at(8 * day))).toEqual({ state: 'paid' });
  });
});

describe('service upgraded, taken offline or repriced', () => {
  it.each<ServiceChangeKind>(['upgraded', 'offline', 'repriced'])('%s: invalid from the instant of the change', (kind) => {
    const order: Order = { createdAt: created, serviceChanges: [{ at: at(2 * day), kind }] };
    expect(orderStatus(order, at(2 * day - 1))).toEqual({ state: 'reserved', invalidFrom: at(2 * day) });
    expect(orderStatus(order, at(2 * day))).toEqual({ state: 'invalid', reason: kind, since: at(2 * day) });
  });

  it('the earliest change after creation counts; changes at or before creation do not', () => {
    const order: Order = {
      createdAt: created,
      serviceChanges: [
        { at: at(5 * day), kind: 'offline' },
        { at: at(-day), kind: 'repriced' },
        { at: created, kind: 'upgraded' },
        { at: at(3 * day), kind: 'repriced' },
      ],
    };
    expect(orderStatus(order, at(4 * day))).toEqual({ state: 'invalid', reason: 'repriced', since: at(3 * day) });
  });

  it('a change after the reservation ended, or after payment, changes nothing', () => {
    expect(orderStatus({ createdAt: created, serviceChanges: [{ at: at(9 * day), kind: 'offline' }] }, at(10 * day)))
      .toEqual({ state: 'invalid', reason: 'reservation-expired', since: expiry });
    expect(orderStatus({ createdAt: created, paidAt: at(day), serviceChanges: [{ at: at(2 * day), kind: 'offline' }] }, at(3 * day)))
      .toEqual({ state: 'paid' });
  });
});

describe('properties', () => {
  const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
  const offset = fc.integer({ min: -3 * day, max: 12 * day });
  const kinds = fc.constantFrom<ServiceChangeKind>('upgraded', 'offline', 'repriced');
  const orders = fc
    .record({
      createdAt: instants,
      paidAfter: fc.option(offset, { nil: undefined }),
      changes: fc.array(fc.record({ after: offset, kind: kinds }), { maxLength: 3 }),
    })
    .map(({ createdAt, paidAfter, changes }): Order => ({
      createdAt,
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

  it('an order paid within 7 days, its service unchanged, is never expired', () => {
    fc.assert(fc.property(instants, fc.nat(reservationMs - 1), fc.nat(1000 * day), (createdAt, paidAfter, wait) => {
      const paidAt = new Date(createdAt.getTime() + paidAfter);
      expect(orderStatus({ createdAt, paidAt }, new Date(paidAt.getTime() + wait))).toEqual({ state: 'paid' });
    }));
  });

  it('an unpaid order with no service change is reserved exactly while less than 7 × 24 h have passed', () => {
    fc.assert(fc.property(instants, fc.integer({ min: 0, max: 30 * day }), (createdAt, elapsed) => {
      const status = orderStatus({ createdAt }, new Date(createdAt.getTime() + elapsed));
      expect(status.state).toBe(elapsed < reservationMs ? 'reserved' : 'invalid');
    }));
  });
});
