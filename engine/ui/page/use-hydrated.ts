import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerender and while the browser hydrates it, true from the render just after (and
 * at once in a part mounted later). What depends on the browser (the address's values, a call's
 * answer) waits for it, so the HTML a visitor gets without scripts is what hydration finds.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
