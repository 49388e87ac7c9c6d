import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../engine/api/api-client';
import { apiEvents, type ApiEvents } from '../../../engine/api/api-events';
import { fakeFetch, json, text, type Reply, type Sent } from './fake-fetch';
import { itemAt, only } from '../present';

const hosts = { rest: 'https://api.example', root: 'https://root.example', tools: 'https://tools.example' };

function client(replies: Reply[], options: Partial<ApiClientOptions> = {}) {
  const { fetch, sent } = fakeFetch(replies);
  const forgetSession = vi.fn();
  const api = createApiClient({
    hosts, timeoutMs: 120_000, fetch, forgetSession,
    retry: { retries: 2, delayMs: () => 0 },
    ...options,
  });
  return { api, sent, forgetSession };
}

const header = (sent: Sent, name: string) => (sent.init.headers as Record<string, string> | undefined)?.[name];

const events: Array<{ type: keyof ApiEvents; payload: unknown }> = [];
const record = (type: keyof ApiEvents, payload: unknown) => events.push({ type, payload });

beforeEach(() => {
  events.length = 0;
  apiEvents.on('*', record);
});
afterEach(() => {
  apiEvents.off('*', record);
  vi.useRealTimers();
});

describe('the session cookie (decision 014: HttpOnly, the page never reads or sends the token)', () => {
  it('sends every call with credentials and without a ts-token header', async () => {
    const { api, sent } = client([json({ code: 1, data: {} }), json({ code: 1, data: {} }), json({ code: 1, data: {} })]);
    await api.get('rest', '/console/user/identity');
    await api.post('rest', '/console/user/logout');
    await api.postIdempotent('root', '/pay/payment', { package: 'pro' }, 'k');
    for (const request of sent) {
      expect(header(request, 'ts-token')).toBeUndefined();
      expect(request.init.credentials).toBe('include');
    }
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([
      ['GET', 'https://api.example/console/user/identity'],
      ['POST', 'https://api.example/console/user/logout'],
      ['POST', 'https://root.example/pay/payment'],
    ]);
  });

  it('asks for a fresh answer when told to (a new captcha every time)', async () => {
    const { api, sent } = client([json({ code: 1, data: {} }), json({ code: 1, data: {} })]);
    await api.get('root', '/public/captcha', undefined, { cache: 'no-store' });
    await api.get('rest', '/api/public/statistics');
    expect(sent.map((s) => s.init.cache)).toEqual(['no-store', undefined]);
  });
});

describe('retries (GET only, on network errors and 502/503/504)', () => {
  it('retries a GET after a network error and a 503, then takes the answer', async () => {
    const { api, sent } = client([new TypeError('fetch failed'), text('busy', 503, 'Service Unavailable'), json({ code: 1, data: { n: 3 } })]);
    expect(await api.get('rest', '/api/public/statistics')).toEqual({ s: 1, code: 1, d: { n: 3 } });
    expect(sent).toHaveLength(3);
  });

  it('gives up after the configured retries and reports the last status', async () => {
    const { api, sent } = client([text('', 502, 'Bad Gateway'), text('', 504, 'Gateway Timeout'), text('', 503, 'Service Unavailable')]);
    expect(await api.get('rest', '/api/public/statistics')).toEqual({ s: 0, d: {}, errors: [{ code: 503, message: 'Service Unavailable', kind: 'http' }] });
    expect(sent).toHaveLength(3);
  });

  it('does not retry a GET on a status that would answer the same again (500, 404)', async () => {
    const { api, sent } = client([text('oops', 500, 'Internal Server Error')]);
    await api.get('rest', '/api/public/statistics');
    expect(sent).toHaveLength(1);
  });

  it('never retries a POST, neither on a network error nor on a 503', async () => {
    const down = client([new TypeError('fetch failed'), json({ code: 1, data: {} })]);
    expect(await down.api.post('rest', '/console/user/logout')).toEqual({ s: 0, d: {}, errors: [{ code: 0, message: 'Invalid request', kind: 'transport' }] });
    expect(down.sent).toHaveLength(1);
    const busy = client([text('', 503, 'Service Unavailable'), json({ code: 1, data: {} })]);
    expect((await busy.api.post('rest', '/console/user/logout')).s).toBe(0);
    expect(busy.sent).toHaveLength(1);
  });

  it('waits 300 ms, then 600 ms between tries by default', async () => {
    vi.useFakeTimers();
    const { api, sent } = client([new TypeError('fetch failed'), new TypeError('fetch failed'), json({ code: 1, data: 'ok' })], { retry: undefined });
    const pending = api.get('rest', '/api/public/statistics');
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ s: 1, d: 'ok' });
    expect(sent).toHaveLength(3);
  });
});

