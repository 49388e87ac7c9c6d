import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, hydrated } from './console-guard';
import { demoAccounts } from '../../server/auth/seed-accounts';
import { present } from '../unit/present';
import { production } from './production-tag';

// The console shell end to end against the reference API: each seeded account logs in and sees
// exactly the header entries spec 6 gives its roles and permissions, in Chinese and English.

type Locale = 'zh-cn' | 'en';
const texts: Record<Locale, Record<string, Record<string, string>>> = {
  'zh-cn': parse(readFileSync('locales/zh-cn/console.yaml', 'utf8')),
  en: parse(readFileSync('locales/en/console.yaml', 'utf8')),
};
const label = (locale: Locale, key: string) => {
  const [group = '', name = ''] = key.split('.');
  return present(texts[locale][group]?.[name], `${key} in locales/${locale}/console.yaml`);
};

const moduleTitle = (locale: Locale, name: string) =>
  present((texts[locale].module as unknown as Record<string, { title: string } | undefined>)[name]?.title, `module.${name}.title in locales/${locale}/console.yaml`);

function account(email: string) {
  const found = demoAccounts.find((a) => a.email === email);
  if (!found) throw new Error(`no seeded account ${email}`);
  return found;
}

/** Logs in through the API (the login page has its own test) and picks the console's language. */
async function logIn(context: BrowserContext, page: Page, email: string, locale: Locale) {
  await context.addCookies([{ name: 'lang', value: locale, url: baseUrl }]);
  const answer = await page.request.post('/console/user/login', { data: { email, password: account(email).password } });
  expect((await answer.json()).code).toBe(1);
}
/** The session's cookies (decision 014: the HttpOnly token and the page's marker), by name. */
async function sessionCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((name) => name === 'ts-token' || name === 'ts-session').sort();
}

let baseUrl = '';
test.beforeEach(({ baseURL }) => {
  baseUrl = baseURL!;
});

async function openConsole(page: Page, path = '/dashboard') {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId('app-header')).toBeVisible();
}

/** Every entry the main nav offers, dropdown entries included (learn-more links aside). */
async function navHrefs(page: Page): Promise<string[]> {
  return page.locator('.app-nav a:not(.app-card__more)').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}
async function topLabels(page: Page): Promise<string[]> {
  return page.locator('.app-nav__list > li > :is(a, button)').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
}
async function accountEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: new RegExp(label('en', 'shell.account') + '|' + label('zh-cn', 'shell.account')) }).click();
  const menu = page.getByTestId('account-menu');
  await expect(menu).toBeVisible();
  return menu.locator('a, button').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
}

const dataCentre = ['/shipments/search', '/shipments/partners-report', '/shipments/history', '/shipments/collect'];
const marketAnalysis = ['/stats/cn', '/stats/un', '/market-insight'];
/** The third-party services dropdown (Chinese only): the overview and each /cn/service page. */
const services = ['/cn/service', ...['debtcollection', 'airwallex', 'cedarRose', 'tuv', 'ningbo', 'xinhai', 'amass', 'yixin', 'yiwandian',
  'zhaodaka', 'website', 'trace', 'spread', 'analyze', 'video', 'search', 'shiteng', 'Hide-article'].map((p) => `/cn/service/${p}`)];
const marketing = (recommend: boolean) => [
  '/marketing/companies/customs', '/marketing/companies/map', '/marketing/companies/b2b', '/marketing/companies/social-media',
  '/marketing/companies/exhibitions', '/marketing/product/social-media', '/marketing/product/search-engine',
  ...(recommend ? ['/marketing/recommend'] : []), '/marketing/intelligent/company', '/marketing/intelligent/product', '/marketing/pool',
];
const crm = (statistics: boolean) => ['/inquiries', '/crm/crm-private', '/crm/crm-public', '/crm/crm-cooperative', ...(statistics ? ['/crm/crm-statistics'] : []), '/crm/crm-focus', '/connections'];
const email = ['/business/ec/mail', '/business/ec/template', '/business/ec/report'];
const products = ['/business/product/list', '/business/product/classify', '/business/product/release', '/business/product/pictures', '/business/label', '/reviews'];
/** Every account's first entries: settings, profile, company page (main account or info role), messages. */
const own = (company: boolean) => ['account.settings', 'account.profile', ...(company ? ['account.company'] : []), 'account.messages'];
const tools = ['/tools/email', '/tools/social', '/tools/translate'];

interface Expected {
  top: string[];
  hrefs: string[];
  account: string[];
  kind: 'mainAccount' | 'subAccount';
}

