import { isChunkLoadError, mayReloadForChunk, parseReloadStamp } from '../../rules/chunk-reload-guard';

/**
 * Spec 4 and 8: the browser side of the chunk-reload guard (rules/chunk-reload-guard.ts decides).
 * The time of the last reload is kept in sessionStorage: it outlives the reload it guards, and a
 * new tab starts without a record.
 */
const lastReloadKey = 'site:chunk-reload-at';
let reloadStarted = false;

/** True once this page has begun reloading for a failed chunk. */
export function chunkReloadStarted(): boolean {
  return reloadStarted;
}

/** Would a failed chunk reload the page now? Only reads. */
export function chunkReloadAllowed(guardMs: number): boolean {
  if (reloadStarted) return true;
  if (typeof window === 'undefined') return false; // the build's prerender has no chunks to fail
  try {
    return mayReloadForChunk(parseReloadStamp(window.sessionStorage.getItem(lastReloadKey)), Date.now(), guardMs);
  } catch {
    return false; // storage refused (a privacy mode): no guard, so no reload
  }
}

/** Reloads the page if the guard allows, once however many failures report it; true if it does. */
export function reloadForFailedChunk(guardMs: number): boolean {
  if (reloadStarted) return true;
  if (!chunkReloadAllowed(guardMs)) return false;
  try {
    window.sessionStorage.setItem(lastReloadKey, String(Date.now()));
  } catch (storageError) {
    // Without a record the guard cannot work, and reloading could loop.
    console.error('The page could not be reloaded safely after a failed chunk:', storageError);
    return false;
  }
  reloadStarted = true;
  window.location.reload();
  return true;
}

/**
 * Some failed chunks never reach a route's error boundary: React Router reports a route's failed
 * lazy loader to the boundary as "No result returned from dataStrategy" and leaves the import's
 * own rejection unhandled, and Vite reports a failed preload as an event. Both are caught here.
 */
export function reloadOnUnhandledChunkFailures(guardMs: number): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForFailedChunk(guardMs)) event.preventDefault();
  });
  window.addEventListener('vite:preloadError', (event) => {
    // Vite throws the error on after this event unless it is cancelled.
    if (isChunkLoadError((event as Event & { payload?: unknown }).payload) && reloadForFailedChunk(guardMs)) event.preventDefault();
  });
}

/**
 * A lazy component's import, for React.lazy: when a failed chunk's error was cancelled because the
 * page is reloading for it (above), Vite resolves the import to undefined, and React would render
 * that as an error (and log it) in the moment before the reload. Then nothing renders instead.
 */
export function untilReloaded<M>(load: Promise<M>): Promise<M> {
  return load.then((module) => (module === undefined && chunkReloadStarted() ? new Promise<M>(() => undefined) : module));
}
