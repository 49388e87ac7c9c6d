/**
 * Spec 4 and 9 (from the terms): an account with no login for 12 consecutive months and no
 * unexpired service may be cancelled. "May": this answers whether the provider is allowed to,
 * not whether it must. The months are site.yaml `business.inactivityMonths`, passed in.
 */

/**
 * Calendar months are counted on the provider's calendar, China Standard Time (UTC+8, no daylight
 * saving since 1991): the terms are under PRC law and the provider is in Shanghai. Without a
 * fixed zone, whether a login at 20:00 UTC on 29 February counted as February or March would
 * depend on the server's clock settings.
 */
export const providerUtcOffsetMinutes = 8 * 60;

export interface AccountActivity {
  registeredAt: Date;
  /** Absent when the member never logged in; inactivity then counts from registration. */
  lastLoginAt?: Date;
  /** End of each service the account bought; a service is unexpired while now < endsAt. */
  serviceEndsAt: readonly Date[];
}

/**
 * The same wall-clock time, `months` calendar months later. A day the target month lacks rolls
 * forward into the next month (29 Feb 2024 + 12 months = 1 Mar 2025), never back: a member is
 * never treated as inactive for 12 months before 12 whole months have passed.
 */
export function addCalendarMonths(instant: Date, months: number, utcOffsetMinutes = providerUtcOffsetMinutes): Date {
  const offsetMs = utcOffsetMinutes * 60_000;
  // Shift so the UTC fields read the provider's wall clock, do calendar arithmetic, shift back.
  const wall = new Date(instant.getTime() + offsetMs);
  const shifted = Date.UTC(
    wall.getUTCFullYear(), wall.getUTCMonth() + months, wall.getUTCDate(),
    wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds(),
  );
  return new Date(shifted - offsetMs);
}

/**
 * The first instant the months of inactivity are complete (inclusive): with 12, last login
 * 2025-03-31 10:00 gives 2026-03-31 10:00, provider time.
 */
export function inactiveFrom(account: Pick<AccountActivity, 'registeredAt' | 'lastLoginAt'>, months: number, utcOffsetMinutes = providerUtcOffsetMinutes): Date {
  return addCalendarMonths(account.lastLoginAt ?? account.registeredAt, months, utcOffsetMinutes);
}

export function mayCancelForInactivity(account: AccountActivity, now: Date, months: number, utcOffsetMinutes = providerUtcOffsetMinutes): boolean {
  const hasUnexpiredService = account.serviceEndsAt.some((endsAt) => now < endsAt);
  return !hasUnexpiredService && now >= inactiveFrom(account, months, utcOffsetMinutes);
}
