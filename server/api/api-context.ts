import type { Database } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { FormValidator } from './form-validation.js';
import type { SessionLookups } from '../auth/session-lookups.js';

/** What the API's route handlers share. */
export interface ApiContext {
  database: Database;
  /** Whose session a request's token is (grouped lookups, session-lookups.ts). */
  sessions: SessionLookups;
  mailer: Mailer;
  /** Checks a form's values with its JSON Schema. */
  validator: FormValidator;
  /** Where new submissions are announced (site.yaml notifications.salesEmail). */
  salesEmail?: string;
  /** Locale ids a submission may name (serviceName); the first is the site's default. */
  locales: string[];
  rateLimits: RateLimits;
  /** Signs single-sign-on tickets (SSO_TICKET_SECRET); without it the SSO calls refuse. */
  ssoSecret?: string;
}

/** The locale of a submission that names none: the site's first (site.yaml asks for at least one). */
export function defaultLocaleOf(ctx: Pick<ApiContext, 'locales'>): string {
  const [first] = ctx.locales;
  if (first === undefined) throw new Error('the API was given no locales: site.yaml must list at least one');
  return first;
}

type Limit = { max: number; timeWindow: number };
/** Requests per client IP and window, by kind of call (counted in Redis when REDIS_URL is set). */
export interface RateLimits {
  codes: Limit;
  forms: Limit;
  login: Limit;
  /** Every other API call. */
  reads: Limit;
}

export const defaultRateLimits: RateLimits = {
  codes: { max: 20, timeWindow: 60_000 },
  forms: { max: 10, timeWindow: 60_000 },
  login: { max: 10, timeWindow: 60_000 },
  reads: { max: 300, timeWindow: 60_000 },
};
