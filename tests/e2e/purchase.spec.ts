import { execFile } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { expectCleanAndAccessible } from './page-health';
import { production } from './production-tag';
import { emailedCode, mailsTo, nthMailTo } from './outbox';
import { textAt, yamlTree, type Tree } from './locale-text-tree';
import { operatorApi } from './operator-api';
import { zonedDateText } from '../../engine/rules/zoned-date-text';

// Buying a package end to end (spec 3, 4, 7, 9) against the reference API and its PayPal
// simulator: the purchase form, the payment page, the simulator's approval page, the operator
// command for bank transfers, and the membership the console shell then shows.

const yaml = yamlTree;
const text = textAt;
const paymentTexts = (locale: string) => yaml(`locales/${locale}/pages/payment.yaml`).order as Tree;
const formTexts = (locale: string) => yaml(`locales/${locale}/forms.yaml`);
const consoleTexts = (locale: string) => yaml(`locales/${locale}/console.yaml`);
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const fieldId = (formId: string, name: string) => `#form-${formId}_${name}`;

/** The purchase form of /<prefix>/package once React owns it, with the server's captcha answered (TEST_CAPTCHA_TEXT). */
async function purchaseForm(page: Page, prefix: string, formId = 'package-purchase', open = true) {
  if (open) await page.goto(`/${prefix}/package`);
  await hydrated(page);
  const form = page.locator('section#buy');
  await expect(form.locator(fieldId(formId, 'package'))).toBeVisible();
  await expect.poll(() => form.locator('.page-form').evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return form;
}

async function choose(page: Page, formId: string, locale: string, packageName: RegExp, method: 'paypal' | 'bank-transfer') {
  const form = page.locator('section#buy');
  const select = form.locator(fieldId(formId, 'package'));
  await select.selectOption((await select.locator('option', { hasText: packageName }).getAttribute('value'))!);
  await form.getByRole('radio', { name: text(formTexts(locale), `${formId}.fields.paymentMethod.options.${method}`), exact: true }).check();
  await form.locator(fieldId(formId, 'agree')).check();
  await page.locator(fieldId(formId, 'captcha')).fill('k4pz');
}

/** The new account's fields, its address proved with the code the form's send-code button e-mails to it. */
async function fillAccount(page: Page, locale: string, email: string, password: string) {
  await page.locator(fieldId('package-purchase', 'firstName')).fill('Mei');
  await page.locator(fieldId('package-purchase', 'lastName')).fill('Chen');
  await page.locator(fieldId('package-purchase', 'email')).fill(email);
  await sendCode(page, locale);
  await page.locator(fieldId('package-purchase', 'code')).fill(await emailedCode(email));
  await page.locator(fieldId('package-purchase', 'password')).fill(password);
}

/** Presses the form's send-code button; the page says the code was sent (in words that fit every address). */
async function sendCode(page: Page, locale: string) {
  const form = page.locator('section#buy');
  await form.getByRole('button', { name: text(formTexts(locale), 'sendCode.send'), exact: true }).click();
  await expect(page.locator('.notification').filter({ hasText: text(formTexts(locale), 'package-purchase.codeSent') })).toBeVisible();
}

/** The order number of the payment page the browser is on. */
async function onPaymentPage(page: Page, prefix: string): Promise<string> {
  await page.waitForURL(new RegExp(`/${prefix}/payment/\\d{12}(\\?.*)?$`));
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** `npm run orders -- --mark-paid ID`, as an operator runs it beside the e2e server. */
function markPaid(id: string): Promise<{ code: number; out: string; err: string }> {
  const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', '--mark-paid', id, '--reference', 'MT103 test transfer'], {
      env: { ...process.env, DATA_DIR: dataDir, SITE_API_URL: operatorApi(), DATABASE_URL: '' },
    }, (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }));
  });
}

