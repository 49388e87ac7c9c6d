import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { orders, payPalSandboxOrders } from '../../server/db/schema';
import { createPayPalClient } from '../../server/payments/paypal-client';
import { startApi, type RunningApi } from './api-harness';
import { createFreshSchema } from './fresh-schema';
import { memberCookie, memberOrder } from './member-orders';
import { atPayPal, capturesAt, postJson, type Answer } from './purchase-helpers';
import { only } from '../unit/present';

// Issue 33, finding 4 (decision 042): one provider order per order at a time. A second
// POST /public/paypal (the buyer's other tab, whose click sends a new Idempotency-Key, or anyone
// who knows the order number) overwrote the stored provider order, so the payment the buyer had
// already approved in the first tab failed at capture with "belongs to another order".
const generous = { forms: { max: 1000, timeWindow: 60_000 } };

interface Setup {
  /** Two API instances on one database (the same one twice on PGlite, which one process holds). */
  first: RunningApi;
  second: RunningApi;
  close(): Promise<void>;
}

async function onPGlite(): Promise<Setup> {
  const api = await startApi({ rateLimits: generous });
  return { first: api, second: api, close: () => api.close() };
}

async function onPostgreSQL(): Promise<Setup> {
  const schema = await createFreshSchema('provider_order');
  const database = await openDatabase({ databaseUrl: schema.url });
  const first = await startApi({ rateLimits: generous }, database);
  const second = await startApi({ rateLimits: generous }, database);
  return {
    first, second,
    async close() {
      await first.close();
      await second.close();
      await database.close();
      await schema.drop();
    },
  };
}

const databases: Array<[string, () => Promise<Setup>, boolean]> = [
  ['PGlite', onPGlite, true],
  ['PostgreSQL (two instances)', onPostgreSQL, Boolean(process.env.TEST_DATABASE_URL)],
];

