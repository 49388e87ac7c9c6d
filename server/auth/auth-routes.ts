import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../db/schema.js';
import { codes, failure, success } from '../api/envelope.js';
import { accountView, type OemDomain } from './account-view.js';
import { hashPassword, needsRehash, verifyPassword, verifyWithoutAccount } from './passwords.js';
import { revokeSession, startSession } from './sessions.js';
import { requestSchemas } from '../api/request-schemas.js';
import { clearSessionCookies, sessionAccount, setSessionCookies, tokenOf } from './session-cookies.js';
import { clearLoginAttempts, countLoginAttempt } from './login-lockout.js';
import type { LoginLockout } from '../../engine/config/site-model.js';
import { fieldFailure, formAt, formPaths } from './auth-forms.js';
import { registerRegistrationRoutes } from './registration-routes.js';
import { registerPasswordResetRoutes } from './password-reset-routes.js';
import type { AddressCodeContext } from './address-codes.js';
import { issueTicket, redeemTicket } from './sso-tickets.js';
import { accountRefusal } from '../accounts/account-refusals.js';
import { signInLocale } from '../accounts/sign-in-locale.js';

type Fields = Record<string, unknown>;

/** Console session calls: identity, login, register (confirmed by an e-mailed code), logout, OEM SSO. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AddressCodeContext & { loginLockout: LoginLockout }) {
  const db = ctx.database.db;
  const served = ctx.validator.servedBy('auth');
  const paths: string[] = Object.values(formPaths);
  for (const form of served) {
    if (!paths.includes(form.endpoint.path)) {
      throw new Error(`form "${form.id}" of config/forms.yaml is servedBy: auth, but the auth routes answer no POST ${form.endpoint.path} (only ${paths.join(', ')})`);
    }
  }
  const loginForm = formAt(served, formPaths.login, ['email', 'password']);
  registerRegistrationRoutes(app, ctx, formAt(served, formPaths.register, ['email', 'password', 'nickname', 'code']));
  registerPasswordResetRoutes(app, ctx, formAt(served, formPaths.passwordReset, ['email', 'password', 'code']));

  app.get('/console/user/identity', async (request, reply) => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    return account ? success(accountView(account)) : failure(codes.notLoggedIn);
  });

  app.post<{ Body: Fields }>(formPaths.login, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.login } }, async (request, reply) => {
    const read = ctx.validator.read(loginForm, request.body);
    if (!read.ok) return fieldFailure(read.error);
    const { values } = read.value;
    const email = String(values.email).toLowerCase();
    const password = String(values.password); // a secret: as typed, spaces count
    // Whatever IP the guesses come from, one address gets loginLockout.maxAttempts of them, counted
    // before any password is hashed (decision 043): a burst cannot all be checked before the lock.
    const attempt = await countLoginAttempt(db, email, ctx.loginLockout);
    if (!attempt.admitted) {
      return failure(codes.loginLocked, { field: 'email', until: attempt.lockedUntil.toISOString() }, `Too many wrong passwords for this address: login is locked for ${ctx.loginLockout.lockMinutes} minutes`);
    }
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    // The same work either way: how long the answer takes does not tell whether the account exists.
    const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyWithoutAccount(password);
    // A wrong one stays counted; the right one forgets the address's attempts.
    if (!account || !valid) return failure(codes.wrongParameters, { field: 'password' }, 'Wrong e-mail or password');
    await clearLoginAttempts(db, email);
    // Only now, the password being right, may the answer tell the account's state (spec 4): a
    // wrong password is told the same whether the account is registered, frozen or cancelled.
    const refused = accountRefusal(account, 'sign-in', ctx.model.site.contact.email);
    if (refused) return refused;
    if (needsRehash(account.passwordHash)) {
      // Stored with older parameters: now that the password is at hand, keep it at today's setting
      // (unless it was changed meanwhile).
      await db.update(accounts).set({ passwordHash: await hashPassword(password) })
        .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, account.passwordHash)));
    }
    // The inactivity rule counts from the last login; notices are written in the page's language.
    const locale = signInLocale(request, ctx.model.site.languageCookie.name, ctx.locales);
    await db.update(accounts).set({ lastLoginAt: new Date(), ...(locale ? { locale } : {}) }).where(eq(accounts.id, account.id));
    const session = await startSession(db, account.id);
    setSessionCookies(request, reply, session.token, session.expiresAt);
    // The token only in its HttpOnly cookie (decision 014): no script of the page can read it.
    return success({ user: accountView(account) });
  });

  app.post('/console/user/logout', async (request, reply) => {
    const token = tokenOf(request);
    if (token) await revokeSession(db, token);
    clearSessionCookies(reply);
    return success({});
  });

  // Spec 7: only to a company domain registered on the account, never an arbitrary URL.
  app.get<{ Querystring: { redirect: string; client?: string; mode?: string } }>('/auth/public/sso/getRedirectUrl', { schema: requestSchemas.redirectUrl }, async (request, reply) => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    if (!account) return failure(codes.notLoggedIn);
    let target: URL;
    try {
      target = new URL(request.query.redirect);
    } catch {
      return failure(codes.wrongParameters, { field: 'redirect' });
    }
    const allowed = (account.oemDomains as OemDomain[]).some((d) => {
      try {
        return new URL(d.companyDomain).origin === target.origin;
      } catch {
        return false;
      }
    });
    if (!allowed || !/^https?:$/.test(target.protocol)) return failure(codes.wrongParameters, { field: 'redirect' }, 'This address is not a system of your account');
    if (!ctx.ssoSecret) return failure(codes.interfaceException, {}, 'Single sign-on is not configured on this server (SSO_TICKET_SECRET)');
    // The system learns who arrives by redeeming the ticket, once, within a minute (docs/api.md).
    target.searchParams.set('ticket', await issueTicket(db, ctx.ssoSecret, account.id, target.origin));
    return success(target.toString(), 'success', 200);
  });

  // Called by the OEM system, server to server: the member a ticket was issued for, once.
  app.post<{ Body: { ticket: string; origin: string } }>('/auth/public/sso/verify', { schema: requestSchemas.ssoVerify, config: { rateLimit: ctx.rateLimits.login } }, async (request) => {
    if (!ctx.ssoSecret) return failure(codes.interfaceException, {}, 'Single sign-on is not configured on this server (SSO_TICKET_SECRET)');
    const redeemed = await redeemTicket(db, ctx.ssoSecret, request.body.ticket, request.body.origin);
    if (!redeemed.ok) {
      request.log.info({ refusal: redeemed.error }, 'sso ticket refused');
      return failure(codes.notLoggedIn, {}, 'This ticket is not valid: it is unknown, used, expired or for another system');
    }
    const [account] = await db.select().from(accounts).where(eq(accounts.id, redeemed.value));
    if (!account) return failure(codes.notLoggedIn, {}, 'This ticket is not valid: it is unknown, used, expired or for another system');
    // Frozen or cancelled since the ticket was issued: the other system signs nobody in.
    const refused = accountRefusal(account, 'sign-in', ctx.model.site.contact.email);
    if (refused) return refused;
    const { id, email, nickname, level, account: company, userRole } = accountView(account);
    return success({ id, email, nickname, level, account: { name: company.name }, userRole });
  });
}
