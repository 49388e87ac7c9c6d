import type { ConfigError } from './config-error.js';
import { pageSource, type CheckedSources } from './checked-sources.js';
import type { LocaleTexts, PageConfig, Pricing, RouteEntry, SiteSettings } from './site-model.js';
import { uiMessageKeys } from './ui-message-keys.js';
import { contactSentenceKeys, contactSentenceProblems } from './contact-sentence.js';
import { consoleMessageKeys } from './checked-text-keys.js';
import { emailMessageKeys, emailPartProblems, emailParts, emailTextProblems, emailTexts, type EmailPartId, type EmailTextId } from './email-text-keys.js';
import { pluralForms } from './plural-forms.js';
import type { YamlSource } from './yaml-source.js';
import { isContentSection, missingSectionTexts } from './section-texts.js';
import { lookupMessage } from './message-lookup.js';
import { isRecord } from './json-shapes.js';
import { illustrationsOfLocale, illustrationTextKeys } from './illustrations.js';

type LocaleMessages = Record<string, LocaleTexts>;

export function emptyLocaleTexts(): LocaleTexts {
  return { common: {}, catalogue: {}, news: {}, forms: {}, console: {}, illustrations: {}, emails: {}, pages: {} };
}

export function collectMessages(checked: CheckedSources, localeIds: Set<string>, errors: ConfigError[]): LocaleMessages {
  const out: LocaleMessages = {};
  for (const id of localeIds) out[id] = emptyLocaleTexts();
  for (const [file, source] of checked.messages) {
    const m = /^locales\/([^/]+)\/(common|catalogue|news|forms|console|illustrations|emails|pages\/(.+))\.yaml$/.exec(file);
    if (!m) continue;
    const [, locale = '', kind, page] = m;
    const bucket = out[locale];
    if (!bucket) {
      errors.push({ file, line: 1, column: 1, pointer: '', message: `is in locales/${locale}/, but ${locale} is not a locale in config/site.yaml` });
      continue;
    }
    if (page) bucket.pages[page] = source.data;
    else if (kind === 'catalogue' || kind === 'news' || kind === 'forms' || kind === 'console' || kind === 'illustrations' || kind === 'emails') bucket[kind] = source.data;
    else bucket.common = source.data;
  }
  return out;
}

/** Keys a page config asks for, with where in the page file each is asked for. */
export function pageMessageKeys(page: PageConfig): Array<{ key: string; at: Array<string | number> }> {
  const keys: Array<{ key: string; at: Array<string | number> }> = [
    { key: page.title, at: ['title'] },
    { key: page.description, at: ['description'] },
  ];
  for (const [value, head] of Object.entries(page.queryAnchor?.heads ?? {})) {
    for (const field of ['title', 'description', 'heading'] as const) keys.push({ key: head[field], at: ['queryAnchor', 'heads', value, field] });
  }
  if (page.queryAnchor?.unknownNote) keys.push({ key: page.queryAnchor.unknownNote, at: ['queryAnchor', 'unknownNote'] });
  page.sections.forEach((s, i) => {
    if (isContentSection(s)) return; // their texts: see missingSectionTexts
    if (s.type === 'form') return; // its texts are the form's: see compile-forms
    keys.push({ key: s.heading, at: ['sections', i, 'heading'] });
    if ('body' in s && s.body) keys.push({ key: s.body, at: ['sections', i, 'body'] });
    if (s.type === 'hero' && s.visual) keys.push({ key: s.visual.alt, at: ['sections', i, 'visual', 'alt'] });
    if (s.type === 'pricing' && s.note) keys.push({ key: s.note, at: ['sections', i, 'note'] });
    if (s.type === 'text') s.paragraphs.forEach((p, j) => keys.push({ key: p, at: ['sections', i, 'paragraphs', j] }));
  });
  return keys;
}

interface TranslationContext {
  checked: CheckedSources;
  invalid: Set<string>;
  site: SiteSettings;
  routes: RouteEntry[];
  pages: Record<string, PageConfig>;
  messages: LocaleMessages;
  /** config/pricing.yaml as compiled (undefined while it has errors). */
  pricing?: Pricing;
  errors: ConfigError[];
}

const commonFile = (locale: string) => `locales/${locale}/common.yaml`;

/** Every key config or the engine uses must exist in each locale that shows it. */
export function checkTranslations(ctx: TranslationContext): void {
  checkEngineTexts(ctx);
  checkMenuTexts(ctx);
  checkPageTexts(ctx);
  checkPackageTexts(ctx);
  checkIllustrationTexts(ctx);
}

