import { expect, hydrated, test } from './console-guard';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { lookupMessage } from '../../engine/config/message-lookup';
import { buildConsolePageData, consolePaths } from '../../engine/ui/console/console-page-data';
import { consoleDocumentTitle } from '../../engine/ui/console/console-title';

// The console's sign-in pages speak the language of the `lang` cookie: a wrong password is told in
// the login form's own words for it (not the password rule's), the notification is titled in that
// language, and every console page's <title> is in it, in the HTML sent and after hydration.
// Every text is read from the site model (config and locale files), never typed here.

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('config does not load');
const model = loaded.value;
const cookie = model.site.languageCookie.name;
const locales = model.site.locales.map((l) => l.id);
const common = (locale: string, key: string) => lookupMessage(model.messages[locale as 'en'].common, key)!;
const forms = (locale: string, key: string) => lookupMessage(model.messages[locale as 'en'].forms, key)!;
const titleOf = (path: string, locale: string) => consoleDocumentTitle(buildConsolePageData(model, path), locale);
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

for (const locale of locales) {
  test(`a wrong password on the login page is told in ${locale}: the form's words and a notification titled in ${locale}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: cookie, value: locale, url: baseURL! }]);
    await page.goto(model.console.login);
    await hydrated(page);
    await expect(page).toHaveTitle(titleOf(model.console.login, locale));
    await page.locator('#form-login_email').fill(`nobody-${unique()}@trade.company`);
    await page.locator('#form-login_password').fill('not-the-password');
    await page.getByRole('button', { name: forms(locale, 'login.submit'), exact: true }).click();

    const wrong = forms(locale, 'login.codes.10001');
    const notification = page.locator('.notification').filter({ hasText: wrong });
    await expect(notification).toBeVisible();
    await expect(notification.locator('.notification__title')).toHaveText(common(locale, 'notify.error'));
    // Never the password rule's text for a password that is long enough.
    await expect(page.getByText(forms(locale, 'login.fields.password.errors.minLength'))).toHaveCount(0);
    // The page's notifications are shown once, by the island that knows the language.
    await expect(page.locator('.notification')).toHaveCount(1);
  });

  test(`every console page is titled in ${locale} for a ${cookie}=${locale} cookie, in the HTML sent and once hydrated`, async ({ page, context, baseURL, request }) => {
    for (const path of consolePaths(model)) {
      const html = await (await request.get(path, { headers: { cookie: `${cookie}=${locale}` } })).text();
      const sent = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(sent, `${path} as sent`).toBe(titleOf(path, locale));
      expect(html).toContain(`lang="${model.site.locales.find((l) => l.id === locale)!.htmlLang}"`);
    }
    await context.addCookies([{ name: cookie, value: locale, url: baseURL! }]);
    for (const path of [model.console.login, model.console.register]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page).toHaveTitle(titleOf(path, locale));
    }
  });
}

test('the register page titles its notifications in the cookie language (a malformed code request warns in it)', async ({ page, context, baseURL }) => {
  const locale = locales.find((l) => l !== model.site.defaultLocale)!;
  await context.addCookies([{ name: cookie, value: locale, url: baseURL! }]);
  await page.goto(model.console.register);
  await hydrated(page);
  await page.getByRole('button', { name: forms(locale, 'sendCode.send'), exact: true }).click();
  const warning = page.locator('.notification[data-kind="warning"]');
  await expect(warning).toBeVisible();
  await expect(warning.locator('.notification__title')).toHaveText(common(locale, 'notify.warning'));
});
