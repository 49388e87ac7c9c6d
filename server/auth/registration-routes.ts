import type { FastifyInstance } from 'fastify';
import { accounts } from '../db/schema.js';
import { codes, failure, success } from '../api/envelope.js';
import { consumeCode } from '../api/verification-codes.js';
import { fieldMessages, requestSchemas } from '../api/request-schemas.js';
import { emailCodeOf, type FormModel } from '../../engine/config/form-model.js';
import { accountView } from './account-view.js';
import { hashPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { setSessionCookies } from './session-cookies.js';
import { fieldFailure } from './auth-forms.js';
import { mailLocale, sendAddressCode, type AddressCodeContext, type AddressCodeUse } from './address-codes.js';

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const registerCode: AddressCodeUse = { purpose: 'register', codeFor: 'new-address', codeMail: 'registerCode', noticeMail: 'registerAccountExists' };

/**
 * Registration, which never tells whether an address has an account: the send-code call answers
 * every address alike (same limits, same answer), and an address that has an account is e-mailed
 * a notice instead of a code, so only its owner learns it. The registration itself checks the
 * code first, before it looks at accounts or spends time hashing the password. The session token
 * travels only in its HttpOnly cookie (decision 014): the answer says who signed in, nothing more.
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AddressCodeContext, registerForm: FormModel) {
  const db = ctx.database.db;
  const sendCode = emailCodeOf(registerForm)?.sendCode.endpoint.path ?? '/console/user/register/sendCode';

  app.post<{ Body: { email: string; locale?: string } }>(sendCode, { schema: requestSchemas.addressSendCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) =>
    sendAddressCode(ctx, request, registerCode, { email: request.body.email, locale: mailLocale(ctx, request.body.locale) }));

  app.post<{ Body: Fields }>(registerForm.endpoint.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.login } }, async (request, reply) => {
    const read = ctx.validator.read(registerForm, request.body);
    if (!read.ok) return fieldFailure(read.error, fieldMessages.register);
    const { values } = read.value;
    const email = String(values.email).toLowerCase();
    const [localPart = ''] = email.split('@'); // split answers at least one part
    const nickname = text(values.nickname) || localPart;
    if (!(await consumeCode(db, { email, purpose: registerCode.purpose, code: String(values.code), policy: ctx.codePolicy }))) {
      return failure(codes.verifyCodeError, { field: 'code' });
    }
    // Only someone who read the code in the mailbox gets here: telling them of an account is no leak.
    const passwordHash = await hashPassword(String(values.password));
    const [created] = await db.insert(accounts).values({ email, passwordHash, nickname, accountName: nickname, level: 0 })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!created) return failure(codes.wrongParameters, { field: 'email' }, 'This e-mail address already has an account');
    const session = await startSession(db, created.id);
    setSessionCookies(request, reply, session.token, session.expiresAt);
    return success({ user: accountView(created) });
  });
}
