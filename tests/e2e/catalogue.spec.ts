import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, hydrated, test } from './console-guard';
import { operatorApi, operatorAuthorization } from './operator-api';

// The catalogue pages show what config/catalogue/ declares, in every locale, with no code of their own.
type Entry = { value: string; country?: string; name: string };
const datasets = (kind: string) => (parse(readFileSync(`config/catalogue/${kind}.yaml`, 'utf8')) as { datasets: Entry[] }).datasets;
const countryDatasets = [...datasets('customs'), ...datasets('ship')].filter((d) => d.country);
const countries = [...new Set(countryDatasets.map((d) => d.country!))];
const names = (locale: string) => (parse(readFileSync(`locales/${locale}/catalogue.yaml`, 'utf8')) as { datasets: Record<string, string> }).datasets;

for (const [prefix, locale] of [['cn', 'zh-cn'], ['en', 'en'], ['ru', 'ru']] as const) {
  test(`/${prefix}/datacountries lists every country of the catalogue, each linked to its detail`, async ({ page }) => {
    await page.goto(`/${prefix}/datacountries`);
    await hydrated(page);
    const links = await page.locator('.catalogue-group tbody th a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(countries.map((c) => `/${prefix}/countrydetail#${c.toLowerCase()}`).sort());
  });

  test(`/${prefix}/countrydetail shows each country's datasets by name`, async ({ page }) => {
    const text = names(locale);
    await page.goto(`/${prefix}/countrydetail`);
    await hydrated(page);
    const blocks = await page.locator('article.country-block').evaluateAll((els) => Object.fromEntries(els.map((el) => [el.id, (el as HTMLElement).innerText])));
    for (const d of countryDatasets) expect(blocks[d.country!.toLowerCase()], `${d.value} under ${d.country}`).toContain(text[d.value]);
    expect(Object.keys(blocks)).toHaveLength(countries.length);
  });

  test(`/${prefix}/packageLearn lists every customs dataset`, async ({ page }) => {
    const text = names(locale);
    await page.goto(`/${prefix}/packageLearn`);
    await hydrated(page);
    const rows = await page.locator('#customs tbody th').allInnerTexts();
    expect(rows.sort()).toEqual(datasets('customs').map((d) => text[d.value]).sort());
  });
}

test('a country on the data countries page opens its block on the country detail page', async ({ page }) => {
  await page.goto('/en/datacountries');
  await hydrated(page);
  await page.getByRole('link', { name: 'Vietnam', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/countrydetail#vn$/);
  const block = page.locator('article#vn');
  await expect(block).toBeInViewport();
  await expect(block.getByRole('heading', { level: 3 })).toHaveText('Vietnam');
  await expect(block.locator('tbody tr')).toHaveCount(countryDatasets.filter((d) => d.country === 'VN').length);
});

test('the figures come from the statistics call, with the record counts operators loaded', async ({ page, request }) => {
  const loaded = await request.put(`${operatorApi()}/operator/dataset-figures`, {
    headers: operatorAuthorization(),
    data: [{ dataSource: 'IMP_US_BL_1', records: 123456789, firstMonth: '2015-01', latestMonth: '2026-09' }],
  });
  expect(loaded.ok()).toBe(true);
  await page.goto('/en/datacountries');
  await hydrated(page);
  await expect(page.locator('[data-figure="records"] dd')).toHaveText('123,456,789');
  await expect(page.locator('[data-figure="latestMonth"] dd')).toHaveText('September 2026');
  await expect(page.locator('[data-figure="importCountries"] dd')).toHaveText(String(new Set(datasets('customs').filter((d) => d.value.startsWith('IMP_') && d.country).map((d) => d.country)).size));
});

test('pages without catalogue sections carry none of its data', async ({ request }) => {
  const html = await (await request.get('/en/products')).text();
  expect(html).not.toContain('IMP_VN_CD_1');
  expect(html).not.toContain('Vietnam imports');
});
