import type { LocaleId, Messages, RouteEntry, SiteModel } from '../../config/site-model.js';
import type { AppHeader } from '../../config/console-model.js';
import { apiErrorTexts, type ErrorTexts } from '../../api/error-texts.js';
import { showsAppNavigation } from '../../routing/logged-in-routing.js';
import { declaredLocale } from '../../config/locale-id.js';

/**
 * What a public page needs to show a logged-in member the application header (spec 2.7: paths
 * containing service or package) in one language: the header config and its texts. A chunk of
 * its own per language (virtual:site/app-shell), fetched only once a member is known to be
 * logged in: visitors never download it.
 */
export interface AppShellData {
  appHeader: AppHeader;
  console: { host: string; home: string };
  texts: { console: Messages; common: Messages; errors: ErrorTexts };
  dropdownColumnsMax: number;
}

export function buildAppShellData(model: SiteModel, locale: LocaleId): AppShellData {
  const messages = model.messages[locale];
  return {
    appHeader: model.appHeader,
    console: { host: model.console.host, home: model.console.home },
    texts: { console: messages.console, common: messages.common, errors: apiErrorTexts(model.errors, messages.common, declaredLocale(model.site.locales, locale).htmlLang) },
    dropdownColumnsMax: model.site.constants.dropdownColumnsMax,
  };
}

/**
 * The languages the application header may be shown in on this route, or undefined where members
 * see the public header: the page's own, and any a logged-in redirect names with ?lang= (spec 2.8).
 */
export function appShellLanguages(model: SiteModel, route: RouteEntry): LocaleId[] | undefined {
  if (!showsAppNavigation(route.path, model.appHeader.publicPathContains)) return undefined;
  const languages = new Set<LocaleId>([route.locale]);
  for (const rule of model.redirects.loggedIn ?? []) {
    const [path, query = ''] = rule.to.split('?');
    const lang = new URLSearchParams(query).get('lang');
    if (path === route.path && lang && model.messages[lang as LocaleId]) languages.add(lang as LocaleId);
  }
  return [...languages];
}
