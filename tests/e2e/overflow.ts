import type { Page } from '@playwright/test';
import { expect } from './console-guard';

/** The widths no page may scroll sideways at: phones, tablets, small and large desktops. */
export const checkedWidths = [360, 390, 768, 992, 1200, 1366, 1440];

/** Resolves once the browser has laid out and painted what the last resize or style change caused. */
export async function laidOut(page: Page): Promise<void> {
  // Two frames: the first runs the resize's media-query listeners (React re-renders the header),
  // the second paints their result.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * What makes the page wider than its window: the document's own scroll width, and each visible
 * element that reaches past the right edge (the outermost of a nest, not clipped by a scroll box
 * that itself fits, as a wide table in its horizontal scroller is). Empty when nothing does.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth}px wide in a ${width}px window`);
    const offenders = new Set<Element>();
    const clips = (box: Element) => getComputedStyle(box).overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1;
    // Clipped by a box that fits the window, as a wide table is in its scroller. A box clips an
    // absolutely positioned element only if it holds the element's containing block; one that
    // does not lets the element out, and the page scrolls to it.
    const clippedInside = (el: Element): boolean => {
      const position = getComputedStyle(el).position;
      if (position === 'fixed') return true;
      const from = position === 'absolute' && el instanceof HTMLElement ? el.offsetParent : el.parentElement;
      for (let up = from; up && up !== document.body; up = up.parentElement) if (clips(up)) return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      // Past the right edge by more than rounding, yet partly in the window (an off-canvas panel
      // moved wholly out of view scrolls nothing).
      if (box.right <= width + 1 || box.left >= width || box.width === 0 || box.height === 0) continue;
      if (el.parentElement && offenders.has(el.parentElement)) {
        offenders.add(el);
        continue;
      }
      if (!el.checkVisibility({ visibilityProperty: true }) || clippedInside(el)) continue;
      offenders.add(el);
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
      found.push(`${name} reaches ${Math.round(box.right)}px: "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    // A word too long to break spills out of its box without widening the box: its text is measured.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!parent || offenders.has(parent) || !(text.textContent ?? '').trim()) continue;
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.right <= width + 1 || box.left >= width || box.width === 0) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) || clips(parent) || clippedInside(parent)) continue;
      found.push(`text in ${parent.tagName.toLowerCase()}${parent.classList.length ? `.${[...parent.classList].join('.')}` : ''} reaches ${Math.round(box.right)}px: "${(text.textContent ?? '').trim().slice(0, 60)}"`);
    }
    return found.slice(0, 6);
  });
}

/**
 * The page in the window at each checked width, in this one visit: no sideways scrolling and no
 * element past the edge. The window goes back to its size before.
 */
export async function expectNoSidewaysScrollAtAnyWidth(page: Page, label: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of checkedWidths) {
    await page.setViewportSize({ width, height: 900 });
    await laidOut(page);
    // Soft: one run names every width that fails, not only the first.
    expect.soft(await sidewaysOverflow(page), `${label} at ${width}px`).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}
