import { pageViewFields } from '../../rules/page-views';

/**
 * Sends one page view (spec 7). A beacon where the browser has one: it is queued apart from the
 * page's own requests and still goes out if the visitor leaves at once. A form-encoded body keeps
 * it a simple request that an API on another origin takes without a CORS preflight. Nothing is
 * awaited or shown: a lost page view must never disturb the visitor.
 */
export function sendPageView(endpoint: string, view: { url: string; referrer: string }): void {
  const body = new URLSearchParams(pageViewFields({ ...view, title: document.title, locale: document.documentElement.lang }));
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // An endpoint the browser refuses for a beacon: try a plain request below.
  }
  fetch(endpoint, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => undefined);
}
