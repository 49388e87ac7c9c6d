/**
 * Pictures of every route in every language, at a phone and a desktop width, for reviewers to
 * look through: screenshots/index.html shows them in a grid (a row per page, a column per
 * language and width), each picture linked to the full-page image.
 *
 *   npm run screenshots                                   builds if the build is stale, serves it, shoots all
 *   npm run screenshots -- --routes /cn,/en/products      only these paths
 *   npm run screenshots -- --base-url http://localhost:8091 --out .tmp/shots   a site already running
 *
 * Without --base-url it starts the server (server/main.ts) on a free port with a data directory of
 * its own (.tmp/screenshots-data, emptied first), so it never touches ./data or a running site.
 * Chromium is Debian's (scripts/chromium-launch.ts), as in the browser tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import type { RouteEntry } from '../engine/config/site-model.js';
import { screenshotIndexHtml, type Shot } from './screenshots/index-page.js';
import { chromiumLaunchOptions } from './chromium-launch.js';

const widths = [390, 1440];
/** A value for each :param a route may have (it must match the route's pattern). */
const paramSamples: Record<string, string> = { id: 'MTD20261122001' };
const parallelPages = 3;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function visitPath(route: RouteEntry): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const sample = paramSamples[name];
    if (!sample || !new RegExp(route.params?.[name] ?? '').test(sample)) throw new Error(`scripts/screenshots.ts has no sample for :${name} of ${route.path} that its pattern accepts`);
    return sample;
  });
}

/** The file of a route's picture at a width, relative to the output folder. */
function shotFile(path: string, width: number): string {
  return `${width}/${path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-')}.png`;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort();
  const dataDir = resolve(projectRoot, '.tmp/screenshots-data');
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--build-if-needed'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  // A build can take minutes; the server answers /healthz once it serves.
  for (const started = Date.now(); Date.now() - started < 600_000; await new Promise((r) => setTimeout(r, 500))) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    if (await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false)) return { baseUrl, server };
  }
  server.kill();
  throw new Error('the server did not answer /healthz within 10 minutes');
}

async function shoot(browser: Browser, baseUrl: string, outDir: string, jobs: Array<{ path: string; width: number }>): Promise<string[]> {
  const failures: string[] = [];
  const next = () => jobs.shift();
  await Promise.all(Array.from({ length: parallelPages }, async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    for (let job = next(); job; job = next()) {
      await page.setViewportSize({ width: job.width, height: job.width > 800 ? 900 : 844 });
      const response = await page.goto(job.path);
      // Hydrated, as pageCodeReady in the browser tests waits, then the network at rest.
      await page.waitForFunction(() => document.documentElement.dataset.islands === 'hydrated' || '__reactRouterRouteModules' in window);
      await page.waitForLoadState('networkidle');
      if (!response?.ok()) failures.push(`${job.path}: HTTP ${response?.status()}`);
      // Pictures that load as they come near (spec 9) are brought in before the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        scrollTo(0, 0);
      });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await page.screenshot({ path: join(outDir, shotFile(job.path, job.width)), fullPage: true });
      console.log(`${job.width}px ${job.path}`);
    }
    await context.close();
  }));
  return failures;
}

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) {
  console.error('Fix the config first (npm run check).');
  process.exit(1);
}
const model = loaded.value;
const only = option('routes')?.split(',');
const routes = model.routes.filter((r) => !only || only.includes(r.path));
if (only && routes.length !== only.length) {
  console.error(`Not routes of config/routes.yaml: ${only.filter((p) => !routes.some((r) => r.path === p)).join(', ')}`);
  process.exit(1);
}
const outDir = resolve(projectRoot, option('out') ?? 'screenshots');
rmSync(outDir, { recursive: true, force: true });
for (const width of widths) mkdirSync(join(outDir, String(width)), { recursive: true });

const given = option('base-url');
const started = given ? undefined : await startServer();
const baseUrl = given ?? started!.baseUrl;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const shots: Shot[] = routes.flatMap((route) => widths.map((width) => ({ route, visit: visitPath(route), width, file: shotFile(visitPath(route), width) })));
  const failures = await shoot(browser, baseUrl, outDir, shots.map((s) => ({ path: s.visit, width: s.width })));
  writeFileSync(join(outDir, 'index.html'), screenshotIndexHtml(shots, model.site.locales.map((l) => l.id)));
  console.log(`${shots.length} pictures: ${join(outDir, 'index.html')}`);
  if (failures.length) {
    console.error(`Pages that did not answer 200:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  started?.server.kill();
}
