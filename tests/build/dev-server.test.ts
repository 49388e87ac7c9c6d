import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { startDevServer, type DevServer } from './dev-server-process';
import { copyContent } from './content-copy';

/**
 * `npm run dev` (react-router dev, with the dev API plugin) on a copy of the content and a data
 * folder of its own: the API on the dev server's origin, pages without stack traces in the
 * output, config errors shown in the page, and no false errors from a file saved in two steps.
 */

const run = `dev-server-${process.pid}`;
const copy = copyContent(run);
const dataDir = join(projectRoot, '.tmp', `${run}-data`);
const pricing = join(copy.root, 'config/pricing.yaml');
const pricingText = readFileSync(pricing, 'utf8');
/** A stack frame as node prints them: `    at fn (file:line:column)`. */
const stackFrame = /^\s+at .+:\d+:\d+\)?$/m;

let dev: DevServer | undefined;
let base = '';

beforeAll(async () => {
  dev = await startDevServer(copy.root, dataDir, { LOG_LEVEL: 'info' });
  base = dev.base;
  // Healthy once the API has opened, migrated and seeded its database.
  await vi.waitFor(async () => {
    if (dev?.process.exitCode !== null) throw new Error(`npm run dev ended:\n${dev?.output()}`);
    const health = await fetch(`${base}/healthz`).catch(() => undefined);
    if (health?.status !== 200) throw new Error(`not healthy yet:\n${dev?.output()}`);
  }, { timeout: 90_000, interval: 250 });
}, 100_000);

afterAll(async () => {
  await dev?.stop();
  copy.remove();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const page = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html' } });

describe('npm run dev', () => {
  it('serves the reference API on its own origin: JSON answers, and the seeded demo account logs in with the session cookie', async () => {
    const packages = await fetch(`${base}/public/overseas/packages`);
    expect(packages.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await packages.json()) as { code: number; data: { packages: Array<{ id: string; price: number }> } };
    expect(body.code).toBe(1);
    expect(body.data.packages.find((p) => p.id === 'pro')?.price).toBe(899);

    const login = await fetch(`${base}/console/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.example', password: 'Admin-demo-2026' }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(1);
    expect(login.headers.get('set-cookie')).toMatch(/^ts-token=[^;]+;.*HttpOnly/i);
  });

  it('answers pages and their page-view reports without a stack trace in its output', async () => {
    const home = await page('/en');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toContain('<html lang="en"');
    // What every public page sends once shown; before the dev API, React Router answered it with
    // "no action" and a stack trace.
    const view = await fetch(`${base}/api/public/pageView`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${base}/en`, title: 'Home', locale: 'en', referrer: '' }),
    });
    expect(view.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await view.json()) as { code: number }).code).toBe(1);
    expect((await page('/ru/contact')).status).toBe(200);
    expect(dev?.output()).not.toMatch(stackFrame);
  }, 60_000);

  it('shows a config error located by file:line:column in the page, not the last good version, and the page once it is fixed', async () => {
    const line = pricingText.split('\n').findIndex((l) => l.trim() === 'price: 899') + 1;
    expect(line).toBeGreaterThan(0);
    writeFileSync(pricing, pricingText.replace('price: 899', 'price: lots'));
    await vi.waitFor(async () => {
      const broken = await page('/en');
      expect(broken.status).toBe(500);
      expect(await broken.text()).toMatch(new RegExp(`config/pricing\\.yaml:${line}:\\d+ /packages/0/price\\b`));
    }, { timeout: 15_000, interval: 200 });

    writeFileSync(pricing, pricingText);
    await vi.waitFor(async () => {
      const fixed = await page('/en');
      expect(fixed.status).toBe(200);
      expect(await fixed.text()).toContain('<html lang="en"');
    }, { timeout: 15_000, interval: 200 });
  }, 40_000);

  it('checks a file saved in two steps once it has settled: no false errors from the half-written first step', async () => {
    const before = dev?.output().length ?? 0;
    const changed = pricingText.replace('price: 899', 'price: 949');
    // Cut off inside a key: this alone fails the check (and every package after it is missing).
    writeFileSync(pricing, changed.slice(0, changed.indexOf('price: 949') + 'pri'.length));
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(pricing, changed);
    // The API takes each new model that passed the checks: 949 once the complete file was checked.
    await vi.waitFor(async () => {
      const body = (await (await fetch(`${base}/public/overseas/packages`)).json()) as { data: { packages: Array<{ id: string; price: number }> } };
      expect(body.data.packages.find((p) => p.id === 'pro')?.price).toBe(949);
    }, { timeout: 15_000, interval: 200 });
    expect(dev?.output().slice(before)).not.toMatch(/Config errors/);
    expect((await page('/en')).status).toBe(200);
  }, 40_000);
});
