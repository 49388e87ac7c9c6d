import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { verificationCodes } from '../db/schema.js';

export interface CodePolicy {
  /**
   * A resend to the same address sooner is refused (140010). The send button's countdown in the
   * browser: both read config/site.yaml's verifyCodeCountdownSeconds (codePolicyFor).
   */
  resendAfterSeconds: number;
  perIpPerHour: number;
  /** Code e-mails one address may receive an hour, whoever asks: no mailbox is flooded. */
  perEmailPerHour: number;
  validMinutes: number;
  /**
   * Guesses compared with one code, the right one included: after this many the code accepts
   * nothing (its `attempts` column counts them, consumeCode).
   */
  maxWrongAttempts: number;
}

/** The server's own limits; the resend interval is the site's (codePolicyFor). */
export const defaultCodePolicy: Omit<CodePolicy, 'resendAfterSeconds'> = { perIpPerHour: 10, perEmailPerHour: 5, validMinutes: 10, maxWrongAttempts: 5 };

/**
 * The policy one server applies: the countdown the pages show is the interval the server holds
 * to, so a product manager changing it in config changes both (a shorter countdown would
 * otherwise show the button to visitors the server still refuses). Tests may override any part.
 */
export function codePolicyFor(constants: { verifyCodeCountdownSeconds: number }, overrides: Partial<CodePolicy> = {}): CodePolicy {
  return { ...defaultCodePolicy, resendAfterSeconds: constants.verifyCodeCountdownSeconds, ...overrides };
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * A new 6-digit code for `email`, or 'too-often' when the address or the IP asked too recently.
 * `spent`: stored already used, for a request that must look the same but send no code.
 * Checked and stored in one transaction holding an advisory lock on the address, so concurrent
 * requests for one address (on several instances of PostgreSQL) are decided one after the other:
 * twenty at once send one code, not twenty.
 */
export async function issueCode(db: AppDatabase, input: { email: string; ip: string; purpose: string; policy: CodePolicy; now?: Date; spent?: boolean }) {
  const now = input.now ?? new Date();
  const since = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification-code:${input.email}`}))`);
    const codesWhere = async (where: SQL | undefined) => {
      const [row] = await tx.select({ n: count() }).from(verificationCodes).where(where);
      // An aggregate without GROUP BY answers exactly one row.
      if (!row) throw new Error('count() answered no row');
      return row.n;
    };
    const recentForPurpose = await codesWhere(and(eq(verificationCodes.email, input.email), eq(verificationCodes.purpose, input.purpose), gt(verificationCodes.createdAt, since(input.policy.resendAfterSeconds))));
    const lastHourForEmail = await codesWhere(and(eq(verificationCodes.email, input.email), gt(verificationCodes.createdAt, since(3600))));
    const recentForIp = await codesWhere(and(eq(verificationCodes.ip, input.ip), gt(verificationCodes.createdAt, since(3600))));
    if (recentForPurpose > 0 || lastHourForEmail >= input.policy.perEmailPerHour || recentForIp >= input.policy.perIpPerHour) return { kind: 'too-often' as const };

    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(verificationCodes).values({
      id,
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(id, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.policy.validMinutes * 60_000),
      // Counted by the limits like any other, but never accepted: a code that is not sent.
      consumedAt: input.spent ? now : null,
    });
    return { kind: 'issued' as const, id, code };
  });
}

/** Forget a code whose e-mail could not be sent, so the visitor may ask again at once. */
export async function withdrawCode(db: AppDatabase, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Checks the newest live code for the address: at most maxWrongAttempts guesses are ever compared
 * with one code, however many arrive at once. Each guess first takes an attempt of the code, in one
 * statement that only succeeds while the code has attempts left (concurrent guesses on any number
 * of instances take them one at a time, as row updates do); only a guess that took one is compared.
 * A match spends the code; once its attempts are taken it accepts nothing, not even the right code.
 */
export async function consumeCode(db: AppDatabase, input: { email: string; purpose: string; code: string; policy: CodePolicy; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const live = and(eq(verificationCodes.email, input.email), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now));
  const newest = db.select({ id: verificationCodes.id }).from(verificationCodes).where(live).orderBy(desc(verificationCodes.createdAt)).limit(1);
  const [taken] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(inArray(verificationCodes.id, newest), live, lt(verificationCodes.attempts, input.policy.maxWrongAttempts)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  if (!taken) return false;
  const expected = Buffer.from(taken.codeHash, 'hex');
  const given = Buffer.from(hashCode(taken.id, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, taken.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1; // a parallel request may have spent it first
}
