import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const requestedId = () => new URLSearchParams(window.location.search).get('id');

/**
 * The `?id=` of the address. The prerendered HTML was built without one, so while React hydrates
 * it this reads null (the server's view) and the item the address names follows right after.
 * Another ?id= is another document (decision 017), so the value never changes while it is shown.
 */
export function useRequestedId(): string | null {
  return useSyncExternalStore(neverChanges, requestedId, () => null);
}
