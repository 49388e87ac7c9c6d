import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApi } from './api-harness';

// The static site on a CDN (www) calls the API on its own host with the visitor's ts-token.
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
