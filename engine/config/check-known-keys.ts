import type { ConfigError } from './config-error.js';
import type { CheckedSources } from './checked-sources.js';
import type { YamlSource } from './yaml-source.js';
import type { PageConfig, Pricing, RouteEntry, SiteSettings } from './site-model.js';
import { menuKeys, pageMessageKeys } from './check-translations.js';
import { reportUnknownKeys, type KeyTree } from './known-keys.js';
import { catalogueTextKeys, commonTextKeys, consoleTextKeys, emailTextKeys, illustrationsTextKeys, newsTextKeys } from './shared-text-keys.js';
import { formTextKeys } from './form-text-keys.js';
import { rawVerifications } from './form-serving.js';
import { pageTextKeys } from './page-text-keys.js';
import { shownAnswerCodes } from './answer-codes.js';
import { checkStep } from './check-step.js';
import { perSourceMemo } from './per-source-memo.js';

interface KnownKeysContext {
  checked: CheckedSources;
  invalid: Set<string>;
  site: SiteSettings;
  routes: RouteEntry[];
  pages: Record<string, PageConfig>;
  /** config/pricing.yaml as compiled (undefined while it has errors). */
  pricing?: Pricing;
  errors: ConfigError[];
}

/** What each texts file holds, who reads it, and which config files that depends on. */
interface TextsKind {
  /** Config files the known keys come from: while one of them is broken, the file is not judged. */
  dependsOn: RegExp;
  readers: string;
  keys(ctx: KnownKeysContext, locale: string): KeyTree;
}

const kinds: Record<string, TextsKind> = {
  common: {
    dependsOn: /^config\/(nav\/(header|footer)-|pages\/|routes\.yaml|pricing\.yaml|errors\.yaml)/,
    readers: 'no menu of this language (config/nav/), no page (common:<key>), no package of config/pricing.yaml, no code of config/errors.yaml and no text of the engine uses it',
    keys: (ctx, locale) => commonTextKeys({
      menuKeys: [...ctx.checked.header.values(), ...ctx.checked.footer.values()].filter((s) => s.data.locale === locale).flatMap((s) => menuKeys(s.data).map((k) => k.key)),
      pageKeys: ctx.routes.filter((r) => r.locale === locale).flatMap((r) => {
        const page = ctx.pages[r.page];
        return page ? pageMessageKeys(page).map((k) => k.key) : [];
      }).filter((k) => k.startsWith('common:')).map((k) => k.slice(7)),
      pricingKeys: ctx.pricing?.packages.flatMap((p) => [p.name, p.coverage]) ?? [],
      apiErrorKeys: ((e) => (e ? [...Object.values(e.messages), e.transport, e.rateLimited.later] : []))(ctx.checked.errors.get('config/errors.yaml')?.data),
      apiErrorPluralKeys: ((e) => (e ? [e.rateLimited.seconds, e.rateLimited.minutes] : []))(ctx.checked.errors.get('config/errors.yaml')?.data),
    }),
  },
  console: {
    dependsOn: /^config\/(console\.yaml|nav\/app-header\.yaml)$/,
    readers: 'neither config/console.yaml, config/nav/app-header.yaml nor the console\'s own screens use it',
    keys: (ctx) => consoleTextKeys([
      ...(ctx.checked.console.get('config/console.yaml')?.data.pages.flatMap((p) => [p.title, p.summary]) ?? []),
      ...textKeysIn(ctx.checked['app-header'].get('config/nav/app-header.yaml')?.data, ['label', 'heading', 'text']),
    ]),
  },
  catalogue: {
    dependsOn: /^config\/catalogue\//,
    readers: 'it is neither the name of a dataset of config/catalogue/ nor a word the catalogue sections show',
    keys: (ctx) => catalogueTextKeys([...ctx.checked['catalogue-datasets'].values()].flatMap((source) => source.data.datasets.map((d) => d.name))),
  },
  emails: {
    dependsOn: /^$/,
    readers: 'the server writes no e-mail with it (engine/config/email-text-keys.ts lists every mail)',
    keys: () => emailTextKeys(),
  },
  illustrations: {
    dependsOn: /^$/,
    readers: 'no product illustration shows it (engine/config/illustrations.ts lists the words of each)',
    keys: () => illustrationsTextKeys(),
  },
  news: {
    dependsOn: /^config\/news\.yaml$/,
    readers: 'no item or topic of config/news.yaml uses it',
    keys: (ctx) => newsTextKeys(ctx.checked.news.get('config/news.yaml')?.data.items ?? []),
  },
  forms: {
    dependsOn: /^(config\/(forms|errors)\.yaml|schemas\/forms\/)/,
    readers: 'it is no word of a form of config/forms.yaml, no field of the form\'s schema (schemas/forms/<form>.schema.json), and no message for a rule that field has',
    keys: (ctx) => formTextKeys({
      forms: Object.entries(ctx.checked.forms.get('config/forms.yaml')?.data.forms ?? {}).flatMap(([id, form]) => {
        const schema = ctx.checked['form-schema'].get(`schemas/forms/${id}.schema.json`)?.data;
        return schema ? [{ id, schema, choices: Object.keys(form.choices ?? {}), verificationFields: rawVerifications(form.verification).map((v) => v.field) }] : [];
      }),
      codes: knownCodes(ctx),
    }),
  },
};

