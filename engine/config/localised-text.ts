import type { LocaleId, SiteModel } from './site-model.js';
import { forEveryLocale } from './locale-id.js';
import { lookupMessage } from './message-lookup.js';

/**
 * One text in every locale of the site, for answers that carry all languages at once (the API's
 * package and dataset names). The config check has made sure each exists; the key stands in if not.
 */
export function textInEveryLocale(model: Pick<SiteModel, 'site' | 'messages'>, namespace: 'common' | 'catalogue', key: string): Record<LocaleId, string> {
  return forEveryLocale((id) => lookupMessage(model.messages[id][namespace], key) ?? key);
}
