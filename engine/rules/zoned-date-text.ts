import { providerUtcOffsetMinutes } from './account-inactivity.js';

/**
 * A deadline or a payment date as a buyer reads it: date and time on one clock for everybody, the
 * provider's (China Standard Time, UTC+8, the zone account-inactivity.ts counts in), and that
 * clock named in the page's language. "Reserved until December 5, 2026 at 6:03 AM" on its own
 * would be read in the buyer's zone, and a buyer in Moscow would pay five hours late.
 *
 * `zoned` is the locale's sentence for a time on that clock, with {{time}} for it (common.yaml
 * providerTime: "{{time}} (UTC+8)", "{{time}}（北京时间）", "{{time}} (по Пекину)").
 */
export function zonedDateText(instant: Date | string, lang: string, zoned: Zoned, options: { time?: boolean } = {}): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return '';
  const wall = onProviderClock(at);
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', ...(options.time === false ? {} : { timeStyle: 'short' }), timeZone: 'UTC' });
  const time = format.format(wall);
  return typeof zoned === 'function' ? zoned(time) : zoned.replace('{{time}}', time);
}

/**
 * The instant shifted so that its UTC fields read the provider's wall clock (UTC+8): formatted
 * with timeZone 'UTC', it needs no time-zone database, and the text is the same in the browser,
 * on the server and in a test on any machine. The pages and the e-mails both write dates so.
 */
export function onProviderClock(instant: Date, utcOffsetMinutes = providerUtcOffsetMinutes): Date {
  return new Date(instant.getTime() + utcOffsetMinutes * 60_000);
}

/** The sentence as written ("{{time}} (UTC+8)"), or a function that puts the time into it (i18next's t). */
export type Zoned = string | ((time: string) => string);

/** A day on the provider's clock, without the time (a membership's end, a receipt's date). */
export function zonedDayText(instant: Date | string, lang: string, zoned: Zoned): string {
  return zonedDateText(instant, lang, zoned, { time: false });
}
