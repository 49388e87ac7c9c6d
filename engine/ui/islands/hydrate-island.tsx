import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './island-root';
import type { IslandPage } from './island-page';
import type { IslandPayload } from './island-payload';

/** Renders nothing; its effect runs once the island's first render is committed. */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/**
 * Hydrates one island: the same tree the prerender wrote into `element` (island.tsx), from the
 * same payload, so React adopts the HTML as it is. Resolves once the first render is committed
 * (a part of it that loads more code, such as a form, may still be on its way).
 */
export function hydrateIsland(element: HTMLElement, page: IslandPage, Component: ComponentType<Record<string, unknown>>, payload: IslandPayload): Promise<void> {
  // As a transition, React hydrates in slices and lets the browser answer input in between, so
  // no single task of it keeps the page from responding.
  return new Promise((resolve) => startTransition(() => {
    hydrateRoot(element, (
      <IslandRoot page={page} payload={payload}>
        <Component {...(payload.props as Record<string, unknown>)} />
        <Hydrated onDone={resolve} />
      </IslandRoot>
    ), { identifierPrefix: `${element.dataset.island}-` });
  }));
}