test('a new visitor buys Global Plus with PayPal through the simulator, cancels once, pays, and the console shows the level', production, async ({ page, context }) => {
  test.setTimeout(120_000);
  const t = paymentTexts('en');
  const email = `${unique('mei')}@harbour-lamps.cn`;
  await purchaseForm(page, 'en');
  // The card's button opens the form with its package chosen.
  await page.getByRole('link', { name: 'Choose Global Plus' }).click();
  await page.waitForURL(/\/en\/package\?package=global-plus#buy$/);
  const form = await purchaseForm(page, 'en', 'package-purchase', false);
  await expect(form.locator(`${fieldId('package-purchase', 'package')} option:checked`)).toHaveText('Global Plus · USD\u00a02,999');
  await choose(page, 'package-purchase', 'en', /^Global Plus · USD\u00a02,999$/, 'paypal');
  await fillAccount(page, 'en', email, 'Harbour-2026 pass');
  await page.locator('section#buy').getByRole('button', { name: text(formTexts('en'), 'package-purchase.submit') }).click();
  const id = await onPaymentPage(page, 'en');

  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(id);
  await expect(summary).toContainText('Global Plus · 1 year');
  await expect(summary).toContainText('USD\u00a02,999');
  await expect(summary).toHaveAttribute('data-state', 'awaiting-payment');
  await expect(page.getByText(text(t, 'nonRefundable'))).toBeVisible();

  // At PayPal the buyer first changes their mind, then pays.
  const pay = page.getByRole('button', { name: 'Pay USD\u00a02,999 with PayPal' });
  await pay.click();
  await page.waitForURL(/\/paypal-sandbox\/checkoutnow\?token=/);
  await expect(page.getByText('Global Plus, 1 year')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await onPaymentPage(page, 'en');
  await expect(page.getByRole('status').filter({ hasText: 'You left PayPal without paying' })).toBeVisible();
  await pay.click();
  await page.waitForURL(/\/paypal-sandbox\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await onPaymentPage(page, 'en');
  await expect(page.getByRole('heading', { name: text(t, 'paid.heading') })).toBeVisible();
  await expect(summary).toHaveAttribute('data-state', 'paid');
  await expect(page).toHaveURL(new RegExp(`/en/payment/${id}$`)); // the return markers are gone

  // The new account logs in with the password it chose and the console shell shows its level.
  await context.clearCookies();
  await context.addCookies([{ name: 'lang', value: 'en', url: new URL(page.url()).origin }]);
  await page.goto('/login');
  await hydrated(page);
  await page.locator('#form-login_email').fill(email);
  await page.locator('#form-login_password').fill('Harbour-2026 pass');
  await page.getByRole('button', { name: text(formTexts('en'), 'login.submit') }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByTestId('account-menu').getByTestId('membership')).toContainText(`${text(consoleTexts('en'), 'membership.level.globalPlus')} · until`);
});

test('bank transfer in Russian: the page shows the account, the reference and the reservation; the operator marks it paid and the page notices', production, async ({ page }) => {
  test.setTimeout(120_000);
  const t = paymentTexts('ru');
  await page.clock.install();
  await purchaseForm(page, 'ru');
  await choose(page, 'package-purchase', 'ru', /^Global · 2\u00a0399\u00a0USD$/, 'bank-transfer');
  await fillAccount(page, 'ru', `${unique('transfer')}@volga-grain.ru`, 'Volga-2026 pass');
  await page.locator('section#buy').getByRole('button', { name: text(formTexts('ru'), 'package-purchase.submit') }).click();
  const id = await onPaymentPage(page, 'ru');

  const bank = page.getByTestId('bank-transfer');
  await expect(bank.getByRole('heading', { name: text(t, 'bank.heading') })).toBeVisible();
  const pricing = yaml('config/pricing.yaml') as { bankTransfer: Record<string, Tree | string> };
  for (const value of [id, '2\u00a0399\u00a0USD', pricing.bankTransfer.account as string, pricing.bankTransfer.swift as string, (pricing.bankTransfer.beneficiary as Tree).ru as string]) {
    await expect(bank).toContainText(value);
  }
  const order = await (await page.request.get(`/public/payment/${id}`)).json();
  // On the provider's clock (UTC+8), the zone named as the Russian texts name it.
  const until = zonedDateText(order.data.expiresAt, 'ru', text(yaml('locales/ru/common.yaml'), 'providerTime'));
  await expect(bank).toContainText(until);
  expect(new Date(order.data.expiresAt).getTime() - new Date(order.data.createdAt).getTime()).toBe(7 * 24 * 3600 * 1000);

  const marked = await markPaid(id);
  expect(marked.code, marked.err).toBe(0);
  // The page looks at the order again every 30 seconds.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('heading', { name: text(t, 'paid.heading') })).toBeVisible();
});

test('an address that has an account gets no code but a notice in its mailbox, whose link logs in and leads back to buy as that member (Chinese)', production, async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `${unique('returning')}@ningbo-valves.cn`;
  const password = 'Ningbo-2026 pass';
  expect((await (await request.post('/console/user/login', { data: { email, password } })).json()).code).not.toBe(1);
  // The account exists already (joined free, its address proved by the registration's code; the
  // purchase's own code may then be asked for at once, codes of one purpose wait 60 s).
  expect((await (await request.post('/console/user/register/sendCode', { data: { email, locale: 'zh-cn' } })).json()).code).toBe(1);
  const joined = await request.post('/console/user/register', { data: { email, password, code: await emailedCode(email) } });
  expect((await joined.json()).code).toBe(1);
  const mailsBefore = mailsTo(email).length;

  // Someone (the owner, here) starts the purchase again with that address: the page says what it
  // says for every address, and the mailbox gets a notice instead of a code.
  await purchaseForm(page, 'cn');
  await choose(page, 'package-purchase', 'zh-cn', /^Global Plus · /, 'bank-transfer');
  await page.locator(fieldId('package-purchase', 'email')).fill(email);
  await sendCode(page, 'zh-cn');
  const notice = await nthMailTo(email, mailsBefore + 1);
  expect(notice).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
  const loginLink = /https?:\/\/\S+\/login\?redirect=\S+/.exec(notice)?.[0];
  expect(loginLink, 'the notice links to the login').toBeTruthy();
  expect(decodeURIComponent(new URL(loginLink!).search)).toBe('?redirect=/cn/package');

  await page.goto(new URL(loginLink!).pathname + new URL(loginLink!).search);
  await hydrated(page);
  await page.locator('#form-login_email').fill(email);
  await page.locator('#form-login_password').fill(password);
  await page.locator('#form-login_password').press('Enter');
  await page.waitForURL(/\/cn\/package$/);

  // Logged in: the member's form, without the account fields.
  const form = await purchaseForm(page, 'cn', 'package-order');
  await expect(form.locator(fieldId('package-order', 'email'))).toHaveCount(0);
  await expect(form.getByRole('heading', { name: text(formTexts('zh-cn'), 'package-order.title') })).toBeVisible();
  await choose(page, 'package-order', 'zh-cn', /^Global Plus · 2,999美元$/, 'bank-transfer');
  await form.getByRole('button', { name: text(formTexts('zh-cn'), 'package-order.submit') }).click();
  const id = await onPaymentPage(page, 'cn');
  await expect(page.getByTestId('bank-transfer')).toContainText('2,999美元');
  await expect(page.getByTestId('order-summary')).toContainText(id);
});

test('an unknown order number says so, in the page\'s language', production, async ({ page }) => {
  await page.goto('/en/payment/123456789012');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: text(paymentTexts('en'), 'notFound.heading') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(paymentTexts('en'), 'newOrder') })).toHaveAttribute('href', '/en/package#buy');
});