describe('idempotent POST (a payment call under an Idempotency-Key)', () => {
  it('sends JSON with the key, and sends it again, same key, after a network error or a 503', async () => {
    const { api, sent } = client([new TypeError('fetch failed'), text('', 503, 'Service Unavailable'), json({ code: 1, data: { providerOrderId: 'P1' } })]);
    const result = await api.postIdempotent('root', '/public/paypal', { orderId: '123456789012', returnUrl: 'https://site.example/en/payment/123456789012' }, 'key-7f3a');
    expect(result).toEqual({ s: 1, code: 1, d: { providerOrderId: 'P1' } });
    expect(sent).toHaveLength(3);
    for (const request of sent) {
      expect(request.url).toBe('https://root.example/public/paypal');
      expect(request.init.method).toBe('POST');
      expect(header(request, 'idempotency-key')).toBe('key-7f3a');
      expect(JSON.parse(String(request.init.body))).toEqual({ orderId: '123456789012', returnUrl: 'https://site.example/en/payment/123456789012' });
    }
  });

  it('stops after the configured retries, and never resends an answer the server gave (a business error)', async () => {
    const down = client([new TypeError('x'), new TypeError('x'), new TypeError('x'), json({ code: 1, data: {} })]);
    expect((await down.api.postIdempotent('root', '/public/paypal/capture', {}, 'k')).s).toBe(0);
    expect(down.sent).toHaveLength(3);
    const refused = client([json({ code: 30002, data: { reason: 'reservation-expired' }, msg: 'This order can no longer be paid' }), json({ code: 1, data: {} })]);
    expect(await refused.api.postIdempotent('root', '/public/paypal/capture', {}, 'k')).toEqual({ s: 0, d: {}, errors: [{ code: 30002, message: 'This order can no longer be paid', kind: 'answer' }] });
    expect(refused.sent).toHaveLength(1);
  });

  it('keeps one timeout for all its tries (spec 9: 120 s)', async () => {
    vi.useFakeTimers();
    const { api, sent } = client(['hang', 'hang'], { timeoutMs: 120_000 });
    const pending = api.postIdempotent('root', '/public/paypal', {}, 'k');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await pending).toEqual({ s: 0, d: {}, errors: [{ code: 0, message: 'Invalid request', kind: 'transport' }] });
    expect(sent).toHaveLength(1);
  });
});

describe('timeouts and transport errors (spec 8: code is the HTTP status, message Invalid request)', () => {
  it('a call that takes longer than timeoutMs is a transport error, and is not retried', async () => {
    const { api, sent } = client(['hang', json({ code: 1, data: {} })], { timeoutMs: 20 });
    expect(await api.get('rest', '/console/user/identity')).toEqual({ s: 0, d: {}, errors: [{ code: 0, message: 'Invalid request', kind: 'transport' }] });
    expect(sent).toHaveLength(1);
    const request = only(sent, 'request sent');
    expect(request.init.signal?.aborted).toBe(true);
  });

  it('times out at exactly timeoutMs (site.yaml requestTimeoutMs)', async () => {
    vi.useFakeTimers();
    const { api } = client(['hang']);
    let settled = false;
    const pending = api.post('rest', '/console/user/logout').then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).s).toBe(0);
  });

  it('a body that cannot be read is a transport error with the HTTP status as its code', async () => {
    const broken = new Response(new ReadableStream({ start: (controller) => controller.error(new Error('connection reset')) }), { status: 200 });
    const { api } = client([broken]);
    expect(await api.get('rest', '/console/user/identity')).toEqual({ s: 0, d: {}, errors: [{ code: 200, message: 'Invalid request', kind: 'transport' }] });
  });

  it('a 200 whose body is not an answer (no code) is a transport error', async () => {
    const { api } = client([text('<html>proxy page</html>', 200, 'OK')]);
    expect(await api.get('rest', '/console/user/identity')).toEqual({ s: 0, d: {}, errors: [{ code: 200, message: 'Invalid request', kind: 'transport' }] });
  });
});