describe.each(databases)('on %s', (_name, start, enabled) => {
  let setup: Setup;
  beforeAll(async () => {
    if (enabled) setup = await start();
  }, 120_000);
  afterAll(() => setup?.close());

  const paypal = (api: RunningApi, id: string, locale = 'en') =>
    postJson(api.base, '/public/paypal', { orderId: id, returnUrl: `${api.base}/${locale}/payment/${id}` }, { 'idempotency-key': randomUUID() });
  const capture = (api: RunningApi, id: string, providerOrderId: string) => postJson(api.base, '/public/paypal/capture', { orderId: id, providerOrderId });
  const placeOrder = async (email: string) => {
    const placed = await memberOrder(setup.first, setup.first.base, await memberCookie(setup.first.database, email));
    expect(placed.answer.code).toBe(1);
    return placed.answer.data.id as string;
  };
  /** The simulator's orders for one of ours (its reference id). */
  const sandboxOrdersOf = async (id: string) =>
    (await setup.first.database.db.select().from(payPalSandboxOrders)).filter((o) => o.body.purchase_units[0].reference_id === id);
  const stored = async (id: string) => only(await setup.first.database.db.select().from(orders).where(eq(orders.id, Number(id))), `order ${id}`);

  it.runIf(enabled)('a second request answers the provider order of the first, and the approval of the first tab is captured', async () => {
    const id = await placeOrder(`two.tabs.${randomUUID().slice(0, 8)}@harbour-lamps.test`);
    const firstTab = await paypal(setup.first, id);
    const secondTab = await paypal(setup.second, id, 'ru');
    expect(firstTab.answer.code).toBe(1);
    expect(secondTab.answer).toMatchObject({ code: 1, data: { providerOrderId: firstTab.answer.data.providerOrderId } });
    // The same approval page (the same token), on the origin of the page that asked.
    expect(new URL(secondTab.answer.data.approveUrl as string).searchParams.get('token')).toBe(firstTab.answer.data.providerOrderId);
    expect(new URL(secondTab.answer.data.approveUrl as string).origin).toBe(setup.second.base);

    // The buyer approves in the first tab and comes back: the capture takes the money once.
    const back = await atPayPal(firstTab.answer.data.approveUrl as string, 'pay');
    expect(back.searchParams.get('token')).toBe(firstTab.answer.data.providerOrderId);
    const captured = await capture(setup.first, id, firstTab.answer.data.providerOrderId as string);
    expect(captured.answer).toMatchObject({ code: 1, data: { id, state: 'paid' } });
    expect(await capturesAt(setup.first, firstTab.answer.data.providerOrderId as string)).toHaveLength(1);
    expect(await sandboxOrdersOf(id)).toHaveLength(1);
    // Paid: a third request creates nothing.
    expect((await paypal(setup.second, id)).answer).toMatchObject({ code: 30002, data: { reason: 'paid' } });
  });

  it.runIf(enabled)('concurrent first requests store one provider order, and every one of them answers it', async () => {
    const id = await placeOrder(`many.clicks.${randomUUID().slice(0, 8)}@harbour-lamps.test`);
    const answers = await Promise.all([setup.first, setup.second, setup.first, setup.second, setup.first, setup.second].map((api) => paypal(api, id)));
    const providerOrderId = only(await sandboxOrdersOf(id), `the one provider order of ${id}`).id;
    for (const { answer } of answers) expect(answer).toMatchObject({ code: 1, data: { providerOrderId } });
    expect((await stored(id)).providerOrderId).toBe(providerOrderId);
    await atPayPal(answers[3]!.answer.data.approveUrl as string, 'pay');
    expect((await capture(setup.second, id, providerOrderId)).answer).toMatchObject({ code: 1, data: { state: 'paid' } });
  });

  it.runIf(enabled)('a new provider order only once the old one can no longer be approved: its link ran out, or it was voided', async () => {
    const id = await placeOrder(`link.ran.out.${randomUUID().slice(0, 8)}@harbour-lamps.test`);
    const first = (await paypal(setup.first, id)).answer.data.providerOrderId as string;
    // Three hours later: PayPal's approval link no longer works.
    await setup.first.database.db.update(orders).set({ providerOrderCreatedAt: sql`provider_order_created_at - interval '3 hours'` }).where(eq(orders.id, Number(id)));
    const second = await paypal(setup.second, id);
    expect(second.answer.code).toBe(1);
    expect(second.answer.data.providerOrderId).not.toBe(first);
    expect((await stored(id)).providerOrderId).toBe(second.answer.data.providerOrderId);
    // Voided at the provider: replaced at once.
    await setup.first.database.db.update(payPalSandboxOrders).set({ status: 'VOIDED' }).where(eq(payPalSandboxOrders.id, second.answer.data.providerOrderId as string));
    const third = await paypal(setup.first, id);
    expect(third.answer.code).toBe(1);
    expect(new Set([first, second.answer.data.providerOrderId, third.answer.data.providerOrderId]).size).toBe(3);
    await atPayPal(third.answer.data.approveUrl as string, 'pay');
    expect((await capture(setup.first, id, third.answer.data.providerOrderId as string)).answer).toMatchObject({ code: 1, data: { state: 'paid' } });
  });

  it.runIf(enabled)('a provider order captured without us hearing of it is settled by the next request, never charged again', async () => {
    const id = await placeOrder(`lost.answer.${randomUUID().slice(0, 8)}@harbour-lamps.test`);
    const provider = await paypal(setup.first, id);
    const providerOrderId = provider.answer.data.providerOrderId as string;
    await atPayPal(provider.answer.data.approveUrl as string, 'pay');
    // The capture happened at the provider, but its answer never reached the site.
    const simulator = createPayPalClient({ apiBase: `${setup.first.base}/paypal-sandbox`, clientId: 'local-simulator', clientSecret: 'local-simulator-secret' });
    expect((await simulator.captureOrder(providerOrderId, `elsewhere-${id}`)).ok).toBe(true);
    const again: Answer = (await paypal(setup.second, id)).answer;
    expect(again).toMatchObject({ code: 30002, data: { reason: 'paid' } });
    expect((await setup.second.get(`/public/payment/${id}`)).data).toMatchObject({ state: 'paid' });
    expect(await capturesAt(setup.first, providerOrderId)).toHaveLength(1);
    expect((await stored(id)).paymentReference).toBe((await capturesAt(setup.first, providerOrderId) as Array<{ id: string }>)[0]!.id);
  });
});
