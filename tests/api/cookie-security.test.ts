import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { demoAccount } from './demo-account';
import { startApi } from './api-harness';

// Behind a TLS-terminating proxy (TRUST_PROXY names it; here the test client on loopback) the session cookie must be Secure.
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi({ trustProxy: ['127.0.0.1'] });
  await seedDemoAccounts(api.database.db);
}, 60_000);
afterAll(() => api.close());

const loginCookie = async (headers: Record<string, string>) => {
  const admin = demoAccount('admin@demo.example');
  const response = await fetch(`${api.base}/console/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return response.headers.get('set-cookie') ?? '';
};

it('marks the ts-token cookie Secure and SameSite=Lax when the visitor came over HTTPS', async () => {
  const cookie = await loginCookie({ 'x-forwarded-proto': 'https' });
  expect(cookie).toMatch(/^ts-token=[A-Za-z0-9_-]{43};/);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; SameSite=Lax/);
});

it('leaves Secure off on plain HTTP (local use), where a browser would drop a Secure cookie', async () => {
  const cookie = await loginCookie({});
  expect(cookie).toMatch(/^ts-token=/);
  expect(cookie).not.toMatch(/Secure/);
});
