import type { ClientModel, LocaleId, LocaleInfo, RouteEntry } from '../config/site-model.js';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's counterparts are the routes of other locales that show the same content: the same page
 * file, or the page a route names in `alternateOf` (the Chinese home, home-cn, stands for home).
 * Paths alone do not decide it: /ru/solutionsDetail is /en/solutionsdetail, while /ru/investment
 * (for investment firms) is not /cn/investment (investor relations). Search engines get every
 * counterpart, the page itself included, plus x-default; a page shown in one locale gets none.
 * In a locale with two routes to one page, the first declared stands for it.
 */
export function alternatesFor(route: RouteEntry, model: Pick<ClientModel, 'site' | 'routes'>): Alternate[] {
  if (!route.prerender) return [];
  const content = contentOf(route);
  const counterparts = model.site.locales
    .map((locale) => ({ locale, route: locale.id === route.locale ? route : model.routes.find((r) => r.prerender && r.locale === locale.id && contentOf(r) === content) }))
    .filter((c): c is { locale: LocaleInfo; route: RouteEntry } => c.route !== undefined);
  const [first, second] = counterparts;
  if (!first || !second) return []; // shown in one locale (or none)
  const alternates = counterparts.map((c) => ({ hreflang: c.locale.htmlLang, href: canonicalUrl(c.route.path, model) }));
  const fallback = counterparts.find((c) => c.locale.id === model.site.xDefaultLocale) ?? first;
  alternates.push({ hreflang: 'x-default', href: canonicalUrl(fallback.route.path, model) });
  return alternates;
}

/** What a route shows, as far as other locales are concerned. */
function contentOf(route: RouteEntry): string {
  return route.alternateOf ?? route.page;
}

export function canonicalUrl(path: string, model: Pick<ClientModel, 'site'>): string {
  return `${model.site.origin}${path}`;
}

export function htmlLangOf(locale: LocaleId, model: Pick<ClientModel, 'site'>): string {
  return model.site.locales.find((l) => l.id === locale)?.htmlLang ?? locale;
}
