import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { createMailer } from '../../server/mail/mailer';
import { startNginx, type RunningNginx } from '../../server/deploy/nginx-process';
import { helmetHeaders } from '../../server/security-headers';
import type { SiteManifest } from '../../server/site-manifest';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files';
import { editedSite } from './edited-site';

/**
 * Issue 22: the nginx configuration `npm run build` writes (build/deploy/nginx/) answers every kind
 * of path exactly as the project's own server does: the same status, redirect target, per-page
 * Content-Security-Policy, caching, Vary and security headers, the same page bodies, and API
 * paths passed to the API. Both serve the same build; nginx's upstream is the Node server.
 * Reads the build that FORM_CHUNKS_BUILD_DIR names (npm test: build), else build/.
 */
const buildDir = resolve(projectRoot, process.env.FORM_CHUNKS_BUILD_DIR ?? 'build');
const workDir = join(projectRoot, '.tmp', `nginx-site-${process.pid}`);
// The policy, the caching, and every security header the server sends (read in beforeAll).
let compared = ['content-security-policy', 'cache-control'];

interface Answer {
  status: number;
  vary: string;
  location: string | null;
  headers: Record<string, string | null>;
  type: string;
  body: string;
}

let node: FastifyInstance;
let database: Database;
let nginx: RunningNginx;
let nodeUrl = '';
let manifest: SiteManifest;

async function ask(base: string, path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
  const body = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: Object.fromEntries(compared.map((name) => [name, response.headers.get(name)])),
    // The same names in any order and case: "Cookie, accept-encoding" is "Accept-Encoding, Cookie".
    vary: (response.headers.get('vary') ?? '').toLowerCase().split(/,\s*/).filter(Boolean).sort().filter((name, i, all) => all.indexOf(name) === i).join(', '),
    // text/html;charset=utf-8 and text/html; charset=utf-8 are the same type
    // The type of what is served; a redirect's or a refusal's little body is each server's own.
    type: response.status === 200 ? (response.headers.get('content-type') ?? '').replace(/;\s*/g, '; ').toLowerCase() : '',
    body: response.status === 200 ? createHash('sha256').update(body).digest('hex') : '',
  };
}

