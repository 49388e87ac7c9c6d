import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './console-guard';
import { laidOut, sidewaysOverflow } from './overflow';

// Text enlarged to 200% loses nothing: with the root font size doubled (what a reader's larger
// default text size does), no text is cut off by a box too small for it and nothing scrolls
// sideways. A sample per language: the home page, the busiest catalogue and pricing pages, a form.
const samples: Record<string, string[]> = {
  cn: ['/cn', '/cn/package', '/cn/contact', '/cn/datacountries'],
  en: ['/en', '/en/package', '/en/contact', '/en/datacountries'],
  ru: ['/ru', '/ru/package', '/ru/contact', '/ru/datacountries'],
};

/** Visible boxes that hide part of their own text: clipped (overflow other than visible) yet too small for it. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      // Scroll boxes let the reader reach what does not fit; a 1px box is the visually hidden text for screen readers.
      if (/(auto|scroll)/.test(style.overflowX + style.overflowY) || el.clientWidth <= 1) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || !(el.innerText ?? '').trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} shows ${el.clientWidth}x${el.clientHeight} of ${el.scrollWidth}x${el.scrollHeight}: "${el.innerText.trim().slice(0, 40)}"`);
      }
    }
    return found.slice(0, 6);
  });
}

for (const [locale, paths] of Object.entries(samples)) {
  test(`/${locale} pages with text at 200% cut off no text and do not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await hydrated(page);
        await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
        await laidOut(page);
        // The full bar cannot hold the menu and tools at this size: the header folds into its
        // hamburger, whose menu still reaches every tool.
        const toggle = page.locator('.site-header__toggle');
        await expect(toggle, `${path}: the header folds into its hamburger`).toBeVisible();
        await toggle.click();
        const register = page.locator('.site-header__tools .button--primary');
        await expect(register).toBeVisible();
        const box = (await register.boundingBox())!;
        expect(box.x + box.width, `${path}: the register button inside the window`).toBeLessThanOrEqual(1280);
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await laidOut(page);
        expect.soft(await clippedText(page), `${path}: text cut off`).toEqual([]);
        expect.soft(await sidewaysOverflow(page), `${path}: wider than the window`).toEqual([]);
        // Back at the usual size, the full bar returns.
        await page.evaluate(() => (document.documentElement.style.fontSize = ''));
        await expect(toggle, `${path}: the full bar is back at 100%`).toBeHidden();
        await expect(register).toBeVisible();
      });
    }
  });
}
