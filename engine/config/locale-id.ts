/** The site's locales (spec 1: zh-cn, en, ru), as ids of site.yaml and folders of locales/. */
export type LocaleId = 'zh-cn' | 'en' | 'ru';

/**
 * A value for every locale id there is, declared or not (a locale the site does not declare gets
 * what `value` gives it: no texts, the code display). Adding a locale id fails the type check here.
 */
export function forEveryLocale<T>(value: (id: LocaleId) => T): Record<LocaleId, T> {
  return { 'zh-cn': value('zh-cn'), en: value('en'), ru: value('ru') };
}

/** One text in every locale (names in tools.yaml, bank details in pricing.yaml). */
export type LocalisedText = Record<LocaleId, string>;

/**
 * The declared locale with this id. The model and the page data only ever hold ids of declared
 * locales (the config check makes sure), so a miss is a bug: it fails here with the id, not later
 * as "cannot read htmlLang of undefined".
 */
export function declaredLocale<L extends { id: string }>(locales: readonly L[], id: string): L {
  const found = locales.find((l) => l.id === id);
  if (!found) throw new Error(`locale "${id}" is not one of the declared locales (${locales.map((l) => l.id).join(', ')})`);
  return found;
}

/**
 * What a map by locale id holds for a declared locale (a console page's texts and error texts,
 * built over the declared locales). Such a map has every declared locale, so a miss is a bug, as
 * in declaredLocale: it fails here with the id.
 */
export function declaredLocaleEntry<T>(byLocale: Readonly<Record<string, T>>, id: string): T {
  const found = Object.hasOwn(byLocale, id) ? byLocale[id] : undefined;
  if (found === undefined) throw new Error(`locale "${id}" is not one of the declared locales (${Object.keys(byLocale).join(', ')})`);
  return found;
}
