import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { test, expect, hydrated } from './console-guard';
import { demoAccounts } from '../../server/auth/seed-accounts';
import { defaultSampleSeed } from '../../server/db/sample-data';
import { generateSampleData } from '../../engine/rules/sample-shipments';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { sidewaysOverflow, laidOut } from './overflow';
import { e2eSampleSize } from './e2e-sample-size';

// Issue 21's done-when, in the browser against the reference API and its sample data: a member who
// owns some datasets (the sales sub-account: the first 40 codes of the master list, membership
// level 0) searches by HS code in one it owns, is refused in one it does not, opens a company and
// its partners, saves it to the collection, exports 20 rows and browses no more than those 20
// (decision 044); an admin exports every row found and pages through them.
// The expected figures are computed from the same generator, seed and size as the server's data.

const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const data = generateSampleData({ seed: defaultSampleSeed, size: e2eSampleSize, catalogue: model.value.catalogue });
const owned = 'IMP_US_BL_1'; // position 0 of the master list: the sub-account owns it
const notOwned = 'IMP_IL_CD_1'; // past position 40: it does not
const usRecords = data.records.filter((r) => r.dataset === owned);
const mostCommon = (keys: string[]) => [...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
const [chapter, chapterCount] = mostCommon(usRecords.map((r) => r.hsCode.slice(0, 2)));
// The word most descriptions share: more records than a level-0 member may export.
const [word, wordCount] = mostCommon(usRecords.flatMap((r) => [...new Set(r.productDescription.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 3))]));

const en = parse(readFileSync('locales/en/console.yaml', 'utf8'));
const zh = parse(readFileSync('locales/zh-cn/console.yaml', 'utf8'));
const enCommon = parse(readFileSync('locales/en/common.yaml', 'utf8'));

function password(email: string) {
  const found = demoAccounts.find((a) => a.email === email);
  if (!found) throw new Error(`no seeded account ${email}`);
  return found.password;
}

async function logIn(context: BrowserContext, page: Page, baseURL: string, email: string, lang: string) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const answer = await page.request.post('/console/user/login', { data: { email, password: password(email) } });
  expect((await answer.json()).code).toBe(1);
}

async function search(page: Page, dataset: string, field: string, keyword: string) {
  await page.getByLabel(en.search.form.dataset, { exact: true }).selectOption(dataset);
  await page.getByLabel(en.search.form.field, { exact: true }).selectOption(field);
  await page.getByLabel(en.search.form.keyword, { exact: true }).fill(keyword);
  await page.getByRole('button', { name: en.search.form.submit, exact: true }).click();
}

async function exportedRows(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en.search.export.button }).click()]);
  const text = readFileSync(await (download as Download).path(), 'utf8');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^date,dataset,direction,hs_code,description,importer/);
  return lines.slice(1);
}

const resultRows = (page: Page, texts = en) => page.getByRole('region', { name: texts.search.results.tableLabel }).locator('tbody tr');

