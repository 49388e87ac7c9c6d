import type { ClientModel, LocaleId, LocaleInfo } from '../config/site-model.js';
import { localeForPath, matchRoute } from './route-match.js';

/**
 * Where the language switch leads from `pathname` to `target`: the path with its locale prefix
 * swapped when site.yaml's languageSwitch keeps the sub-path for the visitor's locale there (on
 * every page, or on paths with a listed segment) and the target locale has that page; otherwise
 * the target locale's home page.
 */
export function switchLanguagePath(pathname: string, target: LocaleInfo, model: Pick<ClientModel, 'site' | 'routes'>): string {
  const home = `/${target.prefix}`;
  const current = localeForPath(pathname, model.site.locales);
  if (!current) return home;
  const rest = pathname.slice(current.prefix.length + 1);
  if (!keepsSubPath(rest, model.site.languageSwitch[current.id]?.keepSubPathOn)) return home;
  const candidate = `${home}${rest}`;
  // A route with parameters switches as its pattern (/en/payment/:id -> /ru/payment/:id): the page
  // fills in the values it was opened with (fillRouteParams).
  if (model.routes.some((r) => r.path === candidate && r.locale === target.id)) return candidate;
  const match = matchRoute(candidate, model.routes);
  return match?.valid && match.route.locale === target.id ? candidate : home;
}

/** A route pattern's :name segments replaced by the values a path was opened with. */
export function fillRouteParams(pattern: string, params: Record<string, string>): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') && params[segment.slice(1)] !== undefined ? encodeURIComponent(params[segment.slice(1)]!) : segment))
    .join('/');
}

function keepsSubPath(rest: string, keepOn: 'everywhere' | string[] | undefined): boolean {
  if (keepOn === 'everywhere') return true;
  return rest.split('/').some((segment) => keepOn?.includes(segment) ?? false);
}

/**
 * Spec 4: the cookie decides the language until a path says otherwise; any value containing "zh"
 * is Chinese; anything unknown falls back to the default locale.
 */
export function languageFromCookie(value: string | undefined, model: { site: { locales: ReadonlyArray<{ id: LocaleId }>; defaultLocale: LocaleId } }): LocaleId {
  if (value?.toLowerCase().includes('zh')) return 'zh-cn';
  const known = model.site.locales.find((l) => l.id === value);
  return known?.id ?? model.site.defaultLocale;
}

/** The language a path asks for: its prefix's locale, or the current language on other paths. */
export function languageForPath(pathname: string, current: LocaleId, model: Pick<ClientModel, 'site'>): LocaleId {
  return localeForPath(pathname, model.site.locales)?.id ?? current;
}
