import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { expectNoSeriousAxeViolations } from './page-health';

// The coverage map by keyboard (coverage-map-section.tsx): its countries are one tab stop, not
// one each, with a skip link before them, so a keyboard user meets what follows the map within a
// few presses of Tab; the arrow keys move among the countries (coverage-map-keys.ts).

type MapTexts = { map: Record<string, string> };
const words = (locale: string) => (parse(readFileSync(`locales/${locale}/catalogue.yaml`, 'utf8')) as MapTexts).map;

/** Where one press of Tab landed. */
type Stop = { inMap: boolean; skip: boolean; afterMap: boolean; text: string };

/**
 * Presses Tab from the top of the page until focus comes round again (back to the body or to an
 * element already met): every tab stop in order. Each element met is marked in the page.
 */
async function tabStops(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.hasAttribute('data-tab-stop-seen')) return null;
      element.setAttribute('data-tab-stop-seen', '');
      const map = document.querySelector('.coverage-map__svg')!;
      return {
        inMap: map.contains(element),
        skip: element.matches('.coverage-map__skip'),
        afterMap: !map.contains(element) && Boolean(map.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
        text: (element.textContent ?? '').trim().slice(0, 60),
      };
    });
    if (!stop) return stops;
    stops.push(stop);
  }
  throw new Error('Tab never came round in 400 presses');
}

test('home: the map is one tab stop after its skip link, what follows it comes within 3 stops, and the page has at least 70 stops fewer than with one per country', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const countries = await page.locator('a.coverage-map__country').count();
  expect(countries).toBeGreaterThan(70);
  const stops = await tabStops(page);
  const mapStop = stops.findIndex((s) => s.inMap);
  expect(stops.filter((s) => s.inMap)).toHaveLength(1);
  expect(stops[mapStop - 1]?.skip, 'the skip link comes just before the map').toBe(true);
  const next = stops.findIndex((s) => s.afterMap);
  expect(next - mapStop).toBeGreaterThan(0);
  expect(next - mapStop).toBeLessThanOrEqual(3);

  // The same page as it was: a stop for every country and no skip link.
  await page.reload();
  await hydrated(page);
  await page.evaluate(() => {
    document.querySelector('.coverage-map__skip')!.remove();
    for (const country of document.querySelectorAll('a.coverage-map__country')) country.removeAttribute('tabindex');
  });
  const before = await tabStops(page);
  expect(before.filter((s) => s.inMap)).toHaveLength(countries);
  expect(before.length - stops.length, `${before.length} stops with a stop per country, ${stops.length} now`).toBeGreaterThanOrEqual(70);
  await page.reload();
  await expectNoSeriousAxeViolations(page, '.coverage-map-section');
});

test('home: the skip link shows when Tab reaches it, in each language, and takes focus past the map', async ({ page }) => {
  for (const [prefix, locale] of [['/ru', 'ru'], ['/cn', 'zh-cn'], ['/en', 'en']] as const) {
    await page.goto(prefix);
    await expect(page.locator('.coverage-map__skip')).toHaveText(words(locale).skip!);
  }
  await hydrated(page);
  const skip = page.getByRole('link', { name: words('en').skip });
  // Out of sight until focused: a box of at most one pixel.
  expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
  await skip.focus();
  const shown = (await skip.boundingBox())!;
  expect(shown.width).toBeGreaterThan(60);
  expect(shown.y).toBeGreaterThanOrEqual(0);
  expect(shown.y + shown.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en#map-end$/);
  await expect(page.locator('.coverage-map__caption')).toBeFocused();
  await page.keyboard.press('Tab');
  // The first thing after the map that Tab reaches: the compact map's link to every country.
  await expect(page.getByRole('link', { name: words('en').allCountries })).toBeFocused();
});

test('home: the arrow keys, Home, End and a first letter move among the countries; Tab returns to the last one; Enter opens it', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const countries = page.locator('a.coverage-map__country');
  const count = await countries.count();
  const hint = page.locator('.coverage-map__keys');
  await page.getByRole('link', { name: words('en').skip }).focus();
  await page.keyboard.press('Tab');
  await expect(countries.first()).toBeFocused();
  // The hint shows while a country has keyboard focus.
  expect((await hint.boundingBox())!.width).toBeGreaterThan(100);
  await page.keyboard.press('ArrowRight');
  await expect(countries.nth(1)).toBeFocused();
  await expect(page.locator('a.coverage-map__country[tabindex="0"]')).toHaveCount(1);
  await expect(countries.nth(1)).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('End');
  await expect(countries.nth(count - 1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(countries.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(countries.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(countries.first()).toBeFocused();
  await page.keyboard.press('v');
  // The first country after the first on the map whose name starts with V (Vietnam has data).
  const firstV = await countries.evaluateAll((links) => links.findIndex((a, i) => i > 0 && /^v/i.test(a.querySelector('title')?.textContent ?? '')));
  expect(firstV).toBeGreaterThan(0);
  await expect(countries.nth(firstV)).toBeFocused();

  // Out and back in: Tab comes back to the country last moved to.
  const left = await page.evaluate(() => document.activeElement?.getAttribute('data-country'));
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.coverage-map__skip')).toBeFocused();
  expect((await hint.boundingBox())!.width).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-country'))).toBe(left);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/countrydetail#${left!.toLowerCase()}$`));
});