describe('answers (spec 7, 8)', () => {
  it.each([0, 1, 200])('code %i is a success carrying data and msg', async (code) => {
    const { api } = client([json({ code, data: { rows: [1, 2] }, msg: 'success' })]);
    expect(await api.get('tools', '/api/list')).toEqual({ s: 1, code, d: { rows: [1, 2] }, msg: 'success' });
  });

  it('a body code other than 0, 1 or 200 is a failure with the code, the msg and the field', async () => {
    const { api } = client([json({ code: 20008, data: {}, msg: 'Verification code error' }), json({ code: 10001, data: { field: 'password' }, msg: 'Wrong e-mail or password' })]);
    expect(await api.post('rest', '/api/public/submittedForm', { email: 'a@b.example' })).toEqual({
      s: 0, d: {}, errors: [{ code: 20008, message: 'Verification code error', kind: 'answer' }],
    });
    expect(await api.post('rest', '/console/user/login', { email: 'a@b.example', password: 'x' })).toEqual({
      s: 0, d: {}, errors: [{ code: 10001, message: 'Wrong e-mail or password', kind: 'answer', field: 'password' }],
    });
  });

  it('an HTTP error without an answer in its body is its status text with the status as its code', async () => {
    const { api } = client([text('<h1>Not Found</h1>', 404, 'Not Found')]);
    expect(await api.get('root', '/public/overseas/packages')).toEqual({ s: 0, d: {}, errors: [{ code: 404, message: 'Not Found', kind: 'http' }] });
  });

  it('an HTTP error whose body is an answer with a code speaks with that code and msg', async () => {
    const { api } = client([json({ code: 60007, data: {}, msg: 'Interface exception' }, 500, 'Internal Server Error')]);
    expect(await api.get('rest', '/api/public/statistics')).toEqual({ s: 0, d: {}, errors: [{ code: 60007, message: 'Interface exception', kind: 'answer' }] });
  });
});

describe('401 and 402 (spec 4, 8: no message; the session marker goes and the session ends)', () => {
  it.each([
    ['body code 401 on HTTP 200', json({ code: 401, data: {}, msg: 'Please log in' }), 401],
    ['HTTP 401 without an answer', text('', 401, 'Unauthorized'), 401],
    ['HTTP 402 without an answer', text('', 402, 'Payment Required'), 402],
    ['body code 402 on HTTP 200', json({ code: 402, data: {}, msg: 'Expired' }), 402],
  ])('%s forgets the session, emits unauthorised and fails silently', async (_, reply, code) => {
    const { api, forgetSession } = client([reply]);
    const result = await api.get('rest', '/console/user/identity');
    expect(result.s).toBe(0);
    expect(result.s === 0 && result.errors[0]).toMatchObject({ code, silent: true });
    expect(forgetSession).toHaveBeenCalledTimes(1);
    expect(events.filter((e) => e.type === 'unauthorised')).toEqual([{ type: 'unauthorised', payload: { code, url: 'https://api.example/console/user/identity' } }]);
  });

  it('the same for a form submission (an idempotent, form-encoded POST): silent, and never sent again', async () => {
    const { api, sent, forgetSession } = client([json({ code: 401, data: {}, msg: 'Please log in' }), json({ code: 1, data: {} })]);
    const result = await api.postIdempotent('root', '/pay/payment', { package: 'pro' }, 'k', { encoding: 'form' });
    expect(result.s === 0 && result.errors[0]).toMatchObject({ code: 401, silent: true });
    expect(sent).toHaveLength(1);
    expect(forgetSession).toHaveBeenCalledTimes(1);
    expect(events.filter((e) => e.type === 'unauthorised')).toHaveLength(1);
  });

  it('other failures keep the session and emit no unauthorised', async () => {
    const { api, forgetSession } = client([json({ code: 20008, data: {}, msg: 'x' }), text('', 403, 'Forbidden')]);
    await api.get('rest', '/a');
    await api.get('rest', '/b');
    expect(forgetSession).not.toHaveBeenCalled();
    expect(events.some((e) => e.type === 'unauthorised')).toBe(false);
  });
});

