import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { accounts, orders, submissions, verificationCodes } from '../../server/db/schema';
import { isSafeText, maxNesting, tooDeepField, unsafeTextField } from '../../server/api/text-safety';
import { openDatabase } from '../../server/db/database';
import { startApi, type RunningApi } from './api-harness';
import { buyer, purchase } from './purchase-helpers';
import { only } from '../unit/present';

// A NUL byte or half a surrogate pair in any text field used to reach the database (HTTP 500 on
// both PostgreSQL and PGlite) and the error log with the whole payload. Now every string of every
// body and query is checked first and answered 10001 naming the field.
let api: RunningApi;
const logs = new PassThrough();
let logged = '';
logs.on('data', (chunk: Buffer) => (logged += chunk.toString()));
beforeAll(async () => {
  process.env.LOG_LEVEL = 'trace'; // every line the server could write
  api = await startApi({ logger: true, logStream: logs, rateLimits: { forms: { max: 1000, timeWindow: 60_000 }, codes: { max: 1000, timeWindow: 60_000 }, login: { max: 1000, timeWindow: 60_000 } } });
  delete process.env.LOG_LEVEL;
}, 60_000);
afterAll(() => api?.close());

type Answer = { status: number; code: number; data: Record<string, unknown> };
const send = async (method: string, path: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${api.base}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, ...((await response.json()) as { code: number; data: Record<string, unknown> }) };
};
const sendForm = async (path: string, fields: Record<string, string>): Promise<Answer> => {
  const response = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  return { status: response.status, ...((await response.json()) as { code: number; data: Record<string, unknown> }) };
};

const nul = 'Ana\u0000Silva';
const lone = 'Ana\uD800Silva';
const demo = (name: string) => JSON.stringify({ name, company: 'Porto Cork', job: 'CEO', email: 'ana@porto-cork.example', mobile: '+351 22 000 0000', country: 'PT', interested: 'JP' });
const contact = (firstName: string) => ({ firstName, lastName: 'Silva', email: 'ana@porto-cork.example', subject: 'Hello', message: 'Coverage?', locale: 'en' });

