import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { accounts, sessions } from '../db/schema.js';

const sessionDays = 30;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random session token; only its hash is stored, so a database leak reveals no sessions. */
export async function startSession(db: AppDatabase, accountId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

export async function accountForToken(db: AppDatabase, token: string | undefined) {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row?.account;
}

export async function revokeSession(db: AppDatabase, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}
