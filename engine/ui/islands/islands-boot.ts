/**
 * The one script a public page names (decision 017). It imports nothing itself: the runtime and
 * React are fetched only once the browser has painted the page, so on a slow connection the
 * stylesheet, the HTML and the first screen's pictures have the line to themselves, and the page
 * reads as soon as a page without any script would. A hidden tab (opened in the background) paints
 * nothing until it is shown, so there the runtime starts at once.
 */
const start = () => void import('./islands-entry');

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
