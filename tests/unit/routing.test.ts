import { describe, expect, it } from 'vitest';
import { loadWith } from './config-fixture';
import { decidePath } from '../../engine/routing/redirect-rules';
import { alternatesFor } from '../../engine/routing/page-head';
import type { SiteModel } from '../../engine/config/site-model';

const result = loadWith();
if (!result.ok) throw new Error('project config must be valid for these tests');
const model: SiteModel = result.value;

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
