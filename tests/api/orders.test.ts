import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orders } from '../../server/db/schema';
import { mailBody, siteModel, startApi, type RunningApi } from './api-harness';
import { ageOrder, atPayPal, buyer, capturesAt, knownCaptcha, postJson, purchase, purchaseCode, type Answer } from './purchase-helpers';
import { only } from '../unit/present';

// Package purchase end to end over HTTP (spec 3, 4, 7, 9): account, order, lookup, PayPal through
// the local simulator, and what a paid order grants.
let api: RunningApi;
const logs = new PassThrough();
let logged = '';
logs.on('data', (chunk: Buffer) => (logged += chunk.toString()));
beforeAll(async () => {
  // Every log line, at the most talkative level, so the test can say what never reaches the log.
  process.env.LOG_LEVEL = 'trace';
  api = await startApi({ logger: true, logStream: logs, rateLimits: { forms: { max: 1000, timeWindow: 60_000 } }, codePolicy: manyCodes });
  delete process.env.LOG_LEVEL;
}, 60_000);
afterAll(() => api?.close());

/** Every purchase asks for an e-mailed code, all from this one address: no per-IP or resend wait. */
const manyCodes = { perIpPerHour: 1000, perEmailPerHour: 1000, resendAfterSeconds: 0 };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postJson(api.base, path, body, headers);
const buy = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => purchase(api, email, extra, headers);
const login = (email: string, password: string) => post('/console/user/login', { email, password });
const identity = (token: string) => fetch(`${api.base}/console/user/identity`, { headers: { 'ts-token': token } }).then((r) => r.json() as Promise<Answer>);

