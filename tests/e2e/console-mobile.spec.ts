import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { test, expect, hydrated } from './console-guard';
import { present } from '../unit/present';

// The console's mobile menus on a phone (spec 4): one submenu open at a time, closed on route
// change, and closed when the window reaches 1200 px (the header) or 768 px (the side nav).

const en = parse(readFileSync('locales/en/console.yaml', 'utf8')) as { nav: Record<string, string>; shell: Record<string, string>; module: Record<string, { title: string }> };

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const answer = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
  expect((await answer.json()).code).toBe(1);
});

test('the mobile menu keeps one submenu open, closes on navigation and when the window reaches 1200 px', async ({ page }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: en.shell.openMenu });
  const menu = page.getByTestId('app-mobile-menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();

  const dataCentre = menu.getByRole('button', { name: en.nav.dataCentre });
  const crm = menu.getByRole('button', { name: en.nav.crm });
  await dataCentre.click();
  await expect(dataCentre).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: en.nav.shipmentsSearch })).toBeVisible();
  await crm.click();
  await expect(crm).toHaveAttribute('aria-expanded', 'true');
  await expect(dataCentre).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: en.nav.shipmentsSearch })).toBeHidden();
  await crm.click();
  await expect(crm).toHaveAttribute('aria-expanded', 'false');

  // Following a link closes the menu.
  await crm.click();
  await menu.getByRole('link', { name: en.nav.crmPublic }).click();
  await expect(page).toHaveURL(/\/crm\/crm-public$/);
  // The address changes before the new page is on screen (React Router renders it in a
  // transition): a visitor opens the menu of the page they see, so the test waits for it too.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(present(en.module.crmPublic?.title, 'module.crmPublic.title in locales/en/console.yaml'));
  await expect(menu).toBeHidden();

  // Reaching the large breakpoint closes it; coming back does not reopen it.
  await page.getByRole('button', { name: en.shell.openMenu }).click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1199, height: 800 });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.getByTestId('app-mobile-menu')).toHaveCount(0);
  await expect(page.locator('.app-nav')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('button', { name: en.shell.openMenu })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('app-mobile-menu')).toBeHidden();
});

test("the console's own mobile nav closes when the window reaches 768 px", async ({ page }) => {
  await page.goto('/crm/crm-private');
  await hydrated(page);
  const side = page.getByTestId('console-side-nav');
  const toggle = side.getByRole('button');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(side.getByRole('link', { name: en.nav.crmCooperative })).toBeVisible();
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.setViewportSize({ width: 768, height: 800 });
  // Wide enough: the list shows as a side list, with no toggle.
  await expect(side.getByRole('button')).toHaveCount(0);
  await expect(side.getByRole('link', { name: en.nav.crmCooperative })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(side.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await expect(side.getByRole('link', { name: en.nav.crmCooperative })).toBeHidden();
});

test('signing out from the mobile menu asks for confirmation', async ({ page }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('button', { name: en.shell.openMenu }).click();
  await page.getByTestId('app-mobile-menu').getByRole('button', { name: en.shell.signOut }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure to log out?');
  await page.getByRole('dialog').getByRole('button', { name: en.shell.cancel }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});
