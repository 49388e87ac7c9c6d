import { describe, expect, it } from 'vitest';
import { edit, errorLines, positionOf, realFile } from './config-fixture';

/** `file:line:column` of the first `needle` in a changed text (a needle starting with a line break: of what follows it). */
const at = (file: string, text: string, needle: string) => {
  const { line, column } = positionOf(text, needle);
  return needle.startsWith('\n') ? `${file}:${line + 1}:${needle.length - needle.trimStart().length}` : `${file}:${line}:${column}`;
};

const locales = ['zh-cn', 'en', 'ru'] as const;
type Locale = (typeof locales)[number];

/** The same edit in the three locales' copy of a texts file, keyed by each copy's name. */
function inEveryLocale<Name extends string>(name: Name, from: string | Record<Locale, string>, to: string | Record<Locale, string>): Record<`locales/${Locale}/${Name}`, string> {
  return Object.assign({}, ...locales.map((locale) => edit(`locales/${locale}/${name}`, typeof from === 'string' ? from : from[locale], typeof to === 'string' ? to : to[locale])));
}

describe('every locale has the same keys (issue 15: a misspelt key in one locale)', () => {
  it('blames a key misspelt in the Russian console texts at the key, and the group that lacks the right one, each with a suggestion', () => {
    const file = 'locales/ru/console.yaml';
    const changed = edit(file, '  haveAccount: Уже есть аккаунт?\n  login: Войти', '  haveAccount: Уже есть аккаунт?\n  logni: Войти');
    const text = changed[file];
    const lines = errorLines(changed);
    expect(lines).toContain(`${at(file, text, 'logni')} /register/logni "register.logni" is a key nothing reads: neither config/console.yaml, config/nav/app-header.yaml nor the console's own screens use it (did you mean "login"?)`);
    expect(lines).toContain(`${at(file, text, '\nregister:')} /register lacks "login", which locales/en/console.yaml and locales/zh-cn/console.yaml have: every language has the same keys (did you mean "logni"?)`);
  });

  it('blames the one locale that lacks a key the others have, and one that has a key the others lack', () => {
    // A group the two others do not have, whose keys are all known: only the parity finds it.
    const changed = { ...edit('locales/en/forms.yaml', '  fields:\n    firstName: { label: First name }', '  fields:\n    firstName: { label: First name, placeholder: Jane }') };
    const file = 'locales/en/forms.yaml';
    expect(errorLines(changed)).toContain(`${at(file, changed[file], 'placeholder: Jane')} /contact/fields/firstName/placeholder is not in locales/ru/forms.yaml or locales/zh-cn/forms.yaml: every language has the same keys`);
  });

  it('compares plural texts by their key without the form, and requires each language\'s own forms', () => {
    const ru = 'locales/ru/common.yaml';
    const en = 'locales/en/common.yaml';
    const changed = {
      ...edit(ru, '  countries_few: "{{count}} страны"\n', ''),
      ...edit(en, '  countries_other: "{{count}} countries"\n', '  countries_other: "{{count}} countries"\n  countries_few: "{{count}} countries"\n'),
    };
    const lines = errorLines(changed);
    expect(lines).toContain(`${ru}:${positionOf(changed[ru], '\npricing:').line + 1}:1 /pricing lacks "countries_few": a plural text in "ru" needs the forms one, few, many, other`);
    expect(lines).toContain(`${at(en, changed[en], 'countries_few')} /pricing/countries_few is a plural form "en" does not have (its forms: one, other)`);
    // Chinese has one form and English two: that difference alone is no error.
    expect(lines.filter((l) => l.startsWith('locales/zh-cn/'))).toEqual([]);
  });
});