test.describe('shipment search', () => {
  test.beforeAll(() => {
    // The data the figures below rest on: enough rows that the export limit matters.
    expect(chapterCount).toBeGreaterThan(3);
    expect(wordCount).toBeGreaterThan(20);
  });

  test('a level-0 member searches a dataset they own, is refused one they do not, opens a company, saves it and exports 20 rows', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await logIn(context, page, baseURL!, 'sub@demo.example', 'en');
    await page.goto('/shipments/search');
    await hydrated(page);
    // Own datasets first, the others in their own group.
    await expect(page.locator(`optgroup[label="${en.search.form.ownedGroup}"] option[value="${owned}"]`)).toHaveCount(1);
    await expect(page.locator(`optgroup[label="${en.search.form.notOwnedGroup}"] option[value="${notOwned}"]`)).toHaveCount(1);

    await search(page, owned, 'hscode', chapter);
    await expect(page.getByRole('status').filter({ hasText: `${chapterCount} records found` })).toBeVisible();
    await expect(resultRows(page)).toHaveCount(Math.min(chapterCount, 20));
    for (const code of await resultRows(page).locator('td:nth-child(2)').allTextContents()) expect(code.startsWith(chapter)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`ds=${owned}&by=hscode&q=${chapter}`));

    // A record in full: a bill-of-lading dataset shows its bill; Escape gives focus back.
    const firstDetails = resultRows(page).first().getByRole('button', { name: /Details of record/ });
    await firstDetails.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: en.search.bill.heading })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(firstDetails).toBeFocused();

    // A dataset the packages do not include: the server's refusal, worded, with the way to buy it.
    await search(page, notOwned, 'hscode', chapter);
    await expect(page.getByRole('alert')).toContainText(enCommon.apiErrors.datasetNotOwned);
    await expect(page.getByRole('link', { name: en.search.refusal.packages })).toHaveAttribute('href', '/en/package');

    // Back returns to the owned search and its results.
    await page.goBack();
    await expect(resultRows(page)).toHaveCount(Math.min(chapterCount, 20));

    // A company and its partners, then into the collection.
    const importerLink = resultRows(page).first().locator('td:nth-child(4) a');
    const company = (await importerLink.textContent())!;
    await importerLink.click();
    await expect(page.getByRole('heading', { level: 2, name: company })).toBeFocused();
    await expect(page).toHaveURL(/company=CO-/);
    const partners = page.getByRole('region', { name: en.search.company.partnersHeading });
    await expect(partners.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('region', { name: en.search.company.recordsHeading }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: en.search.company.save }).click();
    await expect(page.getByRole('button', { name: en.search.company.saved })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/shipments/collect');
    await hydrated(page);
    const saved = page.getByRole('region', { name: en.search.collection.tableLabel }).getByRole('link', { name: company });
    await expect(saved).toBeVisible();
    // Removing is undone at once; nothing is lost by a slip.
    await page.getByRole('button', { name: `Remove ${company}` }).click();
    await expect(saved).toBeHidden();
    await page.getByRole('button', { name: en.search.collection.undo }).click();
    await expect(saved).toBeVisible();
    await saved.click();
    await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
    await expect(page.getByRole('button', { name: en.search.company.saved })).toBeVisible();

    // Export: the member's limit is said before, and the file holds 20 of the rows found.
    await page.goto('/shipments/search');
    await hydrated(page);
    await search(page, owned, 'description', word);
    await expect(page.getByRole('status').filter({ hasText: `${wordCount} records found` })).toBeVisible();
    await expect(page.getByText('Your exports hold at most 20 rows.')).toBeVisible();
    const rows = await exportedRows(page);
    expect(rows).toHaveLength(20);
    await expect(page.getByTestId('export-done')).toContainText(`20 rows saved as ${owned}.csv`);
    await expect(page.getByTestId('export-done')).toContainText('your export limit is 20 rows');

    // Browsing reaches no further than an export (decision 044): the same 20 rows, on one page,
    // and the summary says the rest exist.
    const capped = en.search.results.foundCapped_other.replace('{{total}}', wordCount.toLocaleString('en')).replace('{{reachable}}', '20');
    await expect(page.getByRole('status').filter({ hasText: capped })).toBeVisible();
    await expect(resultRows(page)).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: en.search.pager.label }).getByRole('button', { name: 'Page 2' })).toHaveCount(0);
  });

  test('an admin exports every row a search finds, up to 1000', async ({ page, context, baseURL }) => {
    await logIn(context, page, baseURL!, 'admin@demo.example', 'en');
    await page.goto(`/shipments/search?ds=${owned}&by=description&q=${word}&size=50`);
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: `${wordCount} records found` })).toBeVisible();
    await expect(resultRows(page)).toHaveCount(Math.min(wordCount, 50));
    await expect(page.getByText('Your exports hold at most 1,000 rows.')).toBeVisible();
    expect(await exportedRows(page)).toHaveLength(Math.min(wordCount, 1000));

    // Paging: the second page holds the next rows, and its address says so.
    await page.goto(`/shipments/search?ds=${owned}&by=description&q=${word}`);
    await hydrated(page);
    await expect(resultRows(page)).toHaveCount(20);
    await page.getByRole('navigation', { name: en.search.pager.label }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(resultRows(page)).toHaveCount(Math.min(wordCount - 20, 20));
  });

  test('in Chinese on a phone, by keyboard alone: the form, the results and a record, without the page scrolling sideways', async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(context, page, baseURL!, 'sub@demo.example', 'zh-cn');
    await page.goto('/shipments/search');
    await hydrated(page);
    await expect(page.getByRole('search', { name: zh.search.form.label })).toBeVisible();
    await page.getByLabel(zh.search.form.dataset, { exact: true }).focus();
    await page.keyboard.press('Tab'); // search by: HS code, the dataset's first search
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(zh.search.form.keyword, { exact: true })).toBeFocused();
    await page.keyboard.type(chapter);
    await page.keyboard.press('Enter');
    await expect(resultRows(page, zh).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: zh.search.results.heading })).toBeVisible();
    await laidOut(page);
    expect(await sidewaysOverflow(page)).toEqual([]);
    // The wide table scrolls inside its own frame, which the keyboard can reach.
    const table = page.locator('.search-table').first();
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // A record's details by keyboard, closed with Escape.
    await resultRows(page, zh).first().getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('heading', { name: zh.search.bill.heading })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('an empty keyword and an HS code with dots are refused at the field, before any call', async ({ page, context, baseURL }) => {
    await logIn(context, page, baseURL!, 'sub@demo.example', 'en');
    await page.goto('/shipments/search');
    await hydrated(page);
    let calls = 0;
    page.on('request', (r) => { if (r.url().includes('/searching/cds')) calls++; });
    await page.getByRole('button', { name: en.search.form.submit, exact: true }).click();
    const keyword = page.getByLabel(en.search.form.keyword, { exact: true });
    await expect(page.getByRole('alert')).toHaveText(en.search.form.problems.empty);
    await expect(keyword).toBeFocused();
    await expect(keyword).toHaveAttribute('aria-invalid', 'true');
    await keyword.fill('84.71');
    await page.getByRole('button', { name: en.search.form.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(en.search.form.problems['hs-code-digits']);
    expect(calls).toBe(0);
  });
});