/** Spec 6, written out per seeded account (server/auth/seed-accounts.ts). */
function expectedFor(emailAddress: string, locale: Locale): Expected {
  const zh = locale === 'zh-cn';
  const tail = zh ? ['nav.services'] : ['nav.packages'];
  const tailHref = zh ? services : ['/en/package'];
  const buyer = zh ? ['/buyer', '/buyer-services'] : [];
  switch (emailAddress) {
    case 'admin@demo.example': // every permission, admin + info + payment, main account
      return {
        top: ['nav.dashboard', 'nav.dataCentre', 'nav.marketAnalysis', 'nav.marketing', 'nav.crm', 'nav.emailCentre', 'nav.products', 'nav.aiTools', ...tail],
        hrefs: ['/dashboard', ...dataCentre, ...buyer, '/so', ...marketAnalysis, ...marketing(true), ...crm(true), ...email, ...products, ...tools, ...tailHref],
        account: [...own(true), 'account.vouchers', 'account.advertising', 'account.recharge', 'account.paymentAccounts', 'account.tsAdmin', 'account.admin', 'account.infoManage', 'account.accountCenter'],
        kind: 'mainAccount',
      };
    case 'sub@demo.example': // info role, a download limit, sub account
      return {
        top: ['nav.dashboard', 'nav.dataCentre', 'nav.crm', 'nav.products', 'nav.aiTools', ...tail],
        hrefs: ['/dashboard', ...dataCentre, ...buyer, ...crm(false), ...products, ...tools, ...tailHref],
        account: [...own(true), 'account.advertising', 'account.recharge', 'account.infoManage'],
        kind: 'subAccount',
      };
    case 'member@demo.example': // nothing at all, main account
      return {
        top: ['nav.dashboard', 'nav.dataCentre', 'nav.crm', 'nav.products', 'nav.aiTools', ...tail],
        hrefs: ['/dashboard', ...dataCentre, ...buyer, ...crm(false), ...products, ...tools, ...tailHref],
        account: [...own(true), 'account.vouchers', 'account.advertising', 'account.basicInfo', 'account.accountCenter'],
        kind: 'mainAccount',
      };
    case 'tradeso@demo.example': // trade-SO
      return {
        top: ['nav.dashboard', 'nav.dataCentre', 'nav.crm', 'nav.products', 'nav.aiTools', ...tail],
        hrefs: ['/dashboard', ...dataCentre, ...buyer, '/so', ...crm(true), ...products, ...tools, ...tailHref],
        account: [...own(true), 'account.vouchers', 'account.advertising', 'account.recharge', 'account.accountCenter'],
        kind: 'mainAccount',
      };
    case 'ai-email@demo.example': // AI and e-mail
      return {
        top: ['nav.dashboard', 'nav.dataCentre', 'nav.marketing', 'nav.crm', 'nav.emailCentre', 'nav.products', 'nav.aiTools', ...tail],
        hrefs: ['/dashboard', ...dataCentre, ...buyer, ...marketing(false), ...crm(false), ...email, ...products, ...tools, ...tailHref],
        account: [...own(true), 'account.vouchers', 'account.advertising', 'account.recharge', 'account.accountCenter'],
        kind: 'mainAccount',
      };
    case 'oem@demo.example': // admin role, open platform, one OEM system
      return {
        top: ['nav.dashboard', 'nav.dataCentre', 'nav.crm', 'nav.products', 'nav.aiTools', ...tail],
        hrefs: ['/dashboard', ...dataCentre, ...buyer, ...crm(false), ...products, ...tools, ...tailHref],
        account: [...own(true), 'account.vouchers', 'account.advertising', 'account.basicInfo', 'account.tsAdmin', 'account.admin', 'account.infoManage', 'account.accountCenter'],
        kind: 'mainAccount',
      };
    default:
      throw new Error(`no expectation for ${emailAddress}`);
  }
}

for (const locale of ['zh-cn', 'en'] as const) {
  for (const { email: emailAddress } of demoAccounts) {
    test(`${emailAddress} sees exactly its header entries (${locale})`, async ({ page, context }) => {
      await logIn(context, page, emailAddress, locale);
      await openConsole(page);
      const expected = expectedFor(emailAddress, locale);
      expect(await topLabels(page)).toEqual(expected.top.map((k) => label(locale, k)));
      expect(await navHrefs(page)).toEqual(expected.hrefs);
      const entries = await accountEntries(page);
      expect(entries).toEqual([...expected.account.map((k) => label(locale, k)), label(locale, 'shell.signOut')]);
      await expect(page.getByTestId('account-menu')).toContainText(label(locale, `shell.${expected.kind}`));
      // The systems drawer is there only for members who have systems.
      await expect(page.getByRole('button', { name: label(locale, 'shell.systems') })).toHaveCount(emailAddress === 'admin@demo.example' || emailAddress === 'oem@demo.example' ? 1 : 0);
    });
  }
}

