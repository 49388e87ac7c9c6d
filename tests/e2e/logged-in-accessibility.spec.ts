import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { expectCleanAndAccessible, expectNoSeriousAxeViolations } from './page-health';
import { laidOut } from './overflow';
import { demoAccounts } from '../../server/auth/seed-accounts';
import { itemAt } from '../unit/present';

// The public pages as a logged-in member sees them: the header offers the console instead of
// Log in (or, on paths containing service or package, is the application header) and the footer
// is compact. Every-route.spec.ts checks the same pages logged out; here each kind of page is
// checked once per language, then the application header's menus are checked open.

const routes = (parse(readFileSync('config/routes.yaml', 'utf8')) as { routes: Array<{ path: string }> }).routes.map((r) => r.path);
const appPaths = (parse(readFileSync('config/nav/app-header.yaml', 'utf8')) as { publicPages: { pathContains: string[] } }).publicPages.pathContains;
const loggedInRedirects = (parse(readFileSync('config/redirects.yaml', 'utf8')) as { loggedIn?: Array<{ from: string; to: string }> }).loggedIn ?? [];
const admin = itemAt(demoAccounts, 0, 'the main admin demo account');

/**
 * A language's pages that differ for a member: its home page (public header and compact footer)
 * and the first page of each kind that shows the application header (/cn/service, /cn/package,
 * /cn/packageLearn, ...). Pages a member is sent on from are checked where they send him.
 */
function memberPages(prefix: string): string[] {
  const kinds = new Map<string, string>();
  for (const path of routes.filter((p) => p.startsWith(`${prefix}/`) && !p.includes(':'))) {
    if (!appPaths.some((text) => path.includes(text)) || loggedInRedirects.some((r) => r.from === path)) continue;
    const kind = path.split('/')[2] ?? path;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  const redirected = loggedInRedirects.filter((r) => r.from.startsWith(`${prefix}/`)).slice(0, 1).map((r) => r.to);
  return [prefix, ...kinds.values(), ...redirected];
}

async function logIn(page: Page): Promise<void> {
  const answer = await page.request.post('/console/user/login', { data: { email: admin.email, password: admin.password } });
  expect((await answer.json()).code).toBe(1);
}

for (const prefix of ['/cn', '/en', '/ru']) {
  test(`a logged-in member's ${prefix} pages render cleanly and accessibly`, async ({ page, consoleProblems }) => {
    const paths = memberPages(prefix);
    test.setTimeout(paths.length * 30_000);
    await logIn(page);
    for (const path of paths) {
      await test.step(path, async () => {
        await expectCleanAndAccessible(page, path);
        // The member's form of the page is what was checked: compact footer, and the header of its kind.
        await expect(page.locator('html')).toHaveAttribute('data-member', '');
        if (appPaths.some((text) => path.includes(text))) await expect(page.getByTestId('app-header')).toBeVisible();
        else await expect(page.locator('.site-header__console')).toBeVisible();
        expect(consoleProblems, `console errors or warnings on ${path}`).toEqual([]);
      });
    }
  });
}

/** Each control of the header that opens something, opened in turn and checked open, then closed. */
async function checkEachOpenState(page: Page, header: Locator): Promise<number> {
  // Counted with everything closed; each is closed again before the next, so the nth stays the nth.
  const openers = header.locator('button[aria-expanded]:visible');
  const count = await openers.count();
  for (let i = 0; i < count; i++) {
    const opener = await openers.nth(i).elementHandle();
    if (!opener) throw new Error(`header control ${i} went away`);
    const expanded = () => opener.getAttribute('aria-expanded');
    const name = (await opener.innerText()).trim() || `control ${i}`;
    await test.step(`${name} open`, async () => {
      await opener.click();
      await expect.poll(expanded).toBe('true');
      await laidOut(page);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      if ((await expanded()) === 'true') await opener.click();
      await expect.poll(expanded).toBe('false');
    });
  }
  return count;
}

for (const prefix of ['/cn', '/en', '/ru']) {
  test(`the application header on ${prefix}/package has no accessibility violation with any of its menus open, wide and narrow`, async ({ page }) => {
    await logIn(page);
    await page.goto(`${prefix}/package`);
    const header = page.getByTestId('app-header');
    await expect(header).toBeVisible();
    // The wide header: each dropdown, the language and account menus, the systems drawer.
    expect(await checkEachOpenState(page, header)).toBeGreaterThan(2);
    // The narrow header: its menu button, then what opens inside the open menu.
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = header.locator('button[aria-controls][aria-expanded]').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await laidOut(page);
    await expectNoSeriousAxeViolations(page);
  });
}
