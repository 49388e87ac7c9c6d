import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { accounts, sessions } from '../db/schema.js';
import { codes, failure, success } from '../api/envelope.js';
import { consumeCode } from '../api/verification-codes.js';
import { requestSchemas } from '../api/request-schemas.js';
import { emailCodeOf, type FormModel } from '../../engine/config/form-model.js';
import { accountView } from './account-view.js';
import { hashPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { accountRefusal } from '../accounts/account-refusals.js';
import { setSessionCookies } from './session-cookies.js';
import { fieldFailure } from './auth-forms.js';
import { liftLoginLock } from './login-lockout.js';
import { mailLocale, sendAddressCode, type AddressCodeContext, type AddressCodeUse } from './address-codes.js';
import { localizedMail } from '../mail/localized-mail.js';
import { accountLinks } from './account-links.js';

type Fields = Record<string, unknown>;

const resetCode: AddressCodeUse = { purpose: 'password-reset', codeFor: 'account', codeMail: 'resetCode', noticeMail: 'resetNoAccount' };

/**
 * A new password with a code e-mailed to the account's address (config/forms.yaml password-reset).
 * The send-code call answers every address alike: one with an account gets the code, any other a
 * notice that no account uses it, so the call tells nobody who has an account. The reset itself
 * checks the code before anything else, then sets the password, signs out every session of the
 * account (whoever knew the old password is out), lifts a login lock, tells the owner by e-mail
 * and signs this browser in.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AddressCodeContext, form: FormModel) {
  const db = ctx.database.db;
  const sendCode = emailCodeOf(form)?.sendCode.endpoint.path;
  if (!sendCode) throw new Error(`form "${form.id}" of config/forms.yaml needs verification: { kind: email-code, sendCode: ... } for the password reset`);

  app.post<{ Body: { email: string; locale?: string } }>(sendCode, { schema: requestSchemas.addressSendCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) =>
    sendAddressCode(ctx, request, resetCode, { email: request.body.email, locale: mailLocale(ctx, request.body.locale) }));

  app.post<{ Body: Fields }>(form.endpoint.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.login } }, async (request, reply) => {
    const read = ctx.validator.read(form, request.body);
    if (!read.ok) return fieldFailure(read.error);
    const { values, locale: sentLocale } = read.value;
    const email = String(values.email).trim().toLowerCase();
    if (!(await consumeCode(db, { email, purpose: resetCode.purpose, code: String(values.code), policy: ctx.codePolicy }))) {
      return failure(codes.verifyCodeError, { field: 'code' });
    }
    // Only the mailbox's owner has a live code, and only an address with an account gets one.
    const passwordHash = await hashPassword(String(values.password));
    const account = await db.transaction(async (tx) => {
      const [changed] = await tx.update(accounts).set({ passwordHash }).where(eq(accounts.email, email)).returning();
      if (changed) await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.accountId, changed.id), isNull(sessions.revokedAt)));
      return changed;
    });
    if (!account) return failure(codes.verifyCodeError, { field: 'code' }); // the account was removed since the code was sent
    await liftLoginLock(db, email);
    const locale = mailLocale(ctx, sentLocale);
    const links = accountLinks(ctx.model, ctx.siteOrigin(), locale);
    await ctx.mailer.send(localizedMail(ctx.model, { to: email, locale, mail: 'passwordChanged', values: { ...links } }))
      .catch((error: unknown) => request.log.warn({ err: error }, 'password-changed notice could not be sent'));
    // The password is changed either way; a frozen or cancelled account is not signed in (spec 4).
    const refused = accountRefusal(account, 'sign-in', ctx.model.site.contact.email);
    if (refused) return refused;
    const session = await startSession(db, account.id);
    setSessionCookies(request, reply, session.token, session.expiresAt);
    return success({ user: accountView(account) });
  });
}
