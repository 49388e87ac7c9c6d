import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './console-guard';
import { expectCleanAndAccessible } from './page-health';
import { itemAt } from '../unit/present';

// Every console page of config/console.yaml, as the member who may open them all: it answers 200,
// hydrates without console problems, shows its title and no raw translation key, and (each kind of
// page in each language) has no serious or critical accessibility violation. The sign-in pages
// are checked in each language.
const consoleConfig = parse(readFileSync('config/console.yaml', 'utf8')) as { login: string; register: string; pages: Array<{ path: string; workspace?: string }> };
const languages = ['zh-cn', 'en', 'ru'];

// The languages take turns, so that every language's texts are looked at somewhere.
const pages = consoleConfig.pages.map(({ path, workspace }, index) => ({ path, workspace, lang: itemAt(languages, index % languages.length, 'a language') }));
// A module page without a workspace is one component showing its own title and summary: axe
// checks the first such page in each language and every page with a workspace; the others get
// every other check (half the suite's CPU went to axe, 55 times on near-identical markup).
const axeChecked = new Set([
  ...pages.filter((p) => p.workspace).map((p) => p.path),
  ...languages.flatMap((lang) => pages.find((p) => !p.workspace && p.lang === lang)?.path ?? []),
]);
// In groups, each visited in turn by one page of one logged-in member (every-route.spec.ts says
// why); each page is a step of its own, in its language, and must leave no console problem behind.
const groupSize = 8;
const groups = Array.from({ length: Math.ceil(pages.length / groupSize) }, (_, i) => pages.slice(i * groupSize, (i + 1) * groupSize));

for (const group of groups) {
  test(`${itemAt(group, 0, 'a first page').path} … ${itemAt(group, -1, 'a last page').path} (${group.length} pages) render cleanly and accessibly`, async ({ page, context, baseURL, consoleProblems }) => {
    test.setTimeout(group.length * 30_000); // the default, per page
    const answer = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
    expect((await answer.json()).code).toBe(1);
    for (const { path, lang } of group) {
      await test.step(`${path} (${lang})`, async () => {
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
        await expectCleanAndAccessible(page, path, { axe: axeChecked.has(path) });
        await expect(page.getByTestId('app-header')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh-cn' ? 'zh-CN' : lang);
        expect(consoleProblems, `console errors or warnings on ${path} (${lang})`).toEqual([]);
      });
    }
  });
}

for (const lang of languages) {
  for (const path of [consoleConfig.login, consoleConfig.register]) {
    test(`${path} (${lang}) renders cleanly and accessibly`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await expectCleanAndAccessible(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh-cn' ? 'zh-CN' : lang);
    });
  }
}
