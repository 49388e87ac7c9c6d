import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/api-client';
import { apiEvents, type ApiEvents } from '../../../engine/api/api-events';
import { fetchCaptcha, sendVerificationCode, submitForm, type FormCallBundle } from '../../../engine/api/form-calls';
import { fakeFetch, json, type Reply, type Sent } from './fake-fetch';
import { only } from '../present';

// The forms' calls go through the one API client: its retries, timeout, answer mapping, 401/402
// and progress events; here with the demo form's own mapping and words.

const hosts = { rest: 'https://api.example', root: 'https://root.example', tools: 'https://tools.example' };

const demo: FormCallBundle = {
  id: 'demo',
  endpoint: { host: 'rest', path: '/api/public/submittedForm' },
  encoding: 'form',
  payload: { formData: { json: ['name', 'email'] }, isCaptcha: { value: 'true' }, email: { field: 'email' }, captcha: { field: 'code' }, serviceName: { locale: true } },
  verifications: [{ kind: 'email-code', field: 'code', email: 'email', sendCode: { endpoint: { host: 'rest', path: '/api/public/sendVerifyCode' }, encoding: 'form' } }],
  codes: { '20008': 'Wrong code, in the form\'s words' },
  transport: 'Недопустимый запрос',
  rateLimited: {
    lang: 'ru',
    seconds: { one: 'Подождите {{count}} секунду.', few: 'Подождите {{count}} секунды.', many: 'Подождите {{count}} секунд.', other: 'Подождите {{count}} секунды.' },
    minutes: { one: 'Подождите {{count}} минуту.', few: 'Подождите {{count}} минуты.', many: 'Подождите {{count}} минут.', other: 'Подождите {{count}} минуты.' },
    unknown: 'Подождите минуту.',
  },
};
const values = { name: 'Li Wei', email: 'li@ocean.example', code: '123456' };

function client(replies: Reply[]) {
  const { fetch, sent } = fakeFetch(replies);
  const forgetSession = vi.fn();
  return { api: createApiClient({ hosts, timeoutMs: 120_000, fetch, forgetSession, retry: { retries: 2, delayMs: () => 0 } }), sent, forgetSession };
}
const header = (sent: Sent, name: string) => (sent.init.headers as Record<string, string>)[name];

afterEach(() => {
  vi.useRealTimers();
});

describe('a form submission', () => {
  it('is sent as config/forms.yaml says, with its Idempotency-Key and the session cookie', async () => {
    const { api, sent } = client([json({ code: 1, data: { id: 7 } })]);
    expect(await submitForm(api, demo, values, { locale: 'ru', idempotencyKey: 'key-1' })).toEqual({ ok: true, value: { id: 7 } });
    expect(sent).toHaveLength(1);
    const request = only(sent, 'request sent');
    expect(request.url).toBe('https://api.example/api/public/submittedForm');
    expect(header(request, 'content-type')).toBe('application/x-www-form-urlencoded');
    expect(header(request, 'idempotency-key')).toBe('key-1');
    expect(header(request, 'ts-token')).toBeUndefined();
    expect(request.init.credentials).toBe('include');
    expect(Object.fromEntries(new URLSearchParams(String(request.init.body)))).toEqual({
      formData: '{"name":"Li Wei","email":"li@ocean.example"}', isCaptcha: 'true', email: 'li@ocean.example', captcha: '123456', serviceName: 'ru',
    });
  });

  it('that gets no answer is tried three times under the same key, then says "Invalid request" in the page\'s words', async () => {
    const { api, sent } = client([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), json({ code: 1, data: {} })]);
    expect(await submitForm(api, demo, values, { locale: 'ru', idempotencyKey: 'key-2' })).toEqual({ ok: false, error: { reason: 'unanswered', message: 'Недопустимый запрос' } });
    expect(sent.map((s) => header(s, 'idempotency-key'))).toEqual(['key-2', 'key-2', 'key-2']);
  });

  it('that hangs ends with "Invalid request" at the request timeout, with the progress bar told both times', async () => {
    vi.useFakeTimers();
    const seen: Array<keyof ApiEvents> = [];
    const record = (type: keyof ApiEvents) => seen.push(type);
    apiEvents.on('*', record);
    const { api } = client(['hang']);
    const pending = submitForm(api, demo, values, { locale: 'ru', idempotencyKey: 'key-3' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await pending).toMatchObject({ ok: false, error: { reason: 'unanswered', message: 'Недопустимый запрос' } });
    apiEvents.off('*', record);
    expect(seen).toEqual(['requestStarted', 'requestFinished']);
  });

  it('that the server refuses says so in the form\'s words, naming the field, and is not sent again', async () => {
    const { api, sent } = client([json({ code: 20008, data: { field: 'captcha' }, msg: 'Verification code error' }), json({ code: 1, data: {} })]);
    expect(await submitForm(api, demo, values, { locale: 'ru', idempotencyKey: 'k' })).toEqual({
      ok: false, error: { reason: 'refused', code: 20008, message: 'Wrong code, in the form\'s words', field: 'captcha' },
    });
    expect(sent).toHaveLength(1);
  });

  it('refused for coming too often (429) says how long to wait, from Retry-After, in the language\'s plural forms', async () => {
    const refused = (retryAfter: string | undefined) => new Response(JSON.stringify({ code: 429, data: {}, msg: 'Too many requests, please try again in a minute' }), {
      status: 429, statusText: 'Too Many Requests', headers: { 'content-type': 'application/json', ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }) },
    });
    const outcome = async (retryAfter: string | undefined) => submitForm(client([refused(retryAfter)]).api, demo, values, { locale: 'ru', idempotencyKey: 'k' });
    expect(await outcome('45')).toEqual({ ok: false, error: { reason: 'refused', code: 429, message: 'Подождите 45 секунд.' } });
    expect(await outcome('22')).toMatchObject({ error: { message: 'Подождите 22 секунды.' } });
    expect(await outcome('21')).toMatchObject({ error: { message: 'Подождите 21 секунду.' } });
    expect(await outcome('120')).toMatchObject({ error: { message: 'Подождите 2 минуты.' } });
    expect(await outcome(new Date(Date.now() + 300_000).toUTCString())).toMatchObject({ error: { message: expect.stringMatching(/^Подождите [56] минут\.$/) } });
    expect(await outcome(undefined)).toMatchObject({ error: { message: 'Подождите минуту.' } });
  });

  it('answered 401 ends the session: the outcome is unauthorised and the session is forgotten', async () => {
    const { api, forgetSession } = client([json({ code: 401, data: {}, msg: 'Please log in' })]);
    expect(await submitForm(api, demo, values, { locale: 'ru', idempotencyKey: 'k' })).toMatchObject({ ok: false, error: { reason: 'unauthorised', code: 401 } });
    expect(forgetSession).toHaveBeenCalledTimes(1);
  });
});

