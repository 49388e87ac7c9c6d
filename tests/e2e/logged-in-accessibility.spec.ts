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
// is compact. Every-route.spec.ts checks every page logged out; here each language's pages whose
// member form differs are checked logged in, then the application header's menus are checked open.

const routeEntries = (parse(readFileSync('config/routes.yaml', 'utf8')) as { routes: Array<{ path: string; page: string }> }).routes;
/** Pages with a form: a member gets its signed-in form (config/forms.yaml signedIn:), not the visitor's. */
const formPages = new Set(routeEntries.map((r) => r.page).filter((page) => {
  try {
    return /^\s*- type: form\b/m.test(readFileSync(`config/pages/${page}.yaml`, 'utf8'));
  } catch {
    return false;
  }
}));
const appPaths = (parse(readFileSync('config/nav/app-header.yaml', 'utf8')) as { publicPages: { pathContains: string[] } }).publicPages.pathContains;
const loggedInRedirects = (parse(readFileSync('config/redirects.yaml', 'utf8')) as { loggedIn?: Array<{ from: string; to: string }> }).loggedIn ?? [];
const admin = itemAt(demoAccounts, 0, 'the main admin demo account');

/**
 * The pages of a language whose member form differs from the visitor's beyond the header and
 * footer every page of the language shares: the home (that shell, checked once per language), the
 * pages with the application header, the pages with a form, and where a member is sent on to (a
 * logged-in redirect). Every other page's body is the visitor's, which every-route.spec.ts checks
 * on every route; checking each again logged in cost four minutes of CI for the same findings.
 */
function memberPages(prefix: string): string[] {
  const differs = (r: { path: string; page: string }) => appPaths.some((text) => r.path.includes(text)) || formPages.has(r.page);
  const own = routeEntries.filter((r) => r.path.startsWith(`${prefix}/`) && !r.path.includes(':') && differs(r) && !loggedInRedirects.some((l) => l.from === r.path)).map((r) => r.path);
  const redirected = loggedInRedirects.filter((r) => r.from.startsWith(`${prefix}/`)).map((r) => r.to);
  return [...new Set([prefix, ...own, ...redirected])];
}

// In groups, as every-route.spec.ts does: one page visits a group's routes in turn, groups in parallel.
const groupSize = 8;
const memberGroups = ['/cn', '/en', '/ru'].flatMap((prefix) => {
  const paths = memberPages(prefix);
  return Array.from({ length: Math.ceil(paths.length / groupSize) }, (_, i) => paths.slice(i * groupSize, (i + 1) * groupSize));
});

async function logIn(page: Page): Promise<void> {
  const answer = await page.request.post('/console/user/login', { data: { email: admin.email, password: admin.password } });
  expect((await answer.json()).code).toBe(1);
}

for (const paths of memberGroups) {
  test(`a logged-in member's ${itemAt(paths, 0, 'a first page')} … ${itemAt(paths, -1, 'a last page')} (${paths.length} pages) render cleanly and accessibly`, async ({ page, consoleProblems }) => {
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
    // A full axe check for each of the header's eight or so open states, wide and narrow: about
    // 25 s on an idle 2-core machine, past the 30 s default when the suite keeps both cores busy.
    test.setTimeout(90_000);
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
