import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';

// Spec 9's loading rules with the constants of config/site.yaml.
const constants = (parse(readFileSync('config/site.yaml', 'utf8')) as {
  constants: { prefetchIdleMs: number; prefetchIdleLinksMax: number; imagePreloadRatio: number; imageLoadAttempts: number };
}).constants;

/** What navigator.connection says (Network Information API), set before any page script runs. */
async function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((hints) => {
    const fake = Object.assign(new EventTarget(), hints);
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
  }, connection);
}

/**
 * Pages fetched ahead: a public page's links lead to documents of their own (decision 017), which
 * the islands runtime fetches with <link rel="prefetch">. Each with when it started after the
 * load event. Files (the stylesheet, the icon) are not pages.
 */
function prefetchedData(page: Page) {
  return page.evaluate(() => {
    const loadEnd = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'link' && !/\.[a-z0-9]+$/i.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, afterLoad: entry.startTime - loadEnd }));
  });
}

const prefetchLinks = (page: Page) => page.locator('link[rel="prefetch"]');

for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }, { saveData: false, effectiveType: 'slow-2g' }]) {
  const name = connection.saveData ? 'Save-Data' : connection.effectiveType;
  test(`with ${name} nothing is prefetched, neither on hover nor once the page is idle`, async ({ page }) => {
    await emulateConnection(page, connection);
    await page.goto('/en');
    await hydrated(page);
    const link = page.locator('header a[href="/en/aboutus"]').first();
    await link.hover();
    await link.focus();
    await page.waitForTimeout(constants.prefetchIdleMs + 1500);
    expect(await prefetchedData(page)).toEqual([]);
    await expect(prefetchLinks(page)).toHaveCount(0);

    // The links still work: the page is fetched when the visitor clicks.
    await link.click();
    await expect(page).toHaveURL('/en/aboutus');
    await expect(page.locator('h1')).toBeVisible();
  });
}

