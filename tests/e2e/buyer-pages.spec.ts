import { execFile } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { production } from './production-tag';
import { emailedCode } from './outbox';
import { operatorApi } from './operator-api';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { lookupMessage } from '../../engine/config/message-lookup';
import { formatMoney } from '../../engine/config/money';
import { priceDisplayOf } from '../../engine/config/price-placeholders';
import { zonedDayText } from '../../engine/rules/zoned-date-text';

// What a buyer and a member see around a purchase: an address with a long top-level part is
// accepted (browser and server), the payment page after payment, the receipt (its owner only),
// the notice before re-buying a running package, and the chosen package surviving the login.
// Prices and words come from the site model (config and locale files), never typed here.

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('config does not load');
const model = loaded.value;
type Locale = 'en' | 'ru' | 'zh-cn';
const page_ = (locale: Locale, file: string) => model.messages[locale].pages[file]!;
const payment = (locale: Locale, key: string) => lookupMessage(page_(locale, 'payment'), `order.${key}`)!;
const receipt = (locale: Locale, key: string) => lookupMessage(page_(locale, 'payment-receipt'), `receipt.${key}`)!;
const common = (locale: Locale, key: string) => lookupMessage(model.messages[locale].common, key)!;
const forms = (locale: Locale, key: string) => lookupMessage(model.messages[locale].forms, key)!;
const htmlLang = (locale: Locale) => model.site.locales.find((l) => l.id === locale)!.htmlLang;
const packages = [...model.pricing.packages].filter((p) => p.onSale).sort((a, b) => a.level - b.level);
const smallest = packages[0]!;
const largest = packages[packages.length - 1]!;
const nameOf = (locale: Locale, id: string) => common(locale, model.pricing.packages.find((p) => p.id === id)!.name);
const priceOf = (locale: Locale, id: string) => formatMoney(model.pricing.packages.find((p) => p.id === id)!.priceMinor, model.pricing.currency, htmlLang(locale), priceDisplayOf(model.pricing, locale));
/** A package option as the purchase form names it: "Global Plus · USD 2,999". */
const optionOf = (locale: Locale, id: string) => `${nameOf(locale, id)} · ${priceOf(locale, id)}`;
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const password = 'Harbour-2026 pass';
const termOption = 'term' in ((model.forms['package-order']!.schema.properties ?? {}) as object) ? '1-year' : undefined;

async function captchaId(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/public/captcha')).json()).data.id;
}

/** A visitor's purchase over the API; the answer logs the request's context in (its cookies). */
async function buyAsVisitor(request: APIRequestContext, email: string, pkg: string): Promise<{ code: number; id?: string; field?: string }> {
  expect((await (await request.post('/pay/payment/sendCode', { data: { email, locale: 'en' } })).json()).code).toBe(1);
  const code = await emailedCode(email);
  const answer = await (await request.post('/pay/payment', { data: { firstName: 'Ada', lastName: 'Ng', email, code, password, package: pkg, term: '1-year', paymentMethod: 'bank-transfer', agree: true, captcha: 'k4pz', captchaId: await captchaId(request), locale: 'en' } })).json();
  return { code: answer.code, id: answer.data?.id, field: answer.data?.field };
}

/** `npm run orders -- --mark-paid ID`, as an operator runs it beside the e2e server. */
function markPaid(id: string): Promise<{ code: number; err: string }> {
  const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', '--mark-paid', id, '--reference', 'MT103 receipt test'], {
      env: { ...process.env, DATA_DIR: dataDir, SITE_API_URL: operatorApi(), DATABASE_URL: '' },
    }, (error, _out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, err }));
  });
}

/** A logged-in member (this page's context) with a paid order of `pkg`: its order number and e-mail. */
async function paidMember(page: Page, pkg: string): Promise<{ id: string; email: string }> {
  const email = `${unique('paid')}@trade.company`;
  const bought = await buyAsVisitor(page.request, email, pkg);
  expect(bought.code).toBe(1);
  const marked = await markPaid(bought.id!);
  expect(marked.code, marked.err).toBe(0);
  return { id: bought.id!, email };
}

