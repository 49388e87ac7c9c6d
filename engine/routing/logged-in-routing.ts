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

/**
 * The page whose content a logged-in redirect's target shows. /cn/service/cedarRose?lang=en is
 * where config/redirects.yaml sends an English member from /en/service/cedarRose: the address
 * carries the console's navigation, and the content stays the English page's (its texts, its form,
 * the member's `lang` cookie), so the server sends that page. Any other address shows its own page.
 */
export function loggedInTargetContent(pathname: string, search: string, rules: Pick<RedirectRules, 'loggedIn'>): string | undefined {
  const asked = new URLSearchParams(search).get('lang');
  if (!asked) return undefined;
  return rules.loggedIn?.find((r) => {
    const [path, query = ''] = r.to.split('?');
    return path === pathname && new URLSearchParams(query).get('lang') === asked;
  })?.from;
}

/** Whether the browser is already where a logged-in redirect leads (its content page is served there). */
export function isAtRedirectTarget(target: string, location: { pathname: string; search: string }): boolean {
  const [path, query = ''] = target.split('?');
  if (path !== location.pathname) return false;
  const here = new URLSearchParams(location.search);
  return [...new URLSearchParams(query)].every(([name, value]) => here.get(name) === value);
}
