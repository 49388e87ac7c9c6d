import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';

// Public pages are HTML with islands (decision 017): only the parts that need code get it, each
// when it is due, and the single-page app's router never comes to a visitor's page.

const scripts = (requests: string[]) => requests.filter((url) => url.endsWith('.js'));
const pathOf = (request: Request) => new URL(request.url()).pathname;

function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(pathOf(request)));
  return requested;
}

test('a visitor\'s home page loads no router, no session machines and no form code; its HTML carries only the islands\' own data', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/en');
  await hydrated(page);
  await expect(page.locator('[data-island="site-header"]')).toHaveAttribute('data-island-hydrated', '');
  const code = await Promise.all(scripts(requested).map(async (url) => (await page.request.get(url)).text()));
  // React Router's own code, XState, RJSF and ajv each leave strings that minifying keeps.
  for (const [marker, what] of [['__reactRouterContext', 'React Router'], ['xstate.init', 'XState'], ['getDefaultFormState', 'RJSF'], ['must have required property', 'ajv']] as const) {
    expect(code.some((text) => text.includes(marker)), `${what} on a visitor's home page`).toBe(false);
  }
  // Two inline scripts: in <head>, the one that holds what a visitor does before the islands are
  // ready (decision 048); at the end, the boot that imports the runtime once the page is painted.
  // The page's data is JSON the runtime reads, never run.
  const inline = await page.locator('script:not([src])').evaluateAll((els) => els.map((el) => [el.getAttribute('type'), el.textContent ?? '', el.closest('head') ? 'head' : 'body']));
  const run = inline.filter(([type]) => type !== 'application/json');
  expect(run.map(([, , where]) => where)).toEqual(['head', 'body']);
  expect(run[0]![1]).toMatch(/^\(\(\)=>\{const d=document;d\.documentElement\.setAttribute\('data-scripts',''\);/);
  expect(run[1]![1]).toMatch(/^let started=false;.*import\("\/assets\/islands-entry-[\w-]+\.js"\)/);
  expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe('undefined');
});

test('an island below the window waits until the visitor scrolls near it; a click that comes first is kept and given to it', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/cn');
  await hydrated(page);
  const tabs = page.locator('[data-island="section:product-tabs"]');
  await expect(tabs).not.toHaveAttribute('data-island-hydrated', '');
  expect(requested.some((url) => /\/assets\/product-tabs-section-[\w-]+\.js$/.test(url))).toBe(false);

  // Scrolled to and clicked at once: the second tab is chosen, whether the code came first or not.
  const second = tabs.getByRole('tab').nth(1);
  await second.click();
  await expect(tabs).toHaveAttribute('data-island-hydrated', '');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.locator('[role="tabpanel"]').nth(1)).toBeVisible();
  await expect(tabs.locator('[role="tabpanel"]').nth(0)).toBeHidden();
});

test('an island whose code a release has removed reloads the page once; failing again, the page stays readable as HTML', async ({ page, consoleProblems }) => {
  let refused = 0;
  await page.route(/\/assets\/site-header-island-[\w-]+\.js$/, (route) => {
    refused += 1;
    return route.abort();
  });
  const documents: string[] = [];
  page.on('request', (request) => request.isNavigationRequest() && documents.push(pathOf(request)));
  // The runtime says so when it gives the island up instead of reloading (islands-entry.ts): after
  // that message nothing reloads the page any more.
  const givenUp = page.waitForEvent('console', { predicate: (m) => m.type() === 'error' && /The island "site-header" could not be hydrated/.test(m.text()) });
  await page.goto('/en/products');
  await givenUp;
  expect(refused).toBe(2);
  expect(documents).toEqual(['/en/products', '/en/products']);
  // The header is still there, its links work; only its menu button waits for code that never came.
  await expect(page.locator('header').getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute('href', '/en/package');
  await expect(page.locator('h1')).toBeVisible();
  expect(consoleProblems.filter((p) => !/net::ERR_FAILED|Failed to fetch dynamically imported module|could not be hydrated/.test(p))).toEqual([]);
  consoleProblems.splice(0);
});

test('a member\'s page loads the session code and marks the document; a visitor\'s never asks who is logged in', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/en/products');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain('/console/user/identity');
  await expect(page.locator('html')).not.toHaveAttribute('data-member', '');

  const login = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
  expect((await login.json()).code).toBe(1);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  expect(requested).toContain('/console/user/identity');
});
