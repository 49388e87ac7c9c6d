/**
 * Spec 9's image preload ratio as an IntersectionObserver root margin. The ratio is measured the
 * way the spec's lazy loader measured it: an image starts loading once its top is within
 * `ratio` × the window's height from the top of the window, so 1.33 loads images a third of a
 * screen before they scroll into view. The observer then needs no scroll handler (and no scroll
 * throttle). Pure: computed at build time into the shell settings.
 */
export function imageRootMargin(preloadRatio: number): string {
  const below = Math.max(0, Math.round((preloadRatio - 1) * 100));
  return `0px 0px ${below}% 0px`;
}
