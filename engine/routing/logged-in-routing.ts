import type { RedirectRules } from '../config/site-model.js';

/**
 * Spec 2.7: a logged-in member on a public path containing service or package sees the
 * application header instead of the public one (the texts come from app-header.yaml).
 */
export function showsAppNavigation(pathname: string, pathContains: readonly string[]): boolean {
  return pathContains.some((text) => pathname.includes(text));
}

/** Spec 2.8: where a logged-in member on this page is sent instead, if anywhere. */
export function loggedInRedirect(pathname: string, rules: Pick<RedirectRules, 'loggedIn'>): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.loggedIn?.find((r) => r.from === trimmed)?.to;
}

/**
 * The application header's language on a public page: the one ?lang= asks for (spec 2.8: the
 * logged-in redirects add ?lang=en) when the page carries that language's texts, else the page's.
 */
export function appHeaderLocale(search: string, pageLocale: string, available: readonly string[]): string {
  const asked = new URLSearchParams(search).get('lang');
  return asked && available.includes(asked) ? asked : pageLocale;
}
