import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { vi } from 'vitest';
import { projectRoot } from '../../engine/config/read-source-files';
import { present } from '../unit/present';

export { freePort } from '../../scripts/reliability/child-processes';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * `node server/main.ts --api-only` (or any command given) as a child process on 127.0.0.1:port.
 * Asynchronous on purpose: a test that waits synchronously for a child cannot answer it meanwhile.
 */
export function spawnServer(env: Record<string, string>, command: string[] = [process.execPath, '--import', 'tsx', 'server/main.ts', '--api-only']): ServerProcess {
  const [file, ...args] = command;
  const child = spawn(present(file, 'a command to run'), args, { cwd: projectRoot, env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env } });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, base: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}

/** Waits until /healthz answers 200, or throws with what the process wrote if it ended or took too long. */
export async function untilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const healthy = () => fetch(`${server.base}/healthz`).then((r) => r.ok, () => false); // refused: not listening yet
  const up = await vi.waitFor(async () => {
    if (!ended && !(await healthy())) throw new Error('not yet');
  }, { timeout: timeoutMs, interval: 100 }).then(() => !ended, () => false);
  if (!up) throw new Error(`the server did not become healthy:\n${server.output()}`);
}

/** Whether something accepts new connections on the port (a raw connection: fetch may reuse one). */
export async function acceptsConnections(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
