import { idlePrefetchPaths } from '../../rules/link-prefetch';
import type { LoadingSettings } from '../content/shell-settings';
import { afterLoadAndIdle, hrefsInView, prefetchAllowedNow } from '../shell/link-prefetch';

/**
 * Spec 9 on a public page, whose links lead to other documents (decision 017): the page a link
 * leads to is fetched ahead when the visitor points at, focuses or touches the link, and the
 * pages of the links in view once the page has been idle `prefetchIdleMs` after load (at most
 * `prefetchIdleLinksMax`). Never on a Save-Data or 2g connection. Each page once; the browser
 * keeps a prefetched document for the next navigation.
 */
export function startDocumentPrefetch(loading: Pick<LoadingSettings, 'prefetchIdleMs' | 'prefetchIdleLinksMax'>): void {
  const fetched = new Set<string>();
  const prefetch = (paths: string[]) => {
    if (!prefetchAllowedNow()) return;
    for (const path of paths) {
      if (fetched.has(path)) continue;
      fetched.add(path);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'document';
      link.href = path;
      document.head.append(link);
    }
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const href = link?.getAttribute('href');
    if (href && link?.getAttribute('target') !== '_blank') prefetch(idlePrefetchPaths([href], window.location.pathname, 1));
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
  if (loading.prefetchIdleLinksMax > 0) {
    afterLoadAndIdle(loading.prefetchIdleMs, () => prefetch(idlePrefetchPaths(hrefsInView(), window.location.pathname, loading.prefetchIdleLinksMax)));
  }
}
