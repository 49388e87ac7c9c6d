import { expect, hydrated, test } from './console-guard';

test('switching language on /en/contact keeps the page and stores ru in the lang cookie', async ({ page, context }) => {
  await page.goto('/en/contact');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ru');
});

test('switching language on /en/products goes to the Russian home page', async ({ page }) => {
  await page.goto('/en/products');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('choosing Chinese stores zh-cn in the lang cookie', async ({ page, context }) => {
  await page.goto('/ru/aboutus');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/cn\/aboutus$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-cn');
});

test('opening a page sets the language from its path', async ({ page, context }) => {
  await page.goto('/cn');
  await hydrated(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-cn');
  await page.goto('/en/aboutus');
  await hydrated(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});
