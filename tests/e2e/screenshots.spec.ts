import { expect, hydrated, test } from './console-guard';

// Pictures of the main pages for people to look at (test-results/screenshots/), at a desktop and
// a phone width. They are not compared with anything: they exist to be seen.
const pages = ['', '/products', '/package', '/contact'];
for (const locale of ['cn', 'en', 'ru']) {
  for (const width of [1440, 390]) {
    test(`screenshots of /${locale} pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      for (const path of pages) {
        await page.goto(`/${locale}${path}`);
        await hydrated(page);
        await expect(page.locator('main h1')).toBeVisible();
        const name = `${locale}${path.replace(/\//g, '-') || '-home'}-${width}`;
        await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
      }
    });
  }
}
