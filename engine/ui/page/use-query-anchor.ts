import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageConfig } from '../../config/site-model';

/**
 * Links such as /en/solutionsdetail?contId=998&name=Buyers (spec 2.3) name a section by a query
 * parameter: the page scrolls to it and moves focus there, as a #c998 link would. An explicit
 * #anchor wins, and a value that names no section leaves the page at its top.
 */
export function useQueryAnchor(queryAnchor: PageConfig['queryAnchor']): void {
  const { search, hash } = useLocation();
  useEffect(() => {
    if (!queryAnchor || hash) return;
    const value = new URLSearchParams(search).get(queryAnchor.param);
    if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return;
    const target = document.getElementById(`${queryAnchor.prefix}${value}`);
    if (!target) return;
    target.scrollIntoView();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [queryAnchor, search, hash]);
}
