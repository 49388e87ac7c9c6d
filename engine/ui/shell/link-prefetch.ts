import { useSyncExternalStore } from 'react';
import { mayPrefetchOn, type ConnectionHints } from '../../rules/link-prefetch';

type NetworkInformation = ConnectionHints & EventTarget;

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Asked again at the moment of prefetching: a visitor may switch Save-Data on, or lose signal. */
export function prefetchAllowedNow(): boolean {
  return typeof navigator === 'undefined' || mayPrefetchOn(connection());
}

function subscribe(onChange: () => void): () => void {
  const current = typeof navigator === 'undefined' ? undefined : connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

/**
 * The `prefetch` of a <Link> to this site's pages: React Router's own on hover, focus and touch,
 * or none on a Save-Data or 2g connection. The prerendered HTML is the same either way (intent
 * only adds links once pointed at), so the server's answer, allowed, never mismatches hydration.
 */
export function useLinkPrefetch(): 'intent' | 'none' {
  return useSyncExternalStore(subscribe, prefetchAllowedNow, () => true) ? 'intent' : 'none';
}
