import type { ConfigError } from './config-error.js';
import { compiled, type Compiled } from './compiled.js';
import type { CheckedSources } from './checked-sources.js';
import type { YamlSource } from './yaml-source.js';
import type { LocaleId, Messages, RedirectRules, RouteEntry, SiteSettings } from './site-model.js';
import type { AppEntry, AppHeader, AppNavChild, AppNavItem, AppTarget, ConsoleSite } from './console-model.js';
import type { Visibility } from './visibility-language.js';
import type { AppHeaderEntry, AppHeaderFile, AppHeaderSitePaths, ConsoleFile } from './generated/config-files.js';
import { lookupMessage } from './message-lookup.js';
import { routesFile, unknownHostProblem } from './compile-navigation.js';
import { consoleLinkProblem } from './console-paths.js';

type At = Array<string | number>;
type SitePaths = AppHeaderSitePaths;

interface ConsoleContext {
  checked: CheckedSources;
  site: SiteSettings;
  routes: RouteEntry[];
  redirects?: RedirectRules;
  messages: Record<string, { console: Messages }>;
  /** Files that failed their own check: what they would hold is not judged here (their mistake is reported there). */
  invalid: ReadonlySet<string>;
  errors: ConfigError[];
}

const consoleFile = 'config/console.yaml';
const appHeaderFile = 'config/nav/app-header.yaml';
const textsFile = (locale: string) => `locales/${locale}/console.yaml`;

/**
 * config/console.yaml and config/nav/app-header.yaml -> the console pages and the application
 * header, checking that every entry leads somewhere real and every text exists in every locale.
 */
export function compileConsole(input: Omit<ConsoleContext, 'errors'>): Compiled<{ appHeader: AppHeader; console: ConsoleSite }> {
  const errors: ConfigError[] = [];
  const ctx: ConsoleContext = { ...input, errors };
  const consoleSource = ctx.checked.console.get(consoleFile);
  const headerSource = ctx.checked['app-header'].get(appHeaderFile);
  const consoleSite = consoleSource ? compileConsolePages(consoleSource, ctx) : undefined;
  const appHeader = headerSource && consoleSite ? compileAppHeader(headerSource, consoleSite, ctx) : undefined;
  return compiled(appHeader && consoleSite && { appHeader, console: consoleSite }, errors);
}

/**
 * Each workspace on one page at most: the collection opens a saved company on the shipment-search
 * page, so that page must exist wherever the collection does.
 */
function checkWorkspaces(source: YamlSource<ConsoleFile>, ctx: ConsoleContext) {
  const pages = source.data.pages;
  const first = new Map<string, number>();
  pages.forEach((page, i) => {
    if (!page.workspace) return;
    const earlier = first.get(page.workspace);
    if (earlier !== undefined) ctx.errors.push(source.errorAt(['pages', i, 'workspace'], `${page.workspace} is already the workspace of ${pages[earlier]!.path}: a workspace has one page`));
    else first.set(page.workspace, i);
  });
  const collection = first.get('saved-companies');
  if (collection !== undefined && !first.has('shipment-search')) {
    ctx.errors.push(source.errorAt(['pages', collection, 'workspace'], 'saved-companies opens each saved company on the shipment-search page: give one page workspace: shipment-search'));
  }
}

function compileConsolePages(source: YamlSource<ConsoleFile>, ctx: ConsoleContext): ConsoleSite {
  const raw = source.data;
  const prefixes = new Set(ctx.site.locales.map((l) => l.prefix));
  const publicPaths = new Set(ctx.routes.map((r) => r.path));
  const moved = new Set(ctx.redirects?.moved.map((m) => m.from) ?? []);
  const seen = new Map<string, At>();
  const own = (path: string, at: At) => {
    const [, first] = path.split('/');
    if (first !== undefined && prefixes.has(first)) ctx.errors.push(source.errorAt(at, `starts with /${first}, a locale prefix of the public site: console paths have no language prefix`));
    else if (publicPaths.has(path)) ctx.errors.push(source.errorAt(at, `is a public route in config/routes.yaml`));
    else if (moved.has(path)) ctx.errors.push(source.errorAt(at, `is redirected by config/redirects.yaml (moved:), so the page would never be reached`));
    if (seen.has(path)) ctx.errors.push(source.errorAt(at, `is used twice in config/console.yaml`));
    seen.set(path, at);
  };
  own(raw.login, ['login']);
  own(raw.register, ['register']);
  own(raw.passwordReset, ['passwordReset']);
  raw.pages.forEach((page, i) => {
    own(page.path, ['pages', i, 'path']);
    requireTexts(source, ['pages', i, 'title'], page.title, ctx);
    requireTexts(source, ['pages', i, 'summary'], page.summary, ctx);
  });
  checkWorkspaces(source, ctx);
  if (!raw.pages.some((p) => p.path === raw.home)) ctx.errors.push(source.errorAt(['home'], `is ${raw.home}, which is not one of the pages below`));
  const host = ctx.site.hosts.console;
  if (host === undefined) ctx.errors.push(source.errorAt(['home'], 'needs a host named console under hosts: in site.yaml ("" for this server)'));
  return { host: host ?? '', home: raw.home, login: raw.login, register: raw.register, passwordReset: raw.passwordReset, pages: raw.pages };
}

