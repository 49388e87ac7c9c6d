import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, hydrated } from './console-guard';
import { present } from '../unit/present';

// What the browser tests of forms share: the locales and their words, RJSF's field ids, filling
// and reading fields, notifications, and waiting until React owns a prerendered form.

export const locales = [
  { prefix: 'cn', id: 'zh-cn' },
  { prefix: 'en', id: 'en' },
  { prefix: 'ru', id: 'ru' },
] as const;
export type Locale = (typeof locales)[number];
export const locale = (prefix: Locale['prefix']) => locales.find((l) => l.prefix === prefix)!;

export type FieldTexts = { label?: string; errors?: Record<string, string>; options?: Record<string, string>; fields?: Record<string, FieldTexts> };
export type FormTexts = { title: string; submit: string; success: string; fields: Record<string, FieldTexts>; codes?: Record<string, string> };
/** The forms of config/forms.yaml the browser tests fill in; formsText and endpoints fail naming one a file lacks. */
export const testedForms = ['demo', 'contact', 'credit-report', 'debt-claim', 'package-purchase', 'package-order'] as const;
export type TestedForm = (typeof testedForms)[number];
export type FormsFile = {
  errors: Record<string, string>;
  draftRestored: string;
  sending: string;
  failed: string;
  captcha: { label: string; image: string; refresh: string };
  sendCode: { send: string };
} & Record<TestedForm, FormTexts>;
export type CommonFile = { notify: Record<'notice' | 'warning' | 'error' | 'close', string>; apiErrors: Record<string, string>; nav: Record<string, string> };

const yamlFile = <T>(path: string) => parse(readFileSync(path, 'utf8')) as T;
/** `entries` (read from `file`), once each tested form is found in it. */
function withTestedForms<T>(entries: Partial<Record<TestedForm, T>>, file: string): Record<TestedForm, T> {
  for (const formId of testedForms) present(entries[formId], `form ${formId} in ${file}`);
  return entries as Record<TestedForm, T>;
}
export const formsText = (l: Locale): FormsFile => {
  const file = `locales/${l.id}/forms.yaml`;
  const texts = yamlFile<FormsFile>(file);
  withTestedForms<FormTexts>(texts, file);
  return texts;
};
export const commonText = (l: Locale) => yamlFile<CommonFile>(`locales/${l.id}/common.yaml`);
export const endpoints = withTestedForms(yamlFile<{ forms: Partial<Record<TestedForm, { endpoint: { path: string } }>> }>('config/forms.yaml').forms, 'config/forms.yaml');

/** A field's option name in the locale file (radio buttons and selects show these). */
export const optionName = (texts: FormsFile, formId: TestedForm, field: string, value: string) =>
  present(texts[formId].fields[field]?.options?.[value], `option ${value} of field ${formId}.${field} in forms.yaml`);

/** Spec 8's "Invalid request" as config/errors.yaml names it and the locale words it. */
export function transportText(l: Locale): string {
  const key = yamlFile<{ transport: string }>('config/errors.yaml').transport;
  const text = commonText(l).apiErrors[key];
  expect(text, `apiErrors.${key} in locales/${l.id}/common.yaml`).toBeTruthy();
  return text!; // the expect above fails the test without it
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);

/** Unique per test and run: the data folder of the e2e server persists between runs. */
export const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** RJSF's ids: form-<formId>_<field>, a nested field's path joined with _. */
export const fieldId = (formId: string, path: string) => `form-${formId}_${path.replace(/\./g, '_')}`;
export const field = (page: Page, formId: string, path: string) => page.locator(`#${fieldId(formId, path)}`);

export async function fillFields(page: Page, formId: string, values: Record<string, string>) {
  for (const [path, value] of Object.entries(values)) await field(page, formId, path).fill(value);
}

export async function expectFieldValues(page: Page, formId: string, values: Record<string, string>) {
  for (const [path, value] of Object.entries(values)) await expect(field(page, formId, path), path).toHaveValue(value);
}

/**
 * The prerendered form is on screen before its lazy chunk hydrates, and hydrated() does not wait
 * for that chunk: wait until React has rendered the form's own element.
 */
export async function formIsLive(page: Page, section: Locator): Promise<Locator> {
  await hydrated(page);
  await expect(section.locator('.engine-form')).toBeVisible();
  await expect.poll(() => section.locator('.page-form').evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return section;
}

export async function openForm(page: Page, path: string, section: string): Promise<Locator> {
  await page.goto(path);
  return formIsLive(page, page.locator(`section#${section}`));
}

/** Every POST the page sends to a form's endpoint. */
export function postsOf(page: Page, formId: TestedForm): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === endpoints[formId].endpoint.path) sent.push(r);
  });
  return sent;
}

/** A notification of `kind` with exactly this message, under the locale's notify.<kind> title. */
export async function expectNotification(page: Page, l: Locale, kind: 'error' | 'warning' | 'notice', message: string): Promise<Locator> {
  const notification = page.locator(`.notification[data-kind="${kind}"]`, { has: page.locator('.notification__message', { hasText: exactly(message) }) });
  await expect(notification).toBeVisible();
  await expect(notification.locator('.notification__title')).toHaveText(commonText(l).notify[kind]);
  return notification;
}

export const stubCaptcha = {
  code: 1,
  msg: 'success',
  data: {
    id: '00000000-0000-4000-8000-000000000000',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50"><text x="28" y="34" font-family="monospace" font-size="28" fill="#555">k4pz</text></svg>',
  },
};

/** GET /public/captcha answered with a placeholder picture, for forms whose POST never reaches the server. */
export async function stubCaptchas(page: Page): Promise<void> {
  await page.route('**/public/captcha', (route) => route.fulfill({ json: stubCaptcha }));
}
