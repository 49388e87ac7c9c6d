import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionMarkerCookieName, tokenCookieName } from '../../engine/api/token-cookie.js';
import type { AccountRow, SessionLookups } from './session-lookups.js';
import { environmentValue } from '../environment.js';

/** Spec 3 and 7: the ts-token travels as the cookie from a browser, or as a header from other clients. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[tokenCookieName];
  return (Array.isArray(header) ? header[0] : header) || request.cookies?.[tokenCookieName];
}

/** Both cookies live on the same path and domain, so one can never outlive the other. */
const scope = () => {
  const domain = environmentValue('COOKIE_DOMAIN');
  return { path: '/', ...(domain ? { domain } : {}) };
};

/**
 * Decision 014: the token HttpOnly, so no script in the page can read it; beside it, with the same
 * path, domain and expiry, the readable marker ts-session=1, which only says a session may exist.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  const common = { ...scope(), sameSite: 'lax' as const, secure: request.protocol === 'https', expires };
  reply.setCookie(tokenCookieName, token, { ...common, httpOnly: true });
  reply.setCookie(sessionMarkerCookieName, '1', common);
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(tokenCookieName, scope());
  reply.clearCookie(sessionMarkerCookieName, scope());
}

/**
 * The account of the request's session. A token that is given but no longer valid (expired,
 * revoked, forged) clears both cookies, so the page's marker does not keep claiming a session.
 */
export async function sessionAccount(sessions: SessionLookups, request: FastifyRequest, reply: FastifyReply): Promise<AccountRow | undefined> {
  const token = tokenOf(request);
  if (!token && !request.cookies?.[sessionMarkerCookieName]) return undefined;
  // A token longer than any we issue is nobody's: not worth a query.
  const account = token && token.length <= 200 ? await sessions.accountFor(token) : undefined;
  if (!account) clearSessionCookies(reply);
  return account;
}
