import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './console-guard';
import { only } from '../unit/present';
import { productionIn } from './production-tag';
import { refuseChunks } from './refused-chunks';
import { storedSubmissions } from './operator-api';
import { emailedCode } from './outbox';

// The request-a-demo dialog (spec 2.6, 4, 5, 7, 8) in each locale, against the reference API:
// codes are read from the server's e-mail outbox, submissions from the operator API.

const locales = [
  { id: 'zh-cn', prefix: '/cn', footer: false },
  { id: 'en', prefix: '/en', footer: true },
  { id: 'ru', prefix: '/ru', footer: true },
] as const;

type Texts = Record<string, any>; // any: parsed YAML
const formsTexts = (locale: string): Texts => parse(readFileSync(`locales/${locale}/forms.yaml`, 'utf8'));
const commonTexts = (locale: string): Texts => parse(readFileSync(`locales/${locale}/common.yaml`, 'utf8'));
const required = (t: Texts, field: string): string => t.demo.fields[field].errors.required;

async function storedDemoRequests(page: Page, email: string) {
  const rows = await storedSubmissions<{ email: string; locale: string; payload: Record<string, unknown> }>(page.request, 'demo');
  return rows.filter((r) => r.email === email);
}

const dialog = (page: Page) => page.locator('dialog.form-dialog');
const field = (page: Page, name: string) => page.locator(`#form-demo_${name}`);
const notification = (page: Page, kind: string) => page.locator(`.notification[data-kind="${kind}"]`).last();

async function openFromHeader(page: Page, label: string) {
  await page.locator('.site-header').getByRole('button', { name: label }).click();
  await expect(dialog(page)).toBeVisible();
}

async function fillAll(page: Page, email: string, code = '000000') {
  await field(page, 'name').fill('Li Wei');
  await field(page, 'company').fill('Ningbo Ocean Lamps');
  await field(page, 'job').fill('Export manager');
  await field(page, 'email').fill(email);
  await field(page, 'code').fill(code);
  await field(page, 'mobile').fill('+86 574 8800 1234');
  await field(page, 'country').selectOption('CN');
  await field(page, 'interested').selectOption('US');
}

