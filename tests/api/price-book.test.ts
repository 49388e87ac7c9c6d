import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { accounts, orders } from '../../server/db/schema';
import { newOrderId } from '../../server/orders/order-store';
import { createPayPalClient } from '../../server/payments/paypal-client';
import { formatMoney } from '../../engine/config/money';
import { reservationEnd } from '../../engine/rules/order-reservation';
import type { SiteModel } from '../../engine/config/site-model';
import { siteModel, startApi, type RunningApi } from './api-harness';
import { createFreshSchema } from './fresh-schema';
import { memberCookie, memberOrder } from './member-orders';
import { atPayPal, capturesAt, postJson } from './purchase-helpers';
import { only, present } from '../unit/present';

// Issue 33, finding 5 (decision 042): during a rolling change of config/pricing.yaml, an instance
// not yet restarted took an order at the old price after another instance had started with the new
// one and written it to the price book (package_prices), and nothing held the order's amount to the
// price book at capture or at mark-paid. Two instances on one database, one with a repriced model.
const token = 'operator-price-book-token-4711';
const generous = { forms: { max: 1000, timeWindow: 60_000 } };
const repricedId = 'global-plus';

/** The config's model with one package at another price: what the next release of pricing.yaml says. */
function repricedModel(model: SiteModel): SiteModel {
  const pricing = model.pricing;
  const packages = pricing.packages.map((p) => (p.id === repricedId ? { ...p, price: p.price + 100, priceMinor: p.priceMinor + 10_000, formerPrices: [p.price] } : p));
  return { ...model, pricing: { ...pricing, packages } };
}

interface Setup {
  database: Database;
  /** Started first with the config as it is; stale once `newer` has started. */
  stale: RunningApi;
  newer: RunningApi;
  close(): Promise<void>;
}

async function twoInstances(database: Database, after: () => Promise<void>): Promise<Setup> {
  const model = siteModel();
  const stale = await startApi({ model, operatorToken: token, rateLimits: generous }, database);
  // Starts later with the new price and writes it to the price book.
  const newer = await startApi({ model: repricedModel(model), operatorToken: token, rateLimits: generous }, database);
  return {
    database, stale, newer,
    async close() {
      await stale.close();
      await newer.close();
      await database.close();
      await after();
    },
  };
}

const databases: Array<[string, () => Promise<Setup>, boolean]> = [
  ['PGlite', async () => twoInstances(await openDatabase({ inMemory: true }), async () => undefined), true],
  ['PostgreSQL', async () => {
    const schema = await createFreshSchema('price_book');
    return twoInstances(await openDatabase({ databaseUrl: schema.url }), () => schema.drop());
  }, Boolean(process.env.TEST_DATABASE_URL)],
];

