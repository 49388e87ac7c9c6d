import { vi } from 'vitest';

/** 'hang' never answers, until the call is aborted. */
export type Reply = Response | Error | 'hang';
export interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a list, one reply per call, and keeps what it was sent. */
export function fakeFetch(replies: Reply[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    const reply = replies.shift() ?? new Error('no reply left');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

export const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
export const text = (body: string, status: number, statusText: string) => new Response(body, { status, statusText });

