import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { sessions } from '../db/schema.js';

const sessionDays = 30;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random session token; only its hash is stored, so a database leak reveals no sessions. */
export async function startSession(db: AppDatabase, accountId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

export async function revokeSession(db: AppDatabase, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}
