import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the window is at least `minWidth` wide. Read during render (not after a first
 * paint as engine/ui/shell/use-wide-screen.ts does), so a header mounted in the browser starts in
 * the right layout; a server render and hydration see false, the narrow layout.
 */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
