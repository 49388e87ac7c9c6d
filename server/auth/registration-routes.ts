import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.js';
import { codes, failure, success } from '../api/envelope.js';
import type { ApiContext } from '../api/api-context.js';
import { consumeCode, issueCode, withdrawCode, type CodePolicy } from '../api/verification-codes.js';
import { fieldMessages, requestSchemas } from '../api/request-schemas.js';
import type { FormModel } from '../../engine/config/site-model.js';
import type { Mail } from '../mail/mailer.js';
import { accountView } from './account-view.js';
import { hashPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { setSessionCookies } from './session-cookies.js';
import { fieldFailure } from './auth-forms.js';

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Registration, which never tells whether an address has an account: the send-code call answers
 * every address alike (same limits, same answer), and an address that has an account is e-mailed
 * a notice instead of a code, so only its owner learns it. The registration itself checks the
 * code first, before it looks at accounts or spends time hashing the password.
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: ApiContext & { codePolicy: CodePolicy }, registerForm: FormModel) {
  const db = ctx.database.db;

  app.post<{ Body: Fields }>('/console/user/register/sendCode', { schema: requestSchemas.registerSendCode, config: { rateLimit: ctx.rateLimits.codes } }, async (request) => {
    const email = text(request.body?.email).toLowerCase();
    const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    // Issued for every address, with the same queries, so the 60 s and hourly limits (and the time
    // taken) answer alike; the code of an address that has an account is never sent and is stored
    // spent, so it cannot be guessed either.
    const issued = await issueCode(db, { email, ip: request.ip, purpose: 'register', policy: ctx.codePolicy, spent: Boolean(existing) });
    if (issued.kind === 'too-often') return failure(codes.tooManyEmailCodes);
    try {
      await ctx.mailer.send(existing ? accountExistsNotice(email) : codeMail(email, issued.code));
    } catch (error) {
      request.log.warn({ err: error }, 'registration e-mail could not be sent'); // never the address
      await withdrawCode(db, issued.id);
      return failure(codes.codeSendFailed);
    }
    return success({});
  });

  app.post<{ Body: Fields }>(registerForm.endpoint.path, { schema: requestSchemas.formBody, config: { rateLimit: ctx.rateLimits.login } }, async (request, reply) => {
    const read = ctx.validator.read(registerForm, request.body);
    if (!read.ok) return fieldFailure(read.error, fieldMessages.register);
    const { values } = read.value;
    const email = String(values.email).toLowerCase();
    const [localPart = ''] = email.split('@'); // split answers at least one part
    const nickname = text(values.nickname) || localPart;
    if (!(await consumeCode(db, { email, purpose: 'register', code: String(values.code), policy: ctx.codePolicy }))) {
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
    return success({ token: session.token, user: accountView(created) });
  });
}

function codeMail(to: string, code: string): Mail {
  return { to, subject: `Confirm your account: ${code}`, text: `Your verification code is ${code}. Enter it to finish creating your account.` };
}

function accountExistsNotice(to: string): Mail {
  return {
    to,
    subject: 'You already have an account',
    text: [
      'Someone, perhaps you, asked to create an account with this e-mail address, but it already has one.',
      'Log in with this address and your password instead.',
      '',
      'If it was not you, ignore this message: nothing has changed.',
    ].join('\n'),
  };
}
