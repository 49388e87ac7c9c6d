import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApi } from './api-harness';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi({ rateLimits: { reads: { max: 3, timeWindow: 60_000 }, forms: { max: 2, timeWindow: 60_000 } } });
}, 60_000);
afterAll(() => api.close());

const statuses = async (count: number, send: () => Promise<Response>) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send()).status);
  return seen;
};

it('limits every public call, reads included, answering 429 in the envelope', async () => {
  expect(await statuses(4, () => fetch(`${api.base}/api/public/statistics`))).toEqual([200, 200, 200, 429]);
  expect(await statuses(4, () => fetch(`${api.base}/console/user/identity`))).toEqual([200, 200, 200, 429]);
  const limited = await fetch(`${api.base}/public/overseas/packages`).then(() => fetch(`${api.base}/public/overseas/packages`)).then(() => fetch(`${api.base}/public/overseas/packages`)).then(() => fetch(`${api.base}/public/overseas/packages`));
  expect(await limited.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/too many requests/i) });
});

it('gives submissions their own, tighter limit', async () => {
  const post = () => fetch(`${api.base}/public/debt/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(await statuses(3, post)).toEqual([200, 200, 429]);
});

it('leaves the health check alone', async () => {
  expect(await statuses(5, () => fetch(`${api.base}/healthz`))).toEqual([200, 200, 200, 200, 200]);
});