test('Log in from the public header leads to the console; the module page shows its title', production, async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await page.getByLabel(/e-mail/i).fill('member@demo.example');
  await page.getByLabel(/password/i).fill('Member-demo-2026');
  await page.getByRole('button', { name: /log in/i }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'dashboard'));
  await page.getByRole('button', { name: label('en', 'nav.crm') }).click();
  await page.getByRole('link', { name: label('en', 'nav.crmPublic') }).click();
  await expect(page).toHaveURL(/\/crm\/crm-public$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'crmPublic'));
  await expect(page).toHaveTitle(new RegExp(moduleTitle('en', 'crmPublic')));
});

test('a console page without a session goes to the login page, which brings the member back', production, async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  await page.goto('/crm/crm-focus');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcrm%2Fcrm-focus$/);
  await hydrated(page);
  await page.getByLabel(/e-mail/i).fill('tradeso@demo.example');
  await page.getByLabel(/password/i).fill('Tradeso-demo-2026');
  await page.getByRole('button', { name: /log in/i }).last().click();
  await expect(page).toHaveURL(/\/crm\/crm-focus$/);
});

test('an open redirect through the login page is refused', async ({ page, context }) => {
  await logIn(context, page, 'member@demo.example', 'en');
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
  // The login page moves a member on once its script has asked who is logged in: a navigation to
  // wait for (it took over five seconds with the whole suite keeping both cores busy).
  await page.waitForURL(/\/dashboard$/);
});

