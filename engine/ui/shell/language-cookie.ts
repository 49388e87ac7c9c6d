import Cookies from 'js-cookie';
import type { SiteModel } from '../../config/site-model';

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
