import type { SourceFiles } from '../../engine/config/checked-sources.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import type { LocaleId, LocaleTexts, SiteModel } from '../../engine/config/site-model.js';

/** One side of the comparison: the compiled model and the files it was compiled from. */
export interface ConfigVersion {
  model: SiteModel;
  files: SourceFiles;
}

/** The declared locales of both versions, the new one's order first. */
export function localesOf(before: SiteModel, after: SiteModel): LocaleId[] {
  const ids = [...after.site.locales, ...before.site.locales].map((l) => l.id);
  return [...new Set(ids)];
}

/** The text a label key stands for in a locale's texts file, or the key itself when it has none. */
export function labelText(model: SiteModel, locale: LocaleId, file: Exclude<keyof LocaleTexts, 'pages'>, key: string): string {
  return lookupMessage(model.messages[locale][file], key) ?? key;
}

/** The locale whose words name things in the summary: English when the site has it, else its default. */
export function reviewLocale(model: SiteModel): LocaleId {
  return model.site.locales.some((l) => l.id === 'en') ? 'en' : model.site.defaultLocale;
}
