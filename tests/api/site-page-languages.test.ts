import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLocaleCopies } from '../../scripts/build/write-locale-copies';
import { consolePaths } from '../../engine/ui/console/console-page-data';
import { documentFile, notFoundDocumentLocales, notFoundDocumentPath, paramRouteDocumentPath } from '../../engine/routing/built-documents';
import { siteModel, startApi, type RunningApi } from './api-harness';
import { standInBuild } from './stand-in-build';

// Every page the server answers carries the language of the request in <html lang>: a route with
// parameters gets its document (built in its locale, once for all of its values), a value its
// pattern refuses the locale's 404 page, and a console page (built without a locale) the copy in
// the cookie's language. A stand-in build folder made by the build's own copy step is all this needs.
const model = siteModel();
const built = (title: string, lang = 'zh-CN') => `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body></body></html>`;
const htmlLang = (locale: string) => model.site.locales.find((l) => l.id === locale)!.htmlLang;
const login = model.console.login;
const withParameters = model.routes.filter((r) => !r.prerender);
const buildDir = standInBuild('site-page-languages-', model, {
  files: {
    ...Object.fromEntries(withParameters.map((r) => [documentFile(paramRouteDocumentPath(r)), built(`document of ${r.path}`, htmlLang(r.locale))])),
    ...Object.fromEntries(notFoundDocumentLocales(model.routes).map((l) => [documentFile(notFoundDocumentPath(l)), built(`404 of ${l}`, htmlLang(l))])),
    [`${login.slice(1)}/index.html`]: built('console'),
  },
  prepare: (clientDir) => writeLocaleCopies(clientDir, [`${login.slice(1)}/index.html`], model.site.locales),
  manifest: {
    consolePaths: consolePaths(model).filter((p) => p === login),
    languages: { cookie: model.site.languageCookie.name, defaultLocale: model.site.defaultLocale, locales: model.site.locales.map((l) => l.id) },
  },
});
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ buildDir });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${api.base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return { status: response.status, lang: /<html lang="([^"]+)"/.exec(html)?.[1], title: /<title>(.*?)<\/title>/.exec(html)?.[1], vary: response.headers.get('vary') };
};

describe('<html lang> of the pages sent for addresses that are not built one by one', () => {
  it.each([
    ['/cn/payment/4711', 'zh-CN', '/cn/payment/:id'],
    ['/en/payment/4711', 'en', '/en/payment/:id'],
    ['/ru/payment/4711', 'ru', '/ru/payment/:id'],
  ])('%s is its route\'s document, in %s', async (path, lang, route) => {
    expect(await page(path)).toMatchObject({ status: 200, lang, title: `document of ${route}` });
  });

  it.each([
    ['/en/payment/%3Cscript%3E', 'en', 'en'],
    ['/ru/payment/%3Cscript%3E', 'ru', 'ru'],
    ['/cn/payment/not%20valid!', 'zh-CN', 'zh-cn'],
  ])('%s is the 404 page of its locale, in %s', async (path, lang, locale) => {
    expect(await page(path)).toMatchObject({ status: 404, lang, title: `404 of ${locale}` });
  });

  it('a console page is in the language cookie\'s language, the default without one, and varies by cookie', async () => {
    const cookie = model.site.languageCookie.name;
    expect(await page(login, `${cookie}=ru`)).toMatchObject({ status: 200, lang: 'ru', title: 'console', vary: expect.stringMatching(/cookie/i) });
    expect(await page(login, `${cookie}=en`)).toMatchObject({ lang: 'en' });
    expect(await page(login)).toMatchObject({ lang: 'zh-CN' });
  });
});
