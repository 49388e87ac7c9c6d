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
    // Every page the browser fetches besides the one visited (a prefetch is a GET of a page).
    const pagesFetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && !request.isNavigationRequest() && !/\.[a-z0-9]+$/i.test(path) && !/^\/(api|public|console|auth)\//.test(path)) pagesFetched.push(path);
    });
    // The page's timers on a clock the test moves on (Playwright's clock; it also runs by itself).
    // It fakes `performance` too, so what was fetched is read from the requests, not the timings.
    await page.clock.install();
    await page.goto('/en');
    await hydrated(page);
    const link = page.locator('header a[href="/en/aboutus"]').first();
    await link.hover();
    await link.focus();
    // The idle prefetch is timed from the load event; once the clock has run past its wait and its
    // idle callback's timeout, it has run (and found it may not prefetch).
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.clock.runFor(2 * constants.prefetchIdleMs + 1500);
    expect(pagesFetched).toEqual([]);
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
  // The idle prefetch adds all its links at once; each is in the resource timings once fetched.
  await expect(prefetchLinks(page).first()).toBeAttached({ timeout: constants.prefetchIdleMs + 5000 });
  const added = await prefetchLinks(page).count();
  await expect.poll(async () => (await prefetchedData(page)).length).toBe(added);
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
    // Each step waits until the window has moved and the pictures agree with where it is: every
    // one within the preload distance asked for and none beyond (a picture asked for too early
    // never agrees, and the wait fails).
    const counts: number[] = [requested.length];
    let scrolled = await page.evaluate(() => scrollY);
    for (let step = 0; step < 40 && counts.at(-1)! < 6; step += 1) {
      const before = scrolled;
      await page.mouse.wheel(0, 120);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
      await expect.poll(async () => {
        scrolled = await page.evaluate(() => scrollY);
        const wrong = (await state())
          .filter((image) => Math.abs(image.top - (scrolled + fold)) >= 2) // on the edge, either is right
          .filter((image) => Boolean(image.src) !== image.top < scrolled + fold)
          .map((image) => `image at ${image.top} ${image.src ? 'asked for' : 'waiting'} with the window at ${scrolled}`);
        const asked = (await state()).filter((image) => image.src).length;
        return [...wrong, ...(requested.length === asked ? [] : [`${requested.length} requested, ${asked} with a src`])];
      }).toEqual([]);
      counts.push(requested.length);
    }
    expect(counts.at(-1)).toBe(6);
    expect(counts.filter((n, i) => i > 0 && n > counts[i - 1]!).length).toBeGreaterThan(1); // i > 0: counts[i - 1] is there
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
    // Every load a picture starts (its src set) and every error it reports, counted in the page.
    // The page's own error handler, which starts the next attempt, runs in the same dispatch as
    // the counting: once the last error is counted, an attempt after it would already be counted.
    await page.addInitScript(() => {
      const counts = { loads: {} as Record<string, number>, errors: {} as Record<string, number> };
      (window as unknown as { pictureCounts: typeof counts }).pictureCounts = counts;
      const path = (url: string) => new URL(url, location.href).pathname;
      const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
      Object.defineProperty(HTMLImageElement.prototype, 'src', {
        ...src,
        set(this: HTMLImageElement, value: string) {
          counts.loads[path(value)] = (counts.loads[path(value)] ?? 0) + 1;
          src.set!.call(this, value);
        },
      });
      document.addEventListener('error', (event) => {
        if (event.target instanceof HTMLImageElement) counts.errors[path(event.target.src)] = (counts.errors[path(event.target.src)] ?? 0) + 1;
      }, true);
    });
    const pictureCounts = () => page.evaluate(() => (window as unknown as { pictureCounts: { loads: Record<string, number>; errors: Record<string, number> } }).pictureCounts);
    await page.goto('/cn/service/video');
    await hydrated(page);
    await page.locator('.news-card').last().scrollIntoViewIfNeeded();
    const picture = (src: string) => page.locator(`.news-card__image[src="${src}"]`);
    await expect.poll(() => picture(failsOnce).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The picture that always fails has failed as often as it may be tried...
    await expect.poll(async () => (await pictureCounts()).errors[failsAlways] ?? 0).toBe(constants.imageLoadAttempts);
    // ...and was started no more often than that: after its last error nothing tried it again.
    const counts = await pictureCounts();
    expect(counts.loads[failsAlways]).toBe(constants.imageLoadAttempts);
    expect(counts.loads[failsOnce]).toBe(constants.imageLoadAttempts);
    expect(counts.errors[failsOnce]).toBe(1);

    await expect.poll(() => requested.filter((p) => p === failsAlways).length).toBe(constants.imageLoadAttempts);
    expect(requested.filter((p) => p === failsOnce)).toHaveLength(constants.imageLoadAttempts);
    expect(await picture(failsAlways).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    // The browser reports each refused picture; nothing else may go wrong.
    expect(consoleProblems.filter((p) => !/net::ERR_FAILED/.test(p))).toEqual([]);
    consoleProblems.splice(0);
  });
});