describe('a new visitor buys Global Plus and pays with PayPal', () => {
  it('creates the account and the order, pays through the simulator, and the account gets the package', async () => {
    const email = 'mei.chen@harbour-lamps.test';
    const placed = await buy(email);
    expect(placed.answer).toMatchObject({ code: 1, data: { id: expect.stringMatching(/^[1-9][0-9]{11}$/) } });
    expect(placed.cookie).toMatch(/ts-token=/);
    const id = placed.answer.data.id as string;

    // Spec 4 and 9: the amount in minor units, the package's term, reserved for 7 days.
    const row = only(await api.database.db.select().from(orders).where(eq(orders.id, Number(id))), `order ${id}`);
    expect(row).toMatchObject({ packageId: 'global-plus', amountMinor: 299900, currency: 'USD', method: 'paypal', termYears: 1, paidAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);

    // Spec 5: digits in the path; the same order by ?id=.
    const looked = await api.get(`/public/payment/${id}`);
    expect(looked).toMatchObject({ code: 1, data: { id, packageId: 'global-plus', amountMinor: 299900, currency: 'USD', state: 'awaiting-payment', method: 'paypal' } });
    expect(JSON.stringify(looked)).not.toContain(email);
    expect((await api.get(`/public/payment?id=${id}`)).data.id).toBe(id);

    const provider = await post('/public/paypal', { orderId: id, returnUrl: `${api.base}/en/payment/${id}` }, { 'idempotency-key': randomUUID() });
    expect(provider.answer).toMatchObject({ code: 1, data: { providerOrderId: expect.stringMatching(/^[A-Z0-9]{17}$/), approveUrl: expect.stringContaining('/paypal-sandbox/checkoutnow?token=') } });
    const providerOrderId = provider.answer.data.providerOrderId as string;
    // The provider's order number finds our order too (the non-digit lookup of spec 5).
    expect((await api.get(`/public/payment?id=${providerOrderId}`)).data.id).toBe(id);

    const back = await atPayPal(provider.answer.data.approveUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(`${api.base}/en/payment/${id}`);
    expect(back.searchParams.get('token')).toBe(providerOrderId);

    const captured = await post('/public/paypal/capture', { orderId: id, providerOrderId });
    expect(captured.answer).toMatchObject({ code: 1, data: { id, state: 'paid', paidAt: expect.any(String) } });

    // A second capture (a reload, a double click) answers paid and charges nothing more.
    const again = await post('/public/paypal/capture', { orderId: id, providerOrderId });
    expect(again.answer).toMatchObject({ code: 1, data: { state: 'paid' } });
    expect(await capturesAt(api, providerOrderId)).toHaveLength(1);

    // The password chosen in the purchase logs in; identity shows the package's level (6) and
    // the customs data permission with the paid export cap.
    const session = await login(email, 'Harbour-2026 secret');
    expect(session.answer.code).toBe(1);
    const me = await identity(/ts-token=([^;]+)/.exec(session.cookie)?.[1] ?? ''); // the token is only in the cookie
    expect(me.data).toMatchObject({ level: 0, member: { level: 6, value: 6, package: 'global-plus', until: expect.any(String) } });
    expect(me.data.permissions[0].TS.CDS).toEqual({ download_limit: 1000 });
    expect(me.data.customs_data_source).toMatch(/1/);
  });

  it('sends no password or hash anywhere: not in e-mails, answers or the log', async () => {
    const email = 'secret.keeper@ningbo-valves.test';
    const password = 'Very-secret-pass 77';
    const placed = await buy(email, { password });
    expect(placed.answer.code).toBe(1);
    const account = only(await api.database.db.select().from(accounts).where(eq(accounts.email, email)), `account ${email}`);
    // The order's e-mails go out after the answer: both arrive.
    const mails = () => api.smtp.inbox.filter((m) => m.raw.includes(placed.answer.data.id));
    await expect.poll(() => mails().map((m) => m.to[0]).sort(), { timeout: 10_000 }).toEqual([email, 'sales@meridiantrade.example'].sort());
    const hashPart = account.passwordHash.slice(-24);
    for (const text of [...mails().map((m) => m.raw), JSON.stringify(placed.answer), logged]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(hashPart);
      expect(text).not.toContain('scrypt$');
    }
    expect(logged.length).toBeGreaterThan(0);
  });

  it('keeps the values of a failed query out of the log: a purchase the database refuses logs the SQL, not the password hash', async () => {
    const email = 'db-refuses@ningbo-valves.test';
    // The database refuses this one address, so the account's insert fails with its values in hand.
    await api.database.exec(`alter table accounts add constraint refuse_one_buyer check (email <> '${email}')`);
    const before = logged.length;
    const failed = await buy(email, { password: 'Refused-pass 99' });
    expect(failed.answer).toMatchObject({ code: 60007 });
    const log = logged.slice(before);
    expect(log).toContain('Failed query: insert into \\"accounts\\"');
    expect(log).toContain('refuse_one_buyer');
    expect(log).not.toContain('scrypt$');
    expect(log).not.toContain('Refused-pass 99');
    expect(log).not.toContain(email);
  });
});

describe('the rules of an order', () => {
  it('an address that has an account gets no code (its owner is told to log in), and a member buys as that member', async () => {
    expect((await buy('returning@harbour-lamps.test')).answer.code).toBe(1);
    // The owner's mailbox gets a notice, never a code: whatever code is sent, the purchase is
    // refused as a wrong code, and no second account or order appears.
    const mails = api.smtp.inbox.length;
    expect((await post('/pay/payment/sendCode', { email: 'Returning@harbour-lamps.test', locale: 'en' })).answer.code).toBe(1);
    // Besides the first order's own mails, which may still be arriving: one notice, and no code.
    const sent = api.smtp.inbox.slice(mails).filter((m) => m.to.includes('returning@harbour-lamps.test'));
    const notice = only(sent.filter((m) => mailBody(m).includes('already has an account')), 'the notice to the address');
    expect(mailBody(notice)).toMatch(/log in first/i);
    expect(sent.filter((m) => /Confirm your package order/.test(m.raw))).toEqual([]);
    const refused = await buy('Returning@harbour-lamps.test', { code: '000000' });
    expect(refused.answer).toMatchObject({ code: 20008, data: { field: 'code' } });
    // The member's own form: no name, e-mail or password; the session says who buys.
    const session = await login('returning@harbour-lamps.test', 'Harbour-2026 secret');
    const token = /ts-token=([^;]+)/.exec(session.cookie)?.[1] ?? '';
    const placed = await post('/pay/payment', { package: 'pro', term: '1-year', paymentMethod: 'bank-transfer', agree: true, captcha: 'k4pz', captchaId: await knownCaptcha(api), locale: 'ru' }, { 'ts-token': token });
    expect(placed.answer.code).toBe(1);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, Number(placed.answer.data.id)));
    const member = only(await api.database.db.select().from(accounts).where(eq(accounts.email, 'returning@harbour-lamps.test')), 'account returning@harbour-lamps.test');
    expect(row).toMatchObject({ accountId: member.id, packageId: 'pro', amountMinor: 89900, method: 'bank-transfer', locale: 'ru' });
    // Without the session, the same body is a visitor's form that lacks the new account's fields.
    const anonymous = await post('/pay/payment', { package: 'pro', term: '1-year', paymentMethod: 'bank-transfer', agree: true, captcha: 'k4pz', captchaId: await knownCaptcha(api) });
    expect(anonymous.answer).toMatchObject({ code: 10001 });
  });

  it('stores one order for a retried purchase (one Idempotency-Key) and refuses a package that is not sold', async () => {
    const headers = { 'idempotency-key': `purchase-${randomUUID()}` };
    const body = { ...buyer('twice@volga-grain.test'), code: await purchaseCode(api, 'twice@volga-grain.test'), captchaId: await knownCaptcha(api) };
    const [first, second] = await Promise.all([post('/pay/payment', body, headers), post('/pay/payment', body, headers)]);
    expect(first.answer.code).toBe(1);
    expect(second.answer).toEqual(first.answer);
    expect(await api.database.db.select().from(orders).where(eq(orders.idempotencyKey, headers['idempotency-key']))).toHaveLength(1);
    expect((await buy('nopackage@volga-grain.test', { package: 'plus' })).answer).toMatchObject({ code: 10001, data: { field: 'package' } });
  });

  it('answers an unknown order clearly, and sends the buyer back only to this order\'s payment page', async () => {
    expect(await api.get('/public/payment/123456789012')).toMatchObject({ code: 30001, data: { field: 'id' } });
    expect(await api.get('/public/payment?id=NOSUCHORDER17CHRS')).toMatchObject({ code: 30001 });
    const placed = await buy('redirects@harbour-lamps.test');
    const id = placed.answer.data.id as string;
    for (const returnUrl of ['https://evil.example/en/payment/' + id, `${api.base}/en/payment/999999999999`, `${api.base}/en/package`, 'javascript:alert(1)']) {
      expect((await post('/public/paypal', { orderId: id, returnUrl })).answer).toMatchObject({ code: 10001, data: { field: 'returnUrl' } });
    }
  });

  it('an expired order cannot be paid: no provider order, no capture, and the payment is refused', async () => {
    const placed = await buy('late.payer@harbour-lamps.test');
    const id = Number(placed.answer.data.id);
    const provider = await post('/public/paypal', { orderId: String(id), returnUrl: `${api.base}/ru/payment/${id}` });
    const providerOrderId = provider.answer.data.providerOrderId as string;
    await atPayPal(provider.answer.data.approveUrl, 'pay');
    // Eight days later (the order is moved back in time rather than the clock forward).
    await ageOrder(api, id, 8);

    expect((await api.get(`/public/payment/${id}`)).data).toMatchObject({ state: 'invalid', invalidReason: 'reservation-expired' });
    expect((await post('/public/paypal/capture', { orderId: String(id), providerOrderId })).answer).toMatchObject({ code: 30002, data: { reason: 'reservation-expired' } });
    expect((await post('/public/paypal', { orderId: String(id), returnUrl: `${api.base}/en/payment/${id}` })).answer.code).toBe(30002);
    expect(await capturesAt(api, providerOrderId)).toHaveLength(0);
    expect(only(await api.database.db.select().from(orders).where(eq(orders.id, id)), `order ${id}`).paidAt).toBeNull();
  });

  it('a declined card is told as 30003 and the order can still be paid', async () => {
    const placed = await buy('declined@harbour-lamps.test');
    const id = placed.answer.data.id as string;
    const first = await post('/public/paypal', { orderId: id, returnUrl: `${api.base}/en/payment/${id}` });
    await atPayPal(first.answer.data.approveUrl, 'decline');
    expect((await post('/public/paypal/capture', { orderId: id, providerOrderId: first.answer.data.providerOrderId })).answer.code).toBe(30003);
    expect((await api.get(`/public/payment/${id}`)).data.state).toBe('awaiting-payment');
    const second = await post('/public/paypal', { orderId: id, returnUrl: `${api.base}/en/payment/${id}` });
    await atPayPal(second.answer.data.approveUrl, 'pay');
    expect((await post('/public/paypal/capture', { orderId: id, providerOrderId: second.answer.data.providerOrderId })).answer.data.state).toBe('paid');
  });
});

