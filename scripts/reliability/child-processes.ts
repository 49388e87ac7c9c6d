/**
 * Child processes of the suite (API servers, redis-server, npm start): each is started in a
 * process group of its own, so killing the group also ends what it started (npm's node), and every
 * one still running when the suite ends, fails or is interrupted is killed. Nothing here ever
 * signals a process the suite did not start.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

const running = new Set<ChildProcess>();
let handlersInstalled = false;

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killAllChildren();
      process.exit(130);
    });
  }
}

/** Spawns asynchronously (never spawnSync: a child talking to a server in this process would deadlock). */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  installExitHandlers();
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Signals the child's whole process group (it leads one: spawned detached). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || !isRunning(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export function killAllChildren(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
}

export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (!isRunning(child)) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Waits for the child to exit, up to `ms`; undefined if it is still running then. */
export async function exitWithin(child: ChildProcess, ms: number) {
  return Promise.race([exitOf(child), sleep(ms).then(() => undefined)]);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether this process could listen on the port now (nobody holds it). */
export async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) await new Promise((resolve) => server.close(resolve));
  return free;
}

/** Polls `check` until it holds or `ms` pass; returns whether it held. */
export async function waitUntil(check: () => Promise<boolean> | boolean, ms: number, everyMs = 200): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

/** The lines a child writes, kept as they arrive (a child whose pipe is not read would block). */
export class CapturedLines {
  readonly lines: string[] = [];
  private partial = '';

  attach(stream: NodeJS.ReadableStream | null | undefined): this {
    stream?.setEncoding?.('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = parts.pop() ?? '';
      this.lines.push(...parts);
    });
    return this;
  }

  all(): string[] {
    return this.partial ? [...this.lines, this.partial] : this.lines;
  }

  text(): string {
    return this.all().join('\n');
  }
}