test('an address whose top-level part is 7 letters buys a package: the server takes it, and the browser form sends it', production, async ({ page, request }) => {
  test.setTimeout(120_000);
  // The server, with the form's own schema.
  const server = await buyAsVisitor(request, `${unique('buyer')}@trade.company`, smallest.id);
  expect(server.code, `refused field ${server.field}`).toBe(1);
  // The browser: the field shows no format problem and the order is placed.
  const email = `${unique('agency')}@agency.example`;
  await page.goto('/en/package');
  await hydrated(page);
  const form = page.locator('section#buy');
  await form.locator('#form-package-purchase_package').selectOption({ label: optionOf('en', smallest.id) });
  await form.getByRole('radio', { name: forms('en', 'package-purchase.fields.paymentMethod.options.bank-transfer'), exact: true }).check();
  await form.locator('#form-package-purchase_agree').check();
  await page.locator('#form-package-purchase_captcha').fill('k4pz');
  await page.locator('#form-package-purchase_firstName').fill('Mei');
  await page.locator('#form-package-purchase_lastName').fill('Chen');
  await page.locator('#form-package-purchase_email').fill(email);
  await form.getByRole('button', { name: forms('en', 'sendCode.send'), exact: true }).click();
  await page.locator('#form-package-purchase_code').fill(await emailedCode(email));
  await page.locator('#form-package-purchase_password').fill(password);
  await form.getByRole('button', { name: forms('en', 'package-purchase.submit') }).click();
  await page.waitForURL(/\/en\/payment\/\d{12}$/);
  await expect(page.getByText(forms('en', 'package-purchase.fields.email.errors.format'))).toHaveCount(0);
});

