import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.js';
import { codes, failure, success, type Envelope } from '../api/envelope.js';
import { defaultLocaleOf, type ApiContext } from '../api/api-context.js';
import { issueCode, withdrawCode, type CodePolicy } from '../api/verification-codes.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import type { EmailTextId } from '../../engine/config/email-text-keys.js';
import { localizedMail } from '../mail/localized-mail.js';
import { accountLinks } from './account-links.js';

/** What the send-code calls of registration, the purchase and the password reset share. */
export interface AddressCodeContext extends ApiContext {
  codePolicy: CodePolicy;
  model: Pick<SiteModel, 'messages' | 'site' | 'console'>;
  /** The origin links in e-mails use (config or environment, never the request). */
  siteOrigin: () => string;
}

/**
 * What one send-code call is for: its purpose (a code of one purpose never confirms another), who
 * gets the code — an address without an account (registration, a visitor's purchase) or one with
 * (a password reset) — and the mails: the code, or, for any other address, a notice to its owner.
 */
export interface AddressCodeUse {
  purpose: 'register' | 'purchase' | 'password-reset';
  codeFor: 'new-address' | 'account';
  codeMail: EmailTextId;
  noticeMail: EmailTextId;
  /** Where the notice's login link leads back to, in the reader's locale (the purchase form's page). */
  returnPath?: (locale: string) => string | undefined;
}

/**
 * Sends a code to an address, answering alike whether or not it has an account: the same queries,
 * the same limits (a notice's code is stored spent, so it counts and can never be guessed) and the
 * same answer. Only the owner of the mailbox learns which mail came, so nobody can use the call to
 * find out who has an account.
 */
export async function sendAddressCode(ctx: AddressCodeContext, request: FastifyRequest, use: AddressCodeUse, input: { email: string; locale: string }): Promise<Envelope> {
  const db = ctx.database.db;
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  const codeGoes = use.codeFor === 'account' ? Boolean(existing) : !existing;
  const issued = await issueCode(db, { email, ip: request.ip, purpose: use.purpose, policy: ctx.codePolicy, spent: !codeGoes });
  if (issued.kind === 'too-often') return failure(codes.tooManyEmailCodes);
  const links = accountLinks(ctx.model, ctx.siteOrigin(), input.locale, use.returnPath?.(input.locale));
  const mail = codeGoes
    ? localizedMail(ctx.model, { to: email, locale: input.locale, mail: use.codeMail, values: { code: issued.code, minutes: ctx.codePolicy.validMinutes, siteUrl: links.siteUrl } })
    : localizedMail(ctx.model, { to: email, locale: input.locale, mail: use.noticeMail, values: { ...links } });
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    request.log.warn({ err: error, purpose: use.purpose }, 'verification e-mail could not be sent'); // never the address
    await withdrawCode(db, issued.id);
    return failure(codes.codeSendFailed);
  }
  return success({});
}

/** The locale a send-code call names, if it is one of the site's; otherwise the site's first. */
export function mailLocale(ctx: Pick<ApiContext, 'locales'>, sent: unknown): string {
  return typeof sent === 'string' && ctx.locales.includes(sent) ? sent : defaultLocaleOf(ctx);
}
