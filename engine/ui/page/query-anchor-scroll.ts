import type { PageConfig } from '../../config/site-model';
import { anchorFromQuery } from '../../routing/query-anchor';

/**
 * Links such as /en/solutionsdetail?contId=998&name=Buyers (spec 2.3) name a section by a query
 * parameter: the page scrolls to it and moves focus there, as a #c998 link would. A value that
 * names no section leaves the page at its top.
 */
export function scrollToQueryAnchor(queryAnchor: PageConfig['queryAnchor']): void {
  const id = anchorFromQuery(queryAnchor, window.location.search, window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  target.scrollIntoView();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
