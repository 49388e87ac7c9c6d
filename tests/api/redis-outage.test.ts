import { createServer, Socket, type Server } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { redisClientOptions, redisHealthOf } from '../../server/redis-health';
import { startApi, type RunningApi } from './api-harness';
import { freePort } from './server-process';

// Redis holds the shared rate-limit counters. While it is away, rate-limited routes refuse with a
// 503 in the envelope at once, /healthz says so, and the log says it once, not once per request.

const opened: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});
afterEach(() => vi.restoreAllMocks());

/** An API whose Redis client is made and watched the way server/main.ts does it. */
async function apiWithRedis(url: string) {
  const lines: string[] = [];
  const logStream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(...String(chunk).split('\n').filter(Boolean)), done()) });
  const redis = new Redis(url, redisClientOptions);
  redisHealthOf(redis, pino({}, logStream));
  const api = await startApi({ redis, rateLimitNamespace: `test-outage-${Date.now()}:`, logger: true, logStream });
  opened.push(() => api.close(), () => redis.disconnect());
  return { api, redis, log: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }) };
}

const read = (api: RunningApi) => fetch(`${api.base}/api/public/statistics`);
const submit = (api: RunningApi) => fetch(`${api.base}/public/debt/claim`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
const health = (api: RunningApi) => fetch(`${api.base}/healthz`).then(async (r) => ({ status: r.status, body: await r.json() }));

async function expectRefusedQuickly(send: () => Promise<Response>) {
  const started = Date.now();
  const response = await send();
  expect(Date.now() - started).toBeLessThan(1_500);
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ code: 503, data: {}, msg: expect.stringMatching(/unavailable/i) });
  expect(text).not.toMatch(/stack|ioredis|ECONNREFUSED|\.ts:\d+/i);
}

const outageLines = (log: Array<{ msg: string }>) => log.filter((l) => /Redis is unreachable/.test(l.msg));

it('Redis that cannot be reached: rate-limited routes answer 503 at once, /healthz reports it, one log line', { timeout: 60_000 }, async () => {
  const stderr = vi.spyOn(console, 'error');
  const { api, log } = await apiWithRedis(`redis://127.0.0.1:${await freePort()}`);
  for (let i = 0; i < 5; i++) {
    await expectRefusedQuickly(() => read(api));
    await expectRefusedQuickly(() => submit(api));
  }
  expect(await health(api)).toEqual({ status: 503, body: { status: 'degraded', database: 'pglite', redis: 'unreachable' } });
  // Reconnection attempts went on meanwhile: one line for the whole outage, none per request.
  expect(outageLines(log())).toHaveLength(1);
  expect(log().filter((l) => l.level >= 50)).toHaveLength(1);
  expect(stderr.mock.calls.flat().join('\n')).not.toContain('Unhandled error event');
});

/**
 * A TCP proxy in front of Redis that the test can cut (connections closed and refused) or stall
 * (connections held open, nothing forwarded: a Redis that hangs), and restore.
 */
async function redisProxy(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let stalled = false;
  const open = () => new Promise<void>((resolve) => {
    server = createServer((client) => {
      const upstream = new Socket().connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
      if (stalled) client.pause();
    }).listen(port, '127.0.0.1', () => resolve());
  });
  const stall = (on: boolean) => {
    stalled = on;
    for (const socket of sockets) {
      if (on) socket.pause();
      else socket.resume();
    }
  };
  const cut = () => new Promise<void>((resolve) => {
    server!.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
  await open();
  opened.push(() => cut());
  return { url: `redis://127.0.0.1:${port}`, cut, restore: open, stall: () => stall(true), unstall: () => stall(false) };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  await expect.poll(check, { timeout: timeoutMs, interval: 200, message: 'did not happen in time' }).toBe(true);
}

describe.runIf(process.env.TEST_REDIS_URL)('Redis going away while the server runs (TEST_REDIS_URL)', () => {
  it('refuses with 503 while the connection is cut and answers as usual once Redis is back', { timeout: 60_000 }, async () => {
    const proxy = await redisProxy(new URL(process.env.TEST_REDIS_URL!));
    const { api, log } = await apiWithRedis(proxy.url);
    expect((await read(api)).status).toBe(200);
    expect(await health(api)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', redis: 'ok' } });

    await proxy.cut();
    for (let i = 0; i < 5; i++) await expectRefusedQuickly(() => read(api));
    expect((await health(api)).body).toMatchObject({ status: 'degraded', redis: 'unreachable' });

    await proxy.restore();
    await eventually(async () => (await read(api)).status === 200);
    expect(await health(api)).toEqual({ status: 200, body: { status: 'ok', database: 'pglite', redis: 'ok' } });
    expect(outageLines(log())).toHaveLength(1);
    expect(log().filter((l) => /Redis is reachable again/.test(l.msg))).toHaveLength(1);
  });

  it('a Redis that stops answering costs a request at most the command timeout, and is used again once it answers', { timeout: 60_000 }, async () => {
    const proxy = await redisProxy(new URL(process.env.TEST_REDIS_URL!));
    const { api } = await apiWithRedis(proxy.url);
    expect((await read(api)).status).toBe(200);

    proxy.stall();
    for (let i = 0; i < 3; i++) await expectRefusedQuickly(() => read(api));
    expect((await health(api)).body).toMatchObject({ status: 'degraded', redis: 'unreachable' });

    proxy.unstall();
    await eventually(async () => (await read(api)).status === 200);
    expect((await health(api)).body).toMatchObject({ status: 'ok', redis: 'ok' });
  });
});
