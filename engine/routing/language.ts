import type { ClientModel, LocaleId, LocaleInfo } from '../config/site-model.js';
import { localeForPath, matchRoute } from './route-match.js';

/**
 * Spec 2.1: switching replaces the first three characters of the path (the /xx prefix). The
 * sub-path is kept only on pages config lists (service, contact, about us ...) and only when the
 * target locale has that page; otherwise the visitor lands on the target locale's home page.
 */
export function switchLanguagePath(pathname: string, target: LocaleInfo, model: Pick<ClientModel, 'site' | 'routes'>): string {
  const home = `/${target.prefix}`;
  const current = localeForPath(pathname, model.site.locales);
  if (!current) return home;
  const rest = pathname.slice(current.prefix.length + 1);
  const keeps = rest.split('/').some((segment) => model.site.languageSwitch.keepSubPathOn.includes(segment));
  if (!keeps) return home;
  const candidate = `${home}${rest}`;
  const match = matchRoute(candidate, model.routes);
  return match?.valid && match.route.locale === target.id ? candidate : home;
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
