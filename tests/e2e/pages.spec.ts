import { expect, hydrated, test } from './console-guard';

for (const path of ['/cn', '/en', '/ru']) {
  test(`${path} renders and hydrates without warnings`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
  });
}

test('menu links navigate inside the app, and anchors land on their section', async ({ page }) => {
  await page.goto('/cn');
  await hydrated(page);
  const nav = page.getByRole('navigation').first();
  await nav.locator('.main-nav__item.has-children').last().hover();
  await nav.locator('a[href="/cn/aboutus#section3"]').click();
  await expect(page).toHaveURL(/\/cn\/aboutus#section3$/);
  await expect(page.locator('#section3')).toBeInViewport();
});

test('a path with a rejected parameter shows the 404 page', async ({ page, consoleProblems }) => {
  const response = await page.goto('/en/payment/%3Cscript%3E');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  consoleProblems.splice(0); // the browser logs the 404 status of the document itself
});

test('a page with parameters renders from its own chunk', async ({ page }) => {
  await page.goto('/en/payment/880012');
  await hydrated(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('following an in-app link to an unknown path applies the redirect rules in the browser', async ({ page }) => {
  await page.goto('/en/products');
  await hydrated(page);
  // Navigate the live router (no page load), as a mistyped in-app link would.
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/en/no-such-page'));
  await expect(page).toHaveURL(/\/en$/);
});

test('the page text is there with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/contact');
  await expect(page.locator('h1')).not.toBeEmpty();
  await expect(page.locator('footer')).toContainText('Meridian Trade Data');
  await context.close();
});
