import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApi, type RunningApi } from './api-harness';

// A client that sends its request a byte at a time must not hold a connection for ever
// (server/server-timeouts.ts). The limits are shortened here; the defaults are 10 s and 30 s.
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ timeouts: { headersMs: 600, requestMs: 1_200 } });
}, 60_000);
afterAll(() => api?.close());

/** Opens a raw connection, sends `start`, then one more byte every 100 ms until the server closes it. */
async function trickle(start: string, byte: string): Promise<{ closedAfterMs: number; answer: string }> {
  const { port } = new URL(api.base);
  const socket = connect(Number(port), '127.0.0.1');
  const opened = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {}); // a reset is a close as well
  socket.write(start);
  const dripping = setInterval(() => socket.writable && socket.write(byte), 100);
  const giveUp = setTimeout(() => socket.destroy(), 10_000);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(dripping);
  clearTimeout(giveUp);
  return { closedAfterMs: Date.now() - opened, answer };
}

it('closes a connection whose request line and headers trickle in, after the headers timeout', async () => {
  const { closedAfterMs, answer } = await trickle('GET /healthz?padding=', 'a');
  expect(closedAfterMs).toBeGreaterThanOrEqual(500);
  expect(closedAfterMs).toBeLessThan(3_000);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it('closes a connection whose body trickles in, after the request timeout', async () => {
  const headers = 'POST /public/debt/claim HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
  const { closedAfterMs, answer } = await trickle(headers, ' ');
  expect(closedAfterMs).toBeGreaterThanOrEqual(1_000);
  expect(closedAfterMs).toBeLessThan(4_000);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
});

it('still serves a client that sends its request at once', async () => {
  expect((await fetch(`${api.base}/healthz`)).status).toBe(200);
});
