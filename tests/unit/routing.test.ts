import { describe, expect, it } from 'vitest';
import { loadWith } from './config-fixture';
import { decidePath } from '../../engine/routing/redirect-rules';
import { languageForPath, languageFromCookie, switchLanguagePath } from '../../engine/routing/language';
import { alternatesFor } from '../../engine/routing/page-head';
import type { SiteModel } from '../../engine/config/site-model';

const result = loadWith();
if (!result.ok) throw new Error('project config must be valid for these tests');
const model: SiteModel = result.value;
const locale = (id: string) => model.site.locales.find((l) => l.id === id)!;

describe('unmatched paths and redirects (spec 2.5)', () => {
  it.each([
    ['/', '/cn'],
    ['/foo', '/cn'],
    ['/cn/nope', '/cn'],
    ['/en/nope', '/en'],
    ['/ru/nope', '/ru'],
    ['/products/old-page', '/en'],
    ['/solutions/x/y', '/en'],
    ['/de/products', '/cn'],
  ])('%s goes to %s with a temporary redirect', (path, target) => {
    expect(decidePath(path, model)).toEqual({ kind: 'redirect', status: 302, location: target });
  });

  it.each([
    ['/home', '/en'],
    ['/products', '/en/products'],
    ['/aboutus', '/en/aboutus'],
    ['/package/', '/en/package'],
  ])('legacy English path %s moves permanently to %s', (path, target) => {
    expect(decidePath(path, model)).toEqual({ kind: 'redirect', status: 301, location: target });
  });

  it('serves declared routes and strips a trailing slash', () => {
    expect(decidePath('/en/products', model)).toMatchObject({ kind: 'page', route: { page: 'products' } });
    expect(decidePath('/cn/service/Hide-article/detail', model)).toMatchObject({ kind: 'page' });
    expect(decidePath('/en/products/', model)).toEqual({ kind: 'redirect', status: 301, location: '/en/products' });
  });

  it('checks route parameters and answers not-found for a rejected value', () => {
    expect(decidePath('/en/payment/8812', model)).toMatchObject({ kind: 'page', params: { id: '8812' } });
    expect(decidePath('/en/payment/%3Cscript%3E', model)).toMatchObject({ kind: 'not-found' });
  });
});

describe('language switch (spec 2.1)', () => {
  it('keeps the sub-path on listed pages', () => {
    expect(switchLanguagePath('/en/contact', locale('ru'), model)).toBe('/ru/contact');
    expect(switchLanguagePath('/cn/aboutus', locale('en'), model)).toBe('/en/aboutus');
    expect(switchLanguagePath('/en/service/cedarRose', locale('zh-cn'), model)).toBe('/cn/service/cedarRose');
  });

  it('goes to the new locale home everywhere else', () => {
    expect(switchLanguagePath('/en/products', locale('ru'), model)).toBe('/ru');
    expect(switchLanguagePath('/cn/product/trade', locale('en'), model)).toBe('/en');
  });

  it('sends the service pages to the Russian root, which has none', () => {
    expect(switchLanguagePath('/cn/service', locale('ru'), model)).toBe('/ru');
    expect(switchLanguagePath('/en/service/debtcollection', locale('ru'), model)).toBe('/ru');
  });

  it('reads the cookie: anything with zh is Chinese, unknown values fall back to the default', () => {
    expect(languageFromCookie('zh-cn', model)).toBe('zh-cn');
    expect(languageFromCookie('zh', model)).toBe('zh-cn');
    expect(languageFromCookie('ru', model)).toBe('ru');
    expect(languageFromCookie('de', model)).toBe('zh-cn');
    expect(languageFromCookie(undefined, model)).toBe('zh-cn');
  });

  it('follows the path prefix on route change', () => {
    expect(languageForPath('/ru/contact', 'en', model)).toBe('ru');
    expect(languageForPath('/en', 'zh-cn', model)).toBe('en');
    expect(languageForPath('/unknown', 'en', model)).toBe('en');
  });
});

describe('hreflang alternates', () => {
  it('lists the locale twins and x-default', () => {
    const route = model.routes.find((r) => r.path === '/en/aboutus')!;
    expect(alternatesFor(route, model)).toEqual([
      { hreflang: 'zh-CN', href: `${model.site.origin}/cn/aboutus` },
      { hreflang: 'en', href: `${model.site.origin}/en/aboutus` },
      { hreflang: 'ru', href: `${model.site.origin}/ru/aboutus` },
      { hreflang: 'x-default', href: `${model.site.origin}/cn/aboutus` },
    ]);
  });

  it('has none for a page that exists in one locale only', () => {
    const route = model.routes.find((r) => r.path === '/cn/product/crm')!;
    expect(alternatesFor(route, model)).toEqual([]);
  });
});

describe('no open redirects', () => {
  it.each(['//evil.example', '//evil.example/', '/\\evil.example', '/%2F%2Fevil.example'])('%s only ever leads to a site path', (path) => {
    const decision = decidePath(path, model);
    expect(decision.kind).toBe('redirect');
    if (decision.kind === 'redirect') expect(decision.location).toMatch(/^\/[a-z]/);
  });
});
