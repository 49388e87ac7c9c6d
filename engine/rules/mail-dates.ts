import { providerUtcOffsetMinutes } from './account-inactivity.js';

/**
 * The dates and times the e-mails show (an order's deadline, a payment's date) are written on the
 * provider's clock, China Standard Time (UTC+8, no daylight saving), as the terms' calendar is
 * (account-inactivity.ts): one zone for every reader, which each mail names in its own words
 * (emails.yaml `parts.dateTime`), so "14:55" is never read on the reader's own clock. Intl writes
 * the date and time as the reader's language does; the zone is fixed by shifting the instant, so
 * the answer does not depend on the time-zone data of the machine that runs it.
 */
export interface MailDateTime {
  /** "5 December 2026", "5 декабря 2026 г.", "2026年12月5日". */
  date: string;
  /** "14:55", 24-hour. */
  time: string;
}

export function mailDateTime(instant: Date, htmlLang: string, utcOffsetMinutes = providerUtcOffsetMinutes): MailDateTime {
  const wall = new Date(instant.getTime() + utcOffsetMinutes * 60_000);
  const date = new Intl.DateTimeFormat(htmlLang, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(wall);
  const time = new Intl.DateTimeFormat(htmlLang, { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(wall);
  return { date, time };
}

/** The key of a plural text for `count` in a language, as i18next names them (`years_one`, `years_few`). */
export function pluralKey(base: string, count: number, htmlLang: string): string {
  return `${base}_${new Intl.PluralRules(htmlLang).select(count)}`;
}
