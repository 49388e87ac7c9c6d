import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';
import { pageViewKey } from '../../rules/page-views';
import { sendPageView } from './page-view-beacon';
import { chunkReloadStarted } from '../errors/chunk-reload';

/**
 * Spec 7: one page view per route of the single-page app, with the route's own URL and title, to
 * the provider of site.yaml `analytics:` (the islands runtime reports a public page's). A new path or query is a new view; a new #fragment is not. Nothing is
 * shown and nothing is awaited: a lost page view must never disturb the visitor.
 */
export function PageViewReporter({ endpoint }: { endpoint?: string }) {
  const { pathname, search } = useLocation();
  // A page with parameters first loads its data and texts in the browser (its HydrateFallback
  // shows meanwhile); its view counts once the router has them, with its own title and language.
  // React Router offers no public hook for that moment, only this context's `initialized`.
  const ready = useContext(UNSAFE_DataRouterStateContext)?.initialized ?? true;
  const last = useRef<{ key: string; url: string } | null>(null);

  useEffect(() => {
    if (!endpoint || !ready) return;
    const key = pageViewKey({ pathname, search });
    if (last.current?.key === key) return;
    // A task later: the route's <title> is in place, and a page about to reload for a failed
    // chunk has said so (it counts as one view, after the reload).
    const timer = setTimeout(() => {
      if (chunkReloadStarted()) return;
      const url = new URL(`${pathname}${search}`, window.location.origin).href;
      const referrer = last.current?.url ?? document.referrer;
      last.current = { key, url };
      sendPageView(endpoint, { url, referrer });
    }, 0);
    return () => clearTimeout(timer);
  }, [endpoint, ready, pathname, search]);

  return null;
}