for (const locale of locales) {
  test.describe(`request a demo (${locale.id})`, () => {
    const t = formsTexts(locale.id);
    const common = commonTexts(locale.id);
    const label = common.nav.demo as string;
    const footerLabel = common.footer.requestDemo as string;

    test('opens from the header and the footer, and closes', async ({ page }) => {
      await page.goto(locale.prefix);
      await hydrated(page);
      await openFromHeader(page, label);
      await expect(dialog(page).getByRole('heading', { name: t.demo.title })).toBeVisible();
      await dialog(page).getByRole('button', { name: t.close }).click();
      await expect(dialog(page)).toBeHidden();
      if (!locale.footer) {
        // The Chinese marketing footer has no demo button (spec 2.7), nor a text for one.
        await expect(page.locator('.site-footer [data-opens-form]')).toHaveCount(0);
        return;
      }
      await page.locator('.site-footer').getByRole('button', { name: footerLabel }).click();
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    });

    test('submit waits for every required field, then stays enabled; the first empty field warns, in the spec order', async ({ page }) => {
      await page.goto(locale.prefix);
      await hydrated(page);
      await openFromHeader(page, label);
      const submit = dialog(page).getByRole('button', { name: t.demo.submit, exact: true });
      await expect(submit).toBeDisabled();
      await fillAll(page, `order-${locale.id}@lamps.example`);
      await expect(submit).toBeEnabled();

      // Emptied again: the button stays enabled (spec 4) and each click names the first empty field.
      await field(page, 'mobile').fill('');
      await field(page, 'name').fill('');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(notification(page, 'warning')).toContainText(required(t, 'name'));
      await expect(notification(page, 'warning')).toContainText(common.notify.warning);
      await field(page, 'name').fill('Li Wei');
      await submit.click();
      // The phone's prompt is literally a sample phone number (spec 5).
      await expect(notification(page, 'warning')).toContainText(required(t, 'mobile'));
      expect(required(t, 'mobile')).toMatch(/^\+\d[\d ]+$/);
      await field(page, 'mobile').fill('+86 574 8800 1234');
      await field(page, 'country').selectOption('');
      await submit.click();
      await expect(notification(page, 'warning')).toContainText(required(t, 'country'));
      expect(await storedDemoRequests(page, `order-${locale.id}@lamps.example`)).toEqual([]);
    });

    test('asking for a code without an e-mail warns; with one, success and a 60-second countdown that then returns', async ({ page }) => {
      await page.clock.install();
      await page.goto(locale.prefix);
      await hydrated(page);
      await openFromHeader(page, label);
      const send = dialog(page).getByRole('button', { name: t.sendCode.send, exact: true });
      await send.click();
      await expect(notification(page, 'warning')).toContainText(required(t, 'email'));

      await field(page, 'email').fill(`countdown-${locale.id}@lamps.example`);
      await send.click();
      await expect(notification(page, 'notice')).toContainText(t.demo.success);
      const countdown = dialog(page).locator('.email-code__send');
      await expect(countdown).toBeDisabled();
      await expect(countdown).toHaveText(t.sendCode.countdown.replace('{{seconds}}', '60'));
      await page.clock.runFor(1000);
      await expect(countdown).toHaveText(t.sendCode.countdown.replace('{{seconds}}', '59'));
      await page.clock.runFor(59_000);
      await expect(countdown).toBeEnabled();
      await expect(countdown).toHaveText(t.sendCode.send);

      // The server still refuses a second code within its minute: the code's message (spec 8).
      await countdown.click();
      const tooOften = common.apiErrors.tooManyEmailCodes as string;
      await expect(notification(page, 'error')).toContainText(tooOften);
      await expect(notification(page, 'error')).toContainText(common.notify.error);
      await expect(countdown).toBeEnabled();
    });

    test('a wrong code keeps everything; the right one stores the request, closes the dialog and resets the countdown', productionIn(locale.id, 'zh-cn'), async ({ page }) => {
      const email = `submit-${locale.id}-${Date.now()}@lamps.example`;
      await page.goto(locale.prefix);
      await hydrated(page);
      await openFromHeader(page, label);
      await field(page, 'email').fill(email);
      await dialog(page).getByRole('button', { name: t.sendCode.send, exact: true }).click();
      await expect(notification(page, 'notice')).toBeVisible();
      // The code mail is in the page's language (emails.yaml demoCode): read as the visitor reads it.
      const code = await emailedCode(email);

      await fillAll(page, email, code === '111111' ? '222222' : '111111');
      await dialog(page).getByRole('button', { name: t.demo.submit, exact: true }).click();
      await expect(notification(page, 'error')).toContainText(common.apiErrors.wrongCode);
      await expect(dialog(page)).toBeVisible();
      await expect(field(page, 'company')).toHaveValue('Ningbo Ocean Lamps');

      // A reload loses nothing but the code.
      await page.reload();
      await hydrated(page);
      await openFromHeader(page, label);
      await expect(field(page, 'company')).toHaveValue('Ningbo Ocean Lamps');
      await expect(field(page, 'code')).toHaveValue('');

      await field(page, 'code').fill(code);
      await dialog(page).getByRole('button', { name: t.demo.submit, exact: true }).dblclick();
      await expect(notification(page, 'notice')).toContainText(t.demo.success);
      await expect(dialog(page)).toBeHidden();
      const stored = await storedDemoRequests(page, email);
      expect(stored).toHaveLength(1);
      const storedRequest = only(stored, 'stored demo request');
      expect(storedRequest).toMatchObject({ locale: locale.id, payload: { name: 'Li Wei', company: 'Ningbo Ocean Lamps', country: 'CN', interested: 'US', mobile: '+86 574 8800 1234' } });
      expect(storedRequest.payload).not.toHaveProperty('code');

      // Reopened: empty, and the send-code button is back at once (the countdown was reset).
      await openFromHeader(page, label);
      await expect(field(page, 'company')).toHaveValue('');
      await expect(dialog(page).locator('.email-code__send')).toBeEnabled();
      await expect(dialog(page).locator('.email-code__send')).toHaveText(t.sendCode.send);
    });
  });
}

test('a dialog whose code fails to load again after the reload says so in an error notification, and its button keeps answering', async ({ page, consoleProblems }) => {
  const common = commonTexts('en');
  const dialogCode = /\/assets\/form-dialog-(?!host-)[^/]+\.js$/;
  const { refused, documents } = await refuseChunks(page, dialogCode);
  await page.goto('/en');
  await hydrated(page);
  const demo = page.locator('.site-header').getByRole('button', { name: common.nav.demo as string });
  // The first failure reloads the page: a new release may have replaced the files.
  await demo.click();
  await expect.poll(() => documents).toEqual(['/en', '/en']);
  await hydrated(page);
  await demo.click();
  const failure = notification(page, 'error');
  await expect(failure).toContainText(common.errors.formLoad.body);
  expect(documents).toEqual(['/en', '/en']);
  await expect(dialog(page)).toHaveCount(0);
  // The header is still alive: the same button says it again, rather than doing nothing.
  await failure.getByRole('button', { name: common.notify.close as string }).click();
  await expect(page.locator('.notification[data-kind="error"]')).toHaveCount(0);
  await demo.click();
  await expect(notification(page, 'error')).toContainText(common.errors.formLoad.body);
  expect(refused()).toBeGreaterThanOrEqual(2);

  await page.unroute(dialogCode);
  await page.reload();
  await hydrated(page);
  await openFromHeader(page, common.nav.demo as string);
  await expect(dialog(page).getByRole('heading', { name: formsTexts('en').demo.title })).toBeVisible();
  // Each failed load is reported (React names the undefined module of the load Vite gave up on before the reload).
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/net::ERR_FAILED|Failed to fetch dynamically imported module|form-dialog|reading 'default'/.test(p)));
});
