import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { demoAccount } from './demo-account';
import { isAllowedOrigin } from '../../server/api/same-origin-guard';
import { startApi, type RunningApi } from './api-harness';
import { atPayPal, purchase } from './purchase-helpers';

// Login CSRF: a form on another site posting to /console/user/login was accepted and set the
// cookie. Every state-changing request from a browser must now come from this site's own origin
// or one of CORS_ORIGINS.
const cdn = 'https://www.meridiantrade.example';
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ corsOrigins: [cdn], rateLimits: { login: { max: 1000, timeWindow: 60_000 }, forms: { max: 1000, timeWindow: 60_000 } } });
  await seedDemoAccounts(api.database.db);
}, 60_000);
afterAll(() => api?.close());

const admin = demoAccount('admin@demo.example');
const loginForm = (headers: Record<string, string>) => fetch(`${api.base}/console/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams({ email: admin.email, password: admin.password }),
});

describe('state-changing requests from a browser page', () => {
  it('refuses a cross-site login form with 403 in the envelope, and sets no cookie', async () => {
    const refused: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of refused) {
      const response = await loginForm(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ code: 403, data: {}, msg: 'Cross-site requests are refused' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses a sibling host of the same site unless CORS_ORIGINS names it', async () => {
    expect((await loginForm({ origin: 'https://shop.meridiantrade.example', 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await loginForm({ origin: cdn, 'sec-fetch-site': 'same-site' })).status).toBe(200);
  });

  it('accepts the site\'s own pages, the CORS origins, and clients that send neither header', async () => {
    const accepted: Array<Record<string, string>> = [{ origin: api.base, 'sec-fetch-site': 'same-origin' }, { origin: cdn }, {}];
    for (const headers of accepted) {
      const response = await loginForm(headers);
      expect(await response.json(), JSON.stringify(headers)).toMatchObject({ code: 1 });
    }
  });

  it('leaves reads alone: a GET from another site is answered', async () => {
    const response = await fetch(`${api.base}/public/overseas/packages`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.status).toBe(200);
  });

  it('applies to every state-changing call: forms, purchase, logout', async () => {
    for (const path of ['/public/debt/claim', '/pay/payment', '/console/user/logout', '/api/public/sendVerifyCode']) {
      const response = await fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' });
      expect(response.status, path).toBe(403);
    }
  });

  it('the local PayPal simulator\'s approval form still works from its own page, and not from another site', async () => {
    const placed = await purchase(api, 'guarded.buyer@harbour-lamps.test');
    const id = placed.answer.data.id as string;
    const provider = await fetch(`${api.base}/public/paypal`, { method: 'POST', headers: { 'content-type': 'application/json', origin: api.base, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ orderId: id, returnUrl: `${api.base}/en/payment/${id}` }) }).then((r) => r.json() as Promise<{ data: { approveUrl: string } }>);
    const token = new URL(provider.data.approveUrl).searchParams.get('token')!;
    const crossSite = await fetch(`${api.base}/paypal-sandbox/checkoutnow`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, body: new URLSearchParams({ token, choice: 'pay' }) });
    expect(crossSite.status).toBe(403);
    // What Chromium sends from the simulator's page, whose Referrer-Policy is no-referrer: Origin null.
    const sameOrigin = await fetch(`${api.base}/paypal-sandbox/checkoutnow`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'same-origin' }, body: new URLSearchParams({ token, choice: 'pay' }) });
    expect(sameOrigin.status).toBe(303);
    // And the plain helper (no browser headers) as the other tests use it.
    const again = await purchase(api, 'guarded.buyer2@harbour-lamps.test');
    const next = await fetch(`${api.base}/public/paypal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId: again.answer.data.id, returnUrl: `${api.base}/en/payment/${again.answer.data.id}` }) }).then((r) => r.json() as Promise<{ data: { approveUrl: string } }>);
    expect((await atPayPal(next.data.approveUrl, 'pay')).pathname).toBe(`/en/payment/${again.answer.data.id}`);
  });
});

describe('isAllowedOrigin', () => {
  const request = (method: string, headers: Record<string, string>) => ({ method, headers });
  const site = new Set(['https://www.meridiantrade.example', 'http://127.0.0.1:8080']);
  it('allows exactly the site\'s origins, whatever host the request names', () => {
    expect(isAllowedOrigin(request('POST', { origin: 'https://www.meridiantrade.example' }), site)).toBe(true);
    expect(isAllowedOrigin(request('POST', { origin: 'http://127.0.0.1:8080' }), site)).toBe(true);
    // Another scheme or port of the same host is another origin.
    expect(isAllowedOrigin(request('POST', { origin: 'http://www.meridiantrade.example' }), site)).toBe(false);
    expect(isAllowedOrigin(request('POST', { origin: 'http://127.0.0.1:8081' }), site)).toBe(false);
    expect(isAllowedOrigin(request('DELETE', { origin: 'https://evil.example' }), site)).toBe(false);
    expect(isAllowedOrigin(request('PUT', { origin: 'null' }), site)).toBe(false);
    expect(isAllowedOrigin(request('POST', { origin: 'not a url' }), site)).toBe(false);
    expect(isAllowedOrigin(request('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), site)).toBe(true);
    expect(isAllowedOrigin(request('POST', { 'sec-fetch-site': 'cross-site', origin: 'https://www.meridiantrade.example' }), site)).toBe(false);
    expect(isAllowedOrigin(request('POST', { 'sec-fetch-site': 'same-origin', origin: 'null' }), site)).toBe(true);
  });
});
