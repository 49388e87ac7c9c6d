import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, hydrated, test } from './console-guard';
import { itemAt, present } from '../unit/present';

const site = parse(readFileSync('config/site.yaml', 'utf8')) as { contactWidget: { qq: string; phone: string } };
const zh = parse(readFileSync('locales/zh-cn/common.yaml', 'utf8')) as { chat: Record<string, string> };

test('the Chinese pages\' contact widget shows the QR code, QQ and phone of site.yaml, and closes on Escape', async ({ page }) => {
  await page.goto('/cn');
  await hydrated(page);
  const button = page.getByRole('button', { name: zh.chat.label });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const panel = page.locator('.contact-widget__panel');
  await expect(panel.getByRole('img', { name: zh.chat.qrCaption })).toBeVisible();
  await expect(panel).toContainText(site.contactWidget.qq);
  await expect(panel.getByRole('link', { name: site.contactWidget.phone })).toHaveAttribute('href', `tel:${site.contactWidget.phone.replace(/[^+0-9]/g, '')}`);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the English pages have no floating widget; their footer offers a demo request', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await expect(page.locator('.contact-widget')).toHaveCount(0);
  await expect(page.locator('footer').getByRole('button', { name: 'Request a demo' })).toBeVisible();
});

test('back to top eases up in steps, or jumps when the visitor prefers reduced motion', async ({ page }) => {
  await page.goto('/en/countrydetail');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(2000);
  // Time stands still until the test moves it, so each step can be watched.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
  await page.getByRole('button', { name: 'Back to top' }).click();
  await page.clock.runFor(16);
  // One step moves by a fifth of the offset.
  expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(bottom - Math.ceil(bottom / 5), -1);
  await page.clock.runFor(16 * 60);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Back to top' }).click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a solutions link with ?contId= lands on that audience\'s section', async ({ page }) => {
  await page.goto('/en/solutionsdetail?contId=8001&name=Government%20Agencies');
  await hydrated(page);
  await expect(page.locator('#c8001')).toBeInViewport();
  await expect(page.locator('#c8001')).toBeFocused();
});

test('the service page lists the utility tools from the tools host, its first row skipped', async ({ page }) => {
  const tools = parse(readFileSync('config/tools.yaml', 'utf8')) as { lists: Array<{ id: number; rows: Array<{ name: Record<string, string>; url: string }> }> };
  const list = tools.lists.find((l) => l.id === 154)!;
  const answered = page.waitForResponse((r) => r.url().includes('/api/list?id=154&page=1&limit=10&desc=false'));
  await page.goto('/cn/service#utilities');
  await hydrated(page);
  expect((await answered).ok()).toBe(true);
  const links = page.locator('#utilities .tools__link');
  await expect(links).toHaveCount(list.rows.length);
  const first = itemAt(list.rows, 0, 'row of tool list 154');
  await expect(links.first()).toHaveText(present(first.name['zh-cn'], 'the zh-cn name of the first tool of list 154'));
  await expect(links.first()).toHaveAttribute('href', first.url);
});

test('a logged-in member sees the console link in a new tab and the compact footer; after logout, the visitor\'s header again', async ({ page }) => {
  const login = await page.request.post('/console/user/login', { data: { email: 'admin@demo.example', password: 'Admin-demo-2026' } });
  expect((await login.json()).code).toBe(1);
  await page.goto('/en/products');
  await hydrated(page);
  const consoleLink = page.getByRole('link', { name: /^Console/ });
  await expect(consoleLink).toHaveAttribute('target', '_blank');
  // site.yaml hosts.console is "": this server serves the console (config/console.yaml).
  await expect(consoleLink).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // The footer folds to its legal row while the header island marks the document as a member's.
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.locator('footer .site-footer__column').first()).toBeHidden();
  await expect(page.locator('footer .site-footer__inner')).toBeHidden();

  await page.request.post('/console/user/logout');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('footer .site-footer__column').first()).toBeVisible();
});
