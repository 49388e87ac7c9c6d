import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { test } from './console-guard';
import { expectCleanAndAccessible } from './page-health';

// Every route of config/routes.yaml, in every locale: it answers 200, hydrates without console
// problems, shows no raw translation key, and has no serious or critical accessibility violation.
const routes = (parse(readFileSync('config/routes.yaml', 'utf8')) as { routes: Array<{ path: string; params?: Record<string, string> }> }).routes;
// A route with :params is visited with a value its pattern accepts.
const samples: Record<string, string> = { id: 'MTD20261122001' };
const visit = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => samples[name]);

for (const route of routes) {
  test(`${route.path} renders cleanly and accessibly`, async ({ page }) => {
    await expectCleanAndAccessible(page, visit(route.path));
  });
}