/**
 * Every key of every texts file must be read by something: the page, menu, form, console or
 * catalogue config that names it, or the engine's own screens. A key nothing reads is a typo, a
 * key at the wrong indentation or a leftover, and its text would never show.
 */
export function checkKnownKeys(ctx: KnownKeysContext): void {
  const htmlLangs: Record<string, string> = Object.fromEntries(ctx.site.locales.map((l) => [l.id, l.htmlLang]));
  // A pricing.yaml with mistakes of its own gives no packages: the texts that name them are not judged.
  const broken = [...ctx.invalid, ...(ctx.pricing ? [] : ['config/pricing.yaml'])];
  for (const [file, source] of ctx.checked.messages) {
    const m = /^locales\/([^/]+)\/(?:(common|console|catalogue|news|forms|illustrations|emails)|pages\/(.+))\.yaml$/.exec(file);
    if (!m) continue;
    const [, locale = '', kindName, page] = m;
    const htmlLang = htmlLangs[locale];
    if (htmlLang === undefined) continue; // a folder of no declared locale
    checkStep(file, ctx.errors, () => {
      if (page !== undefined) return checkPageTexts(ctx, source, locale, page, htmlLang);
      // Not a page's texts, so the other alternative matched: kindName is one of the kinds.
      const kind = kindName === undefined ? undefined : kinds[kindName];
      if (!kind) throw new Error(`${file} is neither a page's texts nor one of ${Object.keys(kinds).join(', ')}`);
      if (broken.some((f) => kind.dependsOn.test(f))) return;
      reportUnknownKeys(source, kind.keys(ctx, locale), htmlLang, kind.readers, ctx.errors);
    });
  }
}

function checkPageTexts(ctx: KnownKeysContext, source: YamlSource, locale: string, page: string, htmlLang: string): void {
  const pageFile = `config/pages/${page}.yaml`;
  if (ctx.invalid.has(pageFile) || ctx.invalid.has('config/routes.yaml') || !ctx.pricing) return;
  const config = ctx.pages[page];
  if (!config) {
    ctx.errors.push({ file: source.file, line: 1, column: 1, pointer: '', message: `holds the texts of page "${page}", but ${pageFile} does not exist, so nothing reads them` });
    return;
  }
  if (!ctx.routes.some((r) => r.page === page && r.locale === locale)) {
    ctx.errors.push({ file: source.file, line: 1, column: 1, pointer: '', message: `holds texts of page "${page}" in ${locale}, but no ${locale} route of config/routes.yaml shows that page, so nothing reads them` });
    return;
  }
  const packageIds = ctx.pricing.packages.map((p) => p.id);
  const tree = pageTrees(config, packageIds.join(' '), () => pageTextKeys(config, packageIds));
  reportUnknownKeys(source, tree, htmlLang, `${pageFile} names no such text`, ctx.errors);
}

// A page's tree is built once while its config is unchanged, so its texts' answer is reused too.
const pageTrees = perSourceMemo<KeyTree>();

/** Codes a form may word for itself: those config/errors.yaml words or aliases, and those the server answers. */
function knownCodes(ctx: KnownKeysContext): number[] {
  const errors = ctx.checked.errors.get('config/errors.yaml')?.data;
  return [...new Set([...Object.keys(errors?.messages ?? {}), ...Object.keys(errors?.aliases ?? {})].map(Number).concat(shownAnswerCodes.map((c) => c.code)))];
}

/** String values of the given keys anywhere in a config file (labels, headings and texts of a menu). */
function textKeysIn(data: unknown, names: string[]): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (names.includes(key) && typeof value === 'string') out.push(value);
        else walk(value);
      }
    }
  };
  walk(data);
  return out;
}
