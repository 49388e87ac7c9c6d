import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders, submissions } from '../../server/db/schema';
import { openDatabase, type Database } from '../../server/db/database';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { itemAt } from '../unit/present';
import { demoAccount } from './demo-account';
import { startApi, type RunningApi } from './api-harness';
import { loginToken } from './session-token';
import { knownCaptcha, postJson, purchase } from './purchase-helpers';

// An Idempotency-Key is bound to the request that first used it: endpoint, caller, body. The same
// request again gets the first answer; anything else with the key is refused, never answered with
// someone else's result.
let api: RunningApi;
beforeAll(async () => {
  const generous = { max: 1000, timeWindow: 60_000 };
  api = await startApi({ rateLimits: { forms: generous, login: generous } });
  await seedDemoAccounts(api.database.db);
}, 60_000);
afterAll(() => api?.close());

const reused = { code: 10001, data: { field: 'Idempotency-Key' }, msg: 'This Idempotency-Key was already used for a different request' };
const claim = (companyName: string) => ({
  creditor: { companyName, contactName: 'Chen Jie', contactEmail: 'chen@foshan-tiles.example', phone: '+86 757 8300 1200' },
  debtor: { companyName: 'Importadora Sur SA', contactName: 'Luis Gomez', debtValue: 'USD 48,500', lastContactDetails: 'No reply since October.' },
  locale: 'en',
});
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postJson(api.base, path, body, headers);
const storedUnder = (key: string) => api.database.db.select().from(submissions).where(eq(submissions.idempotencyKey, key));

describe('a key is bound to its request', () => {
  it('the same request again gets the first answer; another body, endpoint or caller is refused', async () => {
    const key = { 'idempotency-key': `bound-${randomUUID()}` };
    const first = await post('/public/debt/claim', claim('Foshan Tiles Co.'), key);
    expect(first.answer).toMatchObject({ code: 1, data: { id: expect.any(String) } });
    expect((await post('/public/debt/claim', claim('Foshan Tiles Co.'), key)).answer).toEqual(first.answer);
    // The same fields in another order are the same body.
    const { locale, ...rest } = claim('Foshan Tiles Co.');
    expect((await post('/public/debt/claim', { locale, ...rest }, key)).answer).toEqual(first.answer);

    expect((await post('/public/debt/claim', claim('Another Company Ltd'), key)).answer).toEqual(reused);
    expect((await post('/public/contact/us', { firstName: 'A', lastName: 'B', email: 'a@b.example', subject: 'S', message: 'M', captchaId: await knownCaptcha(api), captcha: 'k4pz' }, key)).answer).toEqual(reused);
    const admin = demoAccount('admin@demo.example');
    const token = await loginToken(api.base, admin.email, admin.password);
    expect((await post('/public/debt/claim', claim('Foshan Tiles Co.'), { ...key, 'ts-token': token })).answer).toEqual(reused);
    expect(await storedUnder(key['idempotency-key'])).toHaveLength(1);
  });

  it('binds a logged-in caller too: the same request without the session is someone else\'s', async () => {
    const admin = demoAccount('admin@demo.example');
    const token = await loginToken(api.base, admin.email, admin.password);
    const key = { 'idempotency-key': `caller-${randomUUID()}` };
    const first = await post('/public/debt/claim', claim('Member Co'), { ...key, 'ts-token': token });
    expect(first.answer.code).toBe(1);
    expect((await post('/public/debt/claim', claim('Member Co'), { ...key, 'ts-token': token })).answer).toEqual(first.answer);
    expect((await post('/public/debt/claim', claim('Member Co'), key)).answer).toEqual(reused);
  });

  it('refuses a key that is present but unusable, naming the header, and stores nothing', async () => {
    for (const bad of ['short', 'k'.repeat(129), 'with space-key', 'comma,separated', 'ümlaut-key-1']) {
      for (const [path, body] of [['/public/debt/claim', claim('Bad Key Co')], ['/pay/payment', {}], ['/public/paypal', { orderId: '123456789012', returnUrl: 'https://x.example/' }], ['/public/paypal/capture', { orderId: '123456789012', providerOrderId: 'X' }]] as const) {
        const response = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': encodeURI(bad) === bad ? bad : Buffer.from(bad).toString('latin1') }, body: JSON.stringify(body) });
        expect(response.status, `${path} ${bad}`).toBe(200);
        expect(await response.json(), `${path} ${bad}`).toMatchObject({ code: 10001, data: { field: 'Idempotency-Key' } });
      }
    }
    const rows = await api.database.db.select().from(submissions);
    expect(rows.filter((row) => JSON.stringify(row.payload).includes('Bad Key Co'))).toEqual([]);
  });

  it('answers a key recorded before keys were bound as it did then', async () => {
    const key = `legacy-${randomUUID()}`;
    const answer = { code: 1, data: { id: 'legacy-answer' }, msg: 'success' };
    await api.database.db.insert(idempotencyKeys).values({ key, answer });
    expect((await post('/public/debt/claim', claim('Legacy Co'), { 'idempotency-key': key })).answer).toEqual(answer);
  });
});

