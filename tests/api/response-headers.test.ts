import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApi } from './api-harness';
import { helmetHeaders } from '../../server/security-headers';

// Headers of API answers: CORS for a site on a CDN (www) that calls the API on its own host with
// the visitor's ts-token, and the security headers every answer carries.
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi({ corsOrigins: ['https://www.meridiantrade.example'] });
}, 60_000);
afterAll(() => api.close());

const preflight = (origin: string) =>
  fetch(`${api.base}/console/user/identity`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'ts-token' },
  });

it('lets the configured site origin call with credentials and the ts-token header', async () => {
  const response = await preflight('https://www.meridiantrade.example');
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('https://www.meridiantrade.example');
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  expect(response.headers.get('access-control-allow-headers')).toContain('ts-token');
  const answer = await fetch(`${api.base}/api/public/statistics`, { headers: { origin: 'https://www.meridiantrade.example' } });
  expect(answer.headers.get('access-control-allow-origin')).toBe('https://www.meridiantrade.example');
});

it('gives any other origin no permission', async () => {
  const response = await preflight('https://evil.example');
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  const answer = await fetch(`${api.base}/api/public/statistics`, { headers: { origin: 'https://evil.example' } });
  expect(answer.headers.get('access-control-allow-origin')).toBeNull();
});

it('sends API answers with the strictest content security policy and helmet\'s headers', async () => {
  const response = await fetch(`${api.base}/public/overseas/packages`);
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
});

it('sends helmet\'s headers, exactly as @fastify/helmet would, on every kind of answer: success, refusal, cross-site, unknown path', async () => {
  const expected = await helmetHeaders();
  // The eleven headers of our helmet settings (no CSP: pages and API answers set their own).
  expect(Object.keys(expected).sort()).toEqual([
    'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'referrer-policy', 'strict-transport-security',
    'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
  ]);
  const answers = [
    await fetch(`${api.base}/public/overseas/packages`),
    await fetch(`${api.base}/public/debt/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    await fetch(`${api.base}/public/debt/claim`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: '{}' }),
    await fetch(`${api.base}/no/such/path`),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 403, 404]);
  for (const answer of answers) {
    for (const [name, value] of Object.entries(expected)) expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
  }
});
