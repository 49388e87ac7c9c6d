import { useCallback, useEffect, useState } from 'react';

/**
 * A yes/no remembered for the browser tab's visit (sessionStorage), false until read: the
 * prerendered page and its hydration both start from false, then the stored answer applies.
 * Where storage is refused (private modes, policies), the flag simply lasts the page.
 */
export function useSessionFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(false);
  useEffect(() => {
    try {
      setValue(window.sessionStorage.getItem(key) === '1');
    } catch {
      // Storage refused: nothing remembered.
    }
  }, [key]);
  const set = useCallback((next: boolean) => {
    setValue(next);
    try {
      if (next) window.sessionStorage.setItem(key, '1');
      else window.sessionStorage.removeItem(key);
    } catch {
      // Storage refused: the choice holds on this page only.
    }
  }, [key]);
  return [value, set];
}
