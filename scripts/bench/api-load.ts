/**
 * The API figures: autocannon against a form submission and the identity call of the real server,
 * and against a bare Fastify hello-world started beside it in the same run, on 127.0.0.1. The
 * figures that matter are the ratios (our requests per second over hello-world's), since both
 * share this machine with autocannon itself.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files.js';
import type { ServerProcess } from '../reliability/api-server-process.js';
import { CapturedLines, freePort, signalGroup, sleep, spawnTracked, waitUntil } from '../reliability/child-processes.js';
import type { AutocannonResult, LoadTools } from './bench-tools.js';

export const loadSettings = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function loadTest(tools: LoadTools, target: LoadTarget): Promise<LoadFigures> {
  const result: AutocannonResult = await tools.autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: loadSettings.connections,
    duration: loadSettings.durationSeconds,
    warmup: { connections: loadSettings.connections, duration: loadSettings.warmupSeconds },
  });
  return {
    label: target.label,
    // Only successful answers count: a refused or failed request is not throughput.
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A valid debt claim (schemas/forms/debt-claim.schema.json): the one public form without a captcha or e-mailed code. */
export const debtClaimBody = JSON.stringify({
  creditor: { companyName: 'Bench Exports Ltd', contactName: 'Bench Creditor', contactEmail: 'bench.creditor@example.com', phone: '+44 20 7946 0000' },
  debtor: { companyName: 'Bench Imports GmbH', contactName: 'Bench Debtor', debtValue: 'USD 12,500', lastContactDetails: 'Invoice 2026-118, reminder sent by e-mail' },
  locale: 'en',
});

/**
 * Sends one request and checks the business answer (HTTP 200 carries errors too, spec 8), so the
 * load never measures a refusal by mistake.
 */
export async function expectSuccess(url: string, init: RequestInit): Promise<{ code: number; data: unknown }> {
  const response = await fetch(url, init);
  const answer = (await response.json()) as { code: number; data: unknown; msg: string };
  if (response.status !== 200 || answer.code !== 1) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}, ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** One round of the API figures: hello-world, the storage floor, then our two calls, in the same run. */
export interface ApiFigures {
  helloWorld: LoadFigures;
  /** storage-floor-server.ts: the least a stored submission costs here; absent from older results. */
  storageFloor?: LoadFigures;
  submissions: LoadFigures;
  identity: LoadFigures;
  submissionsRatio: number;
  storageFloorRatio?: number;
  identityRatio: number;
  /** Whether every stored claim's sales mail was written, and how long after the load ended. */
  mails?: MailCatchUp;
}

export interface MailCatchUp {
  stored: number;
  mailed: number;
  /** Seconds from the end of the load until the last mail was written (to 50 ms); undefined when they never all were. */
  seconds?: number;
}

/**
 * The server stores each claim's sales mail with it and writes it to the outbox folder afterwards
 * (server/mail/mail-outbox.ts). A throughput that left the mails behind would be work put off, not
 * done: before the next load this waits until the folder stops growing, then checks there is one
 * mail per stored claim (the server's own count, through the operator API) and says how long after
 * the load the last one was written. Only the claims' mails are written during the bench (no code
 * e-mails), so the folder's files are counted.
 */
export async function mailCatchUp(server: ServerProcess, withinMs = 120_000): Promise<MailCatchUp> {
  const loadEnded = performance.now();
  const outbox = join(server.dataDir, 'outbox');
  const mailed = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0);
  let count = mailed();
  let lastGrew = performance.now();
  // Settled: no new file for half a second.
  while (performance.now() - lastGrew < 500 && performance.now() - loadEnded < withinMs) {
    await sleep(50);
    const now = mailed();
    if (now !== count) [count, lastGrew] = [now, performance.now()];
  }
  const listed = await fetch(`${server.base}/operator/submissions?type=debt-claim`, { headers: { authorization: `Bearer ${server.operatorToken()}` } });
  if (!listed.ok) throw new Error(`the operator API answered ${listed.status}: cannot count the stored claims`);
  const stored = ((await listed.json()) as unknown[]).length;
  count = mailed();
  return { stored, mailed: count, ...(count >= stored ? { seconds: (lastGrew - loadEnded) / 1000 } : {}) };
}