function compileAppHeader(source: YamlSource<AppHeaderFile>, consoleSite: ConsoleSite, ctx: ConsoleContext): AppHeader {
  const raw = source.data;
  const consolePaths = new Set(consoleSite.pages.map((p) => p.path));
  const localeIds = new Set<string>(ctx.site.locales.map((l) => l.id));

  const consoleTarget = (path: string, at: At): AppTarget => {
    if (!consolePaths.has(path)) ctx.errors.push(source.errorAt(at, `points to ${path}, which is not a page in ${consoleFile}`));
    return { kind: 'console', path };
  };
  const sitePaths = (paths: SitePaths, at: At): Partial<Record<LocaleId, string>> => {
    const byLocale: Partial<Record<LocaleId, string>> = {};
    for (const [locale, path] of Object.entries(paths)) {
      const declared = ctx.site.locales.find((l) => l.id === locale);
      if (!declared) ctx.errors.push(source.errorAt([...at, locale], `is not a locale of site.yaml (${[...localeIds].join(', ')})`, 'key'));
      else if (!ctx.invalid.has(routesFile) && !ctx.routes.some((r) => r.path === path && r.locale === locale && r.prerender)) {
        ctx.errors.push(source.errorAt([...at, locale], `points to ${path}, which is not a ${locale} page in config/routes.yaml`));
      } else byLocale[declared.id] = path;
    }
    return byLocale;
  };
  const visible = (rule: Visibility | undefined, at: At) => {
    if (rule) checkRuleLocales(rule, at, localeIds, source, ctx.errors);
    return rule ? { visible: rule } : {};
  };
  const text = (key: string | undefined, at: At) => key !== undefined && requireTexts(source, at, key, ctx);

  const items = raw.items.map((item, i): AppNavItem => {
    const at: At = ['items', i];
    text(item.label, [...at, 'label']);
    const children = (item.children ?? []).map((child, j): AppNavChild => {
      const cat: At = [...at, 'children', j];
      text(child.label, [...cat, 'label']);
      text(child.heading, [...cat, 'heading']);
      text(child.text, [...cat, 'text']);
      return {
        label: child.label,
        target: child.path !== undefined ? consoleTarget(child.path, [...cat, 'path']) : { kind: 'site', paths: sitePaths(child.site!, [...cat, 'site']) },
        ...visible(child.visible, [...cat, 'visible']),
        card: { ...(child.image ? { image: child.image } : {}), ...(child.heading ? { heading: child.heading } : {}), ...(child.text ? { text: child.text } : {}) },
        learnMore: child.learnMore ? sitePaths(child.learnMore, [...cat, 'learnMore']) : {},
      };
    });
    const target: AppTarget | undefined = item.path !== undefined ? consoleTarget(item.path, [...at, 'path'])
      : item.site ? { kind: 'site', paths: sitePaths(item.site, [...at, 'site']) } : undefined;
    return { label: item.label, ...(target ? { target } : {}), ...visible(item.visible, [...at, 'visible']), children };
  });

  const entry = (e: AppHeaderEntry, at: At): AppEntry => {
    text(e.label, [...at, 'label']);
    let target: AppTarget;
    if (e.host === undefined) target = consoleTarget(e.path, [...at, 'path']);
    else {
      const base = ctx.site.hosts[e.host];
      if (base === undefined) ctx.errors.push(source.errorAt([...at, 'host'], unknownHostProblem(e.host, ctx.site)));
      const problem = consoleLinkProblem(e.host, e.path, new Set([...consolePaths, consoleSite.login, consoleSite.register, consoleSite.passwordReset]));
      if (problem) ctx.errors.push(source.errorAt([...at, 'path'], problem));
      target = { kind: 'host', href: `${base ?? ''}${e.path}` };
    }
    return { label: e.label, target, ...visible(e.visible, [...at, 'visible']) };
  };

  return {
    publicPathContains: raw.publicPages.pathContains,
    items,
    account: raw.account.map((e, i) => entry(e, ['account', i])),
    systems: { entries: raw.systems.entries.map((e, i) => entry(e, ['systems', 'entries', i])), oemLoginPath: raw.systems.oemLoginPath },
  };
}

/** A `locale:` test naming a locale the site does not have would silently never match. */
function checkRuleLocales(rule: Visibility, at: At, localeIds: Set<string>, source: YamlSource, errors: ConfigError[]): void {
  if ('any' in rule) rule.any.forEach((r, i) => checkRuleLocales(r, [...at, 'any', i], localeIds, source, errors));
  else if ('all' in rule) rule.all.forEach((r, i) => checkRuleLocales(r, [...at, 'all', i], localeIds, source, errors));
  else if ('not' in rule) checkRuleLocales(rule.not, [...at, 'not'], localeIds, source, errors);
  else if ('locale' in rule && !localeIds.has(rule.locale)) {
    errors.push(source.errorAt([...at, 'locale'], `is not a locale of site.yaml (${[...localeIds].join(', ')})`));
  }
}

/** The console's texts are needed in every locale: the member's language comes from the cookie. */
function requireTexts(source: YamlSource, at: At, key: string, ctx: ConsoleContext): boolean {
  const missing = ctx.site.locales.map((l) => l.id)
    .filter((id) => !ctx.invalid.has(textsFile(id)) && !lookupMessage(ctx.messages[id]?.console, key))
    .map(textsFile);
  if (missing.length) ctx.errors.push(source.errorAt(at, `translation key "${key}" is missing in ${missing.join(', ')}`));
  return missing.length === 0;
}
