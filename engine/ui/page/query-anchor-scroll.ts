import type { PageConfig } from '../../config/site-model';
import { anchorFromQuery } from '../../routing/query-anchor';
import { queryValueAttribute } from '../../routing/query-head';

/**
 * Links such as /en/solutionsdetail?contId=998&name=Buyers (spec 2.3) name a section by a query
 * parameter: the page scrolls to it and moves focus there, as a #c998 link would. A value that
 * names no section leaves the page at its top, and so does one the page shows alone.
 */
export function scrollToQueryAnchor(queryAnchor: PageConfig['queryAnchor']): void {
  const id = anchorFromQuery(queryAnchor, window.location.search, window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  // A value with a head of its own is that section's page: the section shows alone under the
  // hero, whose h1 is now its own (query-head-script.ts), so the page stays at its top.
  if (!document.documentElement.hasAttribute(queryValueAttribute)) target.scrollIntoView();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
