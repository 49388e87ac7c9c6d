import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated } from './console-guard';

/**
 * What every page must be, public or console: it answers 200, hydrates (console-guard fails the
 * test on console problems), has one h1, shows no raw translation key, and has no serious or
 * critical accessibility violation (`axe: false` where a caller has axe look at the same markup on
 * another page).
 */
export async function expectCleanAndAccessible(page: Page, path: string, { axe = true }: { axe?: boolean } = {}): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveCount(1);
  const words = (await page.locator('body').innerText()).split(/\s+/);
  // Raw keys look like nav.products or hero.heading; i18next shows them when a text is missing.
  expect(words.filter((w) => /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(w) && !/\.(com|example|cn|ru|org|gov)/.test(w))).toEqual([]);
  if (axe) await expectNoSeriousAxeViolations(page);
}

/**
 * axe rules switched off for every page, each with its reason (docs/accessibility.md lists them
 * too). None is: a rule that fails is a fault to fix, not to silence.
 */
export const disabledAxeRules: Record<string, string> = {};

/**
 * No serious or critical WCAG 2.1 A/AA violation in the page as it stands now: a menu or dialog
 * the test opened is checked open. `within` narrows the check to one part of the page.
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string): Promise<void> {
  // axe.run in the page itself ("legacy mode"): the default runs axe in each frame and then again
  // in a blank page it opens to combine the frames' results, which took twice as long. The two
  // differ only for pages with frames of another origin, and no page of the site has a frame.
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  if (Object.keys(disabledAxeRules).length > 0) builder = builder.disableRules(Object.keys(disabledAxeRules));
  if (within) builder = builder.include(within);
  const axe = await builder.analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}
