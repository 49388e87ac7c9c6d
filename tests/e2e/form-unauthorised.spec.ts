import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { endpoints, expectFieldValues, field, fieldId, fillFields, formIsLive, formsText, locale, openForm, stubCaptchas, unique } from './form-helpers';
import { sessionMarkerCookieName } from '../../engine/api/token-cookie';
import { demoAccounts } from '../../server/auth/seed-accounts';

// Spec 4 and 8: a 401 (or 402) answer ends the session without a word, also when it answers a
// form. The form keeps what was typed (in the draft, for the page the visitor lands on).

const notUnderstood = { code: 401, data: {}, msg: 'Please log in' };

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

/** Logs a demo member in through the API: the server sets the HttpOnly ts-token and the ts-session marker. */
async function logIn(page: Page, email: string) {
  const password = demoAccounts.find((a) => a.email === email)!.password;
  const answer = await page.request.post('/console/user/login', { data: { email, password } });
  expect((await answer.json()).code).toBe(1);
}

test('a member\'s package order answered 401 ends the session silently and lands on the language home', async ({ page, context }) => {
  const l = locale('en');
  const texts = formsText(l);
  const formId = 'package-order';
  await logIn(page, 'member@demo.example');
  expect(await cookieNames(context)).toContain(sessionMarkerCookieName);
  await stubCaptchas(page);
  await page.route(`**${endpoints[formId].endpoint.path}`, (route) => route.fulfill({ json: notUnderstood }));
  await page.goto('/en/package');
  // Logged in, the page shows the member's form (config/forms.yaml signedIn:).
  const form = await formIsLive(page, page.locator('section#buy'));
  await expect(field(page, formId, 'package')).toBeVisible();

  const select = field(page, formId, 'package');
  await select.selectOption({ label: (await select.locator('option', { hasText: /^Global · / }).textContent())! });
  await page.locator(`#${fieldId(formId, 'paymentMethod')}-0`).check();
  await page.locator(`#${fieldId(formId, 'agree')}`).check();
  await field(page, formId, 'captcha').fill('k4pz');
  await form.getByRole('button', { name: texts[formId].submit }).click();

  await page.waitForURL(/\/en$/);
  await hydrated(page);
  await expect(page.locator('.notification')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await cookieNames(context)).not.toContain(sessionMarkerCookieName);
  // What was chosen is still the draft of that form, for when the member comes back.
  const draft = await page.evaluate((key) => sessionStorage.getItem(key), `form-draft:${formId}:${l.id}`);
  expect(JSON.parse(draft ?? '{}')).toMatchObject({ package: 'global', paymentMethod: 'paypal', agree: true });
});

test('a visitor\'s form answered 401 says nothing and keeps everything typed', async ({ page }) => {
  const l = locale('en');
  const texts = formsText(l);
  await stubCaptchas(page);
  await page.route(`**${endpoints.contact.endpoint.path}`, (route) => route.fulfill({ json: notUnderstood }));
  const form = await openForm(page, '/en/contact', 'message');
  const values = { firstName: 'Ada', lastName: 'Lovelace', email: `${unique('silent')}@example.com`, subject: 'Imports', message: 'Please call me.', captcha: 'k4pz' };
  await fillFields(page, 'contact', values);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === endpoints.contact.endpoint.path);
  await form.getByRole('button', { name: texts.contact.submit }).click();
  await answered;

  await expect(form.getByRole('button', { name: texts.contact.submit })).toBeEnabled();
  await expect(page.locator('.notification')).toHaveCount(0);
  await expect(form.locator('.page-form__failed')).toHaveCount(0);
  await expectFieldValues(page, 'contact', values);
  await expect(page).toHaveURL(/\/en\/contact$/);
});
