import type { SiteModel } from '../../engine/config/site-model.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import { fillMailPlaceholders, type EmailTextId } from '../../engine/config/email-text-keys.js';
import type { Mail } from './mailer.js';

/**
 * One of the server's e-mails (locales/<locale>/emails.yaml) in the reader's language, its
 * placeholders filled. A locale the site does not have falls back to the site's first: the check
 * guarantees every mail's words there (check-translations.ts), so an unknown key is a bug.
 */
export function localizedMail(model: Pick<SiteModel, 'messages' | 'site'>, input: { to: string; locale: string; mail: EmailTextId; values: Record<string, string | number> }): Mail {
  const known = model.site.locales.some((l) => l.id === input.locale);
  const locale = (known ? input.locale : model.site.locales[0]?.id) as keyof SiteModel['messages'];
  const texts = model.messages[locale]?.emails ?? {};
  const subject = lookupMessage(texts, `${input.mail}.subject`);
  const body = lookupMessage(texts, `${input.mail}.body`);
  if (subject === undefined || body === undefined) throw new Error(`locales/${locale}/emails.yaml lacks ${input.mail}: the config check should have refused it`);
  return { to: input.to, subject: fillMailPlaceholders(subject, input.values), text: fillMailPlaceholders(body, input.values).trimEnd() };
}
