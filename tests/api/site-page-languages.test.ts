import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLocaleCopies } from '../../scripts/build/write-locale-copies';
import { consolePaths } from '../../engine/ui/console/console-page-data';
import { siteModel, startApi, type RunningApi } from './api-harness';
import { standInBuild } from './stand-in-build';

// Every page the server answers carries the language of the request in <html lang>, including the
// app shell it sends for paths with parameters and their 404s, and the console pages (the cookie's
// language). A stand-in build folder made by the build's own copy step is all this needs.
const model = siteModel();
const built = (title: string) => `<!DOCTYPE html><html lang="zh-CN"><head><title>${title}</title></head><body></body></html>`;
const login = model.console.login;
const buildDir = standInBuild('site-page-languages-', model, {
  files: { 'index.html': built('shell'), [`${login.slice(1)}/index.html`]: built('console') },
  prepare: (clientDir) => writeLocaleCopies(clientDir, ['index.html', `${login.slice(1)}/index.html`], model.site.locales),
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

describe('<html lang> of the pages built without a locale', () => {
  it.each([
    ['/cn/payment/4711', 'zh-CN'],
    ['/en/payment/4711', 'en'],
    ['/ru/payment/4711', 'ru'],
  ])('the app shell for %s is in %s', async (path, lang) => {
    expect(await page(path)).toMatchObject({ status: 200, lang, title: 'shell' });
  });

  it.each([
    ['/en/payment/%3Cscript%3E', 'en'],
    ['/ru/payment/%3Cscript%3E', 'ru'],
  ])('the 404 for %s is in %s', async (path, lang) => {
    expect(await page(path)).toMatchObject({ status: 404, lang, title: 'shell' });
  });

  it('a console page is in the language cookie\'s language, the default without one, and varies by cookie', async () => {
    const cookie = model.site.languageCookie.name;
    expect(await page(login, `${cookie}=ru`)).toMatchObject({ status: 200, lang: 'ru', title: 'console', vary: expect.stringMatching(/cookie/i) });
    expect(await page(login, `${cookie}=en`)).toMatchObject({ lang: 'en' });
    expect(await page(login)).toMatchObject({ lang: 'zh-CN' });
  });
});