describe('the send-code and captcha calls', () => {
  it('sends the code once, form-encoded, even when no answer comes (a second e-mail is not safe to send)', async () => {
    const { api, sent } = client([new TypeError('Failed to fetch'), json({ code: 1, data: {} })]);
    expect(await sendVerificationCode(api, demo, 'li@ocean.example', 'ru')).toEqual({ ok: false, error: { reason: 'unanswered', message: 'Недопустимый запрос' } });
    expect(sent).toHaveLength(1);
    const request = only(sent, 'request sent');
    expect(request.url).toBe('https://api.example/api/public/sendVerifyCode');
    // Spec 7's call carries the address alone.
    expect(request.init.body).toBe('email=li%40ocean.example');
  });

  it('tells a send-code call of the form\'s own the page\'s locale, so its e-mail is in the visitor\'s language', async () => {
    const { api, sent } = client([json({ code: 1, data: {} })]);
    const purchase: FormCallBundle = { ...demo, id: 'purchase', encoding: 'json', verifications: [
      { kind: 'image-captcha', field: 'captcha' },
      { kind: 'email-code', field: 'code', email: 'email', sendCode: { endpoint: { host: 'root', path: '/pay/payment/sendCode' }, encoding: 'json' } },
    ] };
    expect(await sendVerificationCode(api, purchase, 'li@ocean.example', 'ru')).toEqual({ ok: true, value: {} });
    const request = only(sent, 'request sent');
    expect(request.url).toBe('https://root.example/pay/payment/sendCode');
    expect(JSON.parse(String(request.init.body))).toEqual({ email: 'li@ocean.example', locale: 'ru' });
  });

  it.each([0, 200])('counts only code 1 as a sent code: an answer with code %i starts no countdown and says its msg (spec 7)', async (code) => {
    const { api } = client([json({ code, data: {}, msg: 'Mail server busy' })]);
    expect(await sendVerificationCode(api, demo, 'li@ocean.example', 'ru')).toEqual({ ok: false, error: { reason: 'refused', code, message: 'Mail server busy' } });
  });

  it('says the form\'s words for a send-code answer whose code it knows, even a success-like code', async () => {
    const { api } = client([json({ code: 200, data: {} })]);
    expect(await sendVerificationCode(api, { ...demo, codes: { ...demo.codes, '200': 'Not sent' } }, 'li@ocean.example', 'ru')).toEqual({ ok: false, error: { reason: 'refused', code: 200, message: 'Not sent' } });
  });

  it('tells a submission that failed with an HTTP status by its status text (spec 8)', async () => {
    const { api } = client([new Response('', { status: 404, statusText: 'Not Found' })]);
    const outcome = await submitForm(api, demo, { name: 'Li', email: 'li@ocean.example' }, { locale: 'ru', idempotencyKey: 'k-404' });
    expect(outcome).toEqual({ ok: false, error: { reason: 'unanswered', code: 404, message: 'Not Found' } });
  });

  it('asks for a fresh captcha picture, retried as a GET, and refuses an answer without one', async () => {
    const { api, sent } = client([new TypeError('Failed to fetch'), json({ code: 1, data: { id: 'c1', svg: '<svg/>' } }), json({ code: 1, data: {} })]);
    expect(await fetchCaptcha(api)).toEqual({ id: 'c1', image: 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E' });
    expect(sent.map((s) => [s.url, s.init.cache])).toEqual([['https://root.example/public/captcha', 'no-store'], ['https://root.example/public/captcha', 'no-store']]);
    await expect(fetchCaptcha(api)).rejects.toThrow('no captcha');
  });
});
