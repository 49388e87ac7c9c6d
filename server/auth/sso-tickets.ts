import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { ssoTickets } from '../db/schema.js';
import { hashToken } from './sessions.js';
import { fail, ok, type Result } from '../../engine/config/result.js';

/** How long a ticket may wait to be redeemed: a browser's redirect takes a second or two. */
export const ticketSeconds = 60;

/** Why a ticket is refused (for the log); the target system only learns that it is. Another origin fails the signature. */
export type TicketRefusal = 'malformed' | 'signature' | 'expired' | 'used or unknown';

/**
 * A ticket is `<nonce>.<expiry, unix seconds>.<signature>`: the nonce is 32 random bytes, the
 * signature an HMAC-SHA256 with SSO_TICKET_SECRET over nonce, expiry and the target's origin. A
 * system that shares the secret can refuse a forged or stale ticket without asking; redeeming it
 * (POST /auth/public/sso/verify) is what makes it single-use and names the member.
 */
export async function issueTicket(db: AppDatabase, secret: string, accountId: number, origin: string, now = new Date()): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  const expires = Math.floor(now.getTime() / 1000) + ticketSeconds;
  await db.insert(ssoTickets).values({ nonceHash: hashToken(nonce), accountId, origin, expiresAt: new Date(expires * 1000) });
  // Spent and expired tickets are of no use to anyone: cleared as new ones are made.
  await db.delete(ssoTickets).where(lt(ssoTickets.expiresAt, new Date(now.getTime() - 3_600_000)));
  return `${nonce}.${expires}.${signature(secret, nonce, expires, origin)}`;
}

/** The account a ticket was issued for, once: the first redemption within its minute wins. */
export async function redeemTicket(db: AppDatabase, secret: string, ticket: string, origin: string, now = new Date()): Promise<Result<number, TicketRefusal>> {
  const parts = /^([A-Za-z0-9_-]{43})\.(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!parts) return fail('malformed');
  const [, nonce = '', expiresText = '', given = ''] = parts;
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, nonce, expires, origin));
  if (!timingSafeEqual(expected, Buffer.from(given))) return fail('signature');
  if (expires * 1000 <= now.getTime()) return fail('expired');
  const [row] = await db
    .update(ssoTickets)
    .set({ usedAt: now })
    .where(and(eq(ssoTickets.nonceHash, hashToken(nonce)), isNull(ssoTickets.usedAt), gt(ssoTickets.expiresAt, now), eq(ssoTickets.origin, origin)))
    .returning({ accountId: ssoTickets.accountId });
  return row ? ok(row.accountId) : fail('used or unknown');
}

function signature(secret: string, nonce: string, expires: number, origin: string): string {
  return createHmac('sha256', secret).update(`${nonce}.${expires}.${origin}`).digest('base64url');
}
