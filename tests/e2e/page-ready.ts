import type { Page } from 'playwright-core';

/**
 * The page's code is live: on a public page every island due at once is hydrated (the islands
 * runtime marks <html data-islands="hydrated">, decision 017); in the single-page app (the
 * console, the payment page) React Router has hydrated and the router runs.
 */
export async function pageCodeReady(page: Pick<Page, 'waitForFunction'>): Promise<void> {
  await page.waitForFunction(() =>
    document.documentElement.dataset.islands === 'hydrated'
    || (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
}
