import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './console-guard';

type MapTexts = { map: Record<string, string>; labels: Record<string, string> };
const words = (locale: string) => parse(readFileSync(`locales/${locale}/catalogue.yaml`, 'utf8')) as MapTexts;

// The full map on the data-countries page: one link per country of the table below it, named
// with the country and its kinds of data, reached by Tab after the filters; the filters act by
// CSS alone (no script on the page handles them).
test('data countries: every country of the table is a named link on the map, filters shade by kind, Tab reaches the countries', async ({ page }) => {
  const en = words('en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/datacountries');
  const map = page.locator('.coverage-map');
  const tableCountries = await page.locator('.catalogue-group tbody th a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const mapCountries = await map.locator('a.coverage-map__country').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(mapCountries.length).toBeGreaterThan(50);
  expect([...mapCountries].sort()).toEqual([...tableCountries].sort());
  await expect(page.getByRole('link', { name: `Vietnam: ${[en.labels.import, en.labels.export, en.labels.billOfLading, en.labels.ship].join(', ')}` })).toHaveAttribute('href', '/en/countrydetail#vn');
  await expect(map.getByRole('img').or(map.locator('svg[aria-labelledby]'))).toHaveCount(1);
  await expect(map.locator('svg title').first()).toHaveText(en.map.title!);
  // The headline's countries and regions that the map does not shade are accounted for in words.
  const total = await page.locator('[data-figure="countriesAndRegions"] dd').textContent();
  await expect(map.locator('.coverage-map__caption')).toContainText(en.map.mirror!.replace('{{total}}', total!));

  // Shading: Kenya has no bills of lading; India has them.
  const fill = (code: string) => map.locator(`[data-country="${code}"] path`).evaluate((el) => getComputedStyle(el).fill);
  const land = await map.locator('.coverage-map__land').evaluate((el) => getComputedStyle(el).fill);
  const kenya = await fill('KE');
  expect(kenya).not.toBe(land);
  await map.getByRole('radio', { name: en.labels.billOfLading }).click();
  // Polled: the shades change with a short transition.
  await expect.poll(() => fill('KE')).toBe(land);
  await expect.poll(() => fill('IN')).toBe(await map.locator('.coverage-map__swatch--level4').evaluate((el) => getComputedStyle(el).backgroundColor));
  await expect(map.locator('.coverage-map__legend')).toBeHidden();
  await map.getByRole('radio', { name: en.map.all }).click();
  await expect.poll(() => fill('KE')).toBe(kenya);

  // Keyboard: from the checked filter, Tab goes to the first country on the map.
  await map.locator('input[value="all"]').focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-country'));
  expect(focused).toBe(await map.locator('a.coverage-map__country').first().getAttribute('data-country'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/countrydetail#${focused!.toLowerCase()}$`));
});

// The compact map on a phone: the whole world fits the width, with its legend, totals and the
// way to every country, in the page's language.
test('home, 390 px: the compact map fits the screen, in Russian, and leads to every country', async ({ page }) => {
  const ru = words('ru');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/ru');
  const map = page.locator('.coverage-map');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.locator('svg').boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height / box.width).toBeCloseTo(470 / 960, 2);
  await expect(map.locator('.coverage-map__filters')).toHaveCount(0);
  await expect(map.locator('.coverage-map__legend')).toContainText(ru.map.legend!);
  await expect(map.locator('.coverage-map__totals')).toContainText(ru.map.countries!);
  await expect(map.getByRole('link', { name: ru.map.allCountries })).toHaveAttribute('href', '/ru/datacountries');
  await expect(page.getByRole('link', { name: /^Вьетнам: / })).toHaveAttribute('href', '/ru/countrydetail#vn');
});
