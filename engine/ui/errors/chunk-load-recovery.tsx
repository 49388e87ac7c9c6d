import { useEffect, useState, type ReactNode } from 'react';
import { isChunkLoadError } from '../../rules/chunk-reload-guard';
import { chunkReloadAllowed, reloadForFailedChunk } from './chunk-reload';

/**
 * Spec 4 and 8, in the route error boundary: a failed code-chunk load reloads the page, at most
 * once per `guardMs`; within the guard, and for every other error, the error page (`children`)
 * shows.
 */
export function ChunkLoadRecovery({ error, guardMs, children }: { error: unknown; guardMs: number; children: ReactNode }) {
  // Decided once per error, only reading; the record is written where the reload happens.
  const [reload, setReload] = useState(() => isChunkLoadError(error) && chunkReloadAllowed(guardMs));
  useEffect(() => {
    if (reload && !reloadForFailedChunk(guardMs)) setReload(false);
  }, [reload, guardMs]);
  // An empty page for the moment before the reload; the failed page has nothing to show.
  return reload ? null : <>{children}</>;
}
