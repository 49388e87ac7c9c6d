import type { Page, Route } from '@playwright/test';
import { expect, test } from './console-guard';
import { endpoints, expectFieldValues, field, fieldId, fillFields, formIsLive, formsText, locale, unique } from './form-helpers';
import { emailedCode } from './outbox';

// The purchase form is prerendered: a visitor can type into it before its code (RJSF and the form's
// chunk) has loaded. Everything typed then must reach the server as typed, the password included,
// while the draft in sessionStorage never holds the password.

/** Holds back the form's lazy chunk until the returned function is called. */
async function holdFormCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/page-form-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const reactOwns = (page: Page) => page.locator('section#buy .page-form').evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));

test('everything typed into the purchase form before its code loaded is sent as typed, password included, and never kept in the draft', async ({ page, request }) => {
  test.setTimeout(60_000);
  const l = locale('en');
  const texts = formsText(l);
  const formId = 'package-purchase';
  const release = await holdFormCode(page);
  await page.goto('/en/package', { waitUntil: 'domcontentloaded' });
  const form = page.locator('section#buy');
  await expect(field(page, formId, 'password')).toBeVisible();
  expect(await reactOwns(page), 'the form is still the prerendered HTML').toBe(false);

  const email = `${unique('early')}@example.com`;
  const typed = { firstName: 'Grace', lastName: 'Hopper', email, password: ' correct horse 42 ' };
  await fillFields(page, formId, typed);
  const select = field(page, formId, 'package');
  await select.selectOption({ label: (await select.locator('option', { hasText: /^Global · / }).textContent())! });
  await page.locator(`#${fieldId(formId, 'paymentMethod')}-1`).check(); // bank transfer
  await page.locator(`#${fieldId(formId, 'agree')}`).check();
  expect(await reactOwns(page), 'typed before the form\'s code ran').toBe(false);

  release();
  await formIsLive(page, form);
  await expectFieldValues(page, formId, typed);
  await expect(form.locator(`#${fieldId(formId, 'paymentMethod')}-1`)).toBeChecked();
  await expect(form.locator(`#${fieldId(formId, 'agree')}`)).toBeChecked();
  const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('form-draft:')).map((k) => sessionStorage.getItem(k) ?? ''));
  expect(drafts.join('')).toContain(email);
  expect(drafts.join('')).not.toContain('correct horse');

  // The captcha's picture and the send-code button come with the form's code, so their answers are typed now.
  await expect(form.locator('.captcha__image img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await field(page, formId, 'captcha').fill('k4pz');
  await form.getByRole('button', { name: texts.sendCode.send, exact: true }).click();
  const code = await emailedCode(email);
  await field(page, formId, 'code').fill(code);
  // A field the form's state lost would stop the submission as empty: then no request comes.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === endpoints[formId].endpoint.path, { timeout: 10_000 });
  await form.getByRole('button', { name: texts[formId].submit }).click();
  expect((await sent).postDataJSON()).toMatchObject({ ...typed, code, package: 'global', term: '1-year', paymentMethod: 'bank-transfer', agree: true, captcha: 'k4pz', locale: 'en' });
  await page.waitForURL(/\/en\/payment\/\d{12}$/);

  // The account has the password exactly as typed, spaces and all.
  const login = await (await request.post('/console/user/login', { data: { email, password: typed.password } })).json();
  expect(login.code).toBe(1);
});