describe('progress events (spec 4: the progress bar)', () => {
  it('pairs requestStarted and requestFinished by an increasing id, with the outcome', async () => {
    const { api } = client([json({ code: 1, data: {} }), new TypeError('down')], { retry: { retries: 0, delayMs: () => 0 } });
    await api.get('rest', '/api/public/statistics', { dataSource: 'us', empty: undefined });
    await api.post('root', '/public/contact/us', { name: 'Li' });
    const started = events.filter((e) => e.type === 'requestStarted').map((e) => e.payload as ApiEvents['requestStarted']);
    const finished = events.filter((e) => e.type === 'requestFinished').map((e) => e.payload as ApiEvents['requestFinished']);
    expect(events.map((e) => e.type)).toEqual(['requestStarted', 'requestFinished', 'requestStarted', 'requestFinished']);
    const first = itemAt(started, 0, 'first requestStarted');
    const second = itemAt(started, 1, 'second requestStarted');
    expect(second.id).toBeGreaterThan(first.id);
    expect(finished).toEqual([
      { id: first.id, method: 'GET', url: 'https://api.example/api/public/statistics?dataSource=us', ok: true },
      { id: second.id, method: 'POST', url: 'https://root.example/public/contact/us', ok: false },
    ]);
  });
});

describe('request bodies', () => {
  it('sends JSON by default', async () => {
    const { api, sent } = client([json({ code: 1, data: {} })]);
    await api.post('root', '/public/contact/us', { name: 'Li', tags: ['a'] });
    const request = itemAt(sent, 0, 'request sent');
    expect(header(request, 'content-type')).toBe('application/json');
    expect(request.init.body).toBe('{"name":"Li","tags":["a"]}');
  });

  it('form-encodes when asked, keeping extra headers', async () => {
    const { api, sent } = client([json({ code: 1, data: {} })]);
    await api.post('rest', '/api/public/sendVerifyCode', { email: 'li@ocean.example', isCaptcha: true }, { encoding: 'form', headers: { 'idempotency-key': 'k1' } });
    const request = itemAt(sent, 0, 'request sent');
    expect(header(request, 'content-type')).toBe('application/x-www-form-urlencoded');
    expect(header(request, 'idempotency-key')).toBe('k1');
    expect(request.init.body).toBe('email=li%40ocean.example&isCaptcha=true');
  });

  it('sends no body and no content type for a POST without a payload', async () => {
    const { api, sent } = client([json({ code: 1, data: {} })]);
    await api.post('rest', '/console/user/logout');
    const request = itemAt(sent, 0, 'request sent');
    expect(request.init.body).toBeUndefined();
    expect(header(request, 'content-type')).toBeUndefined();
  });

  it('keeps empty query values and drops missing ones', async () => {
    const { api, sent } = client([json({ code: 200, data: 'x' })]);
    await api.get('root', '/auth/public/sso/getRedirectUrl', { redirect: 'https://a.example/login', client: '', mode: 'cloud', other: null });
    const request = itemAt(sent, 0, 'request sent');
    expect(request.url).toBe('https://root.example/auth/public/sso/getRedirectUrl?redirect=https%3A%2F%2Fa.example%2Flogin&client=&mode=cloud');
  });
});
