/**
 * Spec 4 and 8: a failed code-chunk load forces a full page reload, at most once per
 * chunkReloadGuardMs (60 s). The usual cause is a release that replaced the hashed files the open
 * page still asks for; a reload fetches the new page and its new files. If the fault lasts, the
 * guard lets the error page show instead of reloading in a loop.
 */

/** What each browser says when a dynamic import() or a preload fails. */
const chunkLoadMessages: RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS for/i, // Vite's preload of a chunk's stylesheet
  /Loading (CSS )?chunk [\w-]+ failed/i, // bundlers that name the error ChunkLoadError
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkLoadMessages.some((pattern) => pattern.test(message));
}

/**
 * May the page reload now? Yes when it never reloaded for a chunk in this tab, or the last time
 * was at least `guardMs` ago. A last time in the future (the clock was set back) does not block
 * reloading for good: the next reload records the corrected time.
 */
export function mayReloadForChunk(lastReloadAt: number | null, now: number, guardMs: number): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= guardMs;
}

/** The stored time of the last reload (milliseconds since 1970 as text); null when absent or unreadable. */
export function parseReloadStamp(stored: string | null): number | null {
  if (stored === null || !/^\d{1,16}$/.test(stored)) return null;
  return Number(stored);
}
