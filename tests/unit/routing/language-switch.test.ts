import { describe, expect, it } from 'vitest';
import { loadWith } from '../config-fixture';
import { fillRouteParams, languageForPath, languageFromCookie, switchLanguagePath } from '../../../engine/routing/language';
import type { LocaleInfo, RouteEntry, SiteModel } from '../../../engine/config/site-model';

const result = loadWith();
if (!result.ok) throw new Error('project config must be valid for these tests');
const model: SiteModel = result.value;
const locale = (id: string) => model.site.locales.find((l) => l.id === id)!;

// The rule, written out independently of config/site.yaml: from the English and Russian sites
// every page keeps its sub-path; from the Chinese site only these pages do. A kept path the
// target locale lacks goes to the target's home page.
const keptFromChinese = ['service', 'contact', 'aboutus', 'debtcollection', 'cedarRose'];
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '4711');

function expectedTarget(route: RouteEntry, target: LocaleInfo): string {
  const from = locale(route.locale);
  const rest = concrete(route.path).slice(from.prefix.length + 1);
  const keeps = route.locale !== 'zh-cn' || rest.split('/').some((segment) => keptFromChinese.includes(segment));
  const candidate = `/${target.prefix}${rest}`;
  const exists = model.routes.some((r) => r.locale === target.id && concrete(r.path) === candidate);
  return keeps && exists ? candidate : `/${target.prefix}`;
}

const table = model.routes.flatMap((route) =>
  model.site.locales.map((target) => [concrete(route.path), target.id, expectedTarget(route, target)] as const),
);

describe('language switch: every route to every locale', () => {
  it('covers every route of config/routes.yaml and every locale', () => {
    expect(table).toHaveLength(model.routes.length * model.site.locales.length);
    expect(model.routes.length).toBeGreaterThan(90);
  });

  it.each(table)('%s, choosing %s, goes to %s', (path, target, expected) => {
    expect(switchLanguagePath(path, locale(target), model)).toBe(expected);
  });
});

describe('language switch: the rule in words', () => {
  it.each([
    ['/en/products', 'ru', '/ru/products'],
    ['/ru/package', 'en', '/en/package'],
    ['/ru/packageLearn', 'zh-cn', '/cn/packageLearn'],
    ['/en/content/press-scmp', 'ru', '/ru'],
    ['/ru/buyers', 'en', '/en'],
    ['/en/payment/8812', 'ru', '/ru/payment/8812'],
    ['/cn/products', 'en', '/en'],
    ['/cn/product/trade', 'en', '/en'],
    ['/cn/contact', 'en', '/en/contact'],
    ['/cn/aboutus', 'ru', '/ru/aboutus'],
    ['/cn/service/cedarRose', 'en', '/en/service/cedarRose'],
    ['/cn/service/debtcollection', 'en', '/en/service/debtcollection'],
    ['/cn/service', 'ru', '/ru'],
    ['/cn/service/debtcollection', 'ru', '/ru'],
    ['/en/service/debtcollection', 'zh-cn', '/cn/service/debtcollection'],
    ['/en/service/cedarRose', 'ru', '/ru'],
  ])('%s, choosing %s, goes to %s', (path, target, expected) => {
    expect(switchLanguagePath(path, locale(target), model)).toBe(expected);
  });

  it('switches a route with parameters as its pattern, which the page fills in', () => {
    expect(switchLanguagePath('/en/payment/:id', locale('ru'), model)).toBe('/ru/payment/:id');
    expect(fillRouteParams('/ru/payment/:id', { id: 'A-17' })).toBe('/ru/payment/A-17');
    expect(fillRouteParams('/ru/payment/:id', { id: 'a b' })).toBe('/ru/payment/a%20b');
  });

  it('goes to the target home from a path outside every locale', () => {
    expect(switchLanguagePath('/login', locale('en'), model)).toBe('/en');
  });
});

describe('the lang cookie and the path', () => {
  it('reads the cookie: anything with zh is Chinese, unknown values fall back to the default', () => {
    expect(languageFromCookie('zh-cn', model)).toBe('zh-cn');
    expect(languageFromCookie('zh', model)).toBe('zh-cn');
    expect(languageFromCookie('ZH-TW', model)).toBe('zh-cn');
    expect(languageFromCookie('ru', model)).toBe('ru');
    expect(languageFromCookie('de', model)).toBe('zh-cn');
    expect(languageFromCookie('', model)).toBe('zh-cn');
    expect(languageFromCookie(undefined, model)).toBe('zh-cn');
  });

  it('follows the path prefix on route change', () => {
    expect(languageForPath('/ru/contact', 'en', model)).toBe('ru');
    expect(languageForPath('/en', 'zh-cn', model)).toBe('en');
    expect(languageForPath('/unknown', 'en', model)).toBe('en');
  });
});
