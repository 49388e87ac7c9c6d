import Cookies from 'js-cookie';
import { useEffect } from 'react';
import type { PageData } from '../content/page-data';

/**
 * Spec 4: the language follows the path; the `lang` cookie (shared with the console) remembers
 * it as zh-cn, en or ru.
 */
export function useLanguageCookieSync(locale: string, cookie: PageData['languageCookie']): void {
  useEffect(() => {
    if (Cookies.get(cookie.name) === locale) return;
    Cookies.set(cookie.name, locale, {
      expires: cookie.maxAgeDays,
      path: '/',
      sameSite: 'lax',
      ...(cookie.domain ? { domain: cookie.domain } : {}),
    });
  }, [locale, cookie]);
}
