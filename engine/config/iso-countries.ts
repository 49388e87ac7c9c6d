import countries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import type { Country } from './site-model.js';

// The country table of spec 3 comes from the ISO 3166 package, never typed by hand. Only the
// build and the server load it (about 100 KB of names), never the browser.
const require = createRequire(import.meta.url);
for (const lang of ['en', 'zh', 'ru']) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

export function isCountryCode(code: string): boolean {
  return countries.isValid(code) && code.length === 2;
}

/**
 * The name people use rather than the formal one: "United States" not "United States of America",
 * "Moldova" not "Moldova, Republic of", "Россия" not "Российская Федерация".
 */
function commonName(code: string, lang: 'en' | 'zh' | 'ru'): string {
  // "КНР (Китайская Народная Республика)" -> "КНР": the explanation in brackets is for lookups.
  // A code the package has no name for is shown as itself.
  const [first = code, ...others] = (countries.getName(code, lang, { select: 'all' }) ?? []).map((n) => n.replace(/\s*\(.*\)$/, ''));
  if (lang !== 'en') return others.reduce((a, b) => (b.length < a.length ? b : a), first);
  const formal = (name: string) => / of |,/.test(name);
  if (!formal(first)) return first;
  const plain = others.find((n) => !formal(n) && n.length > 3 && !n.includes('.'));
  if (plain !== undefined) return plain;
  const [beforeComma = first] = first.split(','); // "Moldova, Republic of" -> "Moldova"
  return beforeComma;
}

export function countryTable(codes: string[]): Country[] {
  return [...codes].sort().map((code) => ({
    code,
    alpha3: countries.alpha2ToAlpha3(code) ?? '',
    numeric: countries.alpha2ToNumeric(code) ?? '',
    name: { en: commonName(code, 'en'), 'zh-cn': commonName(code, 'zh'), ru: commonName(code, 'ru') },
  }));
}

/** Every ISO 3166-1 alpha-2 code, for the forms' country-code format. */
export function allCountryCodes(): string[] {
  return Object.keys(countries.getAlpha2Codes()).sort();
}

/** Every country's common name in one locale, sorted as people of that language sort. */
export function countryOptions(locale: 'zh-cn' | 'en' | 'ru'): Array<{ code: string; name: string }> {
  const lang = locale === 'zh-cn' ? 'zh' : locale;
  const collator = new Intl.Collator(locale === 'zh-cn' ? 'zh-CN-u-co-pinyin' : locale);
  return allCountryCodes()
    .map((code) => ({ code, name: commonName(code, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
