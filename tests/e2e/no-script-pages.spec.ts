import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { lookupMessage } from '../../engine/config/message-lookup';
import { telHref } from '../../engine/config/contact-formats';
import { uiMessageKeys } from '../../engine/config/ui-message-keys';
import type { LocaleId, Messages } from '../../engine/config/site-model';
import { present } from '../unit/present';
import { expectNoSeriousAxeViolations } from './page-health';

// The pages that used to be empty without JavaScript show their content from their HTML, and every
// form (the public form sections and the console's sign-in pages) says in one sentence that it
// needs JavaScript, with the company's e-mail and phone (site.yaml contact:) as links, its inputs
// hidden. Texts, paths and the contact come from the compiled config, never from this file.
const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('the project config must be valid');
const model = loaded.value;
const { email, phone } = model.site.contact;
const message = (messages: Messages | undefined, key: string, where: string) => present(lookupMessage(messages, key), `${key} in ${where}`);
const common = (locale: LocaleId, key: string) => message(model.messages[locale].common, key, `locales/${locale}/common.yaml`);
const prefixOf = (locale: LocaleId) => present(model.site.locales.find((l) => l.id === locale), `locale ${locale}`).prefix;
/** The visible words of a sentence of common.yaml with its links filled in. */
const sentence = (locale: LocaleId, key: string) => common(locale, key).replace(/<\/?(email|phone)>/g, '').replace('{{email}}', email).replace('{{phone}}', phone);

// Each page with a form section, in English and in Chinese (the locale with every form page).
const formPages = model.routes
  .filter((r) => r.prerender && (r.locale === 'en' || r.locale === 'zh-cn'))
  .flatMap((r) => (model.pages[r.page]?.sections ?? []).filter((s) => s.type === 'form').map((s) => ({ path: r.path, locale: r.locale, section: present(s.id, `the form section of ${r.page} has an id`) })));
const paymentRoutes = model.routes.filter((r) => !r.prerender && r.page === 'payment');
const orderNumber = '123456789012';