describe('keys nothing reads (issue 15: unknown keys in locale files)', () => {
  it('refuses a key under a namespace whose keys the engine fixes, even when every locale has it', () => {
    const changed = inEveryLocale('common.yaml', '\nchat:\n', '\nchat:\n  search: Search\n');
    const lines = errorLines(changed);
    for (const locale of locales) {
      const file = `locales/${locale}/common.yaml` as const;
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${at(file, changed[file], 'search: Search')} /chat/search "chat\\.search" is a key nothing reads: no menu of this language .* and no text of the engine uses it`)));
    }
  });

  it('refuses a page text its page config never names, with the name it most likely meant', () => {
    const changed = inEveryLocale('pages/aboutus.yaml', '\nhero:\n  heading:', '\nhero:\n  headng:');
    const file = 'locales/en/pages/aboutus.yaml';
    expect(errorLines(changed)).toContain(`${at(file, changed[file], 'headng')} /hero/headng "hero.headng" is a key nothing reads: config/pages/aboutus.yaml names no such text (did you mean "heading"?)`);
  });

  it('refuses a form message for a rule the field does not have, and a text where a group belongs', () => {
    const changed = inEveryLocale('forms.yaml', { 'zh-cn': '    subject: { label: ', en: '    subject: { label: ', ru: '    subject: { label: ' }, { 'zh-cn': '    subject: { errors: { pattern: x }, label: ', en: '    subject: { errors: { pattern: x }, label: ', ru: '    subject: { errors: { pattern: x }, label: ' });
    const file = 'locales/en/forms.yaml';
    expect(errorLines(changed)).toContainEqual(expect.stringMatching(new RegExp(`^${at(file, changed[file], 'pattern: x')} /contact/fields/subject/errors/pattern "contact\\.fields\\.subject\\.errors\\.pattern" is a key nothing reads: it is no word of a form`)));
    const flat = inEveryLocale('common.yaml', /* a group written as one text */ { 'zh-cn': '\nmarks:\n', en: '\nmarks:\n', ru: '\nmarks:\n' }, { 'zh-cn': '\nmarks: x\nmarksOld:\n', en: '\nmarks: x\nmarksOld:\n', ru: '\nmarks: x\nmarksOld:\n' });
    expect(errorLines(flat)).toContainEqual(expect.stringMatching(/^locales\/en\/common\.yaml:\d+:1 \/marks "marks" must be a group of keys, not a text/));
  });

  it('requires each text the console\'s own screens read, in every locale, at the group it belongs in', () => {
    const changed = inEveryLocale('console.yaml', { 'zh-cn': /\n {2}signOut: .*/.exec(realFile('locales/zh-cn/console.yaml'))![0], en: '\n  signOut: Sign out', ru: /\n {2}signOut: .*/.exec(realFile('locales/ru/console.yaml'))![0] }, '');
    const file = 'locales/en/console.yaml';
    expect(errorLines(changed)).toContain(`${at(file, changed[file], '\nshell:')} /shell is missing "shell.signOut", which the console's own screens show`);
  });

  it('refuses the texts of a page the locale does not route to', () => {
    const file = 'locales/ru/pages/joinus.yaml';
    expect(errorLines({ [file]: realFile('locales/zh-cn/pages/joinus.yaml') })).toContain(`${file}:1:1 holds texts of page "joinus" in ru, but no ru route of config/routes.yaml shows that page, so nothing reads them`);
  });
});

describe('forms: a key at the wrong level (issue 15: an un-indented errors:)', () => {
  it('refuses an errors: that slipped out of its field and became a field of its own', () => {
    const file = 'locales/en/forms.yaml';
    const changed = edit(file, '      label: Business e-mail\n      errors:', '      label: Business e-mail\n    errors:');
    const line = errorLines(changed).find((l) => l.includes('/demo/fields/errors'));
    expect(line).toBe(`${at(file, changed[file], '\n    errors:')} /demo/fields/errors "demo.fields.errors" is a key nothing reads: it is no word of a form of config/forms.yaml, no field of the form's schema (schemas/forms/<form>.schema.json), and no message for a rule that field has (known here: name, company, job, email, mobile, country, interested, message, code)`);
  });

  it('refuses a field text that slipped out to the form\'s own words', () => {
    const file = 'locales/en/forms.yaml';
    const changed = edit(file, '    message: { label: Message }\n    captcha: { label: Characters in the image }\n\ncredit-report:', '    message: { label: Message }\n  captcha: { label: Characters in the image }\n\ncredit-report:');
    expect(errorLines(changed).join('\n')).toMatch(/^locales\/en\/forms\.yaml:\d+:3 \/contact\/captcha "contact\.captcha" is a key nothing reads/m);
  });

  it('refuses a form field without a type: a group written without "type": "object" is no field', () => {
    const file = 'schemas/forms/debt-claim.schema.json';
    const group = edit(file, '"creditor": {\n      "type": "object",', '"creditor": {');
    // ajv itself refuses a group's keywords without their type, at the group's keyword.
    expect(errorLines(group)).toContain(`${at(file, group[file], '"required": ["contactName"')} /properties/creditor/required is not a schema the form can be checked with: missing type "object" for keyword "required" at "#/properties/creditor" (strictTypes)`);
    const field = edit(file, '"companyName": { "type": "string", "maxLength": 200 }', '"companyName": { "enum": ["Acme"] }');
    expect(errorLines(field)).toContain(`${at(file, field[file], '"companyName": { "enum"')} /properties/creditor/properties/companyName needs "type": one of "string", "number", "integer", "boolean", "array", "object" (a group of fields is "type": "object" with its own properties)`);
  });
});
