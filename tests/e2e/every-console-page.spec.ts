import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './console-guard';
import { expectCleanAndAccessible } from './page-health';

// Every console page of config/console.yaml, as the member who may open them all: it answers 200,
// hydrates without console problems, shows its title and no raw translation key, and has no
// serious or critical accessibility violation. The sign-in pages are checked in each language.
const consoleConfig = parse(readFileSync('config/console.yaml', 'utf8')) as { login: string; register: string; pages: Array<{ path: string }> };
const languages = ['zh-cn', 'en', 'ru'];

consoleConfig.pages.forEach(({ path }, index) => {
  // The languages take turns, so that every language's texts are looked at somewhere.
  const lang = languages[index % languages.length];
  test(`${path} (${lang}) renders cleanly and accessibly`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const answer = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
    expect((await answer.json()).code).toBe(1);
    await expectCleanAndAccessible(page, path);
    await expect(page.getByTestId('app-header')).toBeVisible();
  });
});

for (const lang of languages) {
  for (const path of [consoleConfig.login, consoleConfig.register]) {
    test(`${path} (${lang}) renders cleanly and accessibly`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await expectCleanAndAccessible(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh-cn' ? 'zh-CN' : lang);
    });
  }
}