async function expectContactSentence(where: Locator, locale: LocaleId, key: string) {
  const note = where.locator('.no-script-note');
  await expect(note).toBeVisible();
  await expect(note).toHaveText(sentence(locale, key));
  await expect(note.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
  await expect(note.locator(`a[href="${telHref(phone)}"]`)).toHaveText(phone);
}

async function expectNoDeveloperLog(page: Page) {
  expect(await page.content()).not.toMatch(/Hey developer|reactrouter\.com/);
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in pages show their title, the form\'s fields and the links on, and say the form needs JavaScript', async ({ page }) => {
    const locale = model.site.defaultLocale;
    const texts = model.messages[locale];
    const pages = [
      { path: model.console.login, group: 'login', form: 'login', other: model.console.register },
      { path: model.console.register, group: 'register', form: 'register', other: model.console.login },
    ];
    for (const signIn of pages) {
      expect((await page.goto(signIn.path))?.status(), signIn.path).toBe(200);
      await expect(page.locator('h1')).toHaveText(message(texts.console, `${signIn.group}.title`, 'console.yaml'));
      await expect(page.locator('main .sign-in__lead')).toHaveText(message(texts.console, `${signIn.group}.lead`, 'console.yaml'));
      const form = page.locator('form.engine-form');
      for (const field of ['email', 'password']) {
        await expect(form.locator(`label[for="form-${signIn.form}_${field}"]`)).toContainText(message(texts.forms, `${signIn.form}.fields.${field}.label`, 'forms.yaml'));
      }
      // Nobody can fill in or send what needs a script.
      await expect(form.locator('input:visible, button:visible')).toHaveCount(0);
      await expectContactSentence(page.locator('main'), locale, uiMessageKeys.noScriptForm);
      await expect(page.locator(`main a[href="${signIn.other}"]`)).toBeVisible();
      await expect(page.locator(`main a[href="/${prefixOf(locale)}"]`)).toBeVisible();
    }
  });

  test('every form page says the form needs JavaScript, with the configured e-mail and phone, and hides the form', async ({ page }) => {
    expect(formPages.map((p) => p.locale)).toEqual(expect.arrayContaining(['en', 'zh-cn']));
    for (const { path, locale, section } of formPages) {
      await test.step(path, async () => {
        expect((await page.goto(path))?.status()).toBe(200);
        const form = page.locator(`section#${section}`);
        await expectContactSentence(form, locale, uiMessageKeys.noScriptForm);
        await expect(form.locator('form.engine-form')).toHaveCount(1);
        await expect(form.locator('form.engine-form')).toBeHidden();
      });
    }
  });

  test('the payment page shows its heading and says the order needs JavaScript, with the contact', async ({ page }) => {
    expect(paymentRoutes.length).toBeGreaterThan(0);
    for (const route of paymentRoutes) {
      const path = route.path.replace(':id', orderNumber);
      expect((await page.goto(path))?.status(), path).toBe(200);
      const texts = model.messages[route.locale].pages.payment;
      await expect(page.locator('main h1')).toHaveText(message(texts, 'hero.heading', `pages/payment.yaml of ${route.locale}`));
      await expectContactSentence(page.locator('main'), route.locale, uiMessageKeys.noScriptPayment);
      await expect(page.locator('html')).toHaveAttribute('lang', present(model.site.locales.find((l) => l.id === route.locale), `locale ${route.locale}`).htmlLang);
      await expect(page.locator('footer')).toBeVisible();
      await expectNoDeveloperLog(page);
    }
  });

  test('a value a route refuses is the 404 page of its locale, in its header and footer, status 404', async ({ page, consoleProblems }) => {
    for (const locale of ['en', 'zh-cn', 'ru'] as const) {
      const route = present(paymentRoutes.find((r) => r.locale === locale), `a payment route in ${locale}`);
      const response = await page.goto(route.path.replace(':id', '%3Cscript%3E'));
      expect(response?.status()).toBe(404);
      // The browser reports the document's own status, and nothing else may go wrong.
      expect(consoleProblems.splice(0)).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
      await expect(page.locator('main h1')).toHaveText(common(locale, uiMessageKeys.notFoundTitle));
      await expect(page).toHaveTitle(common(locale, uiMessageKeys.notFoundTitle));
      await expect(page.locator(`main a[href="/${prefixOf(locale)}"]`)).toHaveText(common(locale, uiMessageKeys.backHome));
      // The locale's own menus: its contact page is linked from the header.
      const contact = present(model.routes.find((r) => r.locale === locale && r.page === 'contact'), `a contact page in ${locale}`);
      await expect(page.locator(`header a[href="${contact.path}"]`).first()).toBeAttached();
      await expect(page.locator('footer')).toBeVisible();
      await expectNoDeveloperLog(page);
    }
  });

  test('an unknown path goes (302) to the home page spec 2.5 names, which shows its content', async ({ page, request }) => {
    // /en/... contains /en; /xx/... is no locale and contains none of the rules' texts: the fallback.
    for (const [path, home] of [['/en/no-such-page', '/en'], ['/xx/whatever', model.redirects.fallback]] as const) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect([path, answer.status(), answer.headers()['location']]).toEqual([path, 302, home]);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.locator('main h1')).not.toBeEmpty();
    }
  });
});

test.describe('with JavaScript', () => {
  test('the sentence for visitors without it is not shown, on a form page and on the payment page', async ({ page }) => {
    const form = present(formPages.find((p) => p.locale === 'en'), 'an English form page');
    await page.goto(form.path);
    await hydrated(page);
    await expect(page.locator(`section#${form.section} form.engine-form`)).toBeVisible();
    await expect(page.locator('.no-script-note')).toBeHidden();

    const payment = present(paymentRoutes.find((r) => r.locale === 'en'), 'an English payment route');
    await page.goto(payment.path.replace(':id', orderNumber));
    await hydrated(page);
    // The document is one for every order; once running, the page reads this one (there is none).
    await expect(page.locator('[data-payment-state="notFound"]')).toBeVisible();
    await expect(page.locator('.no-script-note')).toBeHidden();
    // Its language links lead to the same order in each language.
    const ru = present(paymentRoutes.find((r) => r.locale === 'ru'), 'a Russian payment route');
    await expect(page.locator(`header a[href="${ru.path.replace(':id', orderNumber)}"]`).first()).toBeAttached();
  });

  test('the 404 page of a locale runs its islands cleanly and is accessible', async ({ page, consoleProblems }) => {
    const route = present(paymentRoutes.find((r) => r.locale === 'ru'), 'a Russian payment route');
    expect((await page.goto(route.path.replace(':id', '%3Cscript%3E')))?.status()).toBe(404);
    await hydrated(page);
    expect(consoleProblems.splice(0)).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await expect(page.locator('main h1')).toHaveText(common('ru', uiMessageKeys.notFoundTitle));
    // No router here: the header and the overlays are islands, which the runtime hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
    await expectNoSeriousAxeViolations(page);
  });
});
