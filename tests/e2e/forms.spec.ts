import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './console-guard';
import {
  endpoints, expectFieldValues, expectNotification, field, fieldId, fillFields, formIsLive, formsText, locale, locales, openForm, optionName, postsOf,
  stubCaptcha, unique, commonText, type FieldTexts, type FormTexts, type FormsFile, type Locale, type TestedForm,
} from './form-helpers';
import { only, present } from '../unit/present';
import { productionIn } from './production-tag';
import { emailedCode } from './outbox';
import { storedSubmissions } from './operator-api';

// The page forms of config/forms.yaml against the real reference API, in every locale that shows
// them: the messages of locales/<locale>/forms.yaml under the right field, what the server stores
// (read back with the operator API), the notifications, the draft that survives a reload, and a
// double click that stores one submission.

/** The message a field shows when it breaks `keyword`: its own in the locale file, else the shared one. */
function fieldMessage(texts: FormsFile, formId: TestedForm, path: string, keyword: string): string {
  let node: FieldTexts | undefined = { fields: texts[formId].fields };
  for (const name of path.split('.')) node = node?.fields?.[name];
  const message = node?.errors?.[keyword] ?? texts.errors[keyword];
  expect(message, `a ${keyword} message for ${formId}.${path}`).toBeTruthy();
  return message!; // the expect above fails the test without it
}

// ---------------------------------------------------------------------------------------------
// Opening a form, its fields, their errors, notifications

/** The messages listed under a field (RJSF's .error-detail, which the field's aria-describedby names). */
const errorsOf = (page: Page, formId: string, path: string) => page.locator(`#${fieldId(formId, path)}__error li`);
const requiredMark = (page: Page, formId: string, path: string) => page.locator(`label[for="${fieldId(formId, path)}"] .required`);

async function reloadForm(page: Page, section: string): Promise<Locator> {
  await page.reload();
  return formIsLive(page, page.locator(`section#${section}`));
}

const draftKey = (formId: string, l: Locale) => `form-draft:${formId}:${l.id}`;

// ---------------------------------------------------------------------------------------------
// The image captcha

/**
 * GET /public/captcha for one page. 'real' passes it to the reference API; 'stub' answers with a
 * placeholder picture, for tests that never send the form or whose POST never reaches the server.
 * Every browser test is the same client of the server; the suite's server has limits of its own
 * (playwright.config.ts), far above what the suite asks for, so a real request is never refused
 * for a limit the test did not cause. Were one refused (429) anyway, the test fails at once
 * saying so, rather than waiting out the server's Retry-After.
 */
async function captchas(page: Page, mode: 'real' | 'stub') {
  const state = { mode, requests: 0 };
  await page.route('**/public/captcha', async (route) => {
    state.requests += 1;
    if (state.mode === 'stub') return route.fulfill({ json: stubCaptcha });
    const response = await route.fetch();
    expect(response.status(), 'GET /public/captcha refused by a rate limit: the suite\'s limits (playwright.config.ts) are too low for it').not.toBe(429);
    return route.fulfill({ response });
  });
  return state;
}

const captchaImage = (section: Locator) => section.locator('.captcha__image img');
const nextCaptcha = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/public/captcha' && r.request().method() === 'GET');

// ---------------------------------------------------------------------------------------------
// What the server stored (operator API)

type Row = { id: string; type: string; locale: string; email: string | null; createdAt: string; payload: Record<string, unknown> };

async function stored(request: APIRequestContext, type: string, pick: (row: Row) => boolean): Promise<Row[]> {
  return (await storedSubmissions<Row>(request, type)).filter(pick);
}

// ---------------------------------------------------------------------------------------------
// contact: /<prefix>/contact#message, every field required, image captcha

