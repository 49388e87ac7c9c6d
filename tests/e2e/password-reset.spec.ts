import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { mailsTo, nthMailTo } from './outbox';
import { unique } from './form-helpers';
import { textAt, yamlTree } from './locale-text-tree';

// A member who forgot the password sets a new one from the login page, with a code e-mailed to the
// account's address, in their language; every other session ends, and the new password works.

const consoleText = (locale: string, key: string) => textAt(yamlTree(`locales/${locale}/console.yaml`), key);
const formText = (locale: string, key: string) => textAt(yamlTree(`locales/${locale}/forms.yaml`), key);
const firstCode = (mail: string) => /(?<!\d)(\d{6})(?!\d)/.exec(mail)?.[1];

/** A member account made the way a visitor makes one: registration with its e-mailed code. */
async function register(request: APIRequestContext, email: string, password: string): Promise<void> {
  expect((await (await request.post('/console/user/register/sendCode', { data: { email, locale: 'en' } })).json()).code).toBe(1);
  const code = firstCode(await nthMailTo(email, 1));
  expect((await (await request.post('/console/user/register', { data: { email, password, code } })).json()).code).toBe(1);
}

const loginAnswer = async (request: APIRequestContext, email: string, password: string) =>
  (await (await request.post('/console/user/login', { data: { email, password } })).json()) as { code: number; data: { field?: string } };

for (const { locale, codeWords } of [{ locale: 'en', codeWords: /Your verification code is \d{6}/ }, { locale: 'ru', codeWords: /Ваш код подтверждения: \d{6}/ }]) {
  test(`forgot the password (${locale}): from the login page, a code to the account's address, a new password, signed in`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const email = `${unique('forgetful')}@harbour-lamps.cn`;
    await register(request, email, 'Old-password 2026');
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);

    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('link', { name: consoleText(locale, 'login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(consoleText(locale, 'passwordReset.title'));

    await page.getByLabel(formText(locale, 'password-reset.fields.email.label')).fill(email);
    await page.getByRole('button', { name: formText(locale, 'sendCode.send'), exact: true }).click();
    await expect(page.locator('.notification').filter({ hasText: formText(locale, 'password-reset.codeSent') })).toBeVisible();
    // The second mail to the address (the first was the registration's), in the page's language.
    const mail = await nthMailTo(email, 2);
    expect(mail).toMatch(codeWords);
    await page.getByLabel(formText(locale, 'password-reset.fields.code.label')).fill(firstCode(mail)!);
    await page.getByLabel(formText(locale, 'password-reset.fields.password.label')).fill('New-password 2026');
    await page.getByRole('button', { name: formText(locale, 'password-reset.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('app-header')).toBeVisible();

    // The owner is told, in the same language, with the way back if it was not them.
    await expect.poll(() => mailsTo(email).length).toBe(3);
    expect(mailsTo(email)[2]).toContain('/password-reset');
    expect((await loginAnswer(request, email, 'Old-password 2026'))).toMatchObject({ code: 10001, data: { field: 'password' } });
    expect((await loginAnswer(request, email, 'New-password 2026')).code).toBe(1);
  });
}