const json = { 'content-type': 'application/json' };

/** A yardstick server of this folder, as a process of its own on a free port, answering once it says "ready". */
async function startYardstick(script: string, env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const child = spawnTracked(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/bench', script)], {
    cwd: projectRoot, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new CapturedLines().attach(child.stdout).attach(child.stderr);
  const stop = () => signalGroup(child, 'SIGKILL');
  if (!(await waitUntil(() => output.lines.includes('ready'), 30_000))) {
    stop();
    throw new Error(`${script} did not start:\n${output.text()}`);
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}

export async function measureApi(server: ServerProcess, tools: LoadTools, progress: (line: string) => void): Promise<ApiFigures> {
  const hello = await startYardstick('hello-world-server.ts');
  const floorData = join(server.dataDir, '..', `storage-floor-${Date.now()}`);
  mkdirSync(floorData, { recursive: true });
  try {
    const floor = await startYardstick('storage-floor-server.ts', { DATA_DIR: floorData });
    try {
      await expectSuccess(`${floor.base}/claim`, { method: 'POST', headers: json, body: debtClaimBody });
      const helloWorld = await loadTest(tools, { label: 'hello-world', url: `${hello.base}/` });
      progress(`hello-world: ${helloWorld.requestsPerSecond.toFixed(0)} req/s`);
      const storageFloor = await loadTest(tools, { label: 'storage floor', url: `${floor.base}/claim`, method: 'POST', headers: json, body: debtClaimBody });
      progress(`storage floor: ${storageFloor.requestsPerSecond.toFixed(0)} req/s`);
      floor.stop();
      const ours = await measureOurCalls(server, tools, progress);
      return {
        helloWorld, storageFloor, ...ours,
        submissionsRatio: ours.submissions.requestsPerSecond / helloWorld.requestsPerSecond,
        storageFloorRatio: storageFloor.requestsPerSecond / helloWorld.requestsPerSecond,
        identityRatio: ours.identity.requestsPerSecond / helloWorld.requestsPerSecond,
      };
    } finally {
      floor.stop();
    }
  } finally {
    hello.stop();
    rmSync(floorData, { recursive: true, force: true });
  }
}

/** The real server's submission and identity call, each first sent once and checked. */
async function measureOurCalls(server: ServerProcess, tools: LoadTools, progress: (line: string) => void): Promise<Pick<ApiFigures, 'submissions' | 'identity' | 'mails'>> {
  const base = server.base;
  await expectSuccess(`${base}/public/debt/claim`, { method: 'POST', headers: json, body: debtClaimBody });
  const login = await fetch(`${base}/console/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'member@demo.example', password: 'Member-demo-2026' }) });
  // The token is only in the HttpOnly cookie (decision 014); this client sends it as the header.
  const token = /ts-token=([^;,]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`logging in as member@demo.example set no session cookie: HTTP ${login.status}, ${(await login.text()).slice(0, 300)}`);
  await expectSuccess(`${base}/console/user/identity`, { headers: { 'ts-token': token } });

  const submissions = await loadTest(tools, { label: 'submissions', url: `${base}/public/debt/claim`, method: 'POST', headers: json, body: debtClaimBody });
  progress(`submissions: ${submissions.requestsPerSecond.toFixed(0)} req/s`);
  const mails = await mailCatchUp(server);
  progress(`sales mails: ${mails.mailed} of ${mails.stored} stored claims${mails.seconds !== undefined ? `, all written ${mails.seconds.toFixed(1)} s after the load` : ', NOT all written'}`);
  const identity = await loadTest(tools, { label: 'identity', url: `${base}/console/user/identity`, headers: { 'ts-token': token } });
  progress(`identity: ${identity.requestsPerSecond.toFixed(0)} req/s`);
  // A refusal under load (a limit, an error answer) would be speed that is not there.
  await expectSuccess(`${base}/public/debt/claim`, { method: 'POST', headers: json, body: debtClaimBody });
  return { submissions, identity, mails };
}
