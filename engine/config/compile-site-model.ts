import type { ConfigError } from './config-error.js';
import type { CheckedSources } from './checked-sources.js';
import type { PageConfig, ToolList, RedirectRules, RouteEntry, SiteModel, SiteSettings } from './site-model.js';
import { compileNavigation, type LinkContext } from './compile-navigation.js';
import { checkTranslations, collectMessages, menuKeys } from './check-translations.js';
import { checkLocaleParity } from './check-locale-parity.js';
import { checkKnownKeys } from './check-known-keys.js';
import { checkStep } from './check-step.js';
import { consolePaths } from './console-paths.js';
import { checkComparisonCells } from './check-comparison-cells.js';
import { compileCatalogue } from './compile-catalogue.js';
import { checkSectionLinks, type LinkCheckContext } from './check-section-links.js';
import { compileNews } from './compile-news.js';
import { compileForms } from './compile-forms.js';
import { compileErrorCatalogue } from './compile-error-catalogue.js';
import { compileConsole } from './compile-console.js';
import { compilePricing } from './compile-pricing.js';
import { checkPriceTexts } from './check-price-texts.js';
import { checkPackageComparisons } from './check-package-comparison.js';
import { fillPlaceholders, placeholderValues } from './price-placeholders.js';

type RawSite = Omit<SiteSettings, 'defaultLocale' | 'analytics'> & Partial<Pick<SiteSettings, 'analytics'>>;
interface RawRoute { path: string; page: string; layout?: string; params?: Record<string, string>; alternateOf?: string }

