import type { ApiHosts, LocaleId, Messages, SiteModel } from '../../config/site-model.js';
import type { AppHeader, ConsolePage, ConsoleSite } from '../../config/console-model.js';
import { searchWorkspaceData, type SearchWorkspaceData } from './search-workspace-data.js';
import { apiErrorTexts, type ErrorTexts } from '../../api/error-texts.js';

export type ConsolePageKind = 'module' | SignInKind;
/** The pages of signing in: log in, join free, and setting a new password with an e-mailed code. */
export type SignInKind = 'login' | 'register' | 'password-reset';

/**
 * Everything one console page needs, computed at build time. Console paths carry no language
 * prefix: the member's language comes from the `lang` cookie (spec 3, 4), so the texts of every
 * locale travel with the page (the console and common texts only, a few kilobytes compressed).
 */
export interface ConsolePageData {
  kind: ConsolePageKind;
  path: string;
  /** The module's title and summary keys; absent on the sign-in pages. */
  module?: Pick<ConsolePage, 'title' | 'summary' | 'workspace'>;
  /** What the shipment-search and saved-companies workspaces need (the catalogue, page sizes); only on their pages. */
  search?: SearchWorkspaceData;
  appHeader: AppHeader;
  console: Omit<ConsoleSite, 'pages'>;
  /** The module pages' paths: where signing in may lead back to (?redirect=). */
  modulePaths: string[];
  /**
   * Public pages that ask a visitor to log in to go on (a form with signedIn:, an order's receipt):
   * also allowed targets; a receipt's path keeps its :id (sign-in-target.ts matches one segment).
   */
  publicReturnPaths: string[];
  locales: Array<{ id: LocaleId; prefix: string; htmlLang: string; label: string }>;
  defaultLocale: LocaleId;
  messages: Record<string, { common: Messages; console: Messages }>;
  /** What each language says for an API failure code (config/errors.yaml, spec 8). */
  errorTexts: Record<string, ErrorTexts>;
  apiHosts: ApiHosts;
  languageCookie: SiteModel['site']['languageCookie'];
  breakpoints: SiteModel['site']['constants']['breakpoints'];
  requestTimeoutMs: number;
  countdownSeconds: number;
  /** Most columns of cards in a header dropdown (spec 9: 3). */
  dropdownColumnsMax: number;
  /** site.yaml contact: what the sign-in pages offer a visitor without JavaScript (their form needs it). */
  siteContact: SiteModel['site']['contact'];
}

export function consolePageKind(model: Pick<SiteModel, 'console'>, path: string): ConsolePageKind | undefined {
  if (path === model.console.login) return 'login';
  if (path === model.console.register) return 'register';
  if (path === model.console.passwordReset) return 'password-reset';
  return model.console.pages.some((p) => p.path === path) ? 'module' : undefined;
}

/** Every path the console serves: login, register, the password reset and the module pages. */
export function consolePaths(model: Pick<SiteModel, 'console'>): string[] {
  return [...signInPaths(model), ...model.console.pages.map((p) => p.path)];
}

/** The sign-in pages: HTML with islands, each showing one form (config/forms.yaml). */
export function signInPaths(model: Pick<SiteModel, 'console'>): string[] {
  return [model.console.login, model.console.register, model.console.passwordReset];
}

export function buildConsolePageData(model: SiteModel, path: string): ConsolePageData {
  const kind = consolePageKind(model, path);
  if (!kind) throw new Error(`${path} is not a console page of config/console.yaml`);
  const page = model.console.pages.find((p) => p.path === path);
  const { pages: _pages, ...consoleSite } = model.console;
  return {
    kind,
    path,
    ...(page ? { module: { title: page.title, summary: page.summary, ...(page.workspace ? { workspace: page.workspace } : {}) } } : {}),
    ...(page?.workspace ? { search: searchWorkspaceData(model) } : {}),
    appHeader: model.appHeader,
    console: consoleSite,
    modulePaths: model.console.pages.map((p) => p.path),
    publicReturnPaths: publicReturnPaths(model),
    locales: model.site.locales.map((l) => ({ id: l.id, prefix: l.prefix, htmlLang: l.htmlLang, label: l.label })),
    defaultLocale: model.site.defaultLocale,
    messages: Object.fromEntries(model.site.locales.map((l) => [l.id, { common: model.messages[l.id].common, console: model.messages[l.id].console }])),
    errorTexts: Object.fromEntries(model.site.locales.map((l) => [l.id, apiErrorTexts(model.errors, model.messages[l.id].common, l.htmlLang)])),
    apiHosts: model.site.api,
    languageCookie: model.site.languageCookie,
    breakpoints: model.site.constants.breakpoints,
    requestTimeoutMs: model.site.constants.requestTimeoutMs,
    countdownSeconds: model.site.constants.verifyCodeCountdownSeconds,
    dropdownColumnsMax: model.site.constants.dropdownColumnsMax,
    siteContact: model.site.contact,
  };
}


/** The public pages a visitor is sent to log in from: the purchase form's, and every order's receipt. */
function publicReturnPaths(model: SiteModel): string[] {
  return model.routes.filter((r) => model.pages[r.page]?.sections.some((s) =>
    (r.prerender && s.type === 'form' && model.forms[s.form]?.signedIn) || (s.type === 'payment' && s.view === 'receipt'))).map((r) => r.path);
}
