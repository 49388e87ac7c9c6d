import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locator, Page } from '@playwright/test';
import { expect } from './console-guard';

// Shared by the browser tests of a visitor whose browser runs no script
// (no-script-header.spec.ts, no-script-header.mobile.spec.ts; engine/ui/styles/no-script.css).

type Texts = Record<string, Record<string, string>>;
export const commonTexts = (locale: string): Texts => parse(readFileSync(`locales/${locale}/common.yaml`, 'utf8'));

/** The contact page of each language (config/routes.yaml), where the demo buttons lead without scripts. */
export const contactPath = (prefix: string): string => {
  const routes = parse(readFileSync('config/routes.yaml', 'utf8')) as { routes: Array<{ path: string; page: string }> };
  const route = routes.routes.find((r) => r.page === 'contact' && r.path.startsWith(`${prefix}/`));
  expect(route, `a contact page under ${prefix}`).toBeTruthy();
  return route!.path;
};

/** Escaped for a RegExp that ends a URL. */
export const urlEnding = (href: string): RegExp => new RegExp(`${href.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`);

/**
 * Every picture a visitor sees on `path` has loaded once scrolled to; none is left empty, waiting
 * for a loader that never runs (each shown <img> has a picture of its own). Returns how many
 * pictures were shown.
 */
export async function expectEveryShownPictureLoaded(page: Page, path: string): Promise<number> {
  await page.goto(path);
  const shown = page.locator('main img').filter({ visible: true });
  for (const image of await shown.all()) await image.scrollIntoViewIfNeeded();
  const notLoaded = () => shown.evaluateAll((images) => images
    .filter((image) => !((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))
    .map((image) => `${(image as HTMLImageElement).currentSrc || image.getAttribute('src') || image.getAttribute('data-lazy-src') || '(no address)'} not loaded`));
  await expect.poll(notLoaded, { message: path }).toEqual([]);
  return shown.count();
}

/** The showcase's pictures as a visitor sees them: one shown per product, each its own file. */
export async function shownShowcasePictures(page: Page): Promise<string[]> {
  return page.locator('.showcase__image').filter({ visible: true }).evaluateAll((images) => images.map((img) => new URL((img as HTMLImageElement).currentSrc).pathname));
}

/** Keeps pressing Tab until `target` has focus (at most `limit` times). */
export async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}
