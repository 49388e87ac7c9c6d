import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './console-guard';
import { commonText, expectNotification, fillFields, fieldId, formsText, locale, openForm } from './form-helpers';
import { refuseChunks } from './refused-chunks';

// What a visitor reads when something is refused or fails: a field's own words at the field (not
// the server's generic "wrong parameters"), words that go once the field changes, notifications
// under their titles, and a form whose code failed to load saying so.

const en = locale('en');
const errorsOf = (page: Page, formId: string, path: string) => page.locator(`#${fieldId(formId, path)}__error li`);
const dialog = (page: Page) => page.locator('dialog.form-dialog');

test('a code for a malformed address is never asked for; an address the server refuses gets the field\'s own message, gone once it is changed', async ({ page }) => {
  const texts = formsText(en);
  const common = commonText(en);
  const ownFormat = texts.demo.fields.email!.errors!.format!;
  const codeCalls: string[] = [];
  // The server refuses the well-formed address below as a wrong parameter, naming the field.
  await page.route('**/api/public/sendVerifyCode', (route) => {
    codeCalls.push(route.request().postData() ?? '');
    return route.fulfill({ json: { code: 10001, data: { field: 'email' }, msg: 'Wrong parameters, please try again later!' } });
  });
  await page.goto('/en');
  await hydrated(page);
  await page.locator('.site-header').getByRole('button', { name: common.nav.demo, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  const send = dialog(page).getByRole('button', { name: (texts as unknown as { sendCode: { send: string } }).sendCode.send, exact: true });

  await page.locator('#form-demo_email').fill('li@ocean');
  await send.click();
  await expectNotification(page, en, 'warning', ownFormat);
  expect(codeCalls).toEqual([]);

  await page.locator('#form-demo_email').fill('li@ocean.example');
  await send.click();
  await expect(errorsOf(page, 'demo', 'email')).toHaveText([ownFormat]);
  await expect(page.locator('.notification[data-kind="warning"] .notification__message')).toHaveText([ownFormat, ownFormat]);
  expect(codeCalls).toHaveLength(1);
  await expect(page.getByText('Wrong parameters')).toHaveCount(0);

  await page.locator('#form-demo_email').fill('li@ocean-lamps.example');
  await expect(errorsOf(page, 'demo', 'email')).toHaveCount(0);
});

test('a wrong captcha is said under the field until a new answer is typed; acceptance is a titled notice', async ({ page }) => {
  const texts = formsText(en);
  const form = await openForm(page, '/en/contact', 'message');
  await fillFields(page, 'contact', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', subject: 'Captcha', message: 'Please call me.', captcha: 'zzzz' });
  await form.getByRole('button', { name: texts.contact.submit }).click();
  await expect(errorsOf(page, 'contact', 'captcha')).toHaveCount(1);
  await expect(errorsOf(page, 'contact', 'captcha')).not.toHaveText('');

  await fillFields(page, 'contact', { captcha: 'k4pz' });
  await expect(errorsOf(page, 'contact', 'captcha')).toHaveCount(0);
  await form.getByRole('button', { name: texts.contact.submit }).click();
  await expectNotification(page, en, 'notice', texts.contact.success);
});

test('a form whose code fails to load again after the reload says so in its place, with a button to reload', async ({ page, consoleProblems }) => {
  const { refused, documents } = await refuseChunks(page, /\/assets\/page-form-[^/]+\.js$/);
  await page.goto('/ru/contact');
  const common = commonText(locale('ru')) as unknown as { errors: { formLoad: { body: string; reload: string } } };
  const failure = page.locator('section#message .form-load-failure');
  await expect(failure).toContainText(common.errors.formLoad.body);
  // The first failure reloaded the page (the guard allowed it); the second did not.
  expect(documents).toEqual(['/ru/contact', '/ru/contact']);
  expect(refused()).toBe(2);

  await page.unroute(/\/assets\/page-form-[^/]+\.js$/);
  await failure.getByRole('button', { name: common.errors.formLoad.reload }).click();
  await expect(page.locator('section#message .engine-form')).toBeVisible();
  await expect(failure).toHaveCount(0);
  // Each failed load is reported (React names the undefined module of the load Vite gave up on before the reload).
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/net::ERR_FAILED|Failed to fetch dynamically imported module|page-form|reading 'default'/.test(p)));
});

test('the purchase form names each package as its pricing card does', async ({ page }) => {
  for (const l of ['cn', 'en', 'ru'] as const) {
    await page.goto(`/${l}/package`);
    const cards = await page.locator('.pricing__card h3').allTextContents();
    expect(cards.length).toBeGreaterThan(1);
    const options = (await page.locator(`#${fieldId('package-purchase', 'package')} option`).allTextContents()).filter((o) => o.includes(' · '));
    expect(options.map((o) => o.split(' · ')[0])).toEqual(cards);
  }
});
