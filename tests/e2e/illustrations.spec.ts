import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';

// Product illustrations (decision 032): drawn per language at build time, shown with <img>.
type Texts = { hero: { visual: string }; screens: { items: Record<string, { alt: string }> } };
const pageTexts = (locale: string, page: string) => parse(readFileSync(`locales/${locale}/pages/${page}.yaml`, 'utf8')) as Texts;
const words = (locale: string) => parse(readFileSync(`locales/${locale}/illustrations.yaml`, 'utf8')) as Record<string, Record<string, string>>;
const products = [
  { path: '/en/products', locale: 'en', page: 'products' },
  { path: '/ru/products', locale: 'ru', page: 'products' },
  { path: '/cn/products', locale: 'zh-cn', page: 'products-cn' },
];

/** Illustration files the page asked for, in order. */
function illustrationRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/illustrations/')) asked.push(path);
  });
  return asked;
}

const showcaseImages = (page: Page) => page.locator('.showcase__image');
const boxes = (page: Page) => showcaseImages(page).evaluateAll((list) => list.map((img) => {
  const box = img.getBoundingClientRect();
  return { top: Math.round(box.top + scrollY), width: box.width, height: Math.round(box.height), src: img.getAttribute('src') };
}));

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { path, locale, page: pageId } of products) {
    test(`${path}: the hero's picture beside its words, the showcase's pictures sized, described and loaded as they come near`, async ({ page, request }) => {
      const texts = pageTexts(locale, pageId);
      const asked = illustrationRequests(page);
      await page.goto(path);
      await hydrated(page);

      // The hero's illustration: in this language, on the right of the heading, loaded first.
      const hero = page.locator('.hero__visual img');
      await expect(hero).toBeVisible();
      await expect(hero).toHaveAttribute('alt', texts.hero.visual);
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`/illustrations/${locale}/crm.svg`);
      const [heading, picture] = await Promise.all([page.locator('.hero__title').boundingBox(), hero.boundingBox()]);
      expect(picture!.x).toBeGreaterThan(heading!.x + heading!.width);
      expect(picture!.height / picture!.width).toBeCloseTo(420 / 640, 2);

      // Every showcase picture has its size and its own text alternative in this language.
      const items = Object.entries(texts.screens.items);
      await expect(showcaseImages(page)).toHaveCount(items.length);
      for (const [i, [, item]] of items.entries()) {
        const image = showcaseImages(page).nth(i);
        await expect(image).toHaveAttribute('width', '640');
        await expect(image).toHaveAttribute('height', '420');
        await expect(image).toHaveAttribute('alt', item.alt);
      }
      // Below the fold they wait, already taking their place; scrolled to, they load where they stand.
      const before = await boxes(page);
      const fold = 1.33 * 900;
      for (const image of before.filter((b) => Math.abs(b.top - fold) > 2)) expect(Boolean(image.src)).toBe(image.top < fold);
      expect(before.some((b) => !b.src)).toBe(true);
      for (const image of before) expect(Math.abs(image.height - (image.width * 420) / 640)).toBeLessThanOrEqual(1);
      for (let i = 0; i < items.length; i += 1) await showcaseImages(page).nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => showcaseImages(page).evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 640))).toBe(true);
      expect((await boxes(page)).map((b) => [b.top, b.height])).toEqual(before.map((b) => [b.top, b.height]));
      expect(new Set(asked).size).toBe(asked.length); // each file once
      expect(asked.every((p) => p.startsWith(`/illustrations/${locale}/`))).toBe(true);

      // The file itself is an SVG whose words are this language's.
      const file = await request.get(`/illustrations/${locale}/crm.svg`);
      expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = await file.text();
      expect(svg).toContain(words(locale).crm!.pipeline);
      if (locale !== 'en') expect(svg).not.toContain(words('en').crm!.pipeline);
    });
  }

  test('the homes show the shipment search beside their heading', async ({ page }) => {
    for (const [path, locale] of [['/cn', 'zh-cn'], ['/en', 'en'], ['/ru', 'ru']] as const) {
      await page.goto(path);
      const hero = page.locator('.hero__visual img');
      await expect(hero).toBeVisible();
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`/illustrations/${locale}/shipments.svg`);
    }
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a phone neither shows nor downloads the hero\'s picture, and the page is as wide as the window', async ({ page }) => {
    for (const { path, locale } of [...products, { path: '/en', locale: 'en' }, { path: '/cn/product/buyer', locale: 'zh-cn' }]) {
      const asked = illustrationRequests(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('.hero__visual')).toBeHidden();
      await expect(page.locator('.hero__visual img')).toHaveAttribute('src', /^data:/);
      // Scrolled to the end, the showcase's pictures have loaded, the hero's never.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await page.waitForLoadState('networkidle');
      const heroFile = await page.locator('.hero__visual source').getAttribute('srcset');
      expect(heroFile).toMatch(new RegExp(`^/illustrations/${locale}/`));
      expect(asked).not.toContain(heroFile); // the CRM is in no showcase
      if (!path.endsWith('products')) expect(asked).toEqual([]); // pages without a showcase ask for no picture at all
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const shown = await showcaseImages(page).evaluateAll((list) => list.map((img) => (img as HTMLImageElement).getBoundingClientRect().width));
      for (const width of shown) expect(width).toBeLessThanOrEqual(390 - 40 + 1);
    }
  });
});
