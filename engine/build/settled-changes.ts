/**
 * Calls `onSettled` once no change has come for `quietMs`. An editor saves in steps (truncate then
 * write, or write a temporary file and rename it), and a file checked between two steps is half
 * written: the dev server would report errors that the next step removes. Worse, Vite's watcher
 * drops a second change of the same file within 50 ms, so a check made at the first change might
 * never be followed by one of the complete file. Hence a quiet time well above 50 ms.
 */
export function settledChanges(quietMs: number, onSettled: () => void): { changed(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return {
    changed() {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        onSettled();
      }, quietMs);
    },
    stop,
  };
}
