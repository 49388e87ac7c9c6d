import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.js';
import { codes, failure, success } from '../api/envelope.js';
import type { ApiContext } from '../api/api-context.js';
import { consumeCode, issueCode, withdrawCode, type CodePolicy } from '../api/verification-codes.js';
import { accountView, type OemDomain } from './account-view.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { accountForToken, revokeSession, startSession } from './sessions.js';
import { fieldMessages, requestSchemas } from '../api/request-schemas.js';
import type { FormRead } from '../api/form-validation.js';
import type { FormModel } from '../../engine/config/site-model.js';
import { tokenCookieName } from '../../engine/api/token-cookie.js';

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The calls these routes answer whose bodies are forms of config/forms.yaml (servedBy: auth). */
const formPaths = { login: '/console/user/login', register: '/console/user/register' } as const;

/**
 * The form of config/forms.yaml served here at `path`, whose schema checks the body (the one the
 * browser checks with). Found at start-up, so a config that does not fit these routes stops the
 * server with the reason rather than failing a visitor later.
 */
function formAt(forms: FormModel[], path: string, fields: string[]): FormModel {
  const form = forms.find((f) => f.endpoint.path === path);
  if (!form) throw new Error(`config/forms.yaml has no form with servedBy: auth and endpoint path ${path}; the auth routes check that call's body with its schema`);
  const missing = fields.filter((name) => !(name in form.schema.properties));
  if (missing.length) throw new Error(`form "${form.id}" (${path}) lacks the field(s) ${missing.join(', ')} that the auth routes read`);
  return form;
}

/** 10001 naming the field, in the spec's words where it words that field (spec 5, registration). */
function fieldFailure(read: Extract<FormRead, { ok: false }>, messages: Record<string, string> = {}) {
  return failure(codes.wrongParameters, { field: read.field }, messages[read.field]);
}

/** Spec 7 and 3: the ts-token travels as a header from the client, or as the cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[tokenCookieName];
  return (Array.isArray(header) ? header[0] : header) || request.cookies?.[tokenCookieName];
}

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  // Not HttpOnly: the spec's client reads the cookie to send it as the ts-token header (decision 004).
  reply.setCookie(tokenCookieName, token, {
    path: '/', sameSite: 'lax', secure: request.protocol === 'https', expires,
    ...(process.env.COOKIE_DOMAIN ? { domain: process.env.COOKIE_DOMAIN } : {}),
  });
}

/** Console session calls: identity, login, register (confirmed by an e-mailed code), logout, OEM SSO. */
export function registerAuthRoutes(app: FastifyInstance, ctx: ApiContext & { codePolicy: CodePolicy }) {
  const db = ctx.database.db;
  const served = ctx.validator.servedBy('auth');
  const paths: string[] = Object.values(formPaths);
  for (const form of served) {
    if (!paths.includes(form.endpoint.path)) {
      throw new Error(`form "${form.id}" of config/forms.yaml is servedBy: auth, but the auth routes answer no POST ${form.endpoint.path} (only ${paths.join(', ')})`);
    }
  }
  const loginForm = formAt(served, formPaths.login, ['email', 'password']);
  const registerForm = formAt(served, formPaths.register, ['email', 'password', 'nickname', 'code']);

  app.get('/console/user/identity', async (request) => {
    const account = await accountForToken(db, tokenOf(request));
    return account ? success(accountView(account)) : failure(codes.notLoggedIn);
  });

  app.post<{ Body: Fields }>(formPaths.login, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.login } }, async (request, reply) => {
    const read = ctx.validator.read(loginForm, request.body);
    if (!read.ok) return fieldFailure(read);
    const email = String(read.values.email).toLowerCase();
    const password = String(read.values.password); // a secret: as typed, spaces count
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    if (!account || !(await verifyPassword(password, account.passwordHash))) {
      return failure(codes.wrongParameters, { field: 'password' }, 'Wrong e-mail or password');
    }
    const session = await startSession(db, account.id);
    setTokenCookie(request, reply, session.token, session.expiresAt);
    return success({ token: session.token, user: accountView(account) });
  });

  app.post<{ Body: Fields }>('/console/user/register/sendCode', { schema: requestSchemas.registerSendCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) => {
    const email = text(request.body?.email).toLowerCase();
    const issued = await issueCode(db, { email, ip: request.ip, purpose: 'register', policy: ctx.codePolicy });
    if (issued.kind === 'too-often') return failure(codes.tooManyEmailCodes);
    try {
      await ctx.mailer.send({ to: email, subject: `Confirm your account: ${issued.code}`, text: `Your verification code is ${issued.code}. Enter it to finish creating your account.` });
    } catch (error) {
      request.log.warn({ err: error }, 'registration e-mail could not be sent'); // never the address
      await withdrawCode(db, issued.id);
      return failure(codes.codeSendFailed);
    }
    return success({});
  });

  app.post<{ Body: Fields }>(formPaths.register, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.login } }, async (request, reply) => {
    const read = ctx.validator.read(registerForm, request.body);
    if (!read.ok) return fieldFailure(read, fieldMessages.register);
    const email = String(read.values.email).toLowerCase();
    const password = String(read.values.password);
    const nickname = text(read.values.nickname) || email.split('@')[0];
    const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (existing) return failure(codes.wrongParameters, { field: 'email' }, 'This e-mail address already has an account');
    const passwordHash = await hashPassword(password);
    const created = await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, { email, purpose: 'register', code: String(read.values.code), policy: ctx.codePolicy }))) return undefined;
      const [account] = await tx.insert(accounts).values({ email, passwordHash, nickname, accountName: nickname, level: 0 }).returning();
      return account;
    });
    if (!created) return failure(codes.verifyCodeError, { field: 'code' });
    const session = await startSession(db, created.id);
    setTokenCookie(request, reply, session.token, session.expiresAt);
    return success({ token: session.token, user: accountView(created) });
  });

  app.post('/console/user/logout', async (request, reply) => {
    const token = tokenOf(request);
    if (token) await revokeSession(db, token);
    reply.clearCookie(tokenCookieName, { path: '/', ...(process.env.COOKIE_DOMAIN ? { domain: process.env.COOKIE_DOMAIN } : {}) });
    return success({});
  });

  // Spec 7: only to a company domain registered on the account, never an arbitrary URL.
  app.get<{ Querystring: { redirect: string; client?: string; mode?: string } }>('/auth/public/sso/getRedirectUrl', { schema: requestSchemas.redirectUrl }, async (request) => {
    const account = await accountForToken(db, tokenOf(request));
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
    return success(target.toString(), 'success', 200);
  });
}