describe('repricing a package in config', () => {
  it('invalidates its open orders from the moment the server reads the new price', async () => {
    const placed = await buy('reprice@harbour-lamps.test', { package: 'pro', paymentMethod: 'bank-transfer' });
    const id = placed.answer.data.id as string;
    const model = siteModel();
    const repriced = { ...model, pricing: { ...model.pricing, packages: model.pricing.packages.map((p) => (p.id === 'pro' ? { ...p, price: 949, priceMinor: 94900, formerPrices: [899] } : p)) } };
    const second = await startApi({ model: repriced, codePolicy: manyCodes }, api.database);
    try {
      const looked = await second.get(`/public/payment/${id}`);
      expect(looked.data).toMatchObject({ state: 'invalid', invalidReason: 'repriced', amountMinor: 89900 });
      // Other packages' orders are untouched.
      const other = await buy('untouched@harbour-lamps.test');
      expect((await second.get(`/public/payment/${other.answer.data.id}`)).data.state).toBe('awaiting-payment');
      // New orders take the new price.
      const fresh = (await purchase(second, 'new.price@harbour-lamps.test', { package: 'pro' })).answer;
      expect((await second.get(`/public/payment/${fresh.data.id}`)).data.amountMinor).toBe(94900);
    } finally {
      await second.close();
    }
  });
});
