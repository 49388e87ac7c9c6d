import { describe, expect, it } from 'vitest';
import { alternatesFor } from '../../../engine/routing/page-head';
import type { ClientModel, RouteEntry } from '../../../engine/config/site-model';
import { errorLines, edit, loadWith } from '../config-fixture';

const origin = 'https://site.example';
const site = {
  origin,
  xDefaultLocale: 'zh-cn',
  locales: [
    { id: 'zh-cn', prefix: 'cn', htmlLang: 'zh-CN' },
    { id: 'en', prefix: 'en', htmlLang: 'en' },
    { id: 'ru', prefix: 'ru', htmlLang: 'ru' },
  ],
} as unknown as ClientModel['site'];
const route = (path: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path, page, locale: site.locales.find((l) => path.startsWith(`/${l.prefix}`))!.id, layout: 'default', prerender: true, ...extra,
});
const routes = [
  route('/cn', 'home-cn', { alternateOf: 'home' }),
  route('/en', 'home'),
  route('/ru', 'home'),
  route('/cn/investment', 'investment'),
  route('/ru/investment', 'audience-investment'),
  route('/en/solutionsdetail', 'solutionsdetail'),
  route('/ru/solutionsDetail', 'solutionsdetail'),
  route('/en/faq', 'faq'),
  route('/ru/faq', 'faq'),
  route('/en/payment/:id', 'payment', { prerender: false, params: { id: '.+' } }),
  route('/ru/payment/:id', 'payment', { prerender: false, params: { id: '.+' } }),
];
const model = { site, routes };
const of = (path: string) => alternatesFor(routes.find((r) => r.path === path)!, model).map((a) => `${a.hreflang} ${a.href.slice(origin.length)}`);

describe('hreflang alternates: which routes are versions of one another', () => {
  it('pairs routes that show the same page, whatever their paths, the page itself included', () => {
    expect(of('/ru/solutionsDetail')).toEqual(['en /en/solutionsdetail', 'ru /ru/solutionsDetail', 'x-default /en/solutionsdetail']);
  });

  it('pairs a locale\'s own page with the page it names in alternateOf', () => {
    expect(of('/cn')).toEqual(['zh-CN /cn', 'en /en', 'ru /ru', 'x-default /cn']);
    expect(of('/ru')).toEqual(['zh-CN /cn', 'en /en', 'ru /ru', 'x-default /cn']);
  });

  it('does not pair different pages that happen to share a path', () => {
    expect(of('/ru/investment')).toEqual([]);
    expect(of('/cn/investment')).toEqual([]);
  });

  it('points x-default at the first locale that has the page when the default locale lacks it', () => {
    expect(of('/en/faq')).toEqual(['en /en/faq', 'ru /ru/faq', 'x-default /en/faq']);
  });

  it('gives none to the app shell routes with parameters, which are not indexed', () => {
    expect(of('/en/payment/:id')).toEqual([]);
  });

  it('is reciprocal: every alternate of a page lists that page back', () => {
    for (const r of routes.filter((x) => x.prerender)) {
      const self = `${origin}${r.path}`;
      for (const a of alternatesFor(r, model).filter((x) => x.hreflang !== 'x-default')) {
        const twin = routes.find((x) => `${origin}${x.path}` === a.href)!;
        expect(alternatesFor(twin, model).map((x) => x.href), `${twin.path} lists ${r.path}`).toContain(self);
      }
    }
  });
});

describe('hreflang alternates of the compiled site', () => {
  const result = loadWith();
  if (!result.ok) throw new Error('project config must be valid for these tests');
  const site = result.value;
  const contentOf = (r: RouteEntry) => r.alternateOf ?? r.page;
  const indexed = site.routes.filter((r) => r.prerender);

  it('lists, on every page with a version in another locale, each of those versions', () => {
    let checked = 0;
    for (const r of indexed) {
      const versions = indexed.filter((x) => x.locale !== r.locale && contentOf(x) === contentOf(r));
      const hrefs = alternatesFor(r, site).map((a) => a.href);
      for (const version of versions) {
        // A locale with two routes to one page offers its first; the other must be that locale's.
        const offered = indexed.find((x) => x.locale === version.locale && contentOf(x) === contentOf(r))!;
        expect(hrefs, `${r.path} lists ${offered.path}`).toContain(`${site.site.origin}${offered.path}`);
      }
      if (versions.length) {
        expect(hrefs, `${r.path} lists itself and x-default`).toContain(`${site.site.origin}${r.path}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('covers the Russian solutions detail and the Chinese home, and keeps the Russian audience pages apart', () => {
    const hreflangs = (path: string) => alternatesFor(site.routes.find((r) => r.path === path)!, site).map((a) => `${a.hreflang} ${a.href.slice(site.site.origin.length)}`);
    expect(hreflangs('/ru/solutionsDetail')).toContain('en /en/solutionsdetail');
    expect(hreflangs('/en')).toContain('zh-CN /cn');
    expect(hreflangs('/cn/products')).toContain('ru /ru/products');
    expect(hreflangs('/ru/investment')).not.toContain('zh-CN /cn/investment');
  });

  it('refuses an alternateOf naming a page no other locale shows', () => {
    const changed = edit('config/routes.yaml', '{ path: /cn, page: home-cn, alternateOf: home }', '{ path: /cn, page: home-cn, alternateOf: homepage }');
    expect(errorLines(changed).join('\n')).toMatch(/config\/routes\.yaml:\d+:\d+ .*alternateOf.* names page "homepage", which no route of another locale shows/);
  });
});
