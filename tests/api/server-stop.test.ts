import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { lockFileName } from '../../server/db/data-folder-lock';
import { acceptsConnections, freePort, spawnServer, untilHealthy, type ServerProcess } from './server-process';

// Stopping the server (SIGTERM from systemd, Docker or `kill`; Ctrl-C) finishes what visitors
// sent, frees the port and the data folder, and leaves nothing running behind.
const root = mkdtempSync(join(tmpdir(), 'site-stop-'));
const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});
let folders = 0;
const newFolder = () => join(root, `data-${++folders}`);

/** An SMTP peer that takes `delayMs` to accept each message: a verification code in flight. */
async function slowSmtp(delayMs: number) {
  let arriving!: () => void;
  const mailArriving = new Promise<void>((resolve) => (arriving = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      arriving();
      stream.resume();
      stream.on('end', () => setTimeout(callback, delayMs));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mailArriving, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

it('SIGTERM: a request in flight is answered, new connections are refused, then it exits 0 and frees the data folder', { timeout: 120_000 }, async () => {
  const smtp = await slowSmtp(2_000);
  const port = await freePort();
  const dataDir = newFolder();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SMTP_URL: smtp.url });
  started.push(server);
  await untilHealthy(server);

  const answer = fetch(`${server.base}/api/public/sendVerifyCode`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=olga%40kazan-import.example' })
    .then((r) => r.json());
  await smtp.mailArriving;
  server.child.kill('SIGTERM');
  await expect.poll(() => acceptsConnections(port), { timeout: 5_000, message: 'accepting new connections after SIGTERM' }).toBe(false);
  expect(await answer).toMatchObject({ code: 1 });
  expect(await server.exited, server.output()).toBe(0);
  expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  await smtp.close();
});

it('SIGTERM to `npm start` reaches the server: the port is free afterwards', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const dataDir = newFolder();
  const npm = spawnServer({ PORT: String(port), DATA_DIR: dataDir }, ['npm', 'start', '--', '--api-only']);
  started.push(npm);
  await untilHealthy(npm);
  npm.child.kill('SIGTERM');
  await npm.exited;
  await expect.poll(() => acceptsConnections(port), { timeout: 5_000 }).toBe(false);
  expect(existsSync(join(dataDir, lockFileName))).toBe(false);
});

/** Processes of this user whose environment holds the marker (Linux: /proc/<pid>/environ). */
function processesWith(marker: string): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker);
    } catch {
      return false; // ended meanwhile, or another user's
    }
  });
}

describe.runIf(process.platform === 'linux')('a stop signal while the site is being built', () => {
  it('stops the build and everything it started', { timeout: 180_000 }, async () => {
    const buildDir = join(root, 'build-stopped');
    const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: newFolder(), SITE_BUILD_DIR: buildDir }, [process.execPath, '--import', 'tsx', 'server/main.ts', '--build-if-needed']);
    started.push(server);
    // The build runs as a process of its own; once Vite says it is building, that process and
    // whatever it started (esbuild services, for one, when tsx's cache is cold) are under way.
    // Their number varies, so the test waits for Vite's line, not for a count.
    await expect.poll(server.output, { timeout: 120_000, interval: 200 }).toMatch(/building \w+ environment for production/);
    expect(processesWith(buildDir).length).toBeGreaterThanOrEqual(2);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect.poll(() => processesWith(buildDir), { timeout: 5_000 }).toEqual([]);
  });
});

it('the grace period bounds the wait for requests that never finish, and a second signal stops at once', { timeout: 60_000 }, async () => {
  const stopWith = async (signals: NodeJS.Signals[]) => {
    // A closer that never resolves stands for a request that never finishes.
    // It says 'stopping' when a signal has begun the stop, so the next signal is a second one
    // (two signals sent at once could merge into one).
    const script = "import { stopOnSignals } from './server/graceful-shutdown.ts'; const log = { info() { console.log('stopping'); }, error() {} };"
      + " stopOnSignals(log, 3000).add(() => new Promise(() => {})); setInterval(() => {}, 1000); console.log('ready');";
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot });
    let stdout = '';
    let look = () => {};
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      look();
    });
    const printed = (line: string) => new Promise<void>((resolve) => {
      look = () => void (stdout.split('\n').includes(line) && resolve());
      look();
    });
    await printed('ready');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const sent = Date.now();
    for (const [i, signal] of signals.entries()) {
      child.kill(signal);
      if (i === 0) await printed('stopping');
    }
    const code = await exited;
    return { code, tookMs: Date.now() - sent };
  };
  const bounded = await stopWith(['SIGTERM']);
  expect(bounded.code).toBe(1);
  expect(bounded.tookMs).toBeGreaterThanOrEqual(2_900);
  expect(bounded.tookMs).toBeLessThan(6_000);
  const twice = await stopWith(['SIGINT', 'SIGINT']);
  expect(twice.code).toBe(1);
  expect(twice.tookMs).toBeLessThan(2_000);
});
