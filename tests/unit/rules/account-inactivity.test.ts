import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths, inactiveFrom, mayCancelForInactivity } from '../../../engine/rules/account-inactivity';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';

// The worked examples are the terms' 12 months; the properties hold for the site's own
// site.yaml business.inactivityMonths, whatever a product manager sets it to.
const terms = 12;
const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const months = model.value.site.business.inactivityMonths;

const registeredAt = new Date('2020-05-01T00:00:00+08:00');

describe('cancellation after 12 months without login (spec 4 and 9)', () => {
  it('last login 2025-03-31 10:00 Shanghai time: cancellable from 2026-03-31 10:00, not a millisecond before', () => {
    const account = { registeredAt, lastLoginAt: new Date('2025-03-31T10:00:00+08:00'), serviceEndsAt: [] };
    expect(inactiveFrom(account, terms)).toEqual(new Date('2026-03-31T10:00:00+08:00'));
    expect(mayCancelForInactivity(account, new Date('2026-03-31T09:59:59.999+08:00'), terms)).toBe(false);
    expect(mayCancelForInactivity(account, new Date('2026-03-31T10:00:00+08:00'), terms)).toBe(true);
  });

  it('29 February rolls forward to 1 March, never back to 28 February', () => {
    expect(inactiveFrom({ registeredAt, lastLoginAt: new Date('2024-02-29T12:00:00+08:00') }, terms))
      .toEqual(new Date('2025-03-01T12:00:00+08:00'));
  });

  it('counts calendar months on Shanghai time: 29 Feb 20:00 UTC is already 1 March there', () => {
    const lastLoginAt = new Date('2024-02-29T20:00:00Z');
    expect(inactiveFrom({ registeredAt, lastLoginAt }, terms)).toEqual(new Date('2025-03-01T04:00:00+08:00'));
    expect(inactiveFrom({ registeredAt, lastLoginAt }, terms, 0)).toEqual(new Date('2025-03-01T20:00:00Z'));
  });

  it('an account that never logged in counts from registration', () => {
    const account = { registeredAt, serviceEndsAt: [] };
    expect(mayCancelForInactivity(account, new Date('2021-04-30T23:59:59+08:00'), terms)).toBe(false);
    expect(mayCancelForInactivity(account, new Date('2021-05-01T00:00:00+08:00'), terms)).toBe(true);
  });

  it('an unexpired service blocks cancellation until the moment it ends', () => {
    const account = { registeredAt, lastLoginAt: new Date('2024-01-15T08:00:00Z'), serviceEndsAt: [new Date('2024-06-01T00:00:00Z'), new Date('2025-09-01T00:00:00Z')] };
    expect(mayCancelForInactivity(account, new Date('2025-06-01T00:00:00Z'), terms)).toBe(false);
    expect(mayCancelForInactivity(account, new Date('2025-08-31T23:59:59.999Z'), terms)).toBe(false);
    expect(mayCancelForInactivity(account, new Date('2025-09-01T00:00:00Z'), terms)).toBe(true);
  });

  it('counts the months it is given: 24 months from the same login is a year later than 12', () => {
    const account = { registeredAt, lastLoginAt: new Date('2025-03-31T10:00:00+08:00'), serviceEndsAt: [] };
    expect(inactiveFrom(account, 24)).toEqual(new Date('2027-03-31T10:00:00+08:00'));
    expect(mayCancelForInactivity(account, new Date('2026-06-01T00:00:00+08:00'), 24)).toBe(false);
    expect(mayCancelForInactivity(account, new Date('2026-06-01T00:00:00+08:00'), 12)).toBe(true);
  });

  it('adds calendar months generally, rolling a missing day forward', () => {
    expect(addCalendarMonths(new Date('2025-01-31T00:00:00Z'), 1, 0)).toEqual(new Date('2025-03-03T00:00:00Z'));
    expect(addCalendarMonths(new Date('2025-11-15T06:00:00Z'), 3, 0)).toEqual(new Date('2026-02-15T06:00:00Z'));
  });
});

describe('properties', () => {
  const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
  const accounts = fc.record({
    registeredAt: instants,
    lastLoginAt: fc.option(instants, { nil: undefined }),
    serviceEndsAt: fc.array(instants, { maxLength: 3 }),
  });
  const day = 24 * 60 * 60 * 1000;

  it('12 calendar months are 365 or 366 days', () => {
    fc.assert(fc.property(instants, (lastLoginAt) => {
      const elapsed = inactiveFrom({ registeredAt, lastLoginAt }, terms).getTime() - lastLoginAt.getTime();
      expect([365 * day, 366 * day]).toContain(elapsed);
    }));
  });

  it('monotonic: once an account may be cancelled, it still may later', () => {
    fc.assert(fc.property(accounts, instants, fc.nat(5000 * day), (account, now, wait) => {
      const cancellableNow = mayCancelForInactivity(account, now, months);
      expect(!cancellableNow || mayCancelForInactivity(account, new Date(now.getTime() + wait), months)).toBe(true);
    }));
  });

  it('never while a service is unexpired, nor within the months of the last login (28 days each at least)', () => {
    fc.assert(fc.property(accounts, instants, (account, now) => {
      const since = account.lastLoginAt ?? account.registeredAt;
      const blocked = account.serviceEndsAt.some((end) => now < end) || now.getTime() - since.getTime() < months * 28 * day;
      expect(!blocked || !mayCancelForInactivity(account, now, months)).toBe(true);
    }));
  });

  it('always, once the months have passed (31 days each at most) since the last login and every service has ended', () => {
    fc.assert(fc.property(accounts, fc.nat(1000 * day), (account, extra) => {
      const since = (account.lastLoginAt ?? account.registeredAt).getTime();
      const lastEnd = Math.max(since, ...account.serviceEndsAt.map((end) => end.getTime()));
      const now = new Date(Math.max(since + (months * 31 + 1) * day, lastEnd) + extra);
      expect(mayCancelForInactivity(account, now, months)).toBe(true);
    }));
  });

  it('a later login never brings cancellation earlier', () => {
    fc.assert(fc.property(instants, fc.nat(3000 * day), (login, wait) => {
      const later = new Date(login.getTime() + wait);
      expect(inactiveFrom({ registeredAt, lastLoginAt: later }, months).getTime()).toBeGreaterThanOrEqual(inactiveFrom({ registeredAt, lastLoginAt: login }, months).getTime());
    }));
  });
});
