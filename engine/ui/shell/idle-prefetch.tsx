import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { idlePrefetchPaths } from '../../rules/link-prefetch';
import { afterLoadAndIdle, hrefsInView, prefetchAllowedNow } from './link-prefetch';

/**
 * Spec 9 in the single-page app (the console): once a page has loaded and `idleMs` have gone by,
 * the pages its links in view lead to are fetched ahead (their code and data, by React Router's
 * own PrefetchPageLinks), at most `maxLinks`, so the likely next click is instant. Only links in
 * view: the footer's hundred links would cost more than they save. Nothing on a Save-Data or 2g
 * connection. Each page starts over. Public pages do the same with documents (islands/document-prefetch.ts).
 */
export function IdlePrefetch({ idleMs, maxLinks }: { idleMs: number; maxLinks: number }) {
  const { pathname } = useLocation();
  const [paths, setPaths] = useState<string[]>([]);

  useEffect(() => {
    setPaths([]);
    if (maxLinks === 0) return;
    return afterLoadAndIdle(idleMs, () => {
      if (prefetchAllowedNow()) setPaths(idlePrefetchPaths(hrefsInView(), pathname, maxLinks));
    });
  }, [pathname, idleMs, maxLinks]);

  return paths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}
