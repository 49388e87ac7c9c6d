import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { startApi, type RunningApi } from './api-harness';
import { mailText } from '../../scripts/reliability/mail-text';
import { ageOrder, postJson, purchase } from './purchase-helpers';
import { sessionTokenFrom } from './session-token';

// Bank transfer (spec 3): the order waits 7 days; an operator records the money with
// `npm run orders -- --mark-paid ID`, which grants the package, and refuses an order that lapsed.
const token = 'operator-orders-token-4711';
let api: RunningApi;
const dataDir = mkdtempSync(join(tmpdir(), 'orders-operator-'));
beforeAll(async () => {
  api = await startApi({ operatorToken: token, rateLimits: { forms: { max: 1000, timeWindow: 60_000 } } });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The operator's command, as a person runs it, against the running server. Asynchronous: the
 * server answering it runs in this process.
 */
function orders(...args: string[]): Promise<{ status: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', ...args], {
      cwd: projectRoot, encoding: 'utf8', env: { ...process.env, SITE_API_URL: api.base, OPERATOR_TOKEN: token, DATA_DIR: dataDir, DATABASE_URL: '' },
    }, (error, out, err) => resolve({ status: error ? Number(error.code ?? 1) : 0, out, err }));
  });
}

describe('bank transfer orders and the operator command', () => {
  it('marks a transfer paid: the order is paid once, the account gets the package, the buyer is told', { timeout: 120_000 }, async () => {
    const email = 'transfer@kazan-bearings.test';
    const placed = await purchase(api, email, { package: 'global', paymentMethod: 'bank-transfer', locale: 'ru' });
    const id = placed.answer.data.id as string;
    expect((await api.get(`/public/payment/${id}`)).data).toMatchObject({ method: 'bank-transfer', state: 'awaiting-payment', amountMinor: 239900 });
    // No PayPal for a transfer order.
    expect((await postJson(api.base, '/public/paypal', { orderId: id, returnUrl: `${api.base}/ru/payment/${id}` })).answer.code).toBe(10001);

    const marked = await orders('--mark-paid', id, '--reference', 'SWIFT MT103 20261125-0042');
    expect(marked, marked.err).toMatchObject({ status: 0 });
    expect(marked.out).toContain(`order ${id} is paid`);
    expect((await api.get(`/public/payment/${id}`)).data).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
    expect((await orders('--mark-paid', id)).out).toContain('was already paid');

    const session = await postJson(api.base, '/console/user/login', { email, password: 'Harbour-2026 secret' });
    const me = await fetch(`${api.base}/console/user/identity`, { headers: { 'ts-token': sessionTokenFrom(session.cookie) } }).then((r) => r.json() as Promise<{ data: { member: { level: number; package: string } } }>);
    expect(me.data.member).toMatchObject({ level: 5, package: 'global' });

    const listed = JSON.parse((await orders('--format', 'json')).out) as Array<{ id: string; state: string; paidVia: string; reference: string }>;
    expect(listed.find((o) => o.id === id)).toMatchObject({ state: 'paid', paidVia: 'bank-transfer', reference: 'SWIFT MT103 20261125-0042' });
    // The receipt, stored with the payment, in the language the order was placed in (ru).
    await expect.poll(() => api.smtp.inbox.some((m) => m.to.includes(email) && mailText(m).subject === `Оплата получена: заказ ${id}`), { timeout: 10_000 }).toBe(true);
  });

  it('refuses an order whose 7 days ran out, and a number that is no order, saying why', { timeout: 120_000 }, async () => {
    const placed = await purchase(api, 'too.late@kazan-bearings.test', { package: 'pro', paymentMethod: 'bank-transfer' });
    const id = placed.answer.data.id as string;
    await ageOrder(api, Number(id), 7);
    const late = await orders('--mark-paid', id);
    expect(late.status).toBe(2);
    expect(late.err).toContain(`order ${id} is no longer valid (reservation-expired)`);
    expect((await api.get(`/public/payment/${id}`)).data.state).toBe('invalid');
    const unknown = await orders('--mark-paid', '100000000001');
    expect(unknown).toMatchObject({ status: 2 });
    expect(unknown.err).toContain('there is no order 100000000001');
    expect((await orders('--mark-paid', 'ABC')).err).toContain('takes an order number');
  });
});