/** Cross-file checks and compilation into the typed model. */
export function compileSiteModel(checked: CheckedSources, invalid: Set<string>): { model?: SiteModel; errors: ConfigError[] } {
  const errors: ConfigError[] = [];
  const exists = (file: string) => checked.has(file) || invalid.has(file);
  const siteSource = checked.get('config/site.yaml');
  const routesSource = checked.get('config/routes.yaml');
  const redirectsSource = checked.get('config/redirects.yaml');
  const toolsSource = checked.get('config/tools.yaml');
  if (!siteSource) return { errors };

  const rawSite = siteSource.data as RawSite;
  const site: SiteSettings = { ...rawSite, defaultLocale: rawSite.locales[0].id, analytics: rawSite.analytics ?? { provider: 'reference-api' } };
  const localeIds = new Set<string>(site.locales.map((l) => l.id));

  seenTwice(site.locales.map((l) => l.id), (i) => errors.push(siteSource.errorAt(['locales', i, 'id'], 'is declared twice')));
  seenTwice(site.locales.map((l) => l.prefix), (i) => errors.push(siteSource.errorAt(['locales', i, 'prefix'], 'is used by two locales')));
  if (!localeIds.has(site.xDefaultLocale)) {
    errors.push(siteSource.errorAt(['xDefaultLocale'], `must be one of the declared locales (${[...localeIds].join(', ')})`));
  }
  if (site.constants.progressThrottleMs >= site.constants.progressDurationMs) {
    errors.push(siteSource.errorAt(['constants', 'progressThrottleMs'], `must be shorter than progressDurationMs (${site.constants.progressDurationMs}): otherwise the loading bar never shows`));
  }
  site.locales.forEach((locale, i) => {
    if (!site.layouts[locale.layout]) {
      errors.push(siteSource.errorAt(['locales', i, 'layout'], `names layout "${locale.layout}", which is not under layouts:`));
    }
    for (const kind of ['header', 'footer'] as const) {
      const file = `config/nav/${locale[kind]}.yaml`;
      const source = checked.get(file);
      if (!exists(file)) errors.push(siteSource.errorAt(['locales', i, kind], `names ${file}, which does not exist`));
      else if (source && (source.data as { locale: string }).locale !== locale.id) {
        errors.push(source.errorAt(['locale'], `must be "${locale.id}": site.yaml uses this file for that locale`));
      }
    }
  });

  // Pages: config/pages/<id>.yaml
  const pages: Record<string, PageConfig> = {};
  for (const [file, source] of checked) {
    const m = /^config\/pages\/(.+)\.yaml$/.exec(file);
    if (m) pages[m[1]] = source.data as PageConfig;
  }
  for (const [id, page] of Object.entries(pages)) {
    page.sections.forEach((section, i) => {
      if (section.type === 'pricing' && section.order && !page.sections.some((other) => other.type === 'form' && other.id === section.order)) {
        errors.push(checked.get(`config/pages/${id}.yaml`)!.errorAt(['sections', i, 'order'], `names section "${section.order}", which is not a form section of this page (give the purchase form section id: ${section.order})`));
      }
      if (section.type === 'country-coverage' && section.detailPage && !pages[section.detailPage]) {
        errors.push(checked.get(`config/pages/${id}.yaml`)!.errorAt(['sections', i, 'detailPage'], `names page "${section.detailPage}", which has no file in config/pages/`));
      }
    });
  }

  // Routes
  const routes: RouteEntry[] = [];
  if (routesSource) {
    const rawRoutes = (routesSource.data as { routes: RawRoute[] }).routes;
    const byPrefix = new Map(site.locales.map((l) => [l.prefix, l]));
    seenTwice(rawRoutes.map((r) => r.path), (i) => errors.push(routesSource.errorAt(['routes', i, 'path'], 'is declared twice')));
    rawRoutes.forEach((raw, i) => {
      const prefix = raw.path.split('/')[1];
      const locale = byPrefix.get(prefix);
      if (!locale) {
        errors.push(routesSource.errorAt(['routes', i, 'path'], `starts with /${prefix}, which is not a locale prefix in site.yaml (${[...byPrefix.keys()].map((p) => `/${p}`).join(', ')})`));
        return;
      }
      const pageFile = `config/pages/${raw.page}.yaml`;
      if (!exists(pageFile)) errors.push(routesSource.errorAt(['routes', i, 'page'], `names page "${raw.page}" but ${pageFile} does not exist`));
      if (raw.alternateOf !== undefined && !rawRoutes.some((r) => r.page === raw.alternateOf && r.path.split('/')[1] !== prefix)) {
        errors.push(routesSource.errorAt(['routes', i, 'alternateOf'], `names page "${raw.alternateOf}", which no route of another locale shows`));
      }
      const layout = raw.layout ?? locale.layout;
      if (!site.layouts[layout]) errors.push(routesSource.errorAt(['routes', i, raw.layout ? 'layout' : 'path'], `uses layout "${layout}", which is not under layouts: in site.yaml`));
      const names = [...raw.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const declared = Object.keys(raw.params ?? {});
      for (const name of names) if (!declared.includes(name)) errors.push(routesSource.errorAt(['routes', i, 'path'], `has :${name} but no params.${name} pattern to check its value`));
      for (const name of declared) if (!names.includes(name)) errors.push(routesSource.errorAt(['routes', i, 'params', name], `is not a :${name} segment of the path`, 'key'));
      routes.push({
        path: raw.path, locale: locale.id, page: raw.page, layout,
        ...(raw.alternateOf ? { alternateOf: raw.alternateOf } : {}),
        ...(names.length ? { params: raw.params } : {}),
        prerender: names.length === 0,
      });
    });
  }

  const links: LinkContext = { site, routes, pages, errors, consolePaths: consolePaths(checked) };
  const { headers, footers } = compileNavigation(checked, links, localeIds);

  let redirects: RedirectRules | undefined;
  if (redirectsSource) {
    redirects = redirectsSource.data as RedirectRules;
    const routePaths = new Set(routes.map((r) => r.path));
    const mustBeRoute = (segments: Array<string | number>, target: string) => {
      if (routesSource && !routePaths.has(target)) errors.push(redirectsSource.errorAt(segments, `points to ${target}, which is not a route in config/routes.yaml`));
    };
    redirects.moved.forEach((m, i) => {
      if (routePaths.has(m.from)) errors.push(redirectsSource.errorAt(['moved', i, 'from'], `is a route, so this redirect would never apply`));
      mustBeRoute(['moved', i, 'to'], m.to);
    });
    redirects.unmatched.forEach((u, i) => mustBeRoute(['unmatched', i, 'to'], u.to));
    mustBeRoute(['fallback'], redirects.fallback);
    redirects.loggedIn?.forEach((r, i) => {
      mustBeRoute(['loggedIn', i, 'from'], r.from);
      mustBeRoute(['loggedIn', i, 'to'], r.to.split('?')[0]);
    });
  }

  const messages = collectMessages(checked, localeIds, errors);
  // Each step is guarded: a check that fails on input nobody foresaw reports that at its file.
  const step = <T>(file: string, run: () => T) => checkStep(file, errors, run);
  step('config/routes.yaml', () => checkTranslations({ checked, invalid, site, routes, pages, messages, errors }));
  const beforeUnknown = errors.length;
  step('config/site.yaml', () => checkKnownKeys({ checked, invalid, site, routes, pages, errors }));
  // A key nothing reads is reported as such; the parity check does not blame it again.
  const unknownKeys = new Set(errors.slice(beforeUnknown).map((e) => `${e.file}${e.pointer}`));
  const htmlLangs = Object.fromEntries(site.locales.map((l) => [l.id, l.htmlLang]));
  step('config/site.yaml', () => checkLocaleParity(checked, { htmlLangs, localeOwnKeys: { 'common.yaml': menuOwnedKeys(checked) }, reported: unknownKeys }, errors));
  const catalogue = step('config/catalogue/customs.yaml', () => compileCatalogue(checked, messages, errors));
  const linkContext: LinkCheckContext = { site, routes, pages, errors, countryCodes: catalogue?.countries.map((c) => c.code) ?? [], consolePaths: links.consolePaths };
  step('config/routes.yaml', () => checkSectionLinks(checked, linkContext));
  step('config/routes.yaml', () => checkComparisonCells(checked, pages, errors));
  const news = step('config/news.yaml', () => compileNews(checked, messages, linkContext, invalid)) ?? [];
  const pricing = step('config/pricing.yaml', () => compilePricing(checked, localeIds, errors));
  const forms = step('config/forms.yaml', () => compileForms({ checked, invalid, routes, pages, messages, pricing, errors })) ?? {};
  const errorCatalogue = step('config/errors.yaml', () => compileErrorCatalogue(checked, messages, errors));
  const { appHeader, console: consoleSite } = step('config/console.yaml', () => compileConsole({ checked, site, routes, redirects, messages, errors })) ?? {};

  if (pricing) {
    step('config/pricing.yaml', () => checkPriceTexts(checked, pricing, errors));
    step('config/pricing.yaml', () => checkPackageComparisons({ checked, pages, routes, pricing, messages, errors }));
  }

  if (toolsSource) {
    const listIds = new Set((toolsSource.data as { lists: ToolList[] }).lists.map((l) => l.id));
    for (const [id, page] of Object.entries(pages)) {
      page.sections.forEach((section, i) => {
        if (section.type === 'utility-tools' && !listIds.has(section.list)) {
          errors.push(checked.get(`config/pages/${id}.yaml`)!.errorAt(['sections', i, 'list'], `names tool list ${section.list}, which is not in config/tools.yaml (${[...listIds].join(', ')})`));
        }
      });
    }
  }
  if (!routesSource || !redirects || !pricing || !toolsSource || !catalogue || !errorCatalogue || !appHeader || !consoleSite || errors.length) return { errors };
  return {
    errors,
    model: {
      site, routes, headers, footers, redirects, pricing, toolLists: (toolsSource.data as { lists: ToolList[] }).lists, catalogue, news, forms, errors: errorCatalogue, appHeader, console: consoleSite, pages,
      // Prices and figures in texts come from config/pricing.yaml (price-placeholders.ts).
      messages: Object.fromEntries(site.locales.map((l) => [l.id, fillPlaceholders(messages[l.id], placeholderValues(pricing, l.id, l.htmlLang))])) as SiteModel['messages'],
    },
  };
}

/** Labels of the menus: each belongs to the locale whose menu shows it, not to every locale. */
function menuOwnedKeys(checked: CheckedSources): Set<string> {
  return new Set([...checked].filter(([file]) => /^config\/nav\/(header|footer)-/.test(file)).flatMap(([, source]) => menuKeys(source.data).map((k) => k.key)));
}

function seenTwice(values: string[], report: (index: number) => void): void {
  const seen = new Set<string>();
  values.forEach((v, i) => (seen.has(v) ? report(i) : seen.add(v)));
}

