/**
 * The one script a public page names (decision 017). It imports nothing itself: the runtime and
 * React are fetched only once the browser has shown the page (its first contentful paint), so on
 * a slow connection the stylesheet, the HTML and the first screen's pictures have the line to
 * themselves, and the page reads as soon as a page without any script would. A hidden tab (opened
 * in the background) paints nothing until it is shown, and a browser without paint timing says
 * nothing: there the runtime starts at once, or after a short wait.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./islands-entry');
};

const painted = () => performance.getEntriesByType?.('paint').some((entry) => entry.name === 'first-contentful-paint');

if (document.visibilityState === 'hidden' || painted()) start();
else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never paints content (nothing but an empty frame) still gets its code.
  setTimeout(start, 3000);
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
