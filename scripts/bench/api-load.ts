/**
 * The API figures: autocannon against a form submission and the identity call of the real server,
 * and against a bare Fastify hello-world started beside it in the same run, on 127.0.0.1. The
 * figures that matter are the ratios (our requests per second over hello-world's), since both
 * share this machine with autocannon itself.
 */
import { existsSync, readdirSync } from 'node:fs';
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

/** One round of the API figures: hello-world, then our two calls, in the same run. */
export interface ApiFigures {
  helloWorld: LoadFigures;
  submissions: LoadFigures;
  identity: LoadFigures;
  submissionsRatio: number;
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

export async function measureApi(server: ServerProcess, tools: LoadTools, progress: (line: string) => void): Promise<ApiFigures> {
  const base = server.base;
  const port = await freePort();
  const hello = spawnTracked(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/bench/hello-world-server.ts')], {
    cwd: projectRoot, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const helloOutput = new CapturedLines().attach(hello.stdout).attach(hello.stderr);
  try {
    if (!(await waitUntil(() => helloOutput.lines.includes('ready'), 30_000))) throw new Error(`hello-world did not start:\n${helloOutput.text()}`);
    const json = { 'content-type': 'application/json' };
    await expectSuccess(`${base}/public/debt/claim`, { method: 'POST', headers: json, body: debtClaimBody });
    const login = await expectSuccess(`${base}/console/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'member@demo.example', password: 'Member-demo-2026' }) });
    const token = (login.data as { token: string }).token;
    await expectSuccess(`${base}/console/user/identity`, { headers: { 'ts-token': token } });

    const helloWorld = await loadTest(tools, { label: 'hello-world', url: `http://127.0.0.1:${port}/` });
    progress(`hello-world: ${helloWorld.requestsPerSecond.toFixed(0)} req/s`);
    const submissions = await loadTest(tools, { label: 'submissions', url: `${base}/public/debt/claim`, method: 'POST', headers: json, body: debtClaimBody });
    progress(`submissions: ${submissions.requestsPerSecond.toFixed(0)} req/s`);
    const mails = await mailCatchUp(server);
    progress(`sales mails: ${mails.mailed} of ${mails.stored} stored claims${mails.seconds !== undefined ? `, all written ${mails.seconds.toFixed(1)} s after the load` : ', NOT all written'}`);
    const identity = await loadTest(tools, { label: 'identity', url: `${base}/console/user/identity`, headers: { 'ts-token': token } });
    progress(`identity: ${identity.requestsPerSecond.toFixed(0)} req/s`);
    // A refusal under load (a limit, an error answer) would be speed that is not there.
    await expectSuccess(`${base}/public/debt/claim`, { method: 'POST', headers: json, body: debtClaimBody });
    return {
      helloWorld, submissions, identity, mails,
      submissionsRatio: submissions.requestsPerSecond / helloWorld.requestsPerSecond,
      identityRatio: identity.requestsPerSecond / helloWorld.requestsPerSecond,
    };
  } finally {
    signalGroup(hello, 'SIGKILL');
  }
}
