import shell from 'virtual:site/shell-settings';
import loaders from 'virtual:site/island-loaders';
import { hasSessionMarker } from '../../api/session-marker';
import { configurePageSession } from '../session/page-session';
import { isChunkLoadError } from '../../rules/chunk-reload-guard';
import { chunkReloadStarted, reloadForFailedChunk, reloadOnUnhandledChunkFailures } from '../errors/chunk-reload';
import { islandPageElementId, type IslandPage } from './island-page';
import type { IslandPayload } from './island-payload';
import type { IslandName } from './island-modules';
import { startDocumentBehaviours } from './document-behaviours';
import { replayHeldInput } from './held-input-replay';
import { islandMarks } from './held-input-script';

/**
 * The browser side of a public page (decision 017): the page is HTML, and this finds its islands
 * and hydrates each when its `data-island-when` says — at once, once near the window, or when
 * the page is idle; an island whose content follows the session also at once when a session may
 * exist. What a visitor did to an island before it was ready (held-input-script.ts) is done
 * again once it is (held-input-replay.ts). It also does what needs no island (document-behaviours.ts). When every island due at once is
 * hydrated, <html> gets data-islands="hydrated".
 */
reloadOnUnhandledChunkFailures(shell.chunkReloadGuardMs);

const pageElement = document.getElementById(islandPageElementId);
if (pageElement) {
  const page = JSON.parse(pageElement.textContent ?? '{}') as IslandPage;
  configurePageSession(page.session);
  startDocumentBehaviours(page, shell);
  void hydrateIslands(page);
}

async function hydrateIslands(page: IslandPage): Promise<void> {
  const now: Array<Promise<void>> = [];
  const memberMayBeHere = hasSessionMarker();
  const starts = new Map<HTMLElement, () => Promise<void>>();
  for (const element of document.querySelectorAll<HTMLElement>('div[data-island]')) {
    const start = once(() => hydrate(element, page));
    starts.set(element, start);
    const when = element.dataset.islandWhen;
    if (when === 'load' || (memberMayBeHere && element.hasAttribute('data-island-session'))) now.push(start());
    else if (when === 'visible') whenNearWindow(element, start);
    else whenIdle(start);
  }
  replayHeldInput((island) => starts.get(island)?.() ?? Promise.resolve());
  await Promise.allSettled(now);
  document.documentElement.dataset.islands = 'hydrated';
}

async function hydrate(element: HTMLElement, page: IslandPage): Promise<void> {
  const name = element.dataset.island as IslandName;
  try {
    const payload = JSON.parse(element.previousElementSibling?.textContent ?? 'null') as IslandPayload;
    const load = loaders[name];
    if (!load || !payload) throw new Error(`island "${name}" has no code or no payload`);
    const [{ hydrateIsland }, module] = await Promise.all([import('./hydrate-island'), load()]);
    // When the reload guard cancels Vite's preload-error event, Vite resolves the failed import
    // to undefined instead of throwing: the page is already reloading, and there is nothing to say.
    if ((module as unknown) === undefined && chunkReloadStarted()) return;
    await hydrateIsland(element, page, module.default as never, payload);
    element.setAttribute(islandMarks.hydrated, '');
  } catch (error) {
    // A release replaced the files this page asks for: spec 4's reload, at most once a minute.
    // Otherwise the island stays as the prerendered HTML, which still reads and links.
    if (chunkReloadStarted() || (isChunkLoadError(error) && reloadForFailedChunk(shell.chunkReloadGuardMs))) return;
    // Held clicks on it are let go; a held submit stays held (held-input-script.ts).
    element.setAttribute(islandMarks.failed, '');
    console.error(`The island "${name}" could not be hydrated`, error);
  }
}

function once(run: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () => (started ??= run());
}

function whenNearWindow(element: HTMLElement, start: () => Promise<void>): void {
  if (typeof IntersectionObserver === 'undefined') {
    void start();
    return;
  }
  // Displayed as contents, the wrapper has no box of its own: watch what it holds.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void start();
  }, { rootMargin: '50% 0px' });
  for (const child of element.children) observer.observe(child);
}

function whenIdle(start: () => Promise<void>): void {
  const run = () => void start();
  const later = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
