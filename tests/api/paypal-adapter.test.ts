import { createHash, randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { createPayPalClient, type CreateOrderInput, type PayPalSettings } from '../../server/payments/paypal-client';
import { registerPayPalSimulator } from '../../server/payments/paypal-simulator';
import { findOrder } from '../../server/payments/paypal-sandbox-store';

// The adapter against the local simulator over real HTTP: the same calls the purchase routes make.
const credentials = { clientId: 'test-client', clientSecret: 'test-secret' };
let database: Database;
let app: FastifyInstance;
let base = '';
/** Moves the simulator's clock (not the adapter's), so its tokens expire while the adapter still trusts them. */
let simulatorClockSkewMs = 0;

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  app = Fastify({ logger: false });
  await app.register(fastifyFormbody);
  await registerPayPalSimulator(app, { database, ...credentials, now: () => Date.now() + simulatorClockSkewMs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const settings = (overrides: Partial<PayPalSettings> = {}): PayPalSettings => ({ apiBase: () => `${base}/paypal-sandbox`, ...credentials, ...overrides });

/** fetch that records the paths it was asked for, so tests can count token and API requests. */
function recordingFetch(change?: (url: string, init: RequestInit) => RequestInit) {
  const paths: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = String(input);
    paths.push(new URL(url).pathname);
    return fetch(url, change ? change(url, init ?? {}) : init);
  };
  return { paths, fetchImpl, tokenRequests: () => paths.filter((p) => p.endsWith('/v1/oauth2/token')).length };
}

const orderInput = (overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  referenceId: '20261125000123',
  amountMinor: 299950,
  currency: 'USD',
  description: 'Global Plus, 1 year',
  returnUrl: 'https://shop.example/en/payment/20261125000123?step=return',
  cancelUrl: 'https://shop.example/en/payment/20261125000123?step=cancel',
  brandName: 'Trade Data',
  locale: 'en-US',
  requestId: randomUUID(),
  ...overrides,
});

/** Does what a browser does on the approval page: reads its form, presses one button, gets the redirect. */
async function choose(approveUrl: string, choice: 'pay' | 'cancel' | 'decline'): Promise<URL> {
  const html = await (await fetch(approveUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`name="choice" value="${choice}"`);
  if (!action || !token) throw new Error('the approval page has no form');
  const answer = await fetch(new URL(action, approveUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, choice }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location') ?? '');
}

async function createdOrder(client = createPayPalClient(settings()), overrides: Partial<CreateOrderInput> = {}) {
  const created = await client.createOrder(orderInput(overrides));
  if (!created.ok) throw new Error(`create failed: ${created.error.message}`);
  return created.value;
}

describe('a package purchase through the simulator', () => {
  it('creates, is approved by the buyer, and is captured once for exactly the amount ordered', async () => {
    const client = createPayPalClient(settings());
    const order = await createdOrder(client);
    expect(order).toMatchObject({ status: 'PAYER_ACTION_REQUIRED', referenceId: '20261125000123', amountMinor: 299950, currency: 'USD' });
    expect(order.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(order.approveUrl).toBe(`${base}/paypal-sandbox/checkoutnow?token=${order.id}`);
    expect((await findOrder(database.db, order.id))?.body.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '2999.50' });

    const back = await choose(order.approveUrl ?? '', 'pay');
    expect(back.origin + back.pathname).toBe('https://shop.example/en/payment/20261125000123');
    expect(back.searchParams.get('step')).toBe('return');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    expect(await client.getOrder(order.id)).toMatchObject({ ok: true, value: { status: 'APPROVED' } });

    const captureRequestId = randomUUID();
    const captured = await client.captureOrder(order.id, captureRequestId);
    if (!captured.ok) throw new Error(captured.error.message);
    expect(captured.value.status).toBe('COMPLETED');
    expect(captured.value.capture).toMatchObject({ status: 'COMPLETED', amountMinor: 299950, currency: 'USD' });

    // A retry of the same capture answers the same capture; a new one is refused.
    const repeated = await client.captureOrder(order.id, captureRequestId);
    expect(repeated.ok && repeated.value.capture?.id).toBe(captured.value.capture?.id);
    expect(await client.captureOrder(order.id, randomUUID())).toMatchObject({ ok: false, error: { kind: 'already-captured', status: 422 } });
    expect((await findOrder(database.db, order.id))?.body.purchase_units[0].payments?.captures).toHaveLength(1);
  });

  it('answers the same order for the same PayPal-Request-Id', async () => {
    const client = createPayPalClient(settings());
    const input = orderInput();
    const first = await client.createOrder(input);
    const again = await client.createOrder({ ...input, amountMinor: 100 });
    expect(first.ok && again.ok && again.value.id === first.value.id).toBe(true);
    expect(again.ok && again.value.amountMinor).toBe(299950);
  });

  it('keeps a currency without minor units whole', async () => {
    const order = await createdOrder(undefined, { currency: 'JPY', amountMinor: 5000 });
    expect(order).toMatchObject({ amountMinor: 5000, currency: 'JPY' });
    expect((await findOrder(database.db, order.id))?.body.purchase_units[0].amount.value).toBe('5000');
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const client = createPayPalClient(settings());
    const order = await createdOrder(client);
    expect(await client.captureOrder(order.id, randomUUID())).toMatchObject({ ok: false, error: { kind: 'not-approved', status: 422 } });
  });

  it('answers declined when the buyer simulates a declined card', async () => {
    const client = createPayPalClient(settings());
    const order = await createdOrder(client);
    const back = await choose(order.approveUrl ?? '', 'decline');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toBeTruthy();
    expect(await client.captureOrder(order.id, randomUUID())).toMatchObject({ ok: false, error: { kind: 'declined', status: 422 } });
    expect((await findOrder(database.db, order.id))?.status).toBe('APPROVED');
  });

  it('sends a buyer who cancels to the cancel URL, and the order cannot be captured', async () => {
    const client = createPayPalClient(settings());
    const order = await createdOrder(client);
    const back = await choose(order.approveUrl ?? '', 'cancel');
    expect(back.href).toBe(`https://shop.example/en/payment/20261125000123?step=cancel&token=${order.id}`);
    expect(back.searchParams.has('PayerID')).toBe(false);
    expect(await client.captureOrder(order.id, randomUUID())).toMatchObject({ ok: false, error: { kind: 'not-approved' } });
  });
});

describe('failures', () => {
  it('is refused with a wrong client secret, and never says the secret', async () => {
    const client = createPayPalClient(settings({ clientSecret: 'wrong-secret' }));
    const created = await client.createOrder(orderInput());
    expect(created).toMatchObject({ ok: false, error: { kind: 'refused', status: 401 } });
    expect(JSON.stringify(created)).not.toContain('wrong-secret');
  });

  it('answers not-found for an unknown order, and sends nothing for an id that is not PayPal-shaped', async () => {
    const recorder = recordingFetch();
    const client = createPayPalClient(settings(), recorder.fetchImpl);
    expect(await client.getOrder('0ABCDEFGHIJKLMNOP')).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    const sent = recorder.paths.length;
    expect(await client.getOrder('../v1/oauth2/token')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await client.captureOrder('abc?x=1', randomUUID())).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(recorder.paths.length).toBe(sent);
  });

  it('answers unavailable when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const client = createPayPalClient(settings({ apiBase: `http://127.0.0.1:${port}/paypal-sandbox` }));
    expect(await client.createOrder(orderInput())).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });

  it('answers unavailable when PayPal does not answer in time', async () => {
    const silent = createHttpServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const client = createPayPalClient(settings({ apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 300 }));
      expect(await client.getOrder('0ABCDEFGHIJKLMNOP')).toMatchObject({ ok: false, error: { kind: 'unavailable', message: 'PayPal did not answer within 0.3 s' } });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reuses its token, and gets a new one once when the simulator says it expired', async () => {
    const recorder = recordingFetch();
    const client = createPayPalClient(settings(), recorder.fetchImpl);
    const order = await createdOrder(client);
    expect((await client.getOrder(order.id)).ok).toBe(true);
    expect(recorder.tokenRequests()).toBe(1);
    simulatorClockSkewMs = 10 * 3_600_000; // past PayPal's 9-hour token lifetime
    try {
      expect(await client.getOrder(order.id)).toMatchObject({ ok: true, value: { id: order.id } });
    } finally {
      simulatorClockSkewMs = 0;
    }
    expect(recorder.tokenRequests()).toBe(2);
  });

  it('is refused when a new token is refused too, after exactly one new token', async () => {
    // Every API call goes out with a token the simulator never issued.
    const recorder = recordingFetch((url, init) =>
      url.includes('/v2/') ? { ...init, headers: { ...(init.headers as Record<string, string>), authorization: 'Bearer A21AAforged.token' } } : init,
    );
    const client = createPayPalClient(settings(), recorder.fetchImpl);
    expect(await client.getOrder('0ABCDEFGHIJKLMNOP')).toMatchObject({ ok: false, error: { kind: 'refused', status: 401 } });
    expect(recorder.tokenRequests()).toBe(2);
  });
});

describe('the simulator itself', () => {
  async function token(): Promise<string> {
    const answer = await fetch(`${base}/paypal-sandbox/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('test-client:test-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  }

  it('checks credentials and tokens', async () => {
    const noAuth = await fetch(`${base}/paypal-sandbox/v1/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ error: 'invalid_client' });
    expect((await fetch(`${base}/paypal-sandbox/v2/checkout/orders/0ABCDEFGHIJKLMNOP`)).status).toBe(401);
  });

  it('refuses an amount with more decimals than its currency, and a relative return URL', async () => {
    const create = async (value: string, returnUrl: string) => {
      const answer = await fetch(`${base}/paypal-sandbox/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value } }], payment_source: { paypal: { experience_context: { return_url: returnUrl, cancel_url: 'https://shop.example/' } } } }),
      });
      return { status: answer.status, issue: ((await answer.json()) as { details?: Array<{ issue: string }> }).details?.[0]?.issue };
    };
    expect(await create('2999.505', 'https://shop.example/')).toEqual({ status: 422, issue: 'DECIMAL_PRECISION' });
    expect(await create('2999.50', '/en/payment')).toEqual({ status: 400, issue: 'INVALID_PARAMETER_VALUE' });
    expect((await create('2999.50', 'https://shop.example/')).status).toBe(201);
  });

  it('escapes the order on its approval page and sends a strict policy with it', async () => {
    const order = await createdOrder(undefined, { description: '<script>alert("x")</script> & <b>Plus</b>', brandName: 'Trade "Data"' });
    const page = await fetch(order.approveUrl ?? '');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('no real money moves');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Plus&lt;/b&gt;');
    expect(html).toContain('Trade &quot;Data&quot;');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/USD\s2,999\.50/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self' https://shop.example; frame-ancestors 'none'; base-uri 'none'`,
    );
  });

  it('shows a clear 404 page for an unknown token', async () => {
    const page = await fetch(`${base}/paypal-sandbox/checkoutnow?token=0ABCDEFGHIJKLMNOP`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'none'");
    expect(await page.text()).toContain('This payment cannot be found');
  });

  it('refuses to start in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(registerPayPalSimulator(Fastify(), { database, ...credentials })).rejects.toThrow(/PAYPAL_CLIENT_ID/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