test('signing out asks first; Cancel keeps the session, Confirm ends it and goes to the Chinese root', production, async ({ page, context }) => {
  await logIn(context, page, 'member@demo.example', 'zh-cn');
  await openConsole(page);
  await page.getByRole('button', { name: new RegExp(label('zh-cn', 'shell.account')) }).click();
  await page.getByRole('button', { name: label('zh-cn', 'shell.signOut') }).click();
  const dialog = page.getByRole('dialog', { name: label('zh-cn', 'shell.signOutConfirm') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label('zh-cn', 'shell.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await sessionCookies(context)).toEqual(['ts-session', 'ts-token']);

  await page.getByRole('button', { name: new RegExp(label('zh-cn', 'shell.account')) }).click();
  await page.getByRole('button', { name: label('zh-cn', 'shell.signOut') }).click();
  await page.getByRole('dialog').getByRole('button', { name: label('zh-cn', 'shell.confirm') }).click();
  await expect(page).toHaveURL(/\/cn$/);
  expect(await sessionCookies(context)).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('the English confirmation says the spec words, and signing out in English goes to /en', async ({ page, context }) => {
  await logIn(context, page, 'member@demo.example', 'en');
  await openConsole(page);
  await page.getByRole('button', { name: new RegExp(label('en', 'shell.account')) }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure to log out?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a 401 answer ends the session without a message and lands on the language home', async ({ page, context, playwright }) => {
  await logIn(context, page, 'oem@demo.example', 'en');
  await openConsole(page);
  // The session is revoked elsewhere (another tab signs out): the next call answers 401.
  const token = (await context.cookies()).find((c) => c.name === 'ts-token')!.value;
  const elsewhere = await playwright.request.newContext({ baseURL: baseUrl });
  await elsewhere.post('/console/user/logout', { headers: { 'ts-token': token } });
  await elsewhere.dispose();
  await page.getByRole('button', { name: label('en', 'shell.systems') }).click();
  await page.getByTestId('systems-drawer').getByRole('button', { name: 'Partner trade data system' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await sessionCookies(context)).toEqual([]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a Chinese admin sees the market analysis dropdown and the third-party services dropdown with each service page', production, async ({ page, context }) => {
  await logIn(context, page, 'admin@demo.example', 'zh-cn');
  await openConsole(page);
  const analysis = page.getByRole('button', { name: label('zh-cn', 'nav.marketAnalysis') });
  await analysis.hover();
  await expect(analysis).toHaveAttribute('aria-expanded', 'true');
  const analysisPanel = page.locator('.app-nav__panel:visible');
  await expect(analysisPanel.getByRole('link', { name: label('zh-cn', 'nav.statsCn') })).toHaveAttribute('href', '/stats/cn');
  await expect(analysisPanel.getByRole('link', { name: label('zh-cn', 'nav.statsUn') })).toHaveAttribute('href', '/stats/un');
  await expect(analysisPanel.getByRole('link', { name: label('zh-cn', 'nav.marketInsight') })).toHaveAttribute('href', '/market-insight');

  const servicesButton = page.getByRole('button', { name: label('zh-cn', 'nav.services') });
  await servicesButton.hover();
  await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('.app-nav__panel:visible');
  expect(await panel.locator('a:not(.app-card__more)').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(services);
  await expect(panel.getByRole('link', { name: label('zh-cn', 'nav.serviceCreditReports') })).toBeVisible();
  // A service page is a public page: the app header follows the member there.
  await panel.getByRole('link', { name: label('zh-cn', 'nav.serviceCreditReports') }).click();
  await expect(page).toHaveURL(/\/cn\/service\/cedarRose$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('an English member has no third-party services dropdown and no market analysis', async ({ page, context }) => {
  await logIn(context, page, 'member@demo.example', 'en');
  await openConsole(page);
  await expect(page.getByRole('button', { name: label('en', 'nav.services') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: label('en', 'nav.marketAnalysis') })).toHaveCount(0);
  expect((await navHrefs(page)).filter((h) => h.startsWith('/cn/service'))).toEqual([]);
});

test('moving to another console page re-checks the session: one revoked on the server lands on the login page', production, async ({ page, context, playwright }) => {
  await logIn(context, page, 'member@demo.example', 'en');
  await openConsole(page);
  // A navigation inside the app (the document stays: no full load) asks who is logged in again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const asked = page.waitForRequest((r) => r.url().endsWith('/console/user/identity'));
  await page.getByRole('button', { name: label('en', 'nav.crm') }).hover();
  await page.locator('.app-nav__panel:visible').getByRole('link', { name: label('en', 'nav.inquiries') }).click();
  await expect(page).toHaveURL(/\/inquiries$/);
  await asked;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'inquiries'));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The session is revoked elsewhere (another tab signs out); this page has not heard of it.
  const token = (await context.cookies()).find((c) => c.name === 'ts-token')!.value;
  const elsewhere = await playwright.request.newContext({ baseURL: baseUrl });
  await elsewhere.post('/console/user/logout', { headers: { 'ts-token': token } });
  await elsewhere.dispose();
  await page.getByRole('button', { name: label('en', 'nav.crm') }).hover();
  await page.locator('.app-nav__panel:visible').getByRole('link', { name: label('en', 'nav.connections') }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconnections$/);
  expect(await sessionCookies(context)).toEqual([]);
});

test('the systems drawer lists the open platform and opens an OEM system through single sign-on in a new window', async ({ page, context }) => {
  await context.route('https://data.partner-oem.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner system</title>' }));
  await logIn(context, page, 'oem@demo.example', 'zh-cn');
  await openConsole(page);
  await page.getByRole('button', { name: label('zh-cn', 'shell.systems') }).click();
  const drawer = page.getByTestId('systems-drawer');
  await expect(drawer.getByRole('link', { name: new RegExp(label('zh-cn', 'systems.openPlatform')) })).toHaveAttribute('href', 'https://open.meridiantrade.example/');
  const popup = context.waitForEvent('page');
  await drawer.getByRole('button', { name: '伙伴贸易数据系统' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(/^https:\/\/data\.partner-oem\.example\/login\?ticket=[\w-]+\.\d+\.[\w-]+$/);
  // The partner system redeems the ticket from its server, once, and learns who arrived.
  const ticket = new URL(opened.url()).searchParams.get('ticket')!;
  const redeem = () => page.request.post('/auth/public/sso/verify', { data: { ticket, origin: 'https://data.partner-oem.example' } }).then((r) => r.json());
  expect(await redeem()).toMatchObject({ code: 1, data: { email: 'oem@demo.example' } });
  expect(await redeem()).toMatchObject({ code: 401 });
});

test('a refused single sign-on shows an error toast', async ({ page, context }) => {
  await logIn(context, page, 'oem@demo.example', 'en');
  await page.route('**/auth/public/sso/getRedirectUrl**', (route) => route.fulfill({ json: { code: 60007, msg: 'upstream down', data: null } }));
  await openConsole(page);
  await page.getByRole('button', { name: label('en', 'shell.systems') }).click();
  await page.getByTestId('systems-drawer').getByRole('button', { name: 'Partner trade data system' }).click();
  await expect(page.getByRole('alert')).toContainText('Interface exception');
  expect(context.pages()).toHaveLength(1);
});

test('logged-in members on the English cedarRose page go to the Chinese one in English, with the app navigation', async ({ page, context }) => {
  await page.goto('/en/service/cedarRose');
  await hydrated(page);
  await expect(page).toHaveURL(/\/en\/service\/cedarRose$/);
  await expect(page.getByTestId('app-header')).toHaveCount(0);

  await logIn(context, page, 'member@demo.example', 'en');
  await page.goto('/en/service/cedarRose');
  await expect(page).toHaveURL(/\/cn\/service\/cedarRose\?lang=en$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('.app-nav__list > li').first()).toHaveText(label('en', 'nav.dashboard'));
  await page.goto('/en/service/debtcollection');
  await expect(page).toHaveURL(/\/cn\/service\/debtcollection\?lang=en$/);
});

test('on service and package pages the app navigation replaces the public one, only for members', async ({ page, context }) => {
  await page.goto('/cn/service');
  await hydrated(page);
  await expect(page.locator('.site-header')).toBeVisible();
  await logIn(context, page, 'member@demo.example', 'zh-cn');
  await page.goto('/cn/service');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await page.goto('/en/package');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('.app-nav__list > li').last()).toHaveText(label('en', 'nav.packages'));
  // Elsewhere the public header stays, with the console link instead of Log in.
  await page.goto('/en/contact');
  await hydrated(page);
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);
});

test('the language dropdown of the console switches the language and remembers it', async ({ page, context }) => {
  await logIn(context, page, 'member@demo.example', 'zh-cn');
  await openConsole(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('zh-cn', 'dashboard'));
  await page.getByRole('button', { name: new RegExp(label('zh-cn', 'shell.language')) }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'dashboard'));
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'dashboard'));
});

test('a dropdown opens on hover and on keyboard focus, in at most three columns', async ({ page, context }) => {
  await logIn(context, page, 'admin@demo.example', 'en');
  await openConsole(page);
  const marketingButton = page.getByRole('button', { name: label('en', 'nav.marketing') });
  await marketingButton.hover();
  await expect(marketingButton).toHaveAttribute('aria-expanded', 'true');
  const columns = await page.locator('.app-nav__panel:visible').evaluate((el) => getComputedStyle(el.querySelector('ul') ?? el).gridTemplateColumns.split(' ').length);
  expect(columns).toBeLessThanOrEqual(3);
  await page.mouse.move(5, 600);
  await expect(marketingButton).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('link', { name: label('en', 'nav.dashboard') }).first().focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: label('en', 'nav.dataCentre') })).toHaveAttribute('aria-expanded', 'true');
  // 'learn more' in English only on shipment search.
  await expect(page.locator('.app-nav__panel:visible .app-card__more')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: label('en', 'nav.dataCentre') })).toHaveAttribute('aria-expanded', 'false');
});

