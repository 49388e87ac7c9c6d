import { heldInputGlobal, islandMarks, type HeldAction, type HeldInput } from './held-input-script';

/**
 * The runtime's half of held-input-script.ts (decision 048): each action the page held before its
 * island was ready is done again once it is: the island is hydrated at once (whatever its
 * `data-island-when`), then the control is clicked or the form submitted, exactly as the visitor
 * would have, so the same validation, messages and submission machine answer. One at a time per
 * control: a second click on a control, or a second send of a form, while the first waits is the
 * same wish and is dropped. An island that fails to hydrate drops its held actions.
 */
export function replayHeldInput(startIsland: (island: HTMLElement) => Promise<void>): void {
  const held = (window as unknown as Record<string, HeldInput | undefined>)[heldInputGlobal];
  if (!held) return;
  const waiting = new Set<Element>();
  held.take((action) => {
    const key = sameWish(action);
    if (waiting.has(key)) return;
    waiting.add(key);
    const island = action.island;
    const ready = island ? startIsland(island).then(() => whenReady(island)) : Promise.resolve(true);
    void ready
      // A submit waits a task more, for the form to render the values it has just read; a click
      // is answered at once.
      .then((isReady) => (!isReady ? undefined : action.kind === 'submit' ? nextTask().then(() => doAgain(action)) : doAgain(action)))
      .finally(() => waiting.delete(key));
  });
}

/** A send of a form (its submit event or a click on its submit button) is one wish per form. */
function sameWish({ kind, target }: HeldAction): Element {
  if (kind === 'submit') return target;
  const submits = (target instanceof HTMLButtonElement || target instanceof HTMLInputElement) && target.type === 'submit';
  return submits && target.form ? target.form : target;
}

/**
 * Resolves true once the island is hydrated and nothing in it waits for code, false once it has
 * failed. Hydration keeps the elements, so the held target is the one the visitor used.
 */
function whenReady(island: HTMLElement): Promise<boolean> {
  const { hydrated, failed, awaitsCode } = islandMarks;
  const state = () => (island.hasAttribute(failed) ? false : island.hasAttribute(hydrated) && !island.querySelector(`[${awaitsCode}]`) ? true : undefined);
  const now = state();
  if (now !== undefined) return Promise.resolve(now);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const later = state();
      if (later === undefined) return;
      observer.disconnect();
      resolve(later);
    });
    observer.observe(island, { attributes: true, subtree: true, attributeFilter: [hydrated, failed, awaitsCode] });
  });
}

/** A task later: a component that re-renders from the state it has just read (RJSF's values) has done so. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function doAgain({ kind, target, island }: HeldAction): void {
  if (kind === 'submit') {
    // Hydration keeps the form element; should React have replaced it, the island's form is the one.
    const form = target.isConnected ? target : island?.querySelector('form');
    if (form instanceof HTMLFormElement) form.requestSubmit();
  } else if (target.isConnected) target.click();
}
