import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageConfig } from '../../config/site-model';
import { anchorFromQuery } from '../../routing/query-anchor';

/**
 * Links such as /en/solutionsdetail?contId=998&name=Buyers (spec 2.3) name a section by a query
 * parameter: the page scrolls to it and moves focus there, as a #c998 link would. A value that
 * names no section leaves the page at its top.
 */
export function useQueryAnchor(queryAnchor: PageConfig['queryAnchor']): void {
  const { search, hash } = useLocation();
  useEffect(() => {
    const id = anchorFromQuery(queryAnchor, search, hash);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [queryAnchor, search, hash]);
}
