import type { LocaleId, RouteEntry } from '../config/site-model.js';

/**
 * The documents the build writes for addresses it cannot prerender one by one, so that each has
 * its real content in HTML, before and without any script:
 * - a route with parameters (/en/payment/:id) gets one document, built with each parameter's name
 *   as its value (/en/payment/_id), that the server sends for every value the route's pattern
 *   accepts: the page as it is before its order is read;
 * - each locale gets its 404 page (/__not-found/en), sent with status 404 for a value a route's
 *   pattern refuses, in that locale's header and footer.
 * The server (server/site-server.ts), the nginx configuration (server/deploy/nginx-site.ts) and
 * the prerender list (react-router.config.ts) take the addresses from here.
 */

/** /en/payment/:id -> /en/payment/_id: a path the route matches, standing for all of its values. */
export function paramRouteDocumentPath(route: Pick<RouteEntry, 'path'>): string {
  return route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `_${segment.slice(1)}` : segment))
    .join('/');
}

/** Where a locale's 404 page is built: no route of config/routes.yaml, so no visitor's address. */
export function notFoundDocumentPath(locale: LocaleId): string {
  return `/${notFoundDocumentPrefix}/${locale}`;
}

export const notFoundDocumentPrefix = '__not-found';

/** Every locale that has routes has a 404 page. */
export function notFoundDocumentLocales(routes: ReadonlyArray<Pick<RouteEntry, 'locale'>>): LocaleId[] {
  return [...new Set(routes.map((r) => r.locale))];
}

/** The prerender list's additions: each route with parameters' document, and each locale's 404 page. */
export function builtDocumentPaths(routes: ReadonlyArray<Pick<RouteEntry, 'path' | 'locale' | 'prerender'>>): string[] {
  return [...routes.filter((r) => !r.prerender).map(paramRouteDocumentPath), ...notFoundDocumentLocales(routes).map(notFoundDocumentPath)];
}

/**
 * Where a language link of a built document leads while the page does not yet know the address's
 * values: that locale's home. The build switches a route with parameters to its pattern in each
 * locale (/en/payment/:id -> /ru/payment/:id) or that locale's home, and either begins with the
 * locale's prefix; the same goes for a 404, where the same wrong address would be a 404 there too.
 */
export function languageLinkHome(href: string): string {
  return `/${href.split('/')[1] ?? ''}`;
}

/** The file of the build a document's path is written to (build/client/<file>). */
export function documentFile(path: string): string {
  return `${path.slice(1)}/index.html`;
}
