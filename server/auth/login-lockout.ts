import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { loginFailures } from '../db/schema.js';
import type { LoginLockout } from '../../engine/config/site-model.js';

/**
 * Per-address login lockout (config/site.yaml `loginLockout`, decision 043): the per-IP limits stop
 * one client, this stops many clients (a botnet, rotating addresses behind a trusted proxy) guessing
 * one account's password. Counted in the database, so every API instance sees the same count.
 *
 * An attempt is counted BEFORE its password is hashed, and whether it may go on is decided by the
 * same statement: a hundred guesses sent at once are a hundred increments of one row, of which
 * only the first maxAttempts are let through to the (slow) password check. Counting only failures,
 * after the check, let every guess of a burst be checked before the first failure was recorded.
 * The `failures` column therefore holds attempts: wrong ones, and right ones still being checked.
 */
export type LoginAttempt = { admitted: true } | { admitted: false; lockedUntil: Date };

/**
 * Counts one login attempt for the address and says whether it is within the allowance, in one
 * upsert (atomic per row on PGlite and on PostgreSQL with any number of instances):
 * - a lock that ran out, or (with no lock) a window older than windowMinutes, starts again at 1;
 * - the attempt after maxAttempts engages the lock for lockMinutes and is refused, as is every
 *   attempt while the lock holds (it is not moved later by them, so it does end);
 * - the count stops at maxAttempts + 1, so a long siege cannot overflow it.
 */
export async function countLoginAttempt(db: AppDatabase, email: string, policy: LoginLockout, now = new Date()): Promise<LoginAttempt> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000).toISOString();
  const lockEnd = new Date(now.getTime() + policy.lockMinutes * 60_000).toISOString();
  // A lock decides while there is one (a window may run out while its lock still holds).
  const fresh = sql`coalesce(${loginFailures.lockedUntil} <= ${at}::timestamptz, ${loginFailures.windowStartedAt} < ${windowStart}::timestamptz)`;
  const counted = sql`case when ${fresh} then 1 else least(${loginFailures.failures} + 1, ${policy.maxAttempts + 1}) end`;
  const [row] = await db.insert(loginFailures)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: counted,
        windowStartedAt: sql`case when ${fresh} then ${at}::timestamptz else ${loginFailures.windowStartedAt} end`,
        // Past the allowance: the lock that holds, or one from now. (A fresh count is 1, within it.)
        lockedUntil: sql`case when ${counted} <= ${policy.maxAttempts} then null else coalesce(${loginFailures.lockedUntil}, ${lockEnd}::timestamptz) end`,
      },
    })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  if (!row) throw new Error('the login attempt upsert answered no row');
  return row.lockedUntil ? { admitted: false, lockedUntil: row.lockedUntil } : { admitted: true };
}

/**
 * A successful login forgets the address's attempts, unless a lock engaged meanwhile (other
 * attempts in flight went past the allowance): a lock always runs its course.
 */
export async function clearLoginAttempts(db: AppDatabase, email: string, now = new Date()): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, now))));
}

/**
 * A password reset by e-mailed code lifts the address's lock too: its owner proved the mailbox,
 * and the guesses that locked it were against a password that no longer exists.
 */
export async function liftLoginLock(db: AppDatabase, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