test('a module outside the member plan says so instead of opening', async ({ page, context }) => {
  await logIn(context, page, 'member@demo.example', 'en');
  await openConsole(page, '/stats/cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'statsCn'));
  await expect(page.getByRole('status').filter({ hasText: label('en', 'shell.notInPlan') })).toBeVisible();
  await expect(page.getByRole('region', { name: label('en', 'shell.moduleArea') })).toHaveCount(0);

  await logIn(context, page, 'admin@demo.example', 'en');
  await openConsole(page, '/stats/cn');
  await expect(page.getByRole('region', { name: label('en', 'shell.moduleArea') })).toBeVisible();
});

test('Join free: register with the e-mailed code, and land in the console', production, async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl }]);
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('link', { name: 'Join free' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await hydrated(page);
  const address = `new-member-${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(address);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  // The code arrives by e-mail (the server's outbox in tests).
  const outbox = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  let code: string | undefined;
  await expect.poll(() => {
    const file = readdirSync(outbox).filter((f) => f.includes(address.replace(/[^A-Za-z0-9@.-]/g, '_'))).sort().at(-1);
    code = file ? /\b(\d{6})\b/.exec(readFileSync(join(outbox, file), 'utf8'))?.[1] : undefined;
    return code;
  }).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code!);
  await page.getByLabel('Password').fill('Fresh-member-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleTitle('en', 'dashboard'));
  await expect(page.getByTestId('app-header')).toBeVisible();
});
