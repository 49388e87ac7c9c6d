import { execFile } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { nthMailTo } from './outbox';
import { unique } from './form-helpers';
import { textAt, yamlTree } from './locale-text-tree';
import { operatorApi, e2eDataDir } from './operator-api';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { lookupMessage } from '../../engine/config/message-lookup';
import type { LocaleId } from '../../engine/config/site-model';

// Spec 4 (the terms) in the browser: an operator freezes, partly freezes, cancels and lifts a
// member with `npm run accounts`, run as a real command beside the test server, and the member
// meets each state at the login page and in the shipment search, in their language. The member is
// an account registered by the test, not a seeded demo account: other browser tests sign in as
// those at the same time, and a frozen demo member would fail them.

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('the site config does not load');
const model = loaded.value;
/** A text as the member reads it: the compiled model's, with {{contact:email}} filled from site.yaml. */
const apiError = (locale: LocaleId, key: string) => {
  const text = lookupMessage(model.messages[locale].common, `apiErrors.${key}`);
  if (!text) throw new Error(`apiErrors.${key} is missing in locales/${locale}/common.yaml`);
  return text;
};
const formText = (locale: string, key: string) => textAt(yamlTree(`locales/${locale}/forms.yaml`), key);
const consoleText = (locale: string, key: string) => textAt(yamlTree(`locales/${locale}/console.yaml`), key);
/** A dataset the new member does not own that offers an HS-code search. */
const dataset = model.catalogue.datasets.find((d) => d.kind === 'customs' && d.hscode)!;

/** `npm run accounts -- ...`, as an operator runs it beside the e2e server. */
function accounts(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/accounts.ts', ...args, '--by', 'e2e operator'], {
      env: { ...process.env, DATA_DIR: e2eDataDir(), SITE_API_URL: operatorApi(), DATABASE_URL: '' },
    }, (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }));
  });
}
async function operator(...args: string[]): Promise<string> {
  const run = await accounts(...args);
  expect(run.code, run.err).toBe(0);
  return run.out;
}

async function register(request: APIRequestContext, email: string, password: string): Promise<void> {
  expect((await (await request.post('/console/user/register/sendCode', { data: { email, locale: 'en' } })).json()).code).toBe(1);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(await nthMailTo(email, 1))?.[1];
  expect((await (await request.post('/console/user/register', { data: { email, password, code } })).json()).code).toBe(1);
}

/** The login page, filled in and sent; the caller says what should follow. */
async function logIn(page: Page, locale: string, email: string, password: string) {
  await page.goto('/login');
  await hydrated(page);
  const emailField = page.getByLabel(formText(locale, 'login.fields.email.label'));
  const passwordField = page.getByLabel(formText(locale, 'login.fields.password.label'));
  // Typed again until both stay: a password typed while the form's island takes over is not
  // carried over (secrets are never kept), which is the page's design, not this test's subject.
  await expect(async () => {
    await emailField.fill(email);
    await passwordField.fill(password);
    await expect(passwordField).toHaveValue(password, { timeout: 1000 });
    await expect(emailField).toHaveValue(email, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: formText(locale, 'login.submit') }).last().click();
}

async function searchNotOwned(page: Page, locale: string) {
  await page.goto('/shipments/search');
  await hydrated(page);
  await page.getByLabel(consoleText(locale, 'search.form.dataset'), { exact: true }).selectOption(dataset.value);
  await page.getByLabel(consoleText(locale, 'search.form.field'), { exact: true }).selectOption('hscode');
  await page.getByLabel(consoleText(locale, 'search.form.keyword'), { exact: true }).fill('84');
  await page.getByRole('button', { name: consoleText(locale, 'search.form.submit'), exact: true }).click();
  return page.locator('.search-refusal');
}

// One language walks the whole journey (each step runs the operator's command, seconds apiece);
// the API tests (tests/api/accounts-operator.test.ts) hold every state's answer, and the refusal
// texts of every locale are checked by the config check like any other API error text.
for (const locale of ['ru'] as const) {
  test(`an operator freezes, partly freezes, cancels and lifts a member, who is told at login and in the search (${locale})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(420_000); // seven runs of the command, a few seconds each on a busy machine
    const email = `${unique('appeal')}@harbour-lamps.cn`;
    const password = 'Harbour-2026 secret';
    await register(request, email, password);
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    const contact = model.site.contact.email;
    const partly = apiError(locale, 'accountPartlyFrozen');
    expect(partly).toContain(contact);

    // Registered: logs in and is refused a dataset only for not owning it.
    await logIn(page, locale, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(await searchNotOwned(page, locale)).toContainText(apiError(locale, 'datasetNotOwned'));

    // Partly frozen: the session goes on, the search is refused with the appeal address.
    expect(await operator('--freeze', email, '--partial', '--reason', 'Unpaid invoice 2026-118')).toContain('is partly-frozen now');
    await expect(await searchNotOwned(page, locale)).toContainText(partly);

    // Fully frozen: the open session ends at once; the login, with the right password, says why.
    expect(await operator('--freeze', email, '--reason', 'Chargeback on order 4411')).toContain('is frozen now');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    // A wrong password learns nothing of the freeze (the login form's own wording of 10001 is the forms' concern).
    const wrong = await (await request.post('/console/user/login', { data: { email, password: 'a wrong password' } })).json() as { code: number; msg: string };
    expect(wrong).toMatchObject({ code: 10001, msg: 'Wrong e-mail or password' });
    await logIn(page, locale, email, password);
    await expect(page.locator('.page-form__failure')).toHaveText(apiError(locale, 'accountFrozen'));
    await expect(page).toHaveURL(/\/login$/);

    // Lifted (the appeal): in again, and the search refuses only what the packages lack.
    expect(await operator('--lift', email, '--reason', 'Appeal granted')).toContain('is registered now');
    await logIn(page, locale, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(await searchNotOwned(page, locale)).toContainText(apiError(locale, 'datasetNotOwned'));

    // Cancelled: out at once, and told so at login; a lift restores the account.
    expect(await operator('--cancel', email, '--reason', 'Asked to close the account')).toContain('is cancelled now');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, locale, email, password);
    await expect(page.locator('.page-form__failure')).toHaveText(apiError(locale, 'accountCancelled'));
    const refreeze = await accounts('--freeze', email, '--reason', 'too late');
    expect(refreeze.code).toBe(2);
    expect(refreeze.err).toContain('is cancelled, so it cannot be frozen');
    await operator('--lift', email, '--reason', 'Appeal granted');
    await logIn(page, locale, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Each change is on record, with who and why.
    const history = (await operator('--history', email)).trim().split('\r\n').slice(1).map((line) => line.split(',').slice(1, 4));
    expect(history).toEqual([
      ['registered', 'partly-frozen', 'e2e operator'],
      ['partly-frozen', 'frozen', 'e2e operator'],
      ['frozen', 'registered', 'e2e operator'],
      ['registered', 'cancelled', 'e2e operator'],
      ['cancelled', 'registered', 'e2e operator'],
    ]);
  });
}