describe('isSafeText and unsafeTextField', () => {
  it('refuses C0 controls but tab, line feed and carriage return; DEL; lone surrogates; and names the field', () => {
    expect(isSafeText('Line one\n\tline two\r\n — 中文 😀')).toBe(true);
    for (const bad of ['\u0000', 'a\u0001', '\u001f', '\u007f', '\u000b', '\uD800', 'x\uDC00', '\uDC00\uD800']) expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    expect(unsafeTextField({ creditor: { name: 'ok' }, debtor: { contactName: nul } })).toBe('debtor.contactName');
    expect(unsafeTextField({ list: ['ok', lone] })).toBe('list.1');
    expect(unsafeTextField({ ok: 1, nested: { ['bad\u0000key']: 'x' } })).toBe('nested');
    expect(unsafeTextField(nul)).toBe('');
    expect(unsafeTextField({ a: 'fine', b: [1, true, null] })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = nul;
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(unsafeTextField(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe('every endpoint answers 10001 naming the field, before any database work', () => {
  const cases: Array<[string, () => Promise<Answer>, string]> = [
    ['sendVerifyCode', () => sendForm('/api/public/sendVerifyCode', { email: 'a\u0000@example.com' }), 'email'],
    ['submittedForm (a field inside formData)', () => sendForm('/api/public/submittedForm', { formData: demo(nul), isCaptcha: 'true', email: 'ana@porto-cork.example', captcha: '123456', serviceName: 'en' }), 'name'],
    ['submittedForm (lone surrogate inside formData)', () => sendForm('/api/public/submittedForm', { formData: demo(lone), isCaptcha: 'true', email: 'ana@porto-cork.example', captcha: '123456', serviceName: 'en' }), 'name'],
    ['contact us', () => send('POST', '/public/contact/us', { ...contact(nul), captchaId: '00000000-0000-0000-0000-000000000000', captcha: 'abcd' }), 'firstName'],
    ['contact us (lone surrogate)', () => send('POST', '/public/contact/us', { ...contact(lone), captchaId: '00000000-0000-0000-0000-000000000000', captcha: 'abcd' }), 'firstName'],
    ['credit enquiry', () => send('POST', '/public/credit/enquiry', { service: 'fresh-investigation', companyName: lone, companyWeb: 'a.example', mobile: '+7 727 000 1122', country: 'KZ', captcha: 'x' }), 'companyName'],
    ['debt claim', () => send('POST', '/public/debt/claim', { creditor: { companyName: 'A' }, debtor: { contactName: nul } }), 'debtor.contactName'],
    ['package purchase', () => send('POST', '/pay/payment', { ...buyer('mei@harbour.test'), lastName: nul, captchaId: '00000000-0000-0000-0000-000000000000' }), 'lastName'],
    ['PayPal order', () => send('POST', '/public/paypal', { orderId: '123456789012', returnUrl: `https://x.example/\u0000` }), 'returnUrl'],
    ['PayPal capture', () => send('POST', '/public/paypal/capture', { orderId: '123456789012', providerOrderId: lone }), 'providerOrderId'],
    ['page view', () => send('POST', '/api/public/pageView', { url: 'https://x.example/', title: nul, locale: 'en' }), 'title'],
    ['login', () => send('POST', '/console/user/login', { email: 'a@example.com', password: `secret${'\u0000'}pass` }), 'password'],
    ['register send code', () => send('POST', '/console/user/register/sendCode', { email: 'a\uDC00@example.com' }), 'email'],
    ['register', () => send('POST', '/console/user/register', { email: 'new@example.com', password: 'good-pass', code: '123456', nickname: nul }), 'nickname'],
    ['SSO redirect (query)', () => send('GET', '/auth/public/sso/getRedirectUrl?redirect=https%3A%2F%2Fa.example%2F%00&mode=cloud'), 'redirect'],
    ['dataset statistics (query)', () => send('GET', '/api/public/dataSource/statistics?dataSource=IMP%00'), 'dataSource'],
    ['tool list (query)', () => send('GET', '/api/list?id=154&lang=e%7Fn'), 'lang'],
  ];

  it.each(cases)('%s', async (_name, call, field) => {
    const before = await rowCounts();
    const answer = await call();
    expect(answer).toMatchObject({ status: 200, code: 10001, data: { field } });
    expect(await rowCounts()).toEqual(before);
  });
});

// A 64 KB body can nest ten thousand levels; reading it back (trimming, schema checks) once
// recursed per level and overflowed the stack: a 500 on every JSON form route.
describe('bodies nested deeper than any form', () => {
  const nest = (levels: number, leaf: unknown = 'x') => {
    let value: unknown = leaf;
    for (let i = 0; i < levels; i++) value = { a: value };
    return value;
  };
  it('tooDeepField names the path where the limit is passed, and accepts what forms nest', () => {
    expect(tooDeepField(nest(maxNesting - 1))).toBeUndefined();
    expect(tooDeepField({ debtor: nest(maxNesting) })).toBe(`debtor${'.a'.repeat(maxNesting - 1)}`);
    expect(tooDeepField(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBeDefined();
  });

  // Written as text: building it with JSON.stringify would itself overflow the stack.
  const deepJson = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;
  const withField = (body: Record<string, unknown>, field: string, levels = 10_000) => JSON.stringify({ ...body, [field]: 0 }).replace(`"${field}":0`, `"${field}":${deepJson(levels)}`);
  const sendJson = async (path: string, text: string): Promise<Answer> => {
    const response = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
    return { status: response.status, ...((await response.json()) as { code: number; data: Record<string, unknown> }) };
  };
  const cases: Array<[string, () => Promise<Answer>]> = [
    ['contact us (a field)', () => sendJson('/public/contact/us', withField(contact('Ana'), 'firstName'))],
    ['debt claim (the whole body)', () => sendJson('/public/debt/claim', deepJson(10_000))],
    ['package purchase (a field)', () => sendJson('/pay/payment', withField(buyer('mei@harbour.test'), 'lastName'))],
    ['login (a field)', () => sendJson('/console/user/login', withField({ email: 'a@example.com' }, 'password'))],
    ['demo request (inside the formData JSON text)', () => sendForm('/api/public/submittedForm', { formData: withField({ company: 'Porto Cork' }, 'name', 4_000) /* form-encoded: within the 64 KB body limit */, isCaptcha: 'true', email: 'ana@porto-cork.example', captcha: '123456', serviceName: 'en' })],
  ];
  it.each(cases)('%s: 10001, nothing stored', async (_name, call) => {
    const before = await rowCounts();
    const answer = await call();
    expect(answer).toMatchObject({ status: 200, code: 10001 });
    expect(await rowCounts()).toEqual(before);
  });
});

async function rowCounts() {
  const db = api.database.db;
  const [s, v, a, o] = await Promise.all([db.select({ n: count() }).from(submissions), db.select({ n: count() }).from(verificationCodes), db.select({ n: count() }).from(accounts), db.select({ n: count() }).from(orders)]);
  return [only(s, 'count of submissions').n, only(v, 'count of verification codes').n, only(a, 'count of accounts').n, only(o, 'count of orders').n];
}

describe('headers', () => {
  /** A raw request: fetch refuses header bytes that Node's server accepts. */
  const raw = (path: string, headers: Record<string, string>, body = '{}') => new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });

  it('a strange ts-token, as header or cookie, never causes a 500', async () => {
    const tokens = ['\u00ff\u00fe', 'x'.repeat(8000), '%00', 'a b', ''];
    for (const token of tokens) {
      for (const path of ['/console/user/logout', '/pay/payment']) {
        const answer = await raw(path, { 'ts-token': token, cookie: `ts-token=${encodeURIComponent(token)}%ED%A0%80` });
        expect(answer.status, `${path} ${token.slice(0, 10)}`).toBeLessThan(500);
      }
    }
    const identity = await fetch(`${api.base}/console/user/identity`, { headers: { cookie: 'ts-token=%00%ED%A0%80' } });
    expect(identity.status).toBe(200);
    expect(await identity.json()).toMatchObject({ code: 401 });
  });
});

describe('the log keeps nothing a visitor submitted', () => {
  it('not the address of a code e-mail that could not be sent, a query value, or a refused body', async () => {
    const marker = `mk${Date.now().toString(36)}zq`;
    // The SMTP peer refuses this domain: the send fails and is logged.
    expect((await sendForm('/api/public/sendVerifyCode', { email: `${marker}@refused.example` })).code).toBe(140015);
    expect((await send('POST', '/console/user/register/sendCode', { email: `${marker}.reg@refused.example` })).code).toBe(140015);
    await send('GET', `/api/public/dataSource/statistics?dataSource=${marker}`);
    await send('GET', `/auth/public/sso/getRedirectUrl?redirect=https://${marker}.example/&mode=cloud`);
    await send('POST', '/public/debt/claim', { creditor: { companyName: marker }, debtor: { contactName: `${marker}\u0000` } });
    expect((await purchase(api, `${marker}@harbour.test`)).answer.code).toBe(1);
    // The purchase's code, then the order's two e-mails (to the buyer and to sales), sent after the answer: all arrive.
    await expect.poll(() => api.smtp.inbox.filter((m) => m.raw.includes(`${marker}@harbour.test`)).length, { timeout: 10_000 }).toBe(3);
    expect(logged).toContain('verification e-mail could not be sent'); // the failures were logged...
    expect(logged).toContain('/api/public/dataSource/statistics');
    expect(logged).not.toContain(marker); // ...without what the visitor typed
  });

  it('not the body of a request that failed with a 500', async () => {
    const failingLog = new PassThrough();
    let failingLogged = '';
    failingLog.on('data', (chunk: Buffer) => (failingLogged += chunk.toString()));
    const database = await openDatabase({ inMemory: true });
    process.env.LOG_LEVEL = 'trace';
    const failing = await startApi({ logger: true, logStream: failingLog }, database);
    delete process.env.LOG_LEVEL;
    try {
      await database.close(); // every query now fails
      const marker = `mk${Date.now().toString(36)}zf`;
      const response = await fetch(`${failing.base}/public/debt/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          creditor: { companyName: marker, contactName: 'B', contactEmail: `${marker}@a.example`, phone: '+1 555 0100' },
          debtor: { companyName: 'C', contactName: 'D', debtValue: '1000', lastContactDetails: marker },
        }),
      });
      expect(response.status).toBe(500);
      expect(failingLogged).toContain('request failed');
      expect(failingLogged).not.toContain(marker);
    } finally {
      await failing.close();
    }
  });
});
