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

/**
 * Common names that tell every country apart: two countries whose common name is the same (the
 * two Congos are both "Congo" in English) are each shown by the package's full name ("Democratic
 * Republic of the Congo", "Republic of the Congo"), so a list never offers one name twice.
 */
function distinctNames(codes: readonly string[], lang: 'en' | 'zh' | 'ru'): Map<string, string> {
  const common = new Map(codes.map((code) => [code, commonName(code, lang)]));
  const uses = new Map<string, number>();
  for (const name of common.values()) uses.set(name, (uses.get(name) ?? 0) + 1);
  return new Map([...common].map(([code, name]) => [code, (uses.get(name) ?? 0) > 1 ? fullName(code, lang) : name]));
}

/** The package's first name for a country, its explanation in brackets kept. */
function fullName(code: string, lang: 'en' | 'zh' | 'ru'): string {
  return countries.getName(code, lang) ?? code;
}

export function countryTable(codes: string[]): Country[] {
  const all = allCountryCodes();
  const names = { en: distinctNames(all, 'en'), 'zh-cn': distinctNames(all, 'zh'), ru: distinctNames(all, 'ru') };
  return [...codes].sort().map((code) => ({
    code,
    alpha3: countries.alpha2ToAlpha3(code) ?? '',
    numeric: countries.alpha2ToNumeric(code) ?? '',
    name: { en: names.en.get(code) ?? code, 'zh-cn': names['zh-cn'].get(code) ?? code, ru: names.ru.get(code) ?? code },
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
  const codes = allCountryCodes();
  const names = distinctNames(codes, lang);
  return codes
    .map((code) => ({ code, name: names.get(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
