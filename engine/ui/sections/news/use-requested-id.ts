import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const neverChanges = () => () => {};

/**
 * The `?id=` of the address. The prerendered HTML was built without one, so while React hydrates
 * it this reads null (the server's view) and the item the address names follows right after;
 * on a later in-app visit it is read at once, with nothing shown in between.
 */
export function useRequestedId(): string | null {
  const { search } = useLocation();
  return useSyncExternalStore(neverChanges, () => new URLSearchParams(search).get('id'), () => null);
}
