import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'yaml';
import { expect, hydrated, test } from './console-guard';

// Every route of config/routes.yaml, in every locale: it answers 200, hydrates without console
// problems, shows no raw translation key, and has no serious or critical accessibility violation.
const routes = (parse(readFileSync('config/routes.yaml', 'utf8')) as { routes: Array<{ path: string; params?: Record<string, string> }> }).routes;
// A route with :params is visited with a value its pattern accepts.
const samples: Record<string, string> = { id: 'MTD20261122001' };
const visit = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => samples[name]);

for (const route of routes) {
  test(`${route.path} renders cleanly and accessibly`, async ({ page }) => {
    const response = await page.goto(visit(route.path));
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    const words = (await page.locator('body').innerText()).split(/\s+/);
    // Raw keys look like nav.products or hero.heading; i18next shows them when a text is missing.
    expect(words.filter((w) => /^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(w) && !/\.(com|example|cn|ru|org|gov)/.test(w))).toEqual([]);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  });
}
