/**
 * A real server process, started as an operator would (`node dist/server/main.js --api-only`, from
 * the suite's own compiled copy: compiled-server.ts), on 127.0.0.1 and a free port, with its own
 * data folder and its output kept for the checks that read the log.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { CapturedLines, exitOf, freePort, isRunning, signalGroup, spawnTracked } from './child-processes.js';
import { compiledServer } from './compiled-server.js';
import { describeWait, waitScaled } from './machine-load.js';

export interface ServerOptions {
  name: string;
  dataDir: string;
  /** Added to a clean environment (nothing of this shell's DATABASE_URL, REDIS_URL, TRUST_PROXY...). */
  env?: Record<string, string>;
  port?: number;
  /** Serve the built site too (no --api-only). */
  site?: boolean;
  /** An embedded database made from nothing, not a copy of the run's first one (migratedTemplate). */
  fresh?: boolean;
}

export interface ServerProcess {
  name: string;
  port: number;
  base: string;
  dataDir: string;
  child: ChildProcess;
  stdout: CapturedLines;
  stderr: CapturedLines;
  /** The operator API's token: OPERATOR_TOKEN, or the one the embedded database's server writes. */
  operatorToken(): string;
}

/** Variables of the calling shell that would change what the server under test is. */
const inheritedSettings = /^(DATABASE_URL|REDIS_URL|TRUST_PROXY|OPERATOR_TOKEN|SMTP_URL|TEST_CAPTCHA_TEXT|TEST_RATE_LIMIT_FACTOR|PORT|HOST|DATA_DIR|CORS_ORIGINS|COOKIE_DOMAIN|PAYPAL_.*|SEED_DEMO_ACCOUNTS|LOG_LEVEL|NODE_ENV|SITE_ORIGIN|SITE_CONTENT_ROOT|SITE_BUILD_DIR|SAMPLE_DATA)$/;

export function cleanEnvironment(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && !inheritedSettings.test(key)) env[key] = value;
  return { ...env, ...extra };
}

/** Starts the process without waiting for it to be ready (a second server on one folder may never be). */
export async function spawnServer(options: ServerOptions): Promise<ServerProcess> {
  if (!options.env?.DATABASE_URL && !options.fresh) await withFirstDatabase(options.dataDir);
  mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const args = [await compiledServer(), ...(options.site ? [] : ['--api-only'])];
  // No sample shipment data: no check searches it, and loading it is a fifth of a start.
  const env = cleanEnvironment({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, SAMPLE_DATA: 'none', ...options.env });
  const child = spawnTracked(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout = new CapturedLines().attach(child.stdout);
  const stderr = new CapturedLines().attach(child.stderr);
  return {
    name: options.name,
    port,
    base: `http://127.0.0.1:${port}`,
    dataDir: options.dataDir,
    child,
    stdout,
    stderr,
    operatorToken() {
      if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
      const file = join(options.dataDir, 'operator-token');
      if (!existsSync(file)) throw new Error(`${options.name}: no operator token in ${file}`);
      return readFileSync(file, 'utf8').trim();
    },
  };
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** An empty data folder gets a copy of the run's first embedded database (a folder in use is left as it is). */
export async function withFirstDatabase(dataDir: string): Promise<void> {
  if (isEmpty(dataDir)) cpSync(await migratedTemplate(), dataDir, { recursive: true });
}

/**
 * A new embedded database spends most of a server's start on initdb and the migrations (about 7
 * of 11 s on an idle machine; a minute on a busy one). So one server per run starts on an empty
 * folder, as on a first `npm start`, and stops cleanly; every later embedded server starts on a
 * copy of that folder, as on a restart. Nothing of the first server's is copied but its database.
 */
let template: Promise<string> | undefined;

/**
 * Compiles the server and makes the run's first embedded database, without waiting for a part to
 * need them: the suite starts this before its config fuzzing, which leaves the other core free.
 */
export async function prepareServers(): Promise<void> {
  await compiledServer();
  await migratedTemplate();
}

function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = join(projectRoot, '.tmp', 'reliability', `embedded-template-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const first = await startServer({ name: 'first embedded server (its folder is copied for the others)', dataDir: dir, fresh: true, env: { LOG_LEVEL: 'warn' } });
    first.child.kill('SIGTERM');
    const waited = await waitScaled(() => !isRunning(first.child), 20_000, 100);
    const exit = isRunning(first.child) ? undefined : await exitOf(first.child);
    if (exit?.code !== 0) {
      await killServers(first);
      throw new Error(`the first embedded server did not stop cleanly (${exit ? `exit ${exit.code ?? exit.signal}` : describeWait(waited, 20_000)}): ${first.stderr.all().slice(-5).join(' | ')}`);
    }
    for (const own of ['operator-token', 'database.lock', 'outbox']) rmSync(join(dir, own), { recursive: true, force: true });
    return dir;
  })();
  return template;
}

/** Whether GET /healthz answers 200 now. */
export async function healthy(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** What an idle machine needs at most to start a server (about 10 s measured), generously. */
export const serverReadyBaseMs = 60_000;

/**
 * Starts the server and waits for /healthz, as long as the machine's load says (machine-load.ts);
 * throws, saying how long it waited and with the end of its output, if it exits or stays silent.
 */
export async function startServer(options: ServerOptions, readyBaseMs = serverReadyBaseMs): Promise<ServerProcess> {
  const server = await spawnServer(options);
  let exited = false;
  const waited = await waitScaled(async () => (exited = !isRunning(server.child)) || (await healthy(server.base)), readyBaseMs, 150);
  if (waited.held && !exited) return server;
  signalGroup(server.child, 'SIGKILL');
  await exitOf(server.child);
  const tail = [...server.stderr.all(), ...server.stdout.all()].slice(-15).join('\n');
  const why = exited ? `exited before it was healthy (after ${(waited.waitedMs / 1000).toFixed(0)} s)` : `was not healthy in time: ${describeWait(waited, readyBaseMs)}`;
  throw new Error(`${options.name} on ${server.base} ${why}:\n${tail}`);
}

/** Stops every server given (SIGKILL: the checks that need a clean stop do it themselves). */
export async function killServers(...servers: Array<ServerProcess | undefined>): Promise<void> {
  await Promise.all(servers.map(async (server) => {
    if (!server) return;
    signalGroup(server.child, 'SIGKILL');
    await exitOf(server.child);
  }));
}
