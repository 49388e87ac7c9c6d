import type { ConfigError } from './config-error.js';
import { pageSource, type CheckedSources } from './checked-sources.js';
import type { Messages, PageConfig, Pricing, RouteEntry } from './site-model.js';
import { lookupMessage } from './message-lookup.js';
import { packagesOnSale } from './compile-pricing.js';

/**
 * What a package comparison needs beyond its labels: the packages its mark rows name exist in
 * config/pricing.yaml, and each text row has a text for every package on sale (or one for all)
 * in every locale that shows the page, so a package put on sale never shows an empty cell.
 */
export function checkPackageComparisons(ctx: {
  checked: CheckedSources;
  pages: Record<string, PageConfig>;
  routes: RouteEntry[];
  pricing: Pricing;
  messages: Record<string, { pages: Record<string, Messages> }>;
  errors: ConfigError[];
}): void {
  const ids = new Set(ctx.pricing.packages.map((p) => p.id));
  const onSale = packagesOnSale(ctx.pricing).map((p) => p.id);
  for (const [pageId, page] of Object.entries(ctx.pages)) {
    const source = pageSource(ctx.checked, pageId);
    if (!source) continue;
    page.sections.forEach((section, i) => {
      if (section.type !== 'package-comparison') return;
      section.rows.forEach((row, j) => {
        // The schema asks mark rows for `packages` and no other row may have it.
        if (row.show === 'mark' && Array.isArray(row.packages)) {
          row.packages.forEach((id, k) => {
            if (!ids.has(id)) ctx.errors.push(source.errorAt(['sections', i, 'rows', j, 'packages', k], `names package "${id}", which is not in config/pricing.yaml (${[...ids].join(', ')})`));
          });
        }
        if (row.show !== 'text') return;
        for (const route of ctx.routes.filter((r) => r.page === pageId)) {
          const texts = ctx.messages[route.locale]?.pages[pageId];
          const base = `${section.text}.rows.${row.id}`;
          if (!texts || lookupMessage(texts, `${base}.all`) !== undefined) continue;
          const missing = onSale.filter((id) => lookupMessage(texts, `${base}.${id}`) === undefined);
          if (missing.length) {
            ctx.errors.push(source.errorAt(['sections', i, 'rows', j], `needs "${base}.all" or a text per package (${missing.map((id) => `${base}.${id}`).join(', ')}) in locales/${route.locale}/pages/${pageId}.yaml (needed by ${route.path})`));
          }
        }
      });
    });
  }
}
