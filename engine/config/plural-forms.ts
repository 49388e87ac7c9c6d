/**
 * Plural texts are written as i18next reads them: one key per plural form of the language,
 * `countries_one` and `countries_other` in English, `countries_one`, `_few`, `_many` and `_other`
 * in Russian, `countries_other` alone in Chinese (the forms are CLDR's, as Intl knows them).
 * So the same text has different keys in different languages, and the checks compare the key
 * without its form.
 */
const allForms = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const formSuffix = new RegExp(`^(.+)_(${allForms.join('|')})$`);

const known = new Map<string, string[]>();

/** The plural forms a language's texts need, in CLDR order. */
export function pluralForms(htmlLang: string): string[] {
  let forms = known.get(htmlLang);
  if (!forms) {
    try {
      const cldr = new Intl.PluralRules(htmlLang).resolvedOptions().pluralCategories as string[];
      forms = allForms.filter((f) => cldr.includes(f));
    } catch {
      forms = ['one', 'other'];
    }
    known.set(htmlLang, forms);
  }
  return forms;
}

/** `countries_few` -> { base: countries, form: few }; undefined for a key with no plural suffix. */
export function splitPluralKey(key: string): { base: string; form: string } | undefined {
  const m = formSuffix.exec(key);
  if (!m) return undefined;
  const [, base = '', form = ''] = m; // both groups are required by the pattern
  return { base, form };
}