describe('twins arriving together', () => {
  it('the same request twice at once is stored once and answered alike; two different ones at once: one stored, one refused', async () => {
    const same = { 'idempotency-key': `twins-${randomUUID()}` };
    const [a, b] = await Promise.all([post('/public/debt/claim', claim('Twin Co'), same), post('/public/debt/claim', claim('Twin Co'), same)]);
    expect(a.answer.code).toBe(1);
    expect(b.answer).toEqual(a.answer);
    expect(await storedUnder(same['idempotency-key'])).toHaveLength(1);

    const clash = { 'idempotency-key': `clash-${randomUUID()}` };
    const answers = await Promise.all([post('/public/debt/claim', claim('Clash One'), clash), post('/public/debt/claim', claim('Clash Two'), clash)]);
    expect(answers.map((x) => x.answer.code).sort()).toEqual([1, 10001]);
    expect(answers.find((x) => x.answer.code === 10001)!.answer).toEqual(reused);
    expect(await storedUnder(clash['idempotency-key'])).toHaveLength(1);
  });

  it('a purchase retried under its key makes one order; the key cannot buy again with another body', async () => {
    const key = { 'idempotency-key': `purchase-${randomUUID()}` };
    const first = await purchase(api, 'keyed.buyer@harbour.test', {}, key);
    expect(first.answer.code).toBe(1);
    expect((await purchase(api, 'other.buyer@harbour.test', {}, key)).answer).toEqual(reused);
    expect(await api.database.db.select().from(orders).where(eq(orders.idempotencyKey, key['idempotency-key']))).toHaveLength(1);
  });

  it('a payment call keeps its answer under its key and refuses the key for another order', async () => {
    const placedOrder = async (email: string) => (await purchase(api, email)).answer.data.id as string;
    const [placedOne, placedTwo] = [await placedOrder('payer.one@harbour.test'), await placedOrder('payer.two@harbour.test')];
    const key = { 'idempotency-key': `paypal-${randomUUID()}` };
    const body = (id: string) => ({ orderId: id, returnUrl: `${api.base}/en/payment/${id}` });
    const [a, b] = await Promise.all([post('/public/paypal', body(placedOne), key), post('/public/paypal', body(placedOne), key)]);
    expect(a.answer).toMatchObject({ code: 1, data: { providerOrderId: expect.any(String) } });
    expect(b.answer).toEqual(a.answer);
    expect((await post('/public/paypal', body(placedOne), key)).answer).toEqual(a.answer);
    expect((await post('/public/paypal', body(placedTwo), key)).answer).toEqual(reused);
    expect((await post('/public/paypal/capture', { orderId: placedOne, providerOrderId: a.answer.data.providerOrderId }, key)).answer).toEqual(reused);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('twins on two instances of PostgreSQL', () => {
  let database: Database | undefined;
  const apis: RunningApi[] = [];
  const keys: string[] = [];
  afterAll(async () => {
    for (const instance of apis) await instance.close();
    if (database) {
      if (keys.length) await database.db.delete(submissions).where(inArray(submissions.idempotencyKey, keys));
      if (keys.length) await database.db.delete(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
      await database.close();
    }
  });

  it('stores once and answers alike, or refuses the one with another body', async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    for (let i = 0; i < 2; i++) apis.push(await startApi({ rateLimits: { forms: { max: 1000, timeWindow: 60_000 } } }, database));
    const send = (i: number, body: unknown, key: string) => postJson(itemAt(apis, i, 'API instance').base, '/public/debt/claim', body, { 'idempotency-key': key });
    for (let round = 0; round < 5; round++) {
      const same = `pg-twins-${randomUUID()}`;
      const clash = `pg-clash-${randomUUID()}`;
      keys.push(same, clash);
      const [a, b] = await Promise.all([send(0, claim('PG Twin'), same), send(1, claim('PG Twin'), same)]);
      expect(a.answer.code).toBe(1);
      expect(b.answer).toEqual(a.answer);
      const answers = await Promise.all([send(0, claim('PG One'), clash), send(1, claim('PG Two'), clash)]);
      expect(answers.map((x) => x.answer.code).sort()).toEqual([1, 10001]);
      for (const key of [same, clash]) expect(await database.db.select().from(submissions).where(eq(submissions.idempotencyKey, key))).toHaveLength(1);
    }
  }, 60_000);
});
