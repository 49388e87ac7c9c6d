import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { idlePrefetchPaths } from '../../rules/link-prefetch';
import { prefetchAllowedNow } from './link-prefetch';

/**
 * Spec 9: once a page has loaded and `idleMs` have gone by, the pages its links in view lead to
 * are fetched ahead (their code and data, by React Router's own PrefetchPageLinks), at most
 * `maxLinks`, so the likely next click is instant. Only links in view: the footer's hundred links
 * would cost more than they save. Nothing on a Save-Data or 2g connection. Each page starts over.
 */
export function IdlePrefetch({ idleMs, maxLinks }: { idleMs: number; maxLinks: number }) {
  const { pathname } = useLocation();
  const [paths, setPaths] = useState<string[]>([]);

  useEffect(() => {
    setPaths([]);
    if (maxLinks === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const prefetch = () => {
      if (prefetchAllowedNow()) setPaths(idlePrefetchPaths(hrefsInView(), pathname, maxLinks));
    };
    // After the wait, still leave the browser's busy moments alone (Safari has no requestIdleCallback).
    const afterWait = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(prefetch, { timeout: idleMs || 1 });
      else prefetch();
    };
    const start = () => { timer = setTimeout(afterWait, idleMs); };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [pathname, idleMs, maxLinks]);

  return paths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}

/** The href attributes of the links the visitor can see now, in page order (closed menus have no box). */
function hrefsInView(): string[] {
  const { innerWidth, innerHeight } = window;
  const hrefs: string[] = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    const box = link.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth) {
      hrefs.push(link.getAttribute('href')!);
    }
  }
  return hrefs;
}