async function captchaId(request: import('@playwright/test').APIRequestContext): Promise<string> {
  return (await (await request.get('/public/captcha')).json()).data.id;
}

/** The code the purchase e-mails to a new address, asked for over the API. */
async function purchaseCode(request: import('@playwright/test').APIRequestContext, email: string): Promise<string> {
  expect((await (await request.post('/pay/payment/sendCode', { data: { email, locale: 'en' } })).json()).code).toBe(1);
  return emailedCode(email);
}

test('the payment page of a real order is clean and accessible in every language (one h1, no raw keys, axe)', production, async ({ page, request }) => {
  const email = `${unique('axe')}@harbour-lamps.cn`;
  const placed = await request.post('/pay/payment', { data: { firstName: 'Ada', lastName: 'Ng', email, code: await purchaseCode(request, email), password: 'Harbour-2026 pass', package: 'global', term: '1-year', paymentMethod: 'bank-transfer', agree: true, captcha: 'k4pz', captchaId: await captchaId(request), locale: 'en' } });
  const id = (await placed.json()).data.id as string;
  for (const prefix of ['en', 'ru', 'cn']) {
    await expectCleanAndAccessible(page, `/${prefix}/payment/${id}`);
    await expect(page.getByTestId('bank-transfer')).toContainText(id);
  }
});
