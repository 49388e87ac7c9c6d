import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the wide header's nav must fold its labels onto two lines to fit beside the tools
 * (Russian labels just past the large breakpoint). `nav` takes the room left in the bar, `list`
 * is as wide as its labels on one line; the one-line width is remembered when folding, so the
 * labels unfold once the room is back and the two states never flicker. `contentKey` (the
 * labels' text) starts the measure again when the language or the entries change.
 */
export function useCompactNav(nav: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>, contentKey: string): boolean {
  const [compact, setCompact] = useState(false);
  const oneLineWidth = useRef(0);
  const measuredKey = useRef(contentKey);

  useLayoutEffect(() => {
    const room = nav.current;
    const labels = list.current;
    if (!room || !labels || typeof ResizeObserver === 'undefined') return;
    if (measuredKey.current !== contentKey) {
      measuredKey.current = contentKey;
      if (compact) {
        setCompact(false); // measured again on one line, at the next layout
        return;
      }
    }
    const check = () => {
      if (!compact) {
        oneLineWidth.current = labels.scrollWidth;
        if (oneLineWidth.current > room.clientWidth) setCompact(true);
      } else if (oneLineWidth.current <= room.clientWidth) {
        setCompact(false);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(room);
    return () => observer.disconnect();
  }, [nav, list, compact, contentKey]);

  return compact;
}
