import { mayPrefetchOn, type ConnectionHints } from '../../rules/link-prefetch';

/**
 * Spec 9: may links be fetched ahead now? Asked at the moment of prefetching, since a visitor
 * may switch Save-Data on, or lose signal (Network Information API; rules/link-prefetch.ts decides).
 */
export function prefetchAllowedNow(): boolean {
  if (typeof navigator === 'undefined') return true;
  return mayPrefetchOn((navigator as Navigator & { connection?: ConnectionHints }).connection);
}

/** The href attributes of the links the visitor can see now, in page order (closed menus have no box). */
export function hrefsInView(): string[] {
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

/** Runs `task` once the page has loaded and `idleMs` have gone by, in an idle moment of the browser. */
export function afterLoadAndIdle(idleMs: number, task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  // After the wait, still leave the browser's busy moments alone (Safari has no requestIdleCallback).
  const afterWait = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: idleMs || 1 });
    else task();
  };
  const start = () => { timer = setTimeout(afterWait, idleMs); };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
