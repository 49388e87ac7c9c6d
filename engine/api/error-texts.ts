import { lookupMessage } from '../config/message-lookup.js';
import type { ErrorCatalogue, Messages } from '../config/site-model.js';
import { rateLimitedStatus, rateLimitMessage, rateLimitTexts, type RateLimitTexts } from '../config/rate-limit-texts.js';
import { failureMessage, shownMessage } from '../rules/answer-message.js';
import type { ApiError } from './api-client.js';

/** What a locale says for each answer code (aliases already resolved), for a transport error and for a call refused for coming too often. */
export interface ErrorTexts {
  codes: Record<string, string>;
  transport: string;
  rateLimited: RateLimitTexts;
}

/**
 * config/errors.yaml with one locale's apiErrors texts (common.yaml): every code that has a
 * message, the aliases (10001-10003 are told as 10004, spec 8) leading to their target's text.
 * Made where the model is at hand (the build), so the browser gets plain code -> text pairs.
 * `lang` is the locale's htmlLang, whose plural forms say the wait of a refused call.
 */
export function apiErrorTexts(catalogue: ErrorCatalogue, common: Messages, lang: string): ErrorTexts {
  const textOf = (code: number) => {
    const key = catalogue.messages[catalogue.aliases[code] ?? code];
    return key ? lookupMessage(common, `apiErrors.${key}`) : undefined;
  };
  const codes: Record<string, string> = {};
  for (const code of [...Object.keys(catalogue.messages), ...Object.keys(catalogue.aliases)].map(Number)) {
    const text = textOf(code);
    if (text) codes[String(code)] = text;
  }
  return {
    codes,
    transport: lookupMessage(common, `apiErrors.${catalogue.transport}`) ?? catalogue.transport,
    rateLimited: rateLimitTexts(catalogue, common, lang),
  };
}

/**
 * The text a visitor is shown for a failed call (spec 8): for a call refused for coming too often,
 * how long to wait; else the code's translated message, else the server's msg, else the transport
 * message. A call that failed with an HTTP status (4xx, 5xx) is told by its status text (spec 8);
 * a transport error's detail is not shown, only the transport message.
 * Silent errors (401, 402) are for the caller to leave unshown.
 */
export function errorMessage(error: ApiError, texts: ErrorTexts): string {
  if (error.code === rateLimitedStatus) return rateLimitMessage(texts.rateLimited, error.retryAfterSeconds);
  return failureMessage(error.code, shownMessage(error), texts.codes, texts.transport);
}