describe.each(databases)('on %s', (_name, start, enabled) => {
  let setup: Setup;
  beforeAll(async () => {
    if (enabled) setup = await start();
  }, 120_000);
  afterAll(() => setup?.close());

  const configPrice = () => present(siteModel().pricing.packages.find((p) => p.id === repricedId), repricedId);
  const newPrice = () => present(repricedModel(siteModel()).pricing.packages.find((p) => p.id === repricedId), repricedId);
  const currency = () => siteModel().pricing.currency;
  const accountOf = async (email: string) => only(await setup.database.db.select().from(accounts).where(eq(accounts.email, email)), `account ${email}`);

  it.runIf(enabled)('the instance with the old price refuses the order and stores nothing; the other takes it at the price in force', async () => {
    const email = `stale.price.${randomUUID().slice(0, 8)}@harbour-lamps.test`;
    const cookie = await memberCookie(setup.database, email);
    const refused = await memberOrder(setup.stale, setup.stale.base, cookie, { package: repricedId });
    expect(refused.answer).toMatchObject({ code: 30008, data: { field: 'package' } });
    expect(refused.answer.msg).toMatch(/price .* changed/);
    const account = await accountOf(email);
    expect(await setup.database.db.select().from(orders).where(eq(orders.accountId, account.id))).toEqual([]);

    // A package whose price did not change is sold by both.
    expect((await memberOrder(setup.stale, setup.stale.base, cookie, { package: 'global' })).answer.code).toBe(1);
    const taken = await memberOrder(setup.newer, setup.newer.base, cookie, { package: repricedId });
    expect(taken.answer.code).toBe(1);
    expect((await setup.newer.get(`/public/payment/${taken.answer.data.id}`)).data).toMatchObject({ amountMinor: newPrice().priceMinor, state: 'awaiting-payment' });
  });

  /**
   * An order at the old price, placed after the new price was recorded: what an instance of the
   * release before this check stored, with its PayPal order approved by the buyer.
   */
  async function orderAtOldPrice(method: 'paypal' | 'bank-transfer') {
    const email = `old.price.${method}.${randomUUID().slice(0, 8)}@harbour-lamps.test`;
    await memberCookie(setup.database, email);
    const account = await accountOf(email);
    const id = newOrderId();
    const now = new Date();
    await setup.database.db.insert(orders).values({
      id, accountId: account.id, packageId: repricedId, termYears: siteModel().pricing.termYears, amountMinor: configPrice().priceMinor, currency: currency(),
      method, locale: 'en', createdAt: now, expiresAt: reservationEnd(now, siteModel().site.business.orderReservationDays),
    });
    if (method === 'bank-transfer') return { id: String(id), email };
    const simulator = createPayPalClient({ apiBase: `${setup.stale.base}/paypal-sandbox`, clientId: 'local-simulator', clientSecret: 'local-simulator-secret' });
    const returnUrl = `${setup.stale.base}/en/payment/${id}`;
    const created = await simulator.createOrder({ referenceId: String(id), amountMinor: configPrice().priceMinor, currency: currency(), description: 'Global Plus', returnUrl, cancelUrl: `${returnUrl}?cancelled=1`, requestId: `old-release-${id}` });
    if (!created.ok) throw new Error(created.error.message);
    await setup.database.db.update(orders).set({ providerOrderId: created.value.id }).where(eq(orders.id, id));
    await atPayPal(present(created.value.approveUrl, 'the approval link'), 'pay');
    return { id: String(id), email, providerOrderId: created.value.id };
  }

  it.runIf(enabled)('an order whose amount is not the price book\'s is refused at capture, before the provider is asked: nothing is charged', async () => {
    const { id, email, providerOrderId } = await orderAtOldPrice('paypal');
    for (const api of [setup.newer, setup.stale]) {
      const captured = await postJson(api.base, '/public/paypal/capture', { orderId: id, providerOrderId });
      expect(captured.answer).toMatchObject({ code: 30002, data: { reason: 'repriced' } });
      expect(captured.answer.msg).toMatch(/price/);
      expect((await postJson(api.base, '/public/paypal', { orderId: id, returnUrl: `${api.base}/en/payment/${id}` })).answer).toMatchObject({ code: 30002, data: { reason: 'repriced' } });
    }
    expect(await capturesAt(setup.newer, present(providerOrderId, 'provider order'))).toHaveLength(0);
    // The page says why: the order lapsed, place a new one at the current price.
    expect((await setup.newer.get(`/public/payment/${id}`)).data).toMatchObject({ state: 'invalid', invalidReason: 'repriced', amountMinor: configPrice().priceMinor });
    expect(await accountOf(email)).toMatchObject({ memberPackage: null, memberValue: 0 });
  });

  it.runIf(enabled)('mark-paid refuses it with 409, naming the order, its amount and the current price, and grants nothing', async () => {
    const { id, email } = await orderAtOldPrice('bank-transfer');
    const answer = await fetch(`${setup.newer.base}/operator/orders/${id}/paid`, {
      method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ reference: 'SWIFT 0042' }),
    });
    expect(answer.status).toBe(409);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toContain(`order ${id}`);
    expect(error).toContain(formatMoney(configPrice().priceMinor, currency(), 'en', 'code'));
    expect(error).toContain(formatMoney(newPrice().priceMinor, currency(), 'en', 'code'));
    expect(only(await setup.database.db.select().from(orders).where(eq(orders.id, Number(id))), `order ${id}`).paidAt).toBeNull();
    expect(await accountOf(email)).toMatchObject({ memberPackage: null, memberValue: 0 });
  });
});
