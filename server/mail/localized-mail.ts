import type { SiteModel } from '../../engine/config/site-model.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import { fillMailPlaceholders, type EmailPartId, type EmailTextId } from '../../engine/config/email-text-keys.js';
import { mailDateTime, pluralKey } from '../../engine/rules/mail-dates.js';
import type { Mail } from './mailer.js';

type MailModel = Pick<SiteModel, 'messages' | 'site'>;

/** The locale whose words a mail is written in: the reader's, or the site's first when the site does not have it. */
export function mailLocaleOf(model: MailModel, locale: string): keyof SiteModel['messages'] {
  const known = model.site.locales.some((l) => l.id === locale);
  return (known ? locale : model.site.locales[0]?.id) as keyof SiteModel['messages'];
}

/**
 * The sales team reads one language: the site's first locale (config/site.yaml locales:, zh-cn
 * here, the team's own), whatever the language of the visitor a mail is about.
 */
export function salesLocale(model: MailModel): string {
  const first = model.site.locales[0];
  if (!first) throw new Error('config/site.yaml has no locale');
  return first.id;
}

/**
 * One of the server's e-mails (locales/<locale>/emails.yaml) in the reader's language, its
 * placeholders filled. A locale the site does not have falls back to the site's first: the check
 * guarantees every mail's words there (check-translations.ts), so an unknown key is a bug. A
 * placeholder filled with nothing (an optional line) leaves no run of empty lines behind.
 */
export function localizedMail(model: MailModel, input: { to: string; locale: string; mail: EmailTextId; values: Record<string, string | number> }): Mail {
  const locale = mailLocaleOf(model, input.locale);
  const texts = model.messages[locale]?.emails ?? {};
  const subject = lookupMessage(texts, `${input.mail}.subject`);
  const body = lookupMessage(texts, `${input.mail}.body`);
  if (subject === undefined || body === undefined) throw new Error(`locales/${locale}/emails.yaml lacks ${input.mail}: the config check should have refused it`);
  return {
    to: input.to,
    subject: fillMailPlaceholders(subject, input.values).replace(/[ \t\r\n]+/g, ' ').trim(),
    text: fillMailPlaceholders(body, input.values).replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trimEnd(),
  };
}

/** The words the mails of one locale are filled with: parts, dates and terms (emails.yaml `parts:`). */
export function mailWords(model: MailModel, locale: string) {
  const id = mailLocaleOf(model, locale);
  const htmlLang = model.site.locales.find((l) => l.id === id)?.htmlLang ?? id;
  const texts = model.messages[id]?.emails ?? {};
  const part = (key: `${EmailPartId}` | `${EmailPartId}_${string}`, values: Record<string, string | number> = {}) => {
    const text = lookupMessage(texts, `parts.${key}`);
    if (text === undefined) throw new Error(`locales/${id}/emails.yaml lacks parts.${key}: the config check should have refused it`);
    return fillMailPlaceholders(text, values);
  };
  return {
    locale: id,
    htmlLang,
    part,
    /** "14 December 2026, 14:55 (UTC+8, Beijing time)": on the provider's clock, which it names. */
    dateTime: (instant: Date) => part('dateTime', { ...mailDateTime(instant, htmlLang) }),
    date: (instant: Date) => mailDateTime(instant, htmlLang).date,
    /** "1 year", "2 года", "5 лет". */
    years: (count: number) => part(pluralKey('termYears', count, htmlLang) as `termYears_${string}`, { count }),
  };
}
