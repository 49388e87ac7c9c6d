import type { Database } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { FormValidator } from './form-validation.js';

/** What the API's route handlers share. */
export interface ApiContext {
  database: Database;
  mailer: Mailer;
  forms: FormValidator;
  /** Where new submissions are announced (site.yaml notifications.salesEmail). */
  salesEmail?: string;
  /** Locale ids a submission may name (serviceName). */
  locales: string[];
  rateLimits: { codes: { max: number; timeWindow: number }; forms: { max: number; timeWindow: number }; login: { max: number; timeWindow: number } };
}