/** The texts the engine's own screens show: in every locale's common.yaml and console.yaml. */
function checkEngineTexts({ checked, invalid, site, messages, errors }: TranslationContext): void {
  for (const locale of site.locales) {
    const file = commonFile(locale.id);
    const source = checked.messages.get(file);
    const texts = messages[locale.id];
    if (!source || !texts) {
      // A common.yaml that failed its own check is reported there already.
      if (!invalid.has(file)) errors.push({ file, line: 1, column: 1, pointer: '', message: 'is missing: every locale needs its common texts' });
      continue;
    }
    for (const key of Object.values(uiMessageKeys)) {
      if (!lookupMessage(texts.common, key)) errors.push(missingEngineText(source, key, 'the site\'s header, footer or error pages show'));
    }
    for (const key of Object.values(contactSentenceKeys)) {
      const sentence = lookupMessage(texts.common, key);
      if (sentence !== undefined) for (const problem of contactSentenceProblems(sentence)) errors.push(source.errorAt(key.split('.'), problem));
    }
    const consoleSource = checked.messages.get(`locales/${locale.id}/console.yaml`);
    for (const key of consoleMessageKeys) {
      if (consoleSource && !lookupMessage(texts.console, key)) errors.push(missingEngineText(consoleSource, key, 'the console\'s own screens show'));
    }
    checkEmailTexts(checked, invalid, locale, texts, errors);
  }
}

/**
 * The server's e-mails in each locale (locales/<locale>/emails.yaml): every mail's subject and
 * body, each body showing what it must ({{code}} of a code mail) and no placeholder the server
 * does not fill.
 */
function checkEmailTexts(checked: CheckedSources, invalid: Set<string>, { id: locale, htmlLang }: { id: string; htmlLang: string }, texts: LocaleTexts, errors: ConfigError[]): void {
  const file = `locales/${locale}/emails.yaml`;
  const source = checked.messages.get(file);
  if (!source) {
    if (!invalid.has(file)) errors.push({ file, line: 1, column: 1, pointer: '', message: 'is missing: the server writes its e-mails (codes, account notices) in each locale from it' });
    return;
  }
  for (const key of emailMessageKeys) {
    if (!lookupMessage(texts.emails, key)) errors.push(missingEngineText(source, key, 'the server\'s e-mails use'));
  }
  for (const id of Object.keys(emailTexts) as EmailTextId[]) {
    const subject = lookupMessage(texts.emails, `${id}.subject`);
    const body = lookupMessage(texts.emails, `${id}.body`);
    if (subject === undefined || body === undefined) continue;
    for (const problem of emailTextProblems(id, subject, body)) errors.push(source.errorAt([id, problem.includes('.subject ') ? 'subject' : 'body'], problem.replace(/^\S+ /, '')));
  }
  // The pieces the order mails are filled with; a plural one in each plural form of the language.
  for (const [id, spec] of Object.entries(emailParts) as Array<[EmailPartId, (typeof emailParts)[EmailPartId]]>) {
    const keys = 'plural' in spec ? pluralForms(htmlLang).map((form) => `${id}_${form}`) : [id];
    for (const key of keys) {
      const text = lookupMessage(texts.emails, `parts.${key}`);
      if (text === undefined) {
        errors.push(missingEngineText(source, `parts.${key}`, 'the order e-mails use'));
        continue;
      }
      for (const problem of emailPartProblems(id, key, text)) errors.push(source.errorAt(['parts', ...key.split('.')], problem.replace(/^\S+ /, '')));
    }
  }
}

/** Menus: labels, headings and notices are keys in the menu locale's common.yaml. */
function checkMenuTexts({ checked, messages, errors }: TranslationContext): void {
  for (const source of [...checked.header.values(), ...checked.footer.values()]) {
    const locale = source.data.locale;
    const texts = messages[locale];
    if (!texts || !checked.messages.has(commonFile(locale))) continue;
    for (const { key, at } of menuKeys(source.data)) {
      if (!lookupMessage(texts.common, key)) errors.push(source.errorAt(at, `translation key "${key}" is missing in ${commonFile(locale)}`));
    }
  }
}

/** Pages: keys are in locales/<locale>/pages/<page>.yaml, or common.yaml when written common:key. */
function checkPageTexts({ checked, invalid, routes, pages, messages, errors }: TranslationContext): void {
  const reported = new Set<string>();
  const routesSource = checked.routes.get('config/routes.yaml');
  routes.forEach((route, i) => {
    const page = pages[route.page];
    const source = pageSource(checked, route.page);
    const localeTexts = messages[route.locale];
    if (!page || !source || !localeTexts) return;
    const textsFile = `locales/${route.locale}/pages/${route.page}.yaml`;
    // A texts file that failed its own check is reported there: what it would hold is not judged.
    if (invalid.has(textsFile)) return;
    const texts = localeTexts.pages[route.page];
    if (!texts) {
      if (!reported.has(textsFile) && routesSource) {
        reported.add(textsFile);
        errors.push(routesSource.errorAt(['routes', i, 'page'], `page "${route.page}" has no texts for ${route.path}: create ${textsFile}`));
      }
      return;
    }
    for (const { key, at } of pageMessageKeys(page)) {
      const [inCommon, bare] = key.startsWith('common:') ? [true, key.slice(7)] : [false, key];
      if (inCommon && invalid.has(commonFile(route.locale))) continue;
      const found = lookupMessage(inCommon ? localeTexts.common : texts, bare);
      const id = `${route.page}|${route.locale}|${key}`;
      if (!found && !reported.has(id)) {
        reported.add(id);
        const where = inCommon ? commonFile(route.locale) : textsFile;
        errors.push(source.errorAt(at, `translation key "${bare}" is missing in ${where} (needed by ${route.path})`));
      }
    }
    page.sections.forEach((section, j) => {
      if (!isContentSection(section)) return;
      for (const problem of missingSectionTexts(section, ['sections', j], texts)) {
        const id = `${route.page}|${route.locale}|${problem.message}`;
        if (reported.has(id)) continue;
        reported.add(id);
        errors.push(source.errorAt(problem.at, `${problem.message} in ${textsFile} (needed by ${route.path})`));
      }
    });
  });
}

