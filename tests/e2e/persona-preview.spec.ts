import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, hydrated } from './console-guard';
import { demoAccounts } from '../../server/auth/seed-accounts';
import { demoPersonas } from '../../engine/access/demo-personas';
import { listFiles } from '../../engine/config/list-files';
import { present } from '../unit/present';

// The persona preview's static report (build/authoring/personas.html, opened from disk) shows
// each demo account's application header exactly as that account sees it once logged in.

const consoleTexts = (locale: string) => parse(readFileSync(`locales/${locale}/console.yaml`, 'utf8')) as Record<string, Record<string, unknown>>;
const label = (locale: string, key: string) => {
  const [group = '', name = ''] = key.split('.');
  const text = consoleTexts(locale)[group]?.[name];
  if (typeof text !== 'string') throw new Error(`${key} is not a text of locales/${locale}/console.yaml`);
  return text;
};

const reportFile = resolve('build/authoring/personas.html');
const reportUrl = (query: string) => `${pathToFileURL(reportFile).href}?${query}`;

/** What a header offers: its main items, each dropdown's entries, the account menu and the systems. */
interface HeaderSnapshot {
  top: string[];
  dropdowns: Record<string, string[]>;
  accountKind: string;
  account: string[];
  systems: string[];
}

const texts = (list: Locator) => list.evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));

/** Opens every dropdown, the account menu and the systems drawer of `header` and reads them. */
async function readHeader(page: Page, header: Locator): Promise<HeaderSnapshot> {
  const top = await texts(header.locator('.app-nav__list > li > :is(a, button)'));
  const dropdowns: Record<string, string[]> = {};
  const buttons = header.locator('.app-nav__list > li > button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    dropdowns[(await button.innerText()).trim()] = await texts(header.locator('.app-nav__item.is-open .app-card__link'));
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  await header.locator('.app-tool--account').click();
  const menu = header.getByTestId('account-menu');
  await expect(menu).toBeVisible();
  const accountKind = (await menu.locator('.app-account__kind').innerText()).trim();
  const account = await texts(menu.locator('a, button'));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  let systems: string[] = [];
  const systemsButton = header.locator('.app-tool--systems');
  if (await systemsButton.count()) {
    await systemsButton.click();
    const drawer = page.getByTestId('systems-drawer');
    await expect(drawer).toBeVisible();
    systems = await texts(drawer.locator('.app-drawer__system'));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  return { top, dropdowns, accountKind, account, systems };
}

/** The header the demo account sees in the console, logged in against the e2e server. */
async function liveHeader(context: BrowserContext, page: Page, personaId: string, locale: string, baseURL: string): Promise<HeaderSnapshot> {
  const persona = present(demoAccounts.find((a) => a.id === personaId), `demo account ${personaId}`);
  await context.clearCookies();
  await context.addCookies([{ name: 'lang', value: locale, url: baseURL }]);
  const answer = await page.request.post('/console/user/login', { data: { email: persona.email, password: persona.password } });
  expect((await answer.json()).code).toBe(1);
  await page.goto('/dashboard');
  await hydrated(page);
  const header = page.getByTestId('app-header');
  await expect(header).toBeVisible();
  return readHeader(page, header);
}

async function openReport(page: Page, query: string) {
  await page.goto(reportUrl(query));
  await expect(page.getByTestId('app-header').first()).toBeVisible();
}

test.beforeAll(() => {
  if (!existsSync(reportFile)) throw new Error(`${reportFile} is missing: npm run build writes it`);
});

for (const locale of ['ru', 'zh-cn']) {
  test(`switching presets shows each account's header as it sees it logged in (${locale})`, async ({ page, context, baseURL }) => {
    // Three live logins with every dropdown opened, then the preview: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const personas = ['basic-member', 'main-admin', 'oem-partner'];
    const live: Record<string, HeaderSnapshot> = {};
    for (const id of personas) live[id] = await liveHeader(context, page, id, locale, present(baseURL, 'the e2e base URL'));
    // The accounts differ, so the comparison below can tell one header from another.
    expect(live['main-admin']).not.toEqual(live['basic-member']);
    expect(live['oem-partner']?.systems.length).toBeGreaterThan(0);

    await openReport(page, `persona=basic-member&locale=${locale}`);
    const preset = page.getByLabel('Demo account', { exact: true });
    await expect(preset).toHaveValue('basic-member');
    expect(await readHeader(page, page.getByTestId('app-header'))).toEqual(live['basic-member']);
    for (const id of ['main-admin', 'oem-partner']) {
      await preset.selectOption(id);
      await expect(page).toHaveURL(new RegExp(`persona=${id}&locale=${locale}$`));
      expect(await readHeader(page, page.getByTestId('app-header'))).toEqual(live[id]);
    }
  });
}

test('a mix of its own: a sub account loses the main-account entries, and matches no preset', async ({ page }) => {
  await openReport(page, 'persona=main-admin&locale=en');
  const header = page.getByTestId('app-header');
  const before = await readHeader(page, header);
  expect(before.account).toContain(label('en', 'account.accountCenter'));
  await page.getByRole('radio', { name: 'Sub account' }).check();
  await expect(page.getByLabel('Demo account', { exact: true })).toHaveValue('');
  const after = await readHeader(page, header);
  expect(after.accountKind).toBe(label('en', 'shell.subAccount'));
  expect(before.account.filter((e) => !after.account.includes(e))).toEqual([label('en', 'account.tsAdmin'), label('en', 'account.accountCenter')]);
  // Back to the preset's facts: the preset is found again.
  await page.getByRole('radio', { name: 'Main account' }).check();
  await expect(page.getByLabel('Demo account', { exact: true })).toHaveValue('main-admin');
});

test('the grid shows every demo account, and follows the language chosen', async ({ page }) => {
  await openReport(page, 'locale=en&view=grid');
  const grid = page.getByTestId('persona-grid');
  await expect(grid.locator('figure[data-persona]')).toHaveCount(demoPersonas.length);
  await expect(grid.getByTestId('app-header')).toHaveCount(demoPersonas.length);
  const marketing = grid.locator('tr', { has: page.getByRole('rowheader', { name: label('en', 'nav.marketing'), exact: true }) });
  const shown = await marketing.locator('td').evaluateAll((cells) => cells.map((c) => c.classList.contains('is-shown')));
  expect(shown).toEqual(demoPersonas.map((p) => ['main-admin', 'ai-email'].includes(p.id)));
  await expect(grid.locator('figure[data-persona="main-admin"] .app-nav__list')).toContainText(label('en', 'nav.packages'));

  await page.getByLabel('Language', { exact: true }).selectOption('ru');
  await expect(page).toHaveURL(/locale=ru&view=grid$/);
  await expect(grid.locator('figure[data-persona="main-admin"] .app-nav__list')).toContainText(label('ru', 'nav.packages'));
});

test('the production server serves no preview, and no site file holds its code', async ({ request }) => {
  expect((await request.get('/authoring/personas.html')).status()).toBe(404);
  const page = await request.get('/_authoring/personas?persona=main-admin&locale=en');
  expect(await page.text()).not.toContain('persona-preview');
  const clientFiles = listFiles(resolve('build/client')).filter((f) => /\.(js|css|html)$/.test(f));
  expect(clientFiles.length).toBeGreaterThan(0);
  const holding = clientFiles.filter((f) => readFileSync(f, 'utf8').includes('persona-preview'));
  expect(holding.map((f) => join('build/client', f.slice(resolve('build/client').length + 1)))).toEqual([]);
});
