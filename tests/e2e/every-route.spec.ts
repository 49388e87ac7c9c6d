import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './console-guard';
import { expectCleanAndAccessible } from './page-health';
import { expectNoSidewaysScrollAtAnyWidth } from './overflow';
import { itemAt, present } from '../unit/present';

// Every route of config/routes.yaml, in every locale: it answers 200, hydrates without console
// problems, shows no raw translation key, has no serious or critical accessibility violation, and
// scrolls sideways at none of the checked widths, from a 360px phone to a 1440px desktop (the same
// visit resizes the window through them).
const routes = (parse(readFileSync('config/routes.yaml', 'utf8')) as { routes: Array<{ path: string; params?: Record<string, string> }> }).routes;
// A route with :params is visited with a value its pattern accepts.
// The first sample of a parameter that the route's own pattern takes (a receipt's id is digits).
const samples: Record<string, string[]> = { id: ['MTD20261122001', '123456789012'] };
const visit = (route: { path: string; params?: Record<string, string> }) => route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
  const pattern = route.params?.[name] ? new RegExp(route.params[name]!) : undefined;
  return present(samples[name]?.find((value) => !pattern || pattern.test(value)), `a sample value for :${name} (add one to samples)`);
});

// The routes go in groups, each visited in turn by one page: a browser context per route cost
// more than the check of the route itself, and the shared files (the runtime, fonts, styles) come
// from the browser's cache after the first. Each route is a step of its own, starts without
// cookies (a visitor's first visit) and must leave no console problem behind; the groups run
// in parallel, one per worker at a time.
const groupSize = 8;
const groups = Array.from({ length: Math.ceil(routes.length / groupSize) }, (_, i) => routes.slice(i * groupSize, (i + 1) * groupSize));

for (const group of groups) {
  test(`${itemAt(group, 0, 'a first route').path} … ${itemAt(group, -1, 'a last route').path} (${group.length} routes) render cleanly and accessibly`, async ({ page, context, consoleProblems }) => {
    test.setTimeout(group.length * 30_000); // the default, per route
    for (const route of group) {
      await test.step(route.path, async () => {
        await context.clearCookies();
        await expectCleanAndAccessible(page, visit(route));
        await expectNoSidewaysScrollAtAnyWidth(page, route.path);
        expect(consoleProblems, `console errors or warnings on ${route.path}`).toEqual([]);
      });
    }
  });
}
