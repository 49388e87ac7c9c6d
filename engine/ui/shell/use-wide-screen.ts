import { useEffect, useState } from 'react';

/** True while the window is at least `minWidth` wide; false during prerender (no window). */
export function useWideScreen(minWidth: number): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${minWidth}px)`);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [minWidth]);
  return wide;
}
