import type { ConfigError } from './config-error.js';
import type { CheckedSources } from './checked-sources.js';
import type { SiteModel } from './site-model.js';
import { compileSite, siteFile } from './compile-site.js';
import type { Compiled } from './compiled.js';
import { fail, ok, type Result } from './result.js';
import { compilePages } from './compile-pages.js';
import { compileTools } from './compile-tools.js';
import { compileRoutes } from './compile-routes.js';
import { compileRedirects } from './compile-redirects.js';
import { compileNavigation } from './compile-navigation.js';
import { checkTranslations, collectMessages, emptyLocaleTexts, menuKeys } from './check-translations.js';
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
import { checkPackageCoverage } from './check-package-coverage.js';
import { fillLocaleTexts, placeholderValues } from './price-placeholders.js';
import { forEveryLocale } from './locale-id.js';
import { schemaForFile } from './config-file-kinds.js';

/**
 * The compile pass: each config file compiled by its own module, which answers a Compiled value
 * (refusing what its schema cannot say), then the checks across files over what they gave. Every
 * step runs on whatever passed its own schema, and a failed module still hands on what it could
 * compile, so one broken file does not hide the mistakes in the others.
 */
export function compileSiteModel(checked: CheckedSources, invalid: Set<string>): Result<SiteModel, ConfigError[]> {
  const errors: ConfigError[] = [];
  // Each step is guarded: a check that fails on input nobody foresaw reports that at its file.
  const step = <T>(file: string, run: () => T) => checkStep(file, errors, run);
  /** A module's value, or what it could compile despite its errors, which join the report. */
  const take = <T>(file: string, compile: () => Compiled<T>): T | undefined => {
    const result = step(file, compile);
    if (!result || result.ok) return result?.value;
    errors.push(...result.error.errors);
    return result.error.partial;
  };

  const site = take(siteFile, () => compileSite(checked, invalid));
  if (!site) return fail(errors);
  const localeIds = new Set<string>(site.locales.map((l) => l.id));
  const pages = take('config/routes.yaml', () => compilePages(checked, invalid)) ?? {};
  const routes = take('config/routes.yaml', () => compileRoutes(checked, site, invalid));
  // Files that failed their own check are reported there; what others say about them is not judged.
  const links = { site, routes: routes ?? [], pages, consolePaths: consolePaths(checked), invalid };
  const { headers = {}, footers = {} } = take('config/site.yaml', () => compileNavigation(checked, links)) ?? {};
  const redirects = take('config/redirects.yaml', () => compileRedirects(checked, routes));
  const toolLists = take('config/tools.yaml', () => compileTools(checked));
  const pricing = take('config/pricing.yaml', () => compilePricing(checked, localeIds));
  const messages = collectMessages(checked, localeIds, errors);
  const catalogue = take('config/catalogue/customs.yaml', () => compileCatalogue(checked, messages, invalid));
  const linkContext: LinkCheckContext = { ...links, errors, countryCodes: catalogue?.countries.map((c) => c.code) ?? [] };
  const news = take('config/news.yaml', () => compileNews(checked, messages, linkContext)) ?? [];
  const forms = take('config/forms.yaml', () => compileForms({ checked, invalid, routes: links.routes, localeIds: site.locales.map((l) => l.id), pages, messages, pricing })) ?? {};
  const errorCatalogue = take('config/errors.yaml', () => compileErrorCatalogue(checked, messages));
  const consoleParts = take('config/console.yaml', () => compileConsole({ checked, site, routes: links.routes, redirects, messages, invalid }));

  // The checks across files, over what the modules above compiled.
  step('config/routes.yaml', () => checkTranslations({ checked, invalid, site, routes: links.routes, pages, messages, pricing, errors }));
  const beforeUnknown = errors.length;
  step('config/site.yaml', () => checkKnownKeys({ checked, invalid, site, routes: links.routes, pages, pricing, errors }));
  // A key nothing reads is reported as such; the parity check does not blame it again.
  const unknownKeys = new Set(errors.slice(beforeUnknown).map((e) => `${e.file}${e.pointer}`));
  const htmlLangs = Object.fromEntries(site.locales.map((l) => [l.id, l.htmlLang]));
  // A menu that failed its own check leaves unknown which keys of its locale's common.yaml are its own.
  const menuBroken = [...invalid].some((file) => schemaForFile(file) === 'header' || schemaForFile(file) === 'footer');
  const unjudged = new Set(menuBroken ? ['common.yaml'] : []);
  step('config/site.yaml', () => checkLocaleParity(checked, { htmlLangs, localeOwnKeys: { 'common.yaml': menuOwnedKeys(checked) }, reported: unknownKeys, unjudged }, errors));
  step('config/routes.yaml', () => checkSectionLinks(checked, linkContext));
  step('config/routes.yaml', () => checkComparisonCells(checked, pages, errors));
  if (pricing) {
    step('config/pricing.yaml', () => checkPriceTexts(checked, pricing, errors));
    step('config/pricing.yaml', () => checkPackageComparisons({ checked, pages, routes: links.routes, pricing, messages, errors }));
    step('config/pricing.yaml', () => checkPackageCoverage(checked, pricing, errors));
  }

  const budgets = checked.budgets.get('config/budgets.yaml')?.data;
  if (!budgets || !routes || !redirects || !pricing || !toolLists || !catalogue || !errorCatalogue || !consoleParts || errors.length) return fail(errors);
  return ok({
    site, routes, headers, footers, redirects, pricing, toolLists, catalogue, budgets, news, forms, errors: errorCatalogue,
    appHeader: consoleParts.appHeader, console: consoleParts.console, pages,
    // Prices and figures in texts come from config/pricing.yaml, contact details and business rules from site.yaml (price-placeholders.ts).
    messages: forEveryLocale((id) => {
      const declared = site.locales.find((l) => l.id === id);
      const texts = messages[id];
      return declared && texts ? fillLocaleTexts(texts, placeholderValues(pricing, id, declared.htmlLang, site.contact, site.business)) : emptyLocaleTexts();
    }),
  });
}

/** Labels of the menus: each belongs to the locale whose menu shows it, not to every locale. */
function menuOwnedKeys(checked: CheckedSources): Set<string> {
  return new Set([...checked.header.values(), ...checked.footer.values()].flatMap((source) => menuKeys(source.data).map((k) => k.key)));
}