beforeAll(async () => {
  if (!existsSync(join(buildDir, 'deploy', 'nginx', 'site.conf'))) throw new Error(`${buildDir} has no deploy/nginx/site.conf: run npm run build first`);
  manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8')) as SiteManifest;
  compared = [...compared, ...Object.keys(await helmetHeaders())];
  const model = loadSiteModelFromDisk();
  if (!model.ok) throw new Error('the project config must be valid');
  database = await openDatabase({ inMemory: true });
  node = await createApp({
    database, model: model.value, logger: false, buildDir,
    mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:9', outboxDir: '', from: 'no-reply@test.example', log: pino({ level: 'silent' }) }),
  });
  await node.listen({ port: 0, host: '127.0.0.1' });
  const { port } = node.server.address() as AddressInfo;
  nodeUrl = `http://127.0.0.1:${port}`;
  nginx = await startNginx({ buildDir, workDir, port: 20_000 + (process.pid % 20_000), apiInstances: [`127.0.0.1:${port}`] });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await node?.close();
  await database?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function expectSame(path: string, cookie?: string) {
  const [fromNode, fromNginx] = await Promise.all([ask(nodeUrl, path, cookie), ask(nginx.url, path, cookie)]);
  expect({ path, cookie, ...fromNginx }).toEqual({ path, cookie, ...fromNode });
  return fromNode;
}

describe('the generated nginx configuration', () => {
  it('serves every prerendered page as the server does, and sends its address with a trailing slash to it (301)', async () => {
    const pages = manifest.routes.filter((r) => r.prerender);
    expect(pages.length).toBeGreaterThan(80);
    for (const route of pages) {
      expect((await expectSame(route.path)).status, route.path).toBe(200);
      if (route.path !== '/') expect((await expectSame(`${route.path}/?utm_source=mail`)).location).toBe(`${route.path}?utm_source=mail`);
    }
  });

  it('redirects old addresses (301) and unknown paths (302, spec 2.5) to the same targets, keeping the query', async () => {
    for (const moved of manifest.redirects.moved) {
      expect((await expectSame(moved.from)).status).toBe(301);
      await expectSame(`${moved.from}/?gclid=1`);
    }
    const unknown = ['/', '/cn/nothing', '/x/cn/y', '/home/old', '/products/x', '/en/nothing?a=1', '/zz/en', '/ru/nothing', '/nothing', '/EN/Products'];
    for (const path of unknown) expect((await expectSame(path)).status, path).toBe(302);
  });

  it('answers routes with parameters with their document, and a value the pattern refuses with the locale\'s 404 page', async () => {
    for (const route of manifest.routes.filter((r) => !r.prerender)) {
      // A value the route's own pattern takes (a payment page's id has letters, a receipt's digits).
      const pattern = new RegExp(Object.values(route.params ?? {})[0] ?? '');
      const sample = ['A1b_2-c', '123456789012'].find((value) => pattern.test(value));
      const path = route.path.replace(/:[^/]+/, sample ?? '');
      expect(sample, route.path).toBeDefined();
      expect((await expectSame(path)).status, path).toBe(200);
      expect((await expectSame(route.path.replace(/:[^/]+/, 'not%20valid!'))).status, route.path).toBe(404);
      expect((await expectSame(`${path}/`)).status, `${path}/`).toBe(301);
    }
  });

  it('sends a logged-in redirect target (?lang=en) the page the member came from', async () => {
    for (const rule of manifest.redirects.loggedIn ?? []) {
      const [path = ''] = rule.to.split('?');
      const asked = await expectSame(rule.to);
      const plain = await expectSame(path);
      expect(asked.body).not.toBe(plain.body);
    }
  });

  it('sends a page asked for by its file\'s name to its own address, and serves no HTML file bare', async () => {
    expect((await expectSame('/en/products/index.html?utm_source=mail')).location).toBe('/en/products?utm_source=mail');
    expect((await expectSame('/index.html')).location).toBe('/');
    const consolePage = manifest.consolePaths[0]!;
    expect((await expectSame(`${consolePage}/index.en.html`)).location).toBe(consolePage);
    const withParameter = manifest.routes.find((r) => !r.prerender)!;
    expect((await expectSame(`${withParameter.path.replace(/\/:[^/]+$/, '')}/index.html`)).status).toBe(301);
    for (const path of ['/__spa-fallback.html', '/__spa-fallback.en.html', '/en/products/other.html']) expect((await expectSame(path)).status, path).toBe(404);
  });

  it('serves each console page in the language of the lang cookie, varying by cookie', async () => {
    for (const path of manifest.consolePaths.slice(0, 12)) {
      for (const cookie of [undefined, 'lang=en', 'lang=ru', 'lang=zh', 'lang=zh-cn', 'lang=xx']) {
        const answer = await expectSame(path, cookie);
        expect(answer.status).toBe(200);
        expect(answer.vary).toMatch(/cookie/);
      }
    }
  });

  it('serves the build\'s files with their caching and the strict policy, and 404s a missing one', async () => {
    const asset = readFileSync(join(buildDir, 'client', 'cn', 'index.html'), 'utf8').match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    expect((await expectSame(asset!)).headers['cache-control']).toContain('immutable');
    for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.svg']) expect((await expectSame(path)).status).toBe(200);
    for (const path of ['/assets/missing-abc.js', '/en/nothing.json']) expect((await expectSame(path)).status).toBe(404);
  });

  it('sends precompressed files: brotli to a browser that takes it', async () => {
    const answer = await fetch(`${nginx.url}/en/products`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toContain('<html');
  });

  it('passes the API paths to the API instances', async () => {
    // The API's own answer, headers included: nginx adds none of its own (a second X-Frame-Options
    // would read "DENY, DENY").
    expect((await expectSame('/api/public/statistics')).status).toBe(200);
    expect((await fetch(`${nginx.url}/healthz`)).status).toBe(200);
    // A call that changes state is answered through nginx as by the server itself.
    const login = (base: string) => fetch(`${base}/console/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(await login(nginx.url)).toEqual(await login(nodeUrl));
    expect(nginx.errorLog()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });

  it('answers the operator API 404 itself: the public site never passes it on (issue 33)', async () => {
    const token = { authorization: `Bearer ${'x'.repeat(40)}` };
    for (const path of ['/operator/orders', '/operator/submissions?type=contact', '/operator/dataset-figures']) {
      const answer = await fetch(`${nginx.url}${path}`, { headers: token, redirect: 'manual' });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect((await fetch(`${nginx.url}/operator/orders/123456789012/paid`, { method: 'PUT', headers: { ...token, 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });
});

/** A stand-in API instance that answers every request and keeps what it was sent. */
async function startEcho(): Promise<{ server: Server; port: number; seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> }> {
  const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":{},"msg":"echo"}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

/** A request with headers fetch would not send as given (Host). */
function rawRequest(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('what nginx tells the API instances (issue 33)', () => {
  let echo: Awaited<ReturnType<typeof startEcho>>;
  let front: RunningNginx;
  const siteHost = 'www.site.example';
  const echoWorkDir = `${workDir}-echo`;
  const frontPort = 20_000 + ((process.pid + 13) % 20_000);
  beforeAll(async () => {
    echo = await startEcho();
    front = await startNginx({ buildDir, workDir: echoWorkDir, port: frontPort, apiInstances: [`127.0.0.1:${echo.port}`], siteHost });
  }, 60_000);
  afterAll(async () => {
    await front?.stop();
    await new Promise((done) => echo?.server.close(done));
    rmSync(echoWorkDir, { recursive: true, force: true });
  });

  it('the deployer\'s host, nginx\'s own client address and scheme, and none of a client\'s forwarding headers', async () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '8443',
      'x-forwarded-prefix': '/evil',
      'x-real-ip': '203.0.113.8',
      forwarded: 'for=203.0.113.9;host=evil.example;proto=https',
    };
    for (const [method, path] of [['GET', '/api/public/statistics'], ['POST', '/public/paypal'], ['GET', '/healthz']] as const) {
      echo.seen.length = 0;
      expect(await rawRequest(frontPort, path, forged, method)).toBe(200);
      expect(echo.seen).toHaveLength(1);
      const { headers } = echo.seen[0]!;
      expect({ path, host: headers.host, for: headers['x-forwarded-for'], proto: headers['x-forwarded-proto'] })
        .toEqual({ path, host: siteHost, for: '127.0.0.1', proto: 'http' });
      for (const name of ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-prefix', 'x-real-ip', 'forwarded']) expect([path, name, headers[name]]).toEqual([path, name, undefined]);
    }
    // The Host the client connected with, and only X-Forwarded-Host forged: still the deployer's.
    echo.seen.length = 0;
    expect(await rawRequest(frontPort, '/api/public/statistics', { 'x-forwarded-host': 'evil.example' })).toBe(200);
    expect(echo.seen[0]?.headers.host).toBe(siteHost);
  });

  it('never passes the operator API on: 404 from nginx, nothing reaches an instance', async () => {
    echo.seen.length = 0;
    const token = { authorization: `Bearer ${'x'.repeat(40)}` };
    for (const path of ['/operator/orders', '/operator/submissions', '/operator/dataset-figures', '/operator/', '/operator/orders/1/paid']) {
      expect([path, await rawRequest(frontPort, path, token)]).toEqual([path, 404]);
      expect([path, await rawRequest(frontPort, path, token, 'PUT')]).toEqual([path, 404]);
    }
    expect(echo.seen).toEqual([]);
    // The paths beside it still go through.
    expect(await rawRequest(frontPort, '/api/public/statistics', {})).toBe(200);
    expect(echo.seen.map((request) => request.url)).toEqual(['/api/public/statistics']);
  });
});

describe('a redirect changed in config/redirects.yaml', () => {
  let edited: RunningNginx | undefined;
  afterAll(async () => {
    await edited?.stop();
  });

  it('is what nginx applies after the rebuild: an old address that leads elsewhere now, and a new one', async () => {
    // The build tests' shared edited copy (edited-site.ts) moves /aboutus to /en/contact and adds /coverage.
    const copy = await editedSite();
    const built = await copy.built();
    expect(built.status, built.stderr).toBe(0);
    const { port } = node.server.address() as AddressInfo;
    edited = await startNginx({ buildDir: copy.buildDir, workDir: `${workDir}-edited`, port: 20_000 + ((process.pid + 7) % 20_000), apiInstances: [`127.0.0.1:${port}`] });
    const target = async (base: string, path: string) => {
      const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
      return `${answer.status} ${answer.headers.get('location')}`;
    };
    expect(await target(edited.url, '/aboutus?ref=ad')).toBe('301 /en/contact?ref=ad');
    expect(await target(edited.url, '/coverage')).toBe('301 /en/datacountries');
    // The project's own build, served beside it, still has the rules as they were.
    expect(await target(nginx.url, '/aboutus')).toBe('301 /en/aboutus');
    expect(await target(nginx.url, '/coverage')).toBe('302 /cn');
    rmSync(`${workDir}-edited`, { recursive: true, force: true });
  }, 600_000);
});
