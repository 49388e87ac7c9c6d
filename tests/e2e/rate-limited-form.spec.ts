import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { commonText, endpoints, expectFieldValues, fillFields, formsText, locale, openForm, stubCaptchas, unique, type Locale } from './form-helpers';

// A form refused for being sent too often (HTTP 429) says so, and how long to wait, from the
// answer's Retry-After, in the page's language and its plural forms; what was typed stays (all
// but the captcha's answer: a refused submission gets a new picture). The server's real 429 and
// its Retry-After are tested in tests/api/rate-limit-message.test.ts; here the answer is stubbed,
// so that the suite's own limits are never met.

const refused = { code: 429, data: {}, msg: 'Too many requests, please try again in a minute' };

/** The contact form of `l`, answered 429 with `retryAfter`: the failure note it then shows. */
async function refusedNote(page: Page, l: Locale, retryAfter: string) {
  await stubCaptchas(page);
  await page.route(`**${endpoints.contact.endpoint.path}`, (route) => route.fulfill({ status: 429, headers: { 'retry-after': retryAfter }, json: refused }));
  const form = await openForm(page, `/${l.prefix}/contact`, 'message');
  const values = { firstName: 'Ada', lastName: 'Lovelace', email: `${unique('limited')}@example.com`, subject: 'Imports', message: 'Please call me.' };
  await fillFields(page, 'contact', { ...values, captcha: 'k4pz' });
  await form.getByRole('button', { name: formsText(l).contact.submit }).click();
  const note = form.locator('.page-form__failed');
  await expect(note).toBeVisible();
  await expectFieldValues(page, 'contact', values);
  return note;
}

/** The browser reports the stubbed 429 itself as a failed load: that one is expected, nothing else. */
function onlyTheRefusal(problems: string[]): void {
  expect(problems.filter((p) => !/status of 429/.test(p))).toEqual([]);
  problems.splice(0);
}

test('a form refused for coming too often says how long to wait, in Russian plural forms, and keeps what was typed', async ({ page, consoleProblems }) => {
  const l = locale('ru');
  const note = await refusedNote(page, l, '45');
  const wait = commonText(l).apiErrors.tooManyRequestsSeconds_many?.replace('{{count}}', '45');
  expect(wait).toBe('Слишком много попыток за короткое время. Подождите 45 секунд.');
  await expect(note).toHaveText(`${wait} ${formsText(l).failed}`);
  onlyTheRefusal(consoleProblems);
});

test('a longer wait is said in whole minutes', async ({ page, consoleProblems }) => {
  const l = locale('en');
  const note = await refusedNote(page, l, '90');
  await expect(note).toHaveText(`Too many attempts in a short time. Please wait 2 minutes. ${formsText(l).failed}`);
  onlyTheRefusal(consoleProblems);
});
