import type { ConfigError } from './config-error.js';
import type { SectionLink } from './content-sections.js';
import { pageSource, type CheckedSources } from './checked-sources.js';
import type { YamlSource } from './yaml-source.js';
import type { PageConfig, RouteEntry, SiteSettings } from './site-model.js';
import { countryAnchor } from './catalogue-anchors.js';
import { routesFile, unknownHostProblem } from './compile-navigation.js';
import { consoleLinkProblem } from './console-paths.js';

/** Every link of a content section, with where it sits in the page config. */
function sectionLinks(page: PageConfig): Array<{ link: SectionLink; at: Array<string | number> }> {
  const found: Array<{ link: SectionLink; at: Array<string | number> }> = [];
  page.sections.forEach((section, i) => {
    const lists = linkLists(section);
    for (const [key, list] of Object.entries(lists)) {
      list.forEach((item, j) => {
        if (item.link) found.push({ link: item.link, at: ['sections', i, key, j, 'link'] });
      });
    }
    if (section.type === 'query-index' && section.overview) found.push({ link: section.overview, at: ['sections', i, 'overview'] });
  });
  return found;
}

/** The lists of a section whose items may link somewhere, by their key in the page config. */
function linkLists(section: PageConfig['sections'][number]): Record<string, ReadonlyArray<{ link?: SectionLink }>> {
  switch (section.type) {
    case 'feature-grid':
    case 'cards':
      return { items: section.items };
    case 'call-to-action':
      return { actions: section.actions };
    case 'product-tabs':
      return { tabs: section.tabs };
    default:
      return {};
  }
}

export interface LinkCheckContext {
  site: SiteSettings;
  routes: RouteEntry[];
  pages: Record<string, PageConfig>;
  errors: ConfigError[];
  countryCodes: string[];
  /** Pages of config/console.yaml, for links to the console host (undefined while it is broken). */
  consolePaths?: Set<string>;
  /** Files that failed their own check: a link into one of them is not judged (the file's mistake is reported there). */
  invalid: ReadonlySet<string>;
}

/**
 * A page config serves every locale that routes to it, so a link to `{ page: products }` must
 * find that page in each of those locales, and an anchor must be a section id of that page.
 */
export function checkSectionLinks(checked: CheckedSources, ctx: LinkCheckContext): void {
  for (const [id, page] of Object.entries(ctx.pages)) {
    const source = pageSource(checked, id);
    if (!source) continue;
    const locales = localesOfPage(id, ctx.routes);
    for (const { link, at } of sectionLinks(page)) checkLink(source, link, at, locales, ctx);
  }
}

export const pageFile = (id: string) => `config/pages/${id}.yaml`;

/** The locales whose routes show a page. */
export function localesOfPage(page: string, routes: RouteEntry[]): string[] {
  return [...new Set(routes.filter((r) => r.page === page).map((r) => r.locale))];
}

/** Of `locales`, those with no prerendered route to `page`: where a link to it would lead nowhere. */
export function localesWithoutPage(page: string, locales: string[], routes: RouteEntry[]): string[] {
  return locales.filter((locale) => !routes.some((r) => r.page === page && r.locale === locale && r.prerender));
}

/** One config link, shown in `locales`: its host is declared, its page has a route in each, its anchor exists. */
export function checkLink(source: YamlSource, link: SectionLink, at: Array<string | number>, locales: string[], ctx: LinkCheckContext): void {
  if ('host' in link && ctx.site.hosts[link.host] === undefined) {
    ctx.errors.push(source.errorAt([...at, 'host'], unknownHostProblem(link.host, ctx.site)));
  }
  const consoleProblem = 'host' in link ? consoleLinkProblem(link.host, link.path, ctx.consolePaths) : undefined;
  if (consoleProblem) ctx.errors.push(source.errorAt([...at, 'path'], consoleProblem));
  if (!('page' in link)) return;
  const target = ctx.pages[link.page];
  if (!target) {
    if (!ctx.invalid.has(pageFile(link.page))) ctx.errors.push(source.errorAt([...at, 'page'], `names page "${link.page}", which has no file in config/pages/`));
    return;
  }
  const missing = ctx.invalid.has(routesFile) ? [] : localesWithoutPage(link.page, locales, ctx.routes);
  if (missing.length) {
    ctx.errors.push(source.errorAt([...at, 'page'], `names page "${link.page}", which has no route in ${missing.join(', ')} (this page is shown there too)`));
  }
  if (link.anchor && !pageAnchors(target, ctx.countryCodes).has(link.anchor)) {
    ctx.errors.push(source.errorAt([...at, 'anchor'], `page "${link.page}" has no section with id "${link.anchor}"`));
  }
}

/** Anchors a page has: its sections' ids, and each country's block where it lists countries one by one. */
export function pageAnchors(page: PageConfig, countryCodes: string[]): Set<string> {
  const anchors = new Set(page.sections.flatMap((s) => (s.id ? [s.id] : [])));
  if (page.sections.some((s) => s.type === 'country-datasets')) for (const code of countryCodes) anchors.add(countryAnchor(code));
  return anchors;
}
