import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from '../../server/trust-proxy';
import { startApi, type RunningApi } from './api-harness';

describe('TRUST_PROXY (server/trust-proxy.ts)', () => {
  it('takes addresses and CIDRs, or a hop count; nothing set trusts no proxy', () => {
    expect(parseTrustProxy(undefined)).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('1')).toEqual({ ok: true, value: 1 });
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,loopback')).toEqual({ ok: true, value: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'] });
  });

  it('gives Fastify a hop count as "trust the first n hops"', () => {
    const trustTwo = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trustTwo('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(undefined)).toBe(false);
  });

  it('refuses true, saying what to set instead, and anything that is not an address, CIDR or hop count', () => {
    const refused = parseTrustProxy('true');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toMatch(/TRUST_PROXY=true is refused/);
    expect(refused.error).toMatch(/addresses or CIDRs of your proxies/);
    expect(refused.error).toMatch(/TRUST_PROXY=1/);
    for (const wrong of ['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'proxy.example', '0', '-1', ',']) {
      expect(parseTrustProxy(wrong).ok, wrong).toBe(false);
    }
  });

  it('stops the server at start when TRUST_PROXY=true', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trust-proxy-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', '--api-only'], {
        env: { ...process.env, TRUST_PROXY: 'true', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(/TRUST_PROXY=true is refused.*TRUST_PROXY=1/s);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a client behind no trusted proxy cannot choose its address', () => {
  let api: RunningApi;
  afterAll(() => api?.close());

  it('ignores X-Forwarded-For from a peer that is not the configured proxy: rotating it does not lift the per-IP login limit', async () => {
    // The proxy is 10.9.9.9; the test client (127.0.0.1) is not it, so its header is not believed.
    api = await startApi({ trustProxy: ['10.9.9.9'] });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${api.base}/console/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email: 'someone@rotating.example', password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    // 10 logins a minute per client address (api-context.ts).
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 60_000);
});
