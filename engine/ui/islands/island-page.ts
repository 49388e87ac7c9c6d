import type { Messages, PageConfig, SiteModel } from '../../config/site-model';
import type { PageData } from '../content/page-data';
import type { ConsolePageData } from '../console/console-page-data';
import type { PageSessionConfig } from '../session/page-session';
import { declaredLocale, declaredLocaleEntry } from '../../config/locale-id';

/**
 * What every island of one public page shares, written once into the page
 * (<script type="application/json" id="island-page">) rather than into each island: the page's
 * language, the shared texts (common.yaml), where its calls go, and the few page settings that
 * the browser acts on without any island (decision 017).
 */
export interface IslandPage {
  htmlLang: string;
  locale: string;
  common: Messages;
  session: PageSessionConfig;
  languageCookie: SiteModel['site']['languageCookie'];
  /** A ?contId= that names a section to scroll to (spec 2.3). */
  queryAnchor?: PageConfig['queryAnchor'];
  /** Where a logged-in member is sent from this page (config/redirects.yaml loggedIn:). */
  loggedInRedirect?: string;
  /** A page without a language of its own (the sign-in pages) leaves the `lang` cookie alone. */
  keepsLanguageCookie?: boolean;
}

export const islandPageElementId = 'island-page';

export function islandPageOf(data: PageData): IslandPage {
  return {
    htmlLang: data.locale.htmlLang,
    locale: data.locale.id,
    common: data.messages.common,
    session: { apiHosts: data.apiHosts, timeoutMs: data.requestTimeoutMs, homePath: `/${data.locale.prefix}` },
    languageCookie: data.languageCookie,
    ...(data.page.queryAnchor ? { queryAnchor: data.page.queryAnchor } : {}),
    ...(data.loggedInRedirect ? { loggedInRedirect: data.loggedInRedirect } : {}),
  };
}

/**
 * The sign-in pages' settings. Their language is the `lang` cookie's, which only the browser
 * knows: the page is built in the default one, keeps the cookie as it is, and its island draws
 * itself in the cookie's language (console-view.tsx).
 */
export function consoleIslandPage(data: ConsolePageData): IslandPage {
  const locale = declaredLocale(data.locales, data.defaultLocale);
  return {
    htmlLang: locale.htmlLang,
    locale: locale.id,
    common: declaredLocaleEntry(data.messages, locale.id).common,
    session: { apiHosts: data.apiHosts, timeoutMs: data.requestTimeoutMs, homePath: `/${locale.prefix}` },
    languageCookie: data.languageCookie,
    keepsLanguageCookie: true,
  };
}
