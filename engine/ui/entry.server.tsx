import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { prerender } from 'react-dom/static';

export const streamTimeout = 10_000;

/**
 * Runs only at build time (ssr: false). React's static prerender waits for all of a page's
 * content, the lazily loaded forms included, and writes it in place: the HTML holds the whole page
 * as it will look, with no fallback and no inline script that swaps content in later (which the
 * strict CSP would have to allow, and which an island would hydrate half-done).
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`prerendering ${request.url} took longer than ${streamTimeout} ms`)), streamTimeout);
  let failed: unknown;
  try {
    const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
      signal: controller.signal,
      // React outlines a finished boundary bigger than this (a form) behind a script that moves it
      // into place: a static page has no reason to, so no boundary is too big.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        failed = error;
        console.error(error);
      },
    });
    headers.set('Content-Type', 'text/html');
    return new Response(prelude, { headers, status: failed ? 500 : status });
  } finally {
    clearTimeout(timer);
  }
}
