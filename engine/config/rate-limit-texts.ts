import type { ErrorCatalogue, Messages } from './site-model.js';
import { lookupMessage } from './message-lookup.js';
import { pluralForms } from './plural-forms.js';

/** The HTTP status (and envelope code) of a call refused for coming too often. */
export const rateLimitedStatus = 429;

/**
 * What one locale says when the API refuses a call for coming too often, by how long to wait
 * (config/errors.yaml rateLimited:, texts under apiErrors: in common.yaml). Made at build time;
 * the browser picks the text once it knows the wait from the answer's Retry-After.
 */
export interface RateLimitTexts {
  /** The language the counts are said in (site.yaml htmlLang), for its plural forms. */
  lang: string;
  /** "Please wait {{count}} seconds", by plural form (one, few, many, other: CLDR's names). */
  seconds: Record<string, string>;
  /** The same in minutes, for a wait of a minute or more. */
  minutes: Record<string, string>;
  /** For an answer that does not say how long. */
  unknown: string;
}

/** One locale's rate-limit texts; a text the config check found missing falls back to its key. */
export function rateLimitTexts(catalogue: ErrorCatalogue, common: Messages, lang: string): RateLimitTexts {
  const { seconds, minutes, later } = catalogue.rateLimited;
  const plural = (key: string) => Object.fromEntries(pluralForms(lang).flatMap((form) => {
    const text = lookupMessage(common, `apiErrors.${key}_${form}`);
    return text ? [[form, text]] : [];
  }));
  return { lang, seconds: plural(seconds), minutes: plural(minutes), unknown: lookupMessage(common, `apiErrors.${later}`) ?? later };
}

/**
 * The text for a refused call: the wait in seconds under a minute, else in whole minutes rounded
 * up (a person told too short a wait is refused again), or the text without a wait.
 */
export function rateLimitMessage(texts: RateLimitTexts, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return texts.unknown;
  const seconds = Math.ceil(retryAfterSeconds);
  const [count, forms] = seconds < 60 ? [seconds, texts.seconds] : [Math.ceil(seconds / 60), texts.minutes];
  const form = new Intl.PluralRules(texts.lang).select(count);
  const text = forms[form] ?? forms.other;
  return text ? text.replace(/\{\{\s*count\s*\}\}/g, count.toLocaleString(texts.lang)) : texts.unknown;
}