test('after payment the payment page says it is paid, the package and until when, with the console and the receipt, and no "log in" to the logged-in buyer', production, async ({ page }) => {
  test.setTimeout(120_000);
  const { id } = await paidMember(page, smallest.id);
  for (const locale of ['en', 'ru', 'zh-cn'] as const) {
    const prefix = model.site.locales.find((l) => l.id === locale)!.prefix;
    await page.goto(`/${prefix}/payment/${id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: payment(locale, 'paid.heading') })).toBeVisible();
    const identity = await (await page.request.get('/console/user/identity')).json();
    const until = zonedDayText(identity.data.member.until, htmlLang(locale), (time) => common(locale, 'providerTime').replace('{{time}}', time));
    const body = payment(locale, 'paid.activeUntil').replace('{{package}}', nameOf(locale, smallest.id)).replace('{{until}}', until);
    await expect(page.locator('.payment__panel--success')).toContainText(body);
    const paid = page.locator('.payment__panel--success');
    await expect(paid.getByRole('link', { name: payment(locale, 'paid.console'), exact: true })).toBeVisible();
    await expect(paid.getByRole('link', { name: payment(locale, 'paid.login'), exact: true })).toHaveCount(0);
    await expect(paid).not.toContainText(payment(locale, 'paid.elsewhere').replace('{{package}}', nameOf(locale, smallest.id)));
    await expect(page.getByTestId('receipt-link')).toHaveAttribute('href', `/${prefix}/payment/${id}/receipt`);
    // Every date on the page names its clock.
    await expect(page.getByTestId('order-summary')).toContainText(common(locale, 'providerTime').replace('{{time}}', '').trim());
  }
});

test('the receipt: its owner sees the order, the amount and the seller, and it prints alone; another account and a visitor do not', production, async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { id, email } = await paidMember(page, smallest.id);
  await page.goto(`/en/payment/${id}`);
  await hydrated(page);
  await page.getByTestId('receipt-link').click();
  await page.waitForURL(new RegExp(`/en/payment/${id}/receipt$`));
  await hydrated(page);
  const shown = page.getByTestId('receipt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lookupMessage(page_('en', 'payment-receipt'), 'hero.heading')!);
  await expect(shown).toContainText(receipt('en', 'heading'));
  for (const value of [id, nameOf('en', smallest.id), priceOf('en', smallest.id), receipt('en', 'methods.bank-transfer'), email, model.site.seller.name.en, model.site.seller.address.en, model.site.seller.registrationNumber, model.site.seller.billingEmail]) {
    await expect(shown).toContainText(value);
  }
  // On paper: the receipt alone, black on white.
  await page.emulateMedia({ media: 'print' });
  for (const chrome of ['.site-header', '.site-footer', '.contact-widget', '.receipt__actions', '.hero']) {
    for (const element of await page.locator(chrome).all()) await expect(element).toBeHidden();
  }
  expect(await shown.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });

  // The API refuses anyone else: no session, or another account.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  expect((await (await other.request.get(`/public/payment/${id}/receipt`)).json()).code).toBe(401);
  await other.goto(`/en/payment/${id}/receipt`);
  await hydrated(other);
  await expect(other.getByTestId('receipt-login')).toContainText(receipt('en', 'login.body'));
  const login = other.getByTestId('receipt-login').getByRole('link', { name: receipt('en', 'login.link'), exact: true });
  expect(new URL((await login.getAttribute('href'))!, 'https://x').searchParams.get('redirect')).toBe(`/en/payment/${id}/receipt`);
  await expect(other.getByTestId('receipt')).toHaveCount(0);
  expect((await buyAsVisitor(other.request, `${unique('other')}@trade.company`, smallest.id)).code).toBe(1);
  expect((await (await other.request.get(`/public/payment/${id}/receipt`)).json()).code).toBe(30001);
  await other.goto(`/en/payment/${id}/receipt`);
  await hydrated(other);
  await expect(other.getByTestId('receipt-refused')).toContainText(receipt('en', 'notFound.body'));
  await expect(other.getByText(email)).toHaveCount(0);
  await stranger.close();
});

test('a member with a running package is told, before ordering, what the order does to it', production, async ({ page }) => {
  test.setTimeout(120_000);
  await paidMember(page, smallest.id);
  const identity = await (await page.request.get('/console/user/identity')).json();
  for (const locale of ['en', 'ru'] as const) {
    const prefix = model.site.locales.find((l) => l.id === locale)!.prefix;
    await page.goto(`/${prefix}/package?package=${smallest.id}#buy`);
    await hydrated(page);
    const form = page.locator('section#buy');
    await expect(form.locator('#form-package-order_package option:checked')).toHaveText(optionOf(locale, smallest.id));
    const notice = form.getByTestId('renewal-notice');
    await expect(notice).toHaveAttribute('data-effect', 'extended');
    await expect(notice).toContainText(common(locale, 'renewal.heading'));
    const until = zonedDayText(identity.data.member.until, htmlLang(locale), (time) => common(locale, 'providerTime').replace('{{time}}', time));
    await expect(notice).toContainText(until);
    // A larger package: a term of its own from the payment.
    await form.locator('#form-package-order_package').selectOption({ label: optionOf(locale, largest.id) });
    await expect(notice).toHaveAttribute('data-effect', 'upgraded');
    await expect(notice).toContainText(nameOf(locale, largest.id));
  }
});

test('a member sent to log in from the purchase form comes back to it with the same package chosen', production, async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // An account to log in with (made in another browser, so this one is a visitor).
  const maker = await browser.newContext();
  const email = `${unique('returning')}@trade.company`;
  expect((await buyAsVisitor(maker.request, email, smallest.id)).code).toBe(1);
  await maker.close();

  await page.context().addCookies([{ name: model.site.languageCookie.name, value: 'en', url: baseURL! }]);
  await page.goto(`/en/package?package=${largest.id}${termOption ? `&term=${termOption}` : ''}#buy`);
  await hydrated(page);
  const form = page.locator('section#buy');
  await expect(form.locator('#form-package-purchase_package option:checked')).toHaveText(optionOf('en', largest.id));
  await form.getByRole('link', { name: forms('en', 'package-purchase.memberSignIn') }).click();
  await page.waitForURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(new RegExp(`^/en/package\\?package=${largest.id}`));
  await hydrated(page);
  await page.locator('#form-login_email').fill(email);
  await page.locator('#form-login_password').fill(password);
  await page.locator('#form-login_password').press('Enter');
  await page.waitForURL(new RegExp(`/en/package\\?package=${largest.id}.*#buy$`));
  await hydrated(page);
  await expect(page.locator('section#buy #form-package-order_package option:checked')).toHaveText(optionOf('en', largest.id));
});
