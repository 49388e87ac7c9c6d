import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, defaultRetry, type ApiClientOptions } from '../../../engine/api/api-client';
import { apiEvents, type ApiEvents } from '../../../engine/api/api-events';

// How often a call is sent and when it ends, against fetches that never stop failing: the bound
// must come from the client itself (fetch-retry ignores `retries` once `retryOn` is a function,
// which once let a form be sent 8 times over 33 s and never give up).

const hosts = { rest: 'https://api.example', root: 'https://root.example', tools: 'https://tools.example' };
const invalidRequest = { s: 0, d: {}, errors: [{ code: 0, message: 'Invalid request', kind: 'transport' }] };

/** Every call fails at once, however often it is made; `attempts` counts them. */
function alwaysFailing(how: 'network' | 'gateway') {
  const counter = { attempts: 0 };
  const fetch = vi.fn(async () => {
    counter.attempts += 1;
    if (how === 'network') throw new TypeError('Failed to fetch');
    return new Response('', { status: 503, statusText: 'Service Unavailable' });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, counter };
}

/** No call is ever answered; `honoursAbort: false` is a fetch that does not even stop when aborted. */
function neverAnswering(honoursAbort: boolean) {
  const counter = { attempts: 0 };
  const fetch = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) => {
    counter.attempts += 1;
    return new Promise<Response>((_, reject) => {
      if (honoursAbort) init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, counter };
}

const client = (fetch: typeof globalThis.fetch, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ hosts, timeoutMs: 120_000, fetch, forgetSession: () => undefined, ...options });

afterEach(() => {
  vi.useRealTimers();
});

describe('a call that always fails is sent a bounded number of times', () => {
  it.each(['network', 'gateway'] as const)('a GET: the first try and two retries (%s failures), then the failure', async (how) => {
    vi.useFakeTimers();
    const { fetch, counter } = alwaysFailing(how);
    const pending = client(fetch).get('rest', '/api/public/statistics');
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).s).toBe(0);
    expect(counter.attempts).toBe(defaultRetry.retries + 1);
    expect(counter.attempts).toBe(3);
  });

  it('a form submission under an Idempotency-Key: three tries in about a second, then "Invalid request"', async () => {
    vi.useFakeTimers();
    const { fetch, counter } = alwaysFailing('network');
    let result: unknown;
    void client(fetch).postIdempotent('rest', '/api/public/submittedForm', { email: 'li@ocean.example' }, 'key-1', { encoding: 'form' }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(300 + 600);
    expect(result).toEqual(invalidRequest);
    expect(counter.attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(counter.attempts).toBe(3);
  });

  it('a POST without a key is never sent again', async () => {
    vi.useFakeTimers();
    const { fetch, counter } = alwaysFailing('network');
    const pending = client(fetch).post('rest', '/api/public/sendVerifyCode', { email: 'li@ocean.example' }, { encoding: 'form' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toEqual(invalidRequest);
    expect(counter.attempts).toBe(1);
  });

  it('takes the configured number of retries, also none', async () => {
    const none = alwaysFailing('network');
    await client(none.fetch, { retry: { retries: 0, delayMs: () => 0 } }).get('rest', '/a');
    expect(none.counter.attempts).toBe(1);
    const five = alwaysFailing('gateway');
    await client(five.fetch, { retry: { retries: 5, delayMs: () => 0 } }).get('rest', '/a');
    expect(five.counter.attempts).toBe(6);
  });
});

describe('a call that is never answered ends at the timeout (site.yaml requestTimeoutMs), for all its tries together', () => {
  it.each([true, false])('one try, "Invalid request" at exactly 120 s (fetch honours the abort: %s)', async (honoursAbort) => {
    vi.useFakeTimers();
    const { fetch, counter } = neverAnswering(honoursAbort);
    let result: unknown;
    void client(fetch).postIdempotent('root', '/public/contact/us', { name: 'Li' }, 'key-2').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual(invalidRequest);
    expect(counter.attempts).toBe(1);
  });

  it('the deadline also ends a call waiting to be retried, and that retry is never sent', async () => {
    vi.useFakeTimers();
    const { fetch, counter } = alwaysFailing('network');
    let result: unknown;
    void client(fetch, { timeoutMs: 1_000, retry: { retries: 2, delayMs: () => 5_000 } }).get('rest', '/a').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(result).toEqual(invalidRequest);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(counter.attempts).toBe(1);
  });

  it('reports the call to the progress bar as started and finished, even when it ran out of time', async () => {
    vi.useFakeTimers();
    const seen: Array<keyof ApiEvents> = [];
    const record = (type: keyof ApiEvents) => seen.push(type);
    apiEvents.on('*', record);
    const { fetch } = neverAnswering(false);
    const pending = client(fetch, { timeoutMs: 5_000 }).post('root', '/public/debt/claim', {});
    await vi.advanceTimersByTimeAsync(5_000);
    await pending;
    apiEvents.off('*', record);
    expect(seen).toEqual(['requestStarted', 'requestFinished']);
  });
});
