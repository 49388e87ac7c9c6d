import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page, Request, Route } from '@playwright/test';
import { sessionMarkerCookieName, tokenCookieName } from '../../engine/api/token-cookie';
import { expect, hydrated, test } from './console-guard';
import { refuseChunks } from './refused-chunks';

const title = (page: string) => (parse(readFileSync(`locales/en/pages/${page}.yaml`, 'utf8')) as { meta: { title: string } }).meta.title;
const loadingText = (locale: string) => (parse(readFileSync(`locales/${locale}/common.yaml`, 'utf8')) as { progress: { loading: string } }).progress.loading;
const russianLoading = loadingText('ru');

// The client-loader chunk of pages with parameters (/en/payment/:id): fetched only when the
// single-page app goes to such a page, so a release that removed it shows up there. Their
// document (engine/routing/built-documents.ts) hydrates without it.
const paymentLoaderChunk = /\/assets\/dynamic-page-client-loader-[^/]+\.js$/;
// The shipment-search workspace of a console page: loaded as it first shows, also after a reload.
const workspaceChunk = /\/assets\/shipment-search-workspace-[^/]+\.js$/;
const isPageView = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/public/pageView';
const isDocument = (path: string) => (request: Request) => request.isNavigationRequest() && new URL(request.url()).pathname === path;

/**
 * The single-page app, where the router loads pages: a member's console (public pages and the
 * sign-in pages are HTML with islands, whose links load documents).
 */
async function memberConsole(page: Page): Promise<void> {
  const login = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
  expect((await login.json()).code).toBe(1);
  await page.context().addCookies([{ name: 'lang', value: 'en', url: 'http://localhost' }]);
  await page.goto('/dashboard');
  await hydrated(page);
}

/** Navigates the live router (no page load), as an in-app link would. */
const routerGo = (page: Page, path: string) =>
  page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), path);

/** Every page view the page sends, with its form-encoded fields, and the server's answer to each. */
function recordPageViews(page: Page) {
  const views: Array<{ fields: Record<string, string>; answer: Promise<unknown> }> = [];
  page.on('request', (request) => {
    if (!isPageView(request)) return;
    const answer = request.response().then((response) => response?.json());
    views.push({ fields: Object.fromEntries(new URLSearchParams(request.postData() ?? '')), answer });
  });
  return views;
}

test('each route sends one page view with its own URL, title, language and referrer, which the API stores', async ({ page, baseURL }) => {
  const views = recordPageViews(page);
  await page.goto('/en');
  await hydrated(page);
  await expect.poll(() => views.length).toBe(1);

  await page.locator('header a[href="/en/aboutus"]').first().click();
  await expect(page).toHaveTitle(title('aboutus'));
  await expect.poll(() => views.length).toBe(2);
  // A new #fragment on the same page is not a new view: the next view, once the visitor goes on
  // to another page, is that page's (any view for the fragment would have been sent before it).
  await page.evaluate(() => (window.location.hash = 'section3'));
  await expect(page).toHaveURL(/\/en\/aboutus#section3$/);
  await page.locator('footer a[href="/en/contact"]:not([role="button"])').first().click();
  await expect(page).toHaveTitle(title('contact'));
  await expect.poll(() => views.length).toBeGreaterThanOrEqual(3);

  expect(views.map((v) => v.fields)).toEqual([
    { url: `${baseURL}/en`, title: title('home'), locale: 'en', referrer: '' },
    { url: `${baseURL}/en/aboutus`, title: title('aboutus'), locale: 'en', referrer: `${baseURL}/en` },
    { url: `${baseURL}/en/contact`, title: title('contact'), locale: 'en', referrer: `${baseURL}/en/aboutus` },
  ]);
  // Stored before the answer says success (the API test reads the rows back).
  for (const view of views) expect(await view.answer).toEqual({ code: 1, data: {}, msg: 'success' });
});

test('a failed code chunk reloads the page once; the reloaded document shows the page from its HTML even if the chunk fails again', async ({ page, consoleProblems }) => {
  // In the single-page app (a member's console), going to a page with parameters.
  await memberConsole(page);
  const { refused, documents } = await refuseChunks(page, paymentLoaderChunk);
  const heading = (parse(readFileSync('locales/en/pages/payment.yaml', 'utf8')) as { hero: { heading: string } }).hero.heading;

  const reloaded = page.waitForRequest(isDocument('/en/payment/880012'));
  // An in-app navigation, as a link to the page would make.
  await routerGo(page, '/en/payment/880012');
  await reloaded;

  // The page's own document (engine/routing/built-documents.ts): its text is there without the
  // chunk, which its scripts ask for again, and fail to get; no second reload.
  await expect(page.locator('main h1')).toHaveText(heading);
  // Once before the reload; after it, the document's modulepreload and its import may each ask.
  await expect.poll(refused).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');
  expect(documents).toEqual(['/en/payment/880012']);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);

  // The browser reports each refused chunk; nothing else may go wrong.
  expect(consoleProblems.filter((p) => !/net::ERR_FAILED|Failed to fetch dynamically imported module|dynamic-page-client-loader/.test(p))).toEqual([]);
  consoleProblems.splice(0);
});

