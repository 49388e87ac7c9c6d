import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the wide header's bar cannot hold its full menu and tools even with the labels folded
 * (text enlarged to 200% on a laptop, a long translation): the header then folds into its
 * hamburger, as below the large breakpoint, instead of pushing the tools off the window. The
 * width the full bar needed is remembered when folding, so it unfolds once the window is that
 * wide again and the two states never flicker. A new text size (the root's font size) starts the
 * measure afresh; the brand's name, whose size follows the text size folded or not, tells of it.
 */
export function useBarOverflow(bar: RefObject<HTMLElement | null>, brand: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [folded, setFolded] = useState(false);
  const neededWidth = useRef(0);
  const textSize = useRef('');

  useLayoutEffect(() => {
    const room = bar.current;
    if (!active) {
      if (folded) setFolded(false);
      return;
    }
    if (!room || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const size = getComputedStyle(document.documentElement).fontSize;
      const textResized = textSize.current !== '' && textSize.current !== size;
      textSize.current = size;
      if (folded) {
        if (textResized || neededWidth.current <= room.clientWidth) setFolded(false); // measured again unfolded
      } else if (room.scrollWidth > room.clientWidth + 1) {
        neededWidth.current = room.scrollWidth;
        setFolded(true);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(room);
    if (brand.current) observer.observe(brand.current);
    return () => observer.disconnect();
  }, [bar, brand, active, folded]);

  return folded;
}
