/** The site's locales (spec 1: zh-cn, en, ru), as ids of site.yaml and folders of locales/. */
export type LocaleId = 'zh-cn' | 'en' | 'ru';

/** One text in every locale (names in tools.yaml, bank details in pricing.yaml). */
export type LocalisedText = Record<LocaleId, string>;
