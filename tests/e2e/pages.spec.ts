import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, hydrated, test } from './console-guard';

const texts = (file: string) => parse(readFileSync(file, 'utf8'));

for (const [path, locale] of [['/cn', 'zh-cn'], ['/en', 'en'], ['/ru', 'ru']] as const) {
  test(`${path} shows its ${locale} texts and hydrates without warnings`, async ({ page }) => {
    const home = texts(`locales/${locale}/pages/${locale === 'zh-cn' ? 'home-cn' : 'home'}.yaml`);
    const common = texts(`locales/${locale}/common.yaml`);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(home.hero.heading);
    await expect(page).toHaveTitle(home.meta.title);
    await expect(page.locator('header.site-header')).toContainText(common.brand.name);
    await expect(page.locator('footer.site-footer')).toContainText(common.footer.copyright);
    // No translation key may reach a visitor (they look like nav.products or hero.heading).
    const words = (await page.locator('body').innerText()).split(/\s+/);
    expect(words.filter((w) => /^[a-z]+(\.[A-Za-z0-9]+)+$/.test(w))).toEqual([]);
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
  // The 404 of an English address is the English site's: its link leads to the English home page.
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  consoleProblems.splice(0); // the browser logs the 404 status of the document itself
});

test('a page with parameters renders from its own chunk', async ({ page }) => {
  await page.goto('/en/payment/880012');
  await hydrated(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('following an in-app link to an unknown path applies the redirect rules in the browser', async ({ page }) => {
  // The single-page app's router (a member's console); a public page's links load documents,
  // which the server redirects.
  const login = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
  expect((await login.json()).code).toBe(1);
  await page.goto('/dashboard');
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

test('the package page lists every package of config/pricing.yaml with its price, in the cards and the comparison', async ({ page }) => {
  const pricing = texts('config/pricing.yaml') as { packages: Array<{ price: number }> };
  await page.goto('/en/package');
  await hydrated(page);
  const cards = page.locator('.pricing__card');
  await expect(cards).toHaveCount(pricing.packages.length);
  const priceRow = page.locator('#compare tr', { has: page.locator('th', { hasText: 'Price per year' }) }).locator('td');
  await expect(priceRow).toHaveCount(pricing.packages.length);
  for (const [i, pkg] of pricing.packages.entries()) {
    // English writes a price with its code: USD 2,999 (a no-break space between).
    const price = `USD\u00a0${pkg.price.toLocaleString('en-US')}`;
    await expect(cards.nth(i).locator('.pricing__price')).toContainText(price);
    await expect(priceRow.nth(i)).toHaveText(price);
  }
});

for (const width of [1200, 1366]) {
  test(`the full header fits in ${width} px in every locale`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/cn', '/en', '/ru']) {
      await page.goto(path);
      await hydrated(page);
      const register = page.locator('.site-header__tools .button--primary');
      await expect(register).toBeVisible();
      const box = (await register.boundingBox())!;
      expect(box.x + box.width, `${path} register button inside the window`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} no sideways scroll`).toBeLessThanOrEqual(width);
    }
  });
}

test('when the error page itself fails, a plain fallback with a link home is shown', async ({ page, consoleProblems }) => {
  // Serve a corrupt chunk for the payment route: its 404 carries a page the error screen cannot
  // render (its texts throw as soon as they are read, its shell settings are missing).
  await page.route('**/assets/dynamic-page_path_*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `const broken = { get errors() { throw new Error('corrupt texts'); } };
export default { data: { locale: { htmlLang: 'en' }, languages: [], messages: { common: broken } }, params: {} };`,
    }),
  );
  // The single-page app (a member's console) shows such a 404 itself, for a link to a refused
  // value; a document load of that address gets the locale's 404 page, built as HTML.
  const login = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
  expect((await login.json()).code).toBe(1);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/en/payment/%3Cscript%3E'));
  await expect(page.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(consoleProblems.join('\n')).toContain('The error page failed to render');
  consoleProblems.splice(0);
});
