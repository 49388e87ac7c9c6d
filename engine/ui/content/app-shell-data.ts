import type { Messages, RouteEntry, SiteModel } from '../../config/site-model.js';
import type { AppHeader } from '../../config/console-model.js';
import { apiErrorTexts, type ErrorTexts } from '../../api/error-texts.js';
import { showsAppNavigation } from '../../routing/logged-in-routing.js';

/**
 * What a public page needs to show a logged-in member the application header (spec 2.7: paths
 * containing service or package): the header config and its texts in each language it may be
 * shown in — the page's own, and any a logged-in redirect names with ?lang= (spec 2.8).
 */
export interface AppShellData {
  appHeader: AppHeader;
  console: { host: string; home: string };
  texts: Record<string, { console: Messages; common: Messages; errors: ErrorTexts }>;
  requestTimeoutMs: number;
  dropdownColumnsMax: number;
}

export function buildAppShellData(model: SiteModel, route: RouteEntry): AppShellData | undefined {
  if (!showsAppNavigation(route.path, model.appHeader.publicPathContains)) return undefined;
  const languages = new Set<string>([route.locale]);
  for (const rule of model.redirects.loggedIn ?? []) {
    const [path, query = ''] = rule.to.split('?');
    const lang = new URLSearchParams(query).get('lang');
    if (path === route.path && lang && model.messages[lang as keyof SiteModel['messages']]) languages.add(lang);
  }
  const texts: AppShellData['texts'] = {};
  for (const id of languages) {
    const messages = model.messages[id as keyof SiteModel['messages']];
    texts[id] = { console: messages.console, common: messages.common, errors: apiErrorTexts(model.errors, messages.common) };
  }
  return {
    appHeader: model.appHeader,
    console: { host: model.console.host, home: model.console.home },
    texts,
    requestTimeoutMs: model.site.constants.requestTimeoutMs,
    dropdownColumnsMax: model.site.constants.dropdownColumnsMax,
  };
}
