import { test as base, expect, type Page } from '@playwright/test';
import { pageCodeReady } from './page-ready';

/**
 * Every browser test fails on a console error or warning (hydration mismatches, missing files,
 * React warnings) unless the test says it expects one.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function hydrated(page: Page): Promise<void> {
  await pageCodeReady(page);
  await page.waitForLoadState('networkidle');
}