/** Package names and coverage texts are in common.yaml of every locale that shows a price list. */
function checkPackageTexts({ checked, routes, pages, messages, pricing, errors }: TranslationContext): void {
  const pricingSource = checked.pricing.get('config/pricing.yaml');
  if (!pricingSource || !pricing) return;
  const pricingLocales = new Set(routes.filter((r) => pages[r.page]?.sections.some((s) => showsPackages.has(s.type))).map((r) => r.locale));
  for (const locale of pricingLocales) {
    // A common.yaml that failed its own check (or is missing) is reported at that file, not once per text here.
    if (!checked.messages.has(commonFile(locale))) continue;
    const common = messages[locale]?.common;
    // The price cards' term and button, and the comparison's country counts.
    for (const key of ['pricing.perTerm_other', 'pricing.countries_other', 'pricing.choose']) {
      if (!lookupMessage(common, key)) errors.push(pricingSource.errorAt([], `shows packages in ${locale}, but ${commonFile(locale)} lacks "${key}"`));
    }
    pricing.packages.forEach((p, i) => {
      for (const field of ['name', 'coverage'] as const) {
        if (!lookupMessage(common, p[field])) errors.push(pricingSource.errorAt(['packages', i, field], `translation key "${p[field]}" is missing in ${commonFile(locale)}`));
      }
    });
  }
}

/** An engine text missing in a texts file, pointed at the group it belongs in (or the top). */
function missingEngineText(source: YamlSource, key: string, shownBy: string): ConfigError {
  const path = key.split('.');
  let depth = 0;
  let node: unknown = source.data;
  for (let next = path[0]; depth < path.length - 1 && next !== undefined && isRecord(node) && next in node; next = path[++depth]) node = node[next];
  return source.errorAt(path.slice(0, depth), `is missing "${key}", which ${shownBy}`, 'key');
}

/**
 * The words inside each illustration a locale's pages show, in locales/<locale>/illustrations.yaml
 * (engine/config/illustrations.ts lists them), so no picture is drawn with a raw key in it.
 */
function checkIllustrationTexts({ checked, invalid, site, routes, pages, messages, errors }: TranslationContext): void {
  for (const locale of site.locales) {
    const file = `locales/${locale.id}/illustrations.yaml`;
    const shown = illustrationsOfLocale(routes, pages, locale.id);
    if (shown.length === 0 || invalid.has(file)) continue;
    const source = checked.messages.get(file);
    const page = routes.find((r) => r.locale === locale.id && illustrationsOfLocale([r], pages, locale.id).length > 0)?.path;
    if (!source) {
      errors.push({ file, line: 1, column: 1, pointer: '', message: `is missing: the ${locale.id} pages show illustrations (${shown.join(', ')}, e.g. on ${page}), whose words it holds` });
      continue;
    }
    for (const id of shown) {
      for (const key of illustrationTextKeys[id]) {
        if (!lookupMessage(messages[locale.id]?.illustrations ?? {}, `${id}.${key}`)) errors.push(missingEngineText(source, `${id}.${key}`, `the illustration "${id}" shows`));
      }
    }
  }
}

/** Sections that name packages, so every locale that shows them needs the packages' texts. */
const showsPackages = new Set<string>(['pricing', 'package-comparison', 'payment']);

export function menuKeys(data: unknown): Array<{ key: string; at: Array<string | number> }> {
  const out: Array<{ key: string; at: Array<string | number> }> = [];
  const walk = (node: unknown, at: Array<string | number>) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, [...at, i]));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'label' || k === 'heading') && typeof v === 'string' && v) out.push({ key: v, at: [...at, k] });
        else if (k === 'notices' && Array.isArray(v)) v.forEach((n, i) => out.push({ key: String(n), at: [...at, k, i] }));
        else walk(v, [...at, k]);
      }
    }
  };
  walk(data, []);
  return out;
}
