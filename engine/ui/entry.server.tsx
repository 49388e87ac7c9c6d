import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

export const streamTimeout = 10_000;

/**
 * Runs only at build time (ssr: false): each prerendered page waits for all its content,
 * including the lazily loaded forms, so the HTML holds the whole page and no streaming script
 * (which the strict CSP would have to allow) swaps content in later.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let failed: unknown;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: failed ? 500 : status }));
      },
      onShellError: reject,
      onError(error) {
        failed = error;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout);
  });
}
