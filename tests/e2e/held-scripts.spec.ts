import type { Page, Route } from '@playwright/test';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { expect, test } from './console-guard';
import { endpoints, expectNotification, field, fieldId, fillFields, formsText, locale, postsOf, unique } from './form-helpers';
import { emailedCode } from './outbox';
import { storedSubmissions } from './operator-api';

// What a visitor does between the first paint and the arrival of the page's scripts (decision
// 048): every script file is held back until the test lets it go, as on a slow phone where that
// takes seconds. Nothing done meanwhile is lost, done twice, or sent as a GET with the fields in
// the address (a prerendered <form> without its code would do exactly that).

/** Holds back every script file of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.endsWith('.js'), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every address the page asks for or goes to, to check that none carries what was typed. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(r.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

const commonText = (localeId: string) => parse(readFileSync(`locales/${localeId}/common.yaml`, 'utf8')) as { nav: Record<string, string>; footer: Record<string, string> };
const noScriptRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.islands === undefined && !document.querySelector('[data-island-hydrated]'));

test('a contact message sent (button and Enter) before the scripts arrive is sent once when they do, and stored', async ({ page, request }) => {
  test.setTimeout(60_000);
  const l = locale('en');
  const texts = formsText(l);
  const release = await holdScripts(page);
  const addresses = addressesOf(page);
  const posts = postsOf(page, 'contact');
  await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
  const form = page.locator('section#message');
  await expect(form.locator('form')).toHaveAttribute('method', 'post');

  const subject = unique('held-contact');
  const values = { firstName: 'Ann', lastName: 'Lee', email: `${subject}@example.com`, subject, message: 'Sent while the page was still loading.' };
  await fillFields(page, 'contact', { ...values, captcha: 'k4pz' });
  await form.getByRole('button', { name: texts.contact.submit }).click();
  await field(page, 'contact', 'subject').press('Enter');
  expect(await noScriptRan(page), 'the scripts are still held back').toBe(true);
  expect(new URL(page.url()).search, 'the page did not submit itself').toBe('');
  expect(posts).toHaveLength(0);

  release();
  await expectNotification(page, l, 'notice', texts.contact.success);
  const rows = (await storedSubmissions<{ payload: Record<string, unknown> }>(request, 'contact')).filter((r) => r.payload.subject === subject);
  expect(rows.map((r) => r.payload)).toEqual([values]);
  expect(posts, 'sent once for a click and an Enter').toHaveLength(1);
  for (const address of addresses) expect(address).not.toMatch(/form-contact|held-contact/);
});

test('a purchase sent before the scripts arrive never puts the password in an address; when they arrive it is checked and then placed once', async ({ page }) => {
  test.setTimeout(90_000);
  const l = locale('en');
  const texts = formsText(l);
  const formId = 'package-purchase';
  const release = await holdScripts(page);
  const addresses = addressesOf(page);
  const posts = postsOf(page, formId);
  await page.goto('/en/package', { waitUntil: 'domcontentloaded' });
  const form = page.locator('section#buy');
  await expect(form.locator('form')).toHaveAttribute('method', 'post');

  const email = `${unique('held-buyer')}@example.com`;
  const password = 'held-secret-4821';
  await fillFields(page, formId, { firstName: 'Grace', lastName: 'Hopper', email, password, captcha: 'k4pz' });
  const select = field(page, formId, 'package');
  await select.selectOption({ label: (await select.locator('option', { hasText: /^Global · / }).textContent())! });
  await page.locator(`#${fieldId(formId, 'paymentMethod')}-1`).check(); // bank transfer
  await page.locator(`#${fieldId(formId, 'agree')}`).check();
  await field(page, formId, 'password').press('Enter');
  await form.getByRole('button', { name: texts[formId].submit }).click();
  expect(await noScriptRan(page), 'the scripts are still held back').toBe(true);
  expect(new URL(page.url()).search).toBe('');

  release();
  // Checked as a submit after loading: the e-mailed code is missing, so nothing is sent and the
  // form says so at that field; everything typed stays.
  await expect(page.locator(`#${fieldId(formId, 'code')}`)).toBeFocused();
  await expect(page.locator(`#${fieldId(formId, 'code')}__error li`)).toHaveCount(1);
  await expect(form.locator('.error-detail li'), 'only the missing code is reported').toHaveCount(1);
  await expect(field(page, formId, 'password')).toHaveValue(password);
  expect(posts).toHaveLength(0);

  await form.getByRole('button', { name: texts.sendCode.send, exact: true }).click();
  await field(page, formId, 'code').fill(await emailedCode(email));
  await field(page, formId, 'captcha').fill('k4pz');
  await form.getByRole('button', { name: texts[formId].submit }).click();
  await page.waitForURL(/\/en\/payment\/\d{12}$/);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.url()).not.toContain(password);
  expect(new URL(posts[0]!.url()).pathname).toBe(endpoints[formId].endpoint.path);
  for (const address of addresses) expect(address).not.toContain(password);
});

for (const place of ['header', 'footer'] as const) {
  test(`Demo in the ${place}, clicked before the scripts arrive, opens its dialog once they do`, async ({ page }) => {
    const common = commonText('en');
    const release = await holdScripts(page);
    await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    const button = place === 'header'
      ? page.locator('.site-header').getByRole('button', { name: common.nav.demo })
      : page.locator('.site-footer [data-opens-form]');
    await button.click();
    expect(await noScriptRan(page)).toBe(true);
    await expect(page.locator('dialog.form-dialog')).toBeHidden();
    release();
    await expect(page.locator('dialog.form-dialog')).toBeVisible();
    await expect(page.locator('dialog.form-dialog')).toHaveCount(1);
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu button tapped before the scripts arrive opens the menu once they do', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const toggle = page.locator('.site-header__toggle');
    await toggle.tap();
    expect(await noScriptRan(page)).toBe(true);
    release();
    await expect(page.locator('.main-nav')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
