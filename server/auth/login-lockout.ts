import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { loginFailures } from '../db/schema.js';

/**
 * Per-address login lockout: the per-IP limits stop one client, this stops many clients (a botnet,
 * rotating addresses) guessing one account's password. Counted in the database, so every API
 * instance sees the same count.
 */
export const lockoutPolicy = { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 };

/** When login for the address opens again, or undefined when it is open. */
export async function lockedUntil(db: AppDatabase, email: string, now = new Date()): Promise<Date | undefined> {
  const [row] = await db.select({ until: loginFailures.lockedUntil }).from(loginFailures).where(eq(loginFailures.email, email));
  return row?.until && row.until > now ? row.until : undefined;
}

/**
 * Counts a wrong password in one statement (two instances counting at once both count): a window
 * older than windowMinutes (or a lock that ran out) starts again at 1; the maxFailures-th locks.
 */
export async function recordFailedLogin(db: AppDatabase, email: string, now = new Date(), policy = lockoutPolicy): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000).toISOString();
  const lockEnd = new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString();
  const fresh = sql`${loginFailures.windowStartedAt} < ${windowStart}::timestamptz or ${loginFailures.lockedUntil} <= ${at}::timestamptz`;
  const counted = sql`case when ${fresh} then 1 else ${loginFailures.failures} + 1 end`;
  await db.insert(loginFailures)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: policy.maxFailures <= 1 ? new Date(lockEnd) : null })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: counted,
        windowStartedAt: sql`case when ${fresh} then ${at}::timestamptz else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${counted} >= ${policy.maxFailures} then ${lockEnd}::timestamptz else null end`,
      },
    });
}

/** A successful login forgets the address's wrong guesses. */
export async function clearFailedLogins(db: AppDatabase, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