test.describe('contact form', () => {
  const formId = 'contact';
  const fields = ['firstName', 'lastName', 'email', 'subject', 'message', 'captcha'];
  const valid = (subject: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email: `${subject.toLowerCase()}@example.com`, subject, message: 'Please call me about Vietnam imports.' });

  for (const l of locales) {
    test(`/${l.prefix}/contact: an empty form shows the required message under every field and sends nothing`, async ({ page }) => {
      const texts = formsText(l);
      await captchas(page, 'stub');
      const posts = postsOf(page, formId);
      const form = await openForm(page, `/${l.prefix}/contact`, 'message');

      await form.getByRole('button', { name: texts.contact.submit }).click();
      for (const name of fields) {
        await expect(errorsOf(page, formId, name), name).toHaveText([present(texts.errors.required, `the shared required message in locales/${l.id}/forms.yaml`)]);
        await expect(requiredMark(page, formId, name), name).toBeVisible();
      }
      await expect(form.locator('.error-detail li')).toHaveCount(fields.length);
      await expect(field(page, formId, 'firstName')).toBeFocused();
      expect(posts).toHaveLength(0);
    });

    test(`/${l.prefix}/contact: the captcha picture changes on a click, and a complete message is stored without the captcha`, productionIn(l.prefix, 'en'), async ({ page, request }) => {
      const texts = formsText(l);
      const captcha = await captchas(page, 'real');
      const form = await openForm(page, `/${l.prefix}/contact`, 'message');

      // The server's picture, and another one from the server on a click.
      const image = captchaImage(form);
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect(image).toHaveAttribute('alt', texts.captcha.image);
      const first = await image.getAttribute('src');
      const requested = captcha.requests;
      const next = nextCaptcha(page);
      await form.getByRole('button', { name: texts.captcha.refresh }).click();
      expect((await next).ok()).toBe(true);
      await expect(image).not.toHaveAttribute('src', first!);
      expect(captcha.requests).toBe(requested + 1);

      // Sent with the new picture's answer.
      const subject = unique('contact');
      const values = valid(subject);
      await fillFields(page, formId, { ...values, captcha: 'k4pz' });
      captcha.mode = 'stub'; // the picture after the submission is not needed
      await form.getByRole('button', { name: texts.contact.submit }).click();
      await expectNotification(page, l, 'notice', texts.contact.success);

      const rows = await stored(request, formId, (r) => r.payload.subject === subject);
      expect(rows).toHaveLength(1);
      const row = only(rows, 'stored contact submission');
      expect(row).toMatchObject({ type: formId, locale: l.id, email: values.email });
      expect(row.payload).toEqual(values);
    });
  }

  test('a typed message survives a reload, with a note saying so; after it is sent a reload shows an empty form', async ({ page, request }) => {
    const l = locale('en');
    const texts = formsText(l);
    const captcha = await captchas(page, 'stub');
    let form = await openForm(page, '/en/contact', 'message');
    await expect(form.locator('.page-form__note')).toHaveCount(0);

    const subject = unique('draft');
    const values = valid(subject);
    await fillFields(page, formId, { ...values, captcha: 'abcd' });
    captcha.mode = 'real'; // the answer below is to the picture drawn after the reload
    form = await reloadForm(page, 'message');
    await expectFieldValues(page, formId, values);
    await expect(field(page, formId, 'captcha')).toHaveValue(''); // a captcha answer is never kept
    await expect(form.locator('.page-form__note')).toHaveText(texts.draftRestored);

    await field(page, formId, 'captcha').fill('k4pz');
    captcha.mode = 'stub';
    await form.getByRole('button', { name: texts.contact.submit }).click();
    await expectNotification(page, l, 'notice', texts.contact.success);
    expect(await stored(request, formId, (r) => r.payload.subject === subject)).toHaveLength(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey(formId, l))).toBeNull();

    form = await reloadForm(page, 'message');
    await expectFieldValues(page, formId, { firstName: '', lastName: '', email: '', subject: '', message: '', captcha: '' });
    await expect(form.locator('.page-form__note')).toHaveCount(0);
  });

  for (const l of locales) {
    test(`/${l.prefix}/contact: what was typed comes back after a reload, with the locale's note`, async ({ page }) => {
      const texts = formsText(l);
      await captchas(page, 'stub');
      await openForm(page, `/${l.prefix}/contact`, 'message');
      const values = valid(unique('reload'));
      await fillFields(page, formId, values);
      const form = await reloadForm(page, 'message');
      await expectFieldValues(page, formId, values);
      await expect(form.locator('.page-form__note')).toHaveText(texts.draftRestored);
    });
  }

  test('a submission the server refuses keeps everything typed but the captcha, and says why', async ({ page }) => {
    const l = locale('cn');
    const texts = formsText(l);
    await captchas(page, 'stub');
    // The API answers as it does when it fails inside (spec 8: 60007, shown in the page's words).
    await page.route(`**${endpoints[formId].endpoint.path}`, (route) => route.fulfill({ json: { code: 60007, data: {}, msg: 'Interface exception' } }));
    const form = await openForm(page, '/cn/contact', 'message');
    const values = valid(unique('refused'));
    await fillFields(page, formId, { ...values, captcha: 'k4pz' });
    await form.getByRole('button', { name: texts.contact.submit }).click();

    await expectNotification(page, l, 'error', present(commonText(l).apiErrors.interfaceException, `apiErrors.interfaceException in locales/${l.id}/common.yaml`));
    await expectFieldValues(page, formId, { ...values, captcha: '' });
    await expect(form.getByRole('button', { name: texts.contact.submit })).toBeEnabled();
    await expect(page.locator('.notification[data-kind="notice"]')).toHaveCount(0);
    // The draft is still there for a reload.
    await reloadForm(page, 'message');
    await expectFieldValues(page, formId, values);
  });

  test('a double click on send stores one message', async ({ page, request }) => {
    const l = locale('en');
    const texts = formsText(l);
    const captcha = await captchas(page, 'real');
    const posts = postsOf(page, formId);
    const form = await openForm(page, '/en/contact', 'message');
    const subject = unique('double');
    await fillFields(page, formId, { ...valid(subject), captcha: 'k4pz' });
    captcha.mode = 'stub';

    await form.getByRole('button', { name: texts.contact.submit }).dblclick();
    await expectNotification(page, l, 'notice', texts.contact.success);
    await expect(form.getByRole('button', { name: texts.contact.submit })).toBeEnabled();
    expect(posts).toHaveLength(1);
    await expect(page.locator('.notification[data-kind="error"]')).toHaveCount(0);
    expect(await stored(request, formId, (r) => r.payload.subject === subject)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// package-purchase: /<prefix>/package#buy; the whole purchase and payment is purchase.spec.ts

test.describe('package purchase form', () => {
  const formId = 'package-purchase';
  const typed = (email: string) => ({ firstName: 'Grace', lastName: 'Hopper', email, password: 'correct horse 42' });

  /** Global, whose option reads "Global · <its price>" (names and prices from config/pricing.yaml). */
  async function choosePackage(form: Locator, texts: FormsFile) {
    const select = form.locator(`#${fieldId(formId, 'package')}`);
    const option = select.locator('option', { hasText: /^Global · / });
    await select.selectOption((await option.getAttribute('value'))!);
    await form.getByRole('radio', { name: optionName(texts, formId, 'paymentMethod', 'paypal'), exact: true }).check();
    await form.locator(`#${fieldId(formId, 'agree')}`).check();
  }

  for (const l of locales) {
    test(`/${l.prefix}/package: a bad e-mail, a short password and unaccepted terms show their messages and send nothing`, async ({ page }) => {
      const texts = formsText(l);
      await captchas(page, 'stub');
      const posts = postsOf(page, formId);
      const form = await openForm(page, `/${l.prefix}/package`, 'buy');
      await expect(form.locator(`#${fieldId(formId, 'agree')}`), 'the terms are not accepted for the visitor').not.toBeChecked();
      await choosePackage(form, texts);
      await fillFields(page, formId, { firstName: 'Grace', lastName: 'Hopper', email: 'grace.example.com', code: '123456', password: '12345', captcha: 'k4pz' });
      await form.locator(`#${fieldId(formId, 'agree')}`).uncheck();
      await form.getByRole('button', { name: texts[formId].submit }).click();

      await expect(errorsOf(page, formId, 'email')).toHaveText([fieldMessage(texts, formId, 'email', 'format')]);
      await expect(errorsOf(page, formId, 'password')).toHaveText([fieldMessage(texts, formId, 'password', 'minLength')]);
      await expect(errorsOf(page, formId, 'agree')).toHaveText([fieldMessage(texts, formId, 'agree', 'const')]);
      await expect(form.locator('.error-detail li')).toHaveCount(3);
      expect(posts).toHaveLength(0);
    });

    test(`/${l.prefix}/package: a wrong captcha is refused with the form's own words and loses nothing; the right one places the order and opens its payment page`, productionIn(l.prefix, 'ru'), async ({ page, request }) => {
      const texts = formsText(l);
      const captcha = await captchas(page, 'real');
      const form = await openForm(page, `/${l.prefix}/package`, 'buy');
      const email = `${unique('package')}@example.com`;
      await choosePackage(form, texts);
      // The address is proved by the code the send-code button e-mails to it.
      await field(page, formId, 'email').fill(email);
      await form.getByRole('button', { name: texts.sendCode.send, exact: true }).click();
      const values = { ...typed(email), code: await emailedCode(email) };
      await fillFields(page, formId, { ...values, captcha: 'zzzz' });
      // Spec 9: the purchase says, during the purchase, that it is non-refundable.
      await expect(form.locator('.page-form__notice')).toHaveText((texts[formId] as FormTexts & { notice: string }).notice);

      const refreshed = nextCaptcha(page);
      await form.getByRole('button', { name: texts[formId].submit }).click();
      const wrongCaptcha = present(texts[formId].codes?.['20008'], `code 20008 of form ${formId} in locales/${l.id}/forms.yaml`);
      await expectNotification(page, l, 'error', wrongCaptcha);
      await expect(errorsOf(page, formId, 'captcha')).toHaveText([wrongCaptcha]);
      await expectFieldValues(page, formId, { ...values, captcha: '' });
      await expect(form.locator(`#${fieldId(formId, 'package')} option:checked`)).toHaveText(/^Global · /);
      await expect(form.getByRole('radio', { name: optionName(texts, formId, 'paymentMethod', 'paypal'), exact: true })).toBeChecked();
      await expect(form.locator(`#${fieldId(formId, 'agree')}`)).toBeChecked();

      // A new picture came after the refusal (the server spends a captcha on its first try).
      expect((await refreshed).ok()).toBe(true);
      await expect(captchaImage(form)).toHaveAttribute('src', /^data:image\/svg\+xml/);
      captcha.mode = 'stub';
      await field(page, formId, 'captcha').fill('k4pz');
      await form.getByRole('button', { name: texts[formId].submit }).click();
      await page.waitForURL(new RegExp(`/${l.prefix}/payment/\\d{12}$`));

      const id = new URL(page.url()).pathname.split('/').pop()!;
      const order = await (await request.get(`/public/payment/${id}`)).json();
      expect(order.data).toMatchObject({ id, packageId: 'global', amountMinor: 239900, currency: 'USD', method: 'paypal', state: 'awaiting-payment' });
      // The account was created with the password typed, which no answer ever carries.
      const login = await (await request.post('/console/user/login', { data: { email, password: values.password } })).json();
      expect(login.code).toBe(1);
      expect(JSON.stringify(login)).not.toContain(values.password);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// debt-claim: /<prefix>/service/debtcollection#claim, nested creditor and debtor, no captcha

test.describe('debt claim form', () => {
  const formId = 'debt-claim';
  const required = ['creditor.contactName', 'creditor.contactEmail', 'creditor.phone', 'debtor.companyName', 'debtor.contactName', 'debtor.debtValue', 'debtor.lastContactDetails'];
  const optional = ['creditor.companyName', 'debtor.lastContactDate'];
  const claim = (debtor: string) => ({
    creditor: { companyName: 'Acme Export Ltd', contactName: 'Li Wei', contactEmail: `${debtor.toLowerCase()}@example.com`, phone: '+86 574 8765 4321' },
    debtor: { companyName: debtor, contactName: 'John Smith', lastContactDate: '2026-09-30', debtValue: 'USD 25,000', lastContactDetails: 'Phoned in September; he promised to pay in October.' },
  });
  const flat = (values: ReturnType<typeof claim>) => Object.fromEntries(Object.entries(values).flatMap(([group, inner]) => Object.entries(inner).map(([name, v]) => [`${group}.${name}`, v])));

  for (const l of [locale('cn'), locale('en')]) {
    test(`/${l.prefix}/service/debtcollection: required fields are marked, and each shows its own message when empty or invalid`, async ({ page }) => {
      const texts = formsText(l);
      const posts = postsOf(page, formId);
      const form = await openForm(page, `/${l.prefix}/service/debtcollection`, 'claim');
      for (const path of required) await expect(requiredMark(page, formId, path), path).toBeVisible();
      for (const path of optional) await expect(requiredMark(page, formId, path), path).toHaveCount(0);

      const submit = form.getByRole('button', { name: texts[formId].submit });
      await submit.click();
      for (const path of required) await expect(errorsOf(page, formId, path), path).toHaveText([fieldMessage(texts, formId, path, 'required')]);
      for (const path of optional) await expect(errorsOf(page, formId, path), path).toHaveCount(0);
      await expect(form.locator('.error-detail li')).toHaveCount(required.length);

      await fillFields(page, formId, { 'creditor.contactEmail': 'li.wei@', 'creditor.phone': 'call me' });
      await submit.click();
      await expect(errorsOf(page, formId, 'creditor.contactEmail')).toHaveText([fieldMessage(texts, formId, 'creditor.contactEmail', 'format')]);
      await expect(errorsOf(page, formId, 'creditor.phone')).toHaveText([fieldMessage(texts, formId, 'creditor.phone', 'pattern')]);
      expect(posts).toHaveLength(0);
    });

    test(`/${l.prefix}/service/debtcollection: a complete claim is stored and the locale's success message shows`, productionIn(l.prefix, 'en'), async ({ page, request }) => {
      const texts = formsText(l);
      const form = await openForm(page, `/${l.prefix}/service/debtcollection`, 'claim');
      const debtor = unique('debtor');
      const values = claim(debtor);
      // Spaces around a value are not meant, and are not stored.
      await fillFields(page, formId, { ...flat(values), 'debtor.contactName': `  ${values.debtor.contactName} ` });
      await form.getByRole('button', { name: texts[formId].submit }).click();
      await expectNotification(page, l, 'notice', texts[formId].success);

      const rows = await stored(request, formId, (r) => (r.payload.debtor as { companyName?: string } | undefined)?.companyName === debtor);
      expect(rows).toHaveLength(1);
      const row = only(rows, 'stored debt claim');
      expect(row).toMatchObject({ type: formId, locale: l.id, email: values.creditor.contactEmail });
      expect(row.payload).toEqual(values);
    });
  }

  test('a double click on submit stores one claim (no captcha here to stop a second one)', async ({ page, request }) => {
    // The longest form filled field by field: on a busy two-core machine it once took the whole
    // default 30 s before the double click (the same test takes 5 s on a quiet one).
    test.slow();
    const l = locale('en');
    const texts = formsText(l);
    const posts = postsOf(page, formId);
    const form = await openForm(page, '/en/service/debtcollection', 'claim');
    const debtor = unique('double-debtor');
    await fillFields(page, formId, flat(claim(debtor)));
    await form.getByRole('button', { name: texts[formId].submit }).dblclick();
    await expectNotification(page, l, 'notice', texts[formId].success);
    await expect(form.getByRole('button', { name: texts[formId].submit })).toBeEnabled();
    expect(posts).toHaveLength(1);
    expect(await stored(request, formId, (r) => (r.payload.debtor as { companyName?: string } | undefined)?.companyName === debtor)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// credit-report: /<prefix>/service/cedarRose#enquiry, a service choice, a country, image captcha

test.describe('credit report form', () => {
  const formId = 'credit-report';
  const required = ['companyName', 'country', 'mobile', 'captcha'];

  for (const l of [locale('cn'), locale('en')]) {
    test(`/${l.prefix}/service/cedarRose: no service and empty required fields show their messages and send nothing`, async ({ page }) => {
      const texts = formsText(l);
      await captchas(page, 'stub');
      const posts = postsOf(page, formId);
      const form = await openForm(page, `/${l.prefix}/service/cedarRose`, 'enquiry');
      await form.getByRole('button', { name: texts[formId].submit }).click();

      await expect(errorsOf(page, formId, 'service')).toHaveText([fieldMessage(texts, formId, 'service', 'required')]);
      for (const path of required) await expect(errorsOf(page, formId, path), path).toHaveText([fieldMessage(texts, formId, path, 'required')]);
      for (const path of ['companyWeb', 'companyAddress']) await expect(errorsOf(page, formId, path), path).toHaveCount(0);
      await expect(form.locator('.error-detail li')).toHaveCount(required.length + 1);
      expect(posts).toHaveLength(0);
    });

    test(`/${l.prefix}/service/cedarRose: a complete enquiry is stored with the country code and without the captcha`, productionIn(l.prefix, 'cn'), async ({ page, request }) => {
      const texts = formsText(l);
      const captcha = await captchas(page, 'real');
      const form = await openForm(page, `/${l.prefix}/service/cedarRose`, 'enquiry');
      const company = unique('company');
      await form.getByRole('radio', { name: optionName(texts, formId, 'service', 'fresh-investigation'), exact: true }).check();
      await fillFields(page, formId, { companyName: company, companyWeb: 'www.example.com', companyAddress: 'Hauptstrasse 1, Berlin', mobile: '+49 30 1234567', captcha: 'k4pz' });
      await field(page, formId, 'country').selectOption('DE');
      captcha.mode = 'stub';
      await form.getByRole('button', { name: texts[formId].submit }).click();
      await expectNotification(page, l, 'notice', texts[formId].success);

      const rows = await stored(request, formId, (r) => r.payload.companyName === company);
      expect(rows).toHaveLength(1);
      const row = only(rows, 'stored credit report request');
      expect(row.locale).toBe(l.id);
      expect(row.payload).toEqual({ service: 'fresh-investigation', companyName: company, companyWeb: 'www.example.com', companyAddress: 'Hauptstrasse 1, Berlin', country: 'DE', mobile: '+49 30 1234567' });
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Drafts of the forms that have defaults (a preselected term, a pre-ticked box, empty groups)

test('a first visit claims no restored draft and keeps none, also on forms with defaults', async ({ page }) => {
  await captchas(page, 'stub');
  for (const [path, section] of [['/en/contact', 'message'], ['/en/package', 'buy'], ['/en/service/debtcollection', 'claim'], ['/cn/service/cedarRose', 'enquiry']] as const) {
    const form = await openForm(page, path, section);
    await expect(form.locator('.page-form__note'), path).toHaveCount(0);
  }
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('form-draft:')))).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Pictures of forms with their errors, for people to look at (.tmp/screens/), at a desktop and a
// phone width. Nothing is compared; the page must not scroll sideways at either width.

test.describe('form screenshots', () => {
  const shots: Array<{ name: string; path: string; section: string; formId: TestedForm }> = [
    { name: 'contact', path: 'contact', section: 'message', formId: 'contact' },
    { name: 'debt-claim', path: 'service/debtcollection', section: 'claim', formId: 'debt-claim' },
  ];
  for (const l of [locale('en'), locale('cn')]) {
    for (const shot of shots) {
      for (const width of [1366, 390]) {
        test(`screenshot of the /${l.prefix} ${shot.name} form with its errors at ${width} px`, async ({ page }) => {
          const texts = formsText(l);
          await page.setViewportSize({ width, height: width > 800 ? 850 : 844 });
          await captchas(page, 'stub');
          const form = await openForm(page, `/${l.prefix}/${shot.path}`, shot.section);
          await form.getByRole('button', { name: texts[shot.formId].submit }).click();
          await expect(form.locator('.error-detail li').first()).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);

          // The whole form from the top of the page, so the sticky header stays where it belongs.
          await page.evaluate(() => window.scrollTo(0, 0));
          const box = (await form.boundingBox())!;
          mkdirSync('.tmp/screens', { recursive: true });
          await page.screenshot({ path: `.tmp/screens/${shot.name}-errors-${l.prefix}-${width}.png`, fullPage: true, clip: { x: 0, y: box.y, width, height: box.height } });
        });
      }
    }
  }
});

// ---------------------------------------------------------------------------------------------
// The tests above read their words from the locale files; the English ones are the spec's own.

test('the English form messages are worded as the spec says', () => {
  const en = formsText(locale('en'));
  expect({
    packageEmail: fieldMessage(en, 'package-purchase', 'email', 'format'),
    packagePassword: fieldMessage(en, 'package-purchase', 'password', 'minLength'),
    packageCaptcha: en['package-purchase'].codes!['20008'],
    claimSuccess: en['debt-claim'].success,
    claim: ['creditor.contactName', 'creditor.contactEmail', 'creditor.phone', 'debtor.companyName', 'debtor.contactName', 'debtor.debtValue', 'debtor.lastContactDetails'].map((path) => fieldMessage(en, 'debt-claim', path, 'required')),
    claimFormats: [fieldMessage(en, 'debt-claim', 'creditor.contactEmail', 'format'), fieldMessage(en, 'debt-claim', 'creditor.phone', 'pattern')],
    creditService: fieldMessage(en, 'credit-report', 'service', 'required'),
    creditRequired: ['companyName', 'country', 'mobile', 'captcha'].map((path) => fieldMessage(en, 'credit-report', path, 'required')),
  }).toEqual({
    packageEmail: 'The field must contain a valid email address.',
    packagePassword: 'The field contains at least 6 characters.',
    packageCaptcha: 'Captcha text you entered was incorrect. Please try again.',
    claimSuccess: 'sent successfully',
    claim: ['Please enter your name.', 'Please enter your email address.', 'Please enter a phone number.', 'Debtor company name required.', 'Debtor contact name required.', 'Debt value required.', 'Please tell us about your recent contact with the debtor.'],
    claimFormats: ['Please enter a valid email address.', 'Please specify a valid phone number.'],
    creditService: 'Please select a service',
    creditRequired: ['Please enter', 'Please enter', 'Please enter', 'Please enter'],
  });
});
