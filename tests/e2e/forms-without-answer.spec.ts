import type { Locator, Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import {
  commonText, endpoints, expectFieldValues, expectNotification, field, fieldId, fillFields, formsText, locale, optionName,
  openForm, postsOf, stubCaptchas, transportText, unique, type Locale,
} from './form-helpers';

// Issue 15, point 2: a form whose request never gets an answer must not hang. With the API
// unreachable every public form says spec 8's "Invalid request" in the page's language, in the
// form and as a notification, within moments (three tries under one Idempotency-Key), and
// everything typed stays in its field. A request that hangs ends at site.yaml's 120 s timeout.

/** The calls of the API (config/site.yaml serves it from the site's own origin): refused, as by a server that is down. */
const apiPath = /^\/(api|public|pay|auth|console\/user)\//;
async function apiUnreachable(page: Page): Promise<void> {
  await page.route((url) => apiPath.test(url.pathname), (route) => route.abort('connectionrefused'));
}

/** The aborted calls are logged by the browser (net::ERR_...); nothing else may be. */
function onlyRefusedCalls(problems: string[]): void {
  expect(problems.filter((p) => !/net::ERR_CONNECTION_REFUSED|net::ERR_FAILED/.test(p))).toEqual([]);
  problems.splice(0);
}

/** The form says it was not sent, in the page's words, and is ready to send again. */
async function expectNotSent(page: Page, form: Locator, l: Locale, submit: string) {
  const invalid = transportText(l);
  await expect(form.locator('.page-form__failed .page-form__failure')).toHaveText(invalid, { timeout: 10_000 });
  await expect(form.locator('.page-form__failed')).toContainText(formsText(l).failed);
  await expectNotification(page, l, 'error', invalid);
  await expect(form.getByRole('button', { name: submit, exact: true })).toBeEnabled();
}

/** Three tries of one submission, all under the same Idempotency-Key (the server would store it once). */
async function expectThreeTriesOfOneSubmission(posts: Request[]) {
  await expect.poll(() => posts.length).toBe(3);
  const keys = await Promise.all(posts.map((p) => p.headerValue('idempotency-key')));
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
}

test('contact (ru): "Invalid request" in Russian, and every field keeps what was typed, the captcha too', async ({ page, consoleProblems }) => {
  const l = locale('ru');
  const texts = formsText(l);
  await apiUnreachable(page);
  const posts = postsOf(page, 'contact');
  const form = await openForm(page, '/ru/contact', 'message');
  const values = { firstName: 'Анна', lastName: 'Иванова', email: `${unique('ru')}@example.com`, subject: 'Импорт', message: 'Перезвоните мне, пожалуйста.', captcha: 'k4pz' };
  await fillFields(page, 'contact', values);
  await form.getByRole('button', { name: texts.contact.submit }).click();

  await expectNotSent(page, form, l, texts.contact.submit);
  await expectFieldValues(page, 'contact', values);
  await expectThreeTriesOfOneSubmission(posts);
  onlyRefusedCalls(consoleProblems);
});

test('credit report (en): "Invalid request", with the service, the country and every text kept', async ({ page, consoleProblems }) => {
  const l = locale('en');
  const texts = formsText(l);
  const formId = 'credit-report';
  await apiUnreachable(page);
  const posts = postsOf(page, formId);
  const form = await openForm(page, '/en/service/cedarRose', 'enquiry');
  const service = form.getByRole('radio', { name: optionName(texts, formId, 'service', 'existing-report'), exact: true });
  await service.check();
  const values = { companyName: unique('company'), companyWeb: 'www.example.com', companyAddress: 'Hauptstrasse 1, Berlin', mobile: '+49 30 1234567', captcha: 'k4pz' };
  await fillFields(page, formId, values);
  await field(page, formId, 'country').selectOption('DE');
  await form.getByRole('button', { name: texts[formId].submit }).click();

  await expectNotSent(page, form, l, texts[formId].submit);
  await expectFieldValues(page, formId, { ...values, country: 'DE' });
  await expect(service).toBeChecked();
  await expectThreeTriesOfOneSubmission(posts);
  onlyRefusedCalls(consoleProblems);
});

test('debt claim (cn): "Invalid request" in Chinese, and both nested groups keep every field', async ({ page, consoleProblems }) => {
  const l = locale('cn');
  const texts = formsText(l);
  const formId = 'debt-claim';
  await apiUnreachable(page);
  const posts = postsOf(page, formId);
  const form = await openForm(page, '/cn/service/debtcollection', 'claim');
  const values = {
    'creditor.companyName': '宁波海洋灯具', 'creditor.contactName': '李伟', 'creditor.contactEmail': `${unique('cn')}@example.com`, 'creditor.phone': '+86 574 8765 4321',
    'debtor.companyName': unique('debtor'), 'debtor.contactName': 'John Smith', 'debtor.lastContactDate': '2026-09-30', 'debtor.debtValue': 'USD 25,000',
    'debtor.lastContactDetails': '九月份电话联系过。',
  };
  await fillFields(page, formId, values);
  await form.getByRole('button', { name: texts[formId].submit }).click();

  await expectNotSent(page, form, l, texts[formId].submit);
  await expectFieldValues(page, formId, values);
  await expectThreeTriesOfOneSubmission(posts);
  onlyRefusedCalls(consoleProblems);
});

test('package purchase (ru): "Invalid request", and the package, the method, the ticked terms and the password stay', async ({ page, consoleProblems }) => {
  const l = locale('ru');
  const texts = formsText(l);
  const formId = 'package-purchase';
  await apiUnreachable(page);
  const posts = postsOf(page, formId);
  const form = await openForm(page, '/ru/package', 'buy');
  const select = field(page, formId, 'package');
  const chosen = (await select.locator('option', { hasText: /^Global · / }).getAttribute('value'))!;
  await select.selectOption(chosen);
  const method = form.getByRole('radio', { name: optionName(texts, formId, 'paymentMethod', 'bank-transfer'), exact: true });
  await method.check();
  const agree = form.locator(`#${fieldId(formId, 'agree')}`);
  await agree.check();
  const values = { firstName: 'Анна', lastName: 'Иванова', email: `${unique('buyer')}@example.com`, code: '123456', password: 'correct horse 42', captcha: 'k4pz' };
  await fillFields(page, formId, values);
  await form.getByRole('button', { name: texts[formId].submit }).click();

  await expectNotSent(page, form, l, texts[formId].submit);
  await expectFieldValues(page, formId, { ...values, package: chosen });
  await expect(method).toBeChecked();
  await expect(agree).toBeChecked();
  await expectThreeTriesOfOneSubmission(posts);
  onlyRefusedCalls(consoleProblems);
});

test('request a demo (cn dialog): "Invalid request" in the dialog, which stays open with everything typed', async ({ page, consoleProblems }) => {
  const l = locale('cn');
  const texts = formsText(l);
  await apiUnreachable(page);
  const posts = postsOf(page, 'demo');
  await page.goto('/cn');
  await hydrated(page);
  await page.locator('.site-header').getByRole('button', { name: commonText(l).nav.demo }).click();
  const dialog = page.locator('dialog.form-dialog');
  await expect(dialog).toBeVisible();
  const values = { name: '李伟', company: '宁波海洋灯具', job: '出口经理', email: `${unique('demo')}@lamps.example`, code: '123456', mobile: '+86 574 8800 1234' };
  await fillFields(page, 'demo', values);
  await field(page, 'demo', 'country').selectOption('CN');
  await field(page, 'demo', 'interested').selectOption('US');
  await dialog.getByRole('button', { name: texts.demo.submit, exact: true }).click();

  const invalid = transportText(l);
  await expect(dialog.locator('.page-form__failed .page-form__failure')).toHaveText(invalid, { timeout: 10_000 });
  await expectNotification(page, l, 'error', invalid);
  await expect(dialog).toBeVisible();
  await expectFieldValues(page, 'demo', { ...values, country: 'CN', interested: 'US' });
  await expect(dialog.getByRole('button', { name: texts.demo.submit, exact: true })).toBeEnabled();
  await expectThreeTriesOfOneSubmission(posts);
  onlyRefusedCalls(consoleProblems);
});

test('a submission that hangs shows "Sending…" until the 120 s timeout, then "Invalid request", tried once', async ({ page }) => {
  const l = locale('en');
  const texts = formsText(l);
  await page.clock.install();
  await stubCaptchas(page);
  // The server takes the request and never answers (the browser's page clock stands in for two minutes).
  await page.route(`**${endpoints.contact.endpoint.path}`, () => undefined);
  const posts = postsOf(page, 'contact');
  const form = await openForm(page, '/en/contact', 'message');
  const values = { firstName: 'Ada', lastName: 'Lovelace', email: `${unique('hang')}@example.com`, subject: 'Imports', message: 'Please call me.', captcha: 'k4pz' };
  await fillFields(page, 'contact', values);
  await form.getByRole('button', { name: texts.contact.submit }).click();

  const sending = form.getByRole('button', { name: texts.sending });
  await expect(sending).toBeDisabled();
  await page.clock.fastForward(119_000);
  await expect(sending).toBeDisabled();
  await expect(form.locator('.page-form__failed')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(form.locator('.page-form__failed .page-form__failure')).toHaveText(transportText(l));
  await expectNotification(page, l, 'error', transportText(l));
  await expect(form.getByRole('button', { name: texts.contact.submit })).toBeEnabled();
  await expectFieldValues(page, 'contact', values);
  expect(posts).toHaveLength(1);
});

test.describe('once the API is back', () => {
  test('sending again sends the same submission under the same key, and it is stored', async ({ page, consoleProblems }) => {
    const l = locale('en');
    const texts = formsText(l);
    const formId = 'debt-claim';
    await page.route(`**${endpoints[formId].endpoint.path}`, (route) => route.abort('connectionrefused'));
    const posts = postsOf(page, formId);
    const form = await openForm(page, '/en/service/debtcollection', 'claim');
    const debtor = unique('back');
    await fillFields(page, formId, {
      'creditor.contactName': 'Li Wei', 'creditor.contactEmail': `${debtor}@example.com`, 'creditor.phone': '+86 574 8765 4321',
      'debtor.companyName': debtor, 'debtor.contactName': 'John Smith', 'debtor.debtValue': 'USD 25,000', 'debtor.lastContactDetails': 'Phoned in September.',
    });
    await form.getByRole('button', { name: texts[formId].submit }).click();
    await expect(form.locator('.page-form__failed')).toBeVisible({ timeout: 10_000 });
    await page.unroute(`**${endpoints[formId].endpoint.path}`);
    await form.getByRole('button', { name: texts[formId].submit }).click();
    await expectNotification(page, l, 'notice', texts[formId].success);
    const keys = await Promise.all(posts.map((p) => p.headerValue('idempotency-key')));
    expect(posts).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    onlyRefusedCalls(consoleProblems);
  });
});
