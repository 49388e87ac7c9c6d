import type { ClientModel, RedirectRules, RouteEntry } from '../config/site-model.js';
import { matchRoute } from './route-match.js';

/** What to do with a requested path; the server and the client router both ask this. */
export type PathDecision =
  | { kind: 'page'; route: RouteEntry; params: Record<string, string> }
  | { kind: 'not-found'; route: RouteEntry }
  | { kind: 'redirect'; status: 301 | 302; location: string };

export function decidePath(pathname: string, model: Pick<ClientModel, 'routes' | 'redirects'>): PathDecision {
  const match = matchRoute(pathname, model.routes);
  if (match) {
    return match.valid
      ? { kind: 'page', route: match.route, params: match.params }
      : { kind: 'not-found', route: match.route };
  }
  // /en/products/ is /en/products: one address per page.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    if (matchRoute(trimmed, model.routes)) return { kind: 'redirect', status: 301, location: trimmed };
  }
  const moved = model.redirects.moved.find((m) => m.from === pathname || `${m.from}/` === pathname);
  if (moved) return { kind: 'redirect', status: 301, location: moved.to };
  return { kind: 'redirect', status: 302, location: unmatchedTarget(pathname, model.redirects) };
}

/** Spec 2.5: the first rule whose text the path contains (or starts with) names the home page to go to. */
export function unmatchedTarget(pathname: string, rules: RedirectRules): string {
  const rule = rules.unmatched.find(
    (r) =>
      (r.contains !== undefined && pathname.includes(r.contains)) ||
      (r.startsWith ?? []).some((start) => pathname === start || pathname.startsWith(`${start}/`)),
  );
  return rule?.to ?? rules.fallback;
}
