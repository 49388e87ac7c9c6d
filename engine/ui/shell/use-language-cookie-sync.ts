import { useEffect } from 'react';
import type { PageData } from '../content/page-data';
import { writeLanguageCookie } from './language-cookie';

/**
 * Spec 4: the language follows the path; the `lang` cookie (shared with the console) remembers
 * it as zh-cn, en or ru.
 */
export function useLanguageCookieSync(locale: string, cookie: PageData['languageCookie']): void {
  useEffect(() => writeLanguageCookie(cookie, locale), [locale, cookie]);
}