test('on a fast connection the pages of the links in view are prefetched once the page has been idle 2000 ms after load', async ({ page }) => {
  await emulateConnection(page, { saveData: false, effectiveType: '4g' });
  await page.goto('/en');
  await hydrated(page);
  await expect.poll(async () => (await prefetchedData(page)).length, { timeout: constants.prefetchIdleMs + 5000 }).toBeGreaterThan(0);
  await page.waitForTimeout(500); // every link the idle prefetch adds has started
  const fetched = await prefetchedData(page);

  // Not before the idle time; after it, the idle callback waits at most as long again for a quiet moment.
  for (const { afterLoad } of fetched) {
    expect(afterLoad).toBeGreaterThanOrEqual(constants.prefetchIdleMs);
    expect(afterLoad).toBeLessThan(2 * constants.prefetchIdleMs + 500);
  }
  const paths = fetched.map((d) => d.path);
  expect(paths.length).toBeLessThanOrEqual(constants.prefetchIdleLinksMax);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).not.toContain('/en');
  // Each is a link the visitor can see on the first screen.
  const inView = await page.locator('a[href^="/"]').evaluateAll((links) => links
    .filter((a) => { const box = a.getBoundingClientRect(); return box.width > 0 && box.bottom > 0 && box.top < innerHeight; })
    .map((a) => a.getAttribute('href')!.replace(/[?#].*$/, '')));
  for (const path of paths) expect(inView).toContain(path);

  // A link further down is prefetched when pointed at, before any click.
  const footerHrefs = await page.locator('footer a[href^="/en/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const footerPath = footerHrefs.find((href) => !paths.includes(href) && !/[?#.]/.test(href))!;
  expect(footerPath).toBeTruthy();
  const footerLink = page.locator(`footer a[href="${footerPath}"]`).first();
  await footerLink.hover();
  await expect.poll(async () => (await prefetchedData(page)).map((d) => d.path)).toContain(footerPath);
});

test.describe('the course page\'s images', () => {
  const course = /\/images\/news\/course-[a-z]+\.webp$/;

  /** Course pictures the browser asked for, in order. */
  function imageRequests(page: Page) {
    const requested: string[] = [];
    page.on('request', (request) => { if (course.test(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname); });
    return requested;
  }

  const images = (page: Page) => page.locator('.news-card__image');

  test('load only as they come within 1.33 window heights, and keep their size while they wait', async ({ page }) => {
    const requested = imageRequests(page);
    await page.goto('/cn/service/video');
    await hydrated(page);
    await expect(images(page)).toHaveCount(6);

    const state = () => images(page).evaluateAll((list) => list.map((img) => {
      const box = img.getBoundingClientRect();
      return { src: img.getAttribute('src'), top: box.top + scrollY, width: box.width, height: box.height };
    }));
    const fold = constants.imagePreloadRatio * (page.viewportSize()!.height);
    const before = await state();
    const loaded = before.filter((i) => i.src);
    // Some, not all: those whose top is within the preload distance of the window's top.
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.length).toBeLessThan(6);
    for (const image of before) if (Math.abs(image.top - fold) >= 2) expect(Boolean(image.src)).toBe(image.top < fold);
    expect(requested).toHaveLength(loaded.length);
    // A waiting image already takes its place (width and height from config: 1280 x 720).
    for (const image of before) expect(image.height).toBeCloseTo((image.width * 720) / 1280, 0);

    // Scroll down in small steps, as a reader does: after each, exactly the pictures whose top has
    // come within the preload distance have been asked for, so they arrive a few at a time.
    const counts: number[] = [requested.length];
    for (let step = 0; step < 40 && counts.at(-1)! < 6; step += 1) {
      await page.mouse.wheel(0, 120);
      await page.waitForTimeout(250);
      const scrolled = await page.evaluate(() => scrollY);
      for (const image of await state()) {
        if (Math.abs(image.top - (scrolled + fold)) < 2) continue; // on the edge, either is right
        expect(Boolean(image.src), `image at ${image.top} with the window at ${scrolled}`).toBe(image.top < scrolled + fold);
      }
      counts.push(requested.length);
    }
    expect(counts.at(-1)).toBe(6);
    expect(counts.filter((n, i) => i > 0 && n > counts[i - 1]).length).toBeGreaterThan(1);
    expect(new Set(requested).size).toBe(6);

    // Loading moved nothing: every picture is where its empty box was.
    await expect.poll(() => images(page).evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect((await state()).map((i) => [Math.round(i.top), Math.round(i.height)])).toEqual(before.map((i) => [Math.round(i.top), Math.round(i.height)]));
  });

  test('a picture that fails is tried once more (two attempts in all), and then left alone', async ({ page, consoleProblems }) => {
    const requested = imageRequests(page);
    // The courses newest first, as the page lists them (config/news.yaml, topic training).
    const courses = (parse(readFileSync('config/news.yaml', 'utf8')) as { items: Array<{ topic: string; date: string; image?: { src: string } }> }).items
      .filter((i) => i.topic === 'training').sort((a, b) => (a.date < b.date ? 1 : -1)).map((i) => i.image!.src);
    const [failsOnce, failsAlways] = [courses.at(-1)!, courses.at(-2)!];
    let failed = 0;
    await page.route(course, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === failsAlways || (path === failsOnce && failed++ === 0)) return route.abort();
      return route.continue();
    });
    await page.goto('/cn/service/video');
    await hydrated(page);
    await page.locator('.news-card').last().scrollIntoViewIfNeeded();
    const picture = (src: string) => page.locator(`.news-card__image[src="${src}"]`);
    await expect.poll(() => picture(failsOnce).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(1000);

    expect(requested.filter((p) => p === failsOnce)).toHaveLength(constants.imageLoadAttempts);
    expect(requested.filter((p) => p === failsAlways)).toHaveLength(constants.imageLoadAttempts);
    expect(await picture(failsAlways).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    // The browser reports each refused picture; nothing else may go wrong.
    expect(consoleProblems.filter((p) => !/net::ERR_FAILED/.test(p))).toEqual([]);
    consoleProblems.splice(0);
  });
});
