import type { ClientModel, LocaleId, RouteEntry } from '../config/site-model.js';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's twins are the routes in other locales with the same path after the prefix
 * (/cn/aboutus, /en/aboutus, /ru/aboutus). Search engines get each twin plus x-default.
 */
export function alternatesFor(route: RouteEntry, model: Pick<ClientModel, 'site' | 'routes'>): Alternate[] {
  if (!route.prerender) return [];
  const rest = subPath(route, model);
  const twins = model.site.locales
    .map((locale) => ({ locale, twin: model.routes.find((r) => r.prerender && r.locale === locale.id && subPath(r, model) === rest) }))
    .filter((t) => t.twin);
  if (twins.length < 2) return [];
  const alternates = twins.map(({ locale, twin }) => ({ hreflang: locale.htmlLang, href: canonicalUrl(twin!.path, model) }));
  const fallback = twins.find((t) => t.locale.id === model.site.xDefaultLocale) ?? twins[0];
  alternates.push({ hreflang: 'x-default', href: canonicalUrl(fallback.twin!.path, model) });
  return alternates;
}

export function canonicalUrl(path: string, model: Pick<ClientModel, 'site'>): string {
  return `${model.site.origin}${path}`;
}

export function htmlLangOf(locale: LocaleId, model: Pick<ClientModel, 'site'>): string {
  return model.site.locales.find((l) => l.id === locale)?.htmlLang ?? locale;
}

function subPath(route: RouteEntry, model: Pick<ClientModel, 'site'>): string {
  const prefix = model.site.locales.find((l) => l.id === route.locale)!.prefix;
  return route.path.slice(prefix.length + 1);
}
