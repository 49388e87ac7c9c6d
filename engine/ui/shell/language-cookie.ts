import Cookies from 'js-cookie';
import type { LocaleId, SiteModel } from '../../config/site-model';
import { languageFromCookie } from '../../routing/language';

type LanguageCookie = SiteModel['site']['languageCookie'];

/** The `lang` cookie (spec 3: zh-cn, en or ru, on the domain the console shares). */
export function readLanguageCookie(cookie: LanguageCookie): string | undefined {
  return Cookies.get(cookie.name);
}

export function writeLanguageCookie(cookie: LanguageCookie, locale: string): void {
  if (Cookies.get(cookie.name) === locale) return;
  Cookies.set(cookie.name, locale, {
    expires: cookie.maxAgeDays,
    path: '/',
    sameSite: 'lax',
    ...(cookie.domain ? { domain: cookie.domain } : {}),
  });
}

/**
 * The language the `lang` cookie names, by the rule of languageFromCookie (anything with "zh" is
 * Chinese, an unknown value the default). A value that is not exactly a locale id (zh, zh-TW, de)
 * is rewritten to the one it was read as, so the console and the site read the same cookie alike.
 */
export function settledLanguageCookie(cookie: LanguageCookie, site: { locales: ReadonlyArray<{ id: LocaleId }>; defaultLocale: LocaleId }): LocaleId {
  const value = readLanguageCookie(cookie);
  const locale = languageFromCookie(value, { site });
  if (value !== undefined && value !== locale) writeLanguageCookie(cookie, locale);
  return locale;
}
