import { describe, expect, it } from 'vitest';
import { builtDocumentPaths, documentFile, languageLinkHome, notFoundDocumentPath, paramRouteDocumentPath } from '../../../engine/routing/built-documents';
import { matchRoute } from '../../../engine/routing/route-match';
import type { RouteEntry } from '../../../engine/config/site-model';

const route = (path: string, locale: RouteEntry['locale'], params?: Record<string, string>): RouteEntry =>
  ({ path, locale, page: 'p', layout: 'default', prerender: !params, ...(params ? { params } : {}) });
const routes = [
  route('/en', 'en'),
  route('/en/payment/:id', 'en', { id: '^[0-9]{12}$' }),
  route('/ru/orders/:year/:id', 'ru', { year: '^[0-9]{4}$', id: '^[0-9]+$' }),
  route('/cn', 'zh-cn'),
];

describe('the documents built for addresses that are not built one by one', () => {
  it('builds a route with parameters once, at a path the route itself matches, whatever its pattern accepts', () => {
    expect(paramRouteDocumentPath(routes[1]!)).toBe('/en/payment/_id');
    expect(paramRouteDocumentPath(routes[2]!)).toBe('/ru/orders/_year/_id');
    // The prerender renders the path's route: the document is that route's page.
    expect(matchRoute('/ru/orders/_year/_id', routes)?.route.path).toBe('/ru/orders/:year/:id');
  });

  it('builds a 404 page for every locale with routes, at no route\'s address', () => {
    expect(builtDocumentPaths(routes)).toEqual(['/en/payment/_id', '/ru/orders/_year/_id', '/__not-found/en', '/__not-found/ru', '/__not-found/zh-cn']);
    expect(matchRoute(notFoundDocumentPath('en'), routes)).toBeUndefined();
  });

  it('writes each to its folder\'s index.html', () => {
    expect(documentFile('/en/payment/_id')).toBe('en/payment/_id/index.html');
    expect(documentFile(notFoundDocumentPath('zh-cn'))).toBe('__not-found/zh-cn/index.html');
  });

  it('leads a language link to its locale\'s home until the page knows the address\'s values', () => {
    expect(languageLinkHome('/ru/payment/:id')).toBe('/ru');
    expect(languageLinkHome('/cn')).toBe('/cn');
  });
});