test('a code chunk that fails again within 60 s of its reload shows the error page', async ({ page, consoleProblems }) => {
  // In the single-page app, going to a console page whose workspace is a chunk of its own, which
  // the reloaded page asks for again.
  await memberConsole(page);
  const { refused, documents } = await refuseChunks(page, workspaceChunk);

  const reloaded = page.waitForRequest(isDocument('/shipments/search'));
  await routerGo(page, '/shipments/search');
  await reloaded;

  // After the reload the chunk fails again: no second reload, the error page with its status.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.locator('.error-screen__status')).toHaveText('Error 500');
  // Translated words for the status, never the browser's or server's own text.
  await expect(page.locator('.error-screen')).toContainText('The site could not complete this page.');
  await expect(page.locator('.error-screen')).not.toContainText('Failed to fetch');
  // The same document still runs the router afterwards: an in-app navigation is answered by it.
  await routerGo(page, '/so');
  await expect(page).toHaveURL(/\/so$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(documents).toEqual(['/shipments/search']);
  expect(refused()).toBe(2);

  // The browser reports each refused chunk; nothing else may go wrong.
  expect(consoleProblems.filter((p) => !/net::ERR_FAILED|Failed to fetch dynamically imported module|shipment-search-workspace/.test(p))).toEqual([]);
  consoleProblems.splice(0);
});

test('any other route error shows the error page without reloading', async ({ page, consoleProblems }) => {
  await memberConsole(page);
  await page.route(/\/so\.data/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'storage offline' }));
  let reloads = 0;
  page.on('request', (request) => request.isNavigationRequest() && (reloads += 1));

  void routerGo(page, '/so');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The same document still runs the router afterwards: an in-app navigation is answered by it.
  await routerGo(page, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(reloads).toBe(0);
  expect(consoleProblems.filter((p) => !/status of 500/.test(p))).toEqual([]);
  consoleProblems.splice(0);
});

/** Notes whether the loading bar was ever put on the page, however briefly; read with the returned function. */
async function watchForBar(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { bar: false };
    (window as unknown as { progressBarSeen: typeof seen }).progressBarSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.progress-bar')) seen.bar = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressBarSeen: { bar: boolean } }).progressBarSeen.bar);
}

/** Holds the matching requests until the returned function is called. */
async function hold(page: Page, url: RegExp, answer: (route: Route) => Promise<void>): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}

test('the loading bar shows for a page change slower than 200 ms, and never for a quick one', async ({ page }) => {
  // A page change of the single-page app (a member's console); a public page's links load
  // documents, and the browser shows that progress itself.
  const barSeen = await watchForBar(page);
  await page.clock.install();
  await memberConsole(page);
  // The page's clock stands still while the quick change runs, whatever the machine's load, and
  // then moves on past 200 ms: a bar shown at once, or a timer not cancelled, would show now.
  await page.clock.pauseAt(Date.now() + 60_000);
  await routerGo(page, '/so');
  await expect(page).toHaveURL(/\/so$/);
  await page.clock.runFor(1_000);
  expect(await barSeen()).toBe(false);
  await page.clock.resume();

  const release = await hold(page, /\/dashboard\.data/, (route) => route.continue());
  void routerGo(page, '/dashboard');
  // Its name follows the document's language (the API-call test below checks a Russian one).
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(bar).toHaveCount(0);
  // The finishing step fades out and leaves nothing behind.
  await expect(page.locator('.progress-bar')).toHaveCount(0);
});

test('the loading bar shows while an API call runs longer than 200 ms, and never for a quick one', async ({ page, context, baseURL }) => {
  // With a saved login every page asks who is logged in (spec 4): that call is the one timed here.
  // A saved login is the HttpOnly token and the page's marker beside it (decision 014). It answers
  // "not logged in", which removes the marker, so each visit saves it again.
  const savedLogin = () => context.addCookies([
    { name: tokenCookieName, value: 'an-expired-login', url: baseURL!, httpOnly: true },
    { name: sessionMarkerCookieName, value: '1', url: baseURL! },
  ]);
  const notLoggedIn = (route: Route) => route.fulfill({ json: { code: 401, data: {}, msg: 'Please log in' } });
  const identity = /\/console\/user\/identity$/;
  const barSeen = await watchForBar(page);

  await savedLogin();
  const asked = page.waitForResponse(identity);
  await page.route(identity, notLoggedIn);
  await page.goto('/ru');
  await hydrated(page);
  await asked;
  expect(await barSeen()).toBe(false);

  await page.unroute(identity);
  await savedLogin();
  const release = await hold(page, identity, notLoggedIn);
  await page.goto('/ru/contact');
  const bar = page.getByRole('progressbar', { name: russianLoading });
  await expect(bar).toBeVisible();
  release();
  await expect(bar).toHaveCount(0);
});
