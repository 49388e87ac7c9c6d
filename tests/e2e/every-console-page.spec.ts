import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';

// Every console page of config/console.yaml, as the member who may open them all: it answers 200,
// hydrates without console problems, shows its title and no raw translation key, and has no
// serious or critical accessibility violation. The sign-in pages are checked in each language.
const consoleConfig = parse(readFileSync('config/console.yaml', 'utf8')) as { login: string; register: string; pages: Array<{ path: string }> };
const languages = ['zh-cn', 'en', 'ru'];

async function checkPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveCount(1);
  const words = (await page.locator('body').innerText()).split(/\s+/);
  expect(words.filter((w) => /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(w) && !/\.(com|example|cn|ru|org|gov)/.test(w))).toEqual([]);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

consoleConfig.pages.forEach(({ path }, index) => {
  // The languages take turns, so that every language's texts are looked at somewhere.
  const lang = languages[index % languages.length];
  test(`${path} (${lang}) renders cleanly and accessibly`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const answer = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
    expect((await answer.json()).code).toBe(1);
    await checkPage(page, path);
    await expect(page.getByTestId('app-header')).toBeVisible();
  });
});

for (const lang of languages) {
  for (const path of [consoleConfig.login, consoleConfig.register]) {
    test(`${path} (${lang}) renders cleanly and accessibly`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await checkPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh-cn' ? 'zh-CN' : lang);
    });
  }
}
