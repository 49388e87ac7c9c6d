import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { demoAccounts } from '../../server/auth/seed-accounts';
import { production } from './production-tag';

test('switching language on /en/contact keeps the page and stores ru in the lang cookie', production, async ({ page, context }) => {
  await page.goto('/en/contact');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ru');
});

const switchTo = async (page: Page, navigation: string, language: string) => {
  await hydrated(page);
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name: language }).click();
};

test('from the English and Russian sites the switch keeps the page; from the Chinese site only on listed pages', async ({ page }) => {
  await page.goto('/en/products');
  await switchTo(page, 'Language', 'Русский');
  await expect(page).toHaveURL(/\/ru\/products$/);
  await page.goto('/ru/package');
  await switchTo(page, 'Язык', 'English');
  await expect(page).toHaveURL(/\/en\/package$/);
  await page.goto('/cn/products');
  await switchTo(page, '语言', 'English');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/cn/contact');
  await switchTo(page, '语言', 'English');
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test('a logged-in English member sent from /en/service/cedarRose to the Chinese address reads English and keeps lang=en', production, async ({ page, context, baseURL }) => {
  const member = demoAccounts.find((a) => a.email === 'member@demo.example')!;
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const answer = await page.request.post('/console/user/login', { data: { email: member.email, password: member.password } });
  expect((await answer.json()).code).toBe(1);
  await page.goto('/en/service/cedarRose');
  // The browser moves on once the page's script has asked who is logged in: a navigation to wait
  // for, not a value to poll for five seconds (behind nginx under the suite's load it takes longer).
  await page.waitForURL(/\/cn\/service\/cedarRose\?lang=en$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('Company credit reports on your trading partners');
  await expect(page.getByLabel('Company to report on')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await expect(page).toHaveURL(/\/cn\/service\/cedarRose\?lang=en$/);
});

test('a 404 on an English or Russian path is a page of that locale, with its header and footer', production, async ({ page, consoleProblems }) => {
  for (const [path, lang, title] of [['/en/payment/%3C', 'en', 'This page could not be found'], ['/ru/payment/%3C', 'ru', 'Страница не найдена']] as const) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  }
  // The browser reports each 404 answer it was sent; nothing else may go wrong on these pages.
  expect(consoleProblems).toEqual(Array(2).fill('error: Failed to load resource: the server responded with a status of 404 (Not Found)'));
  consoleProblems.length = 0;
});

test('an invalid lang cookie is read by the rule and rewritten to the language it was read as', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'zh-TW', url: baseURL! }]);
  await page.goto('/login');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-cn');
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
  await page.goto('/login');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh-cn');
});

test('the lower-case Russian solution-detail address reaches the page', async ({ page }) => {
  await page.goto('/ru/solutionsdetail?contId=998');
  await expect(page).toHaveURL(/\/ru\/solutionsDetail\?contId=998$/);
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
