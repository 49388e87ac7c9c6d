/**
 * A private redis-server for the suite: its own free port on 127.0.0.1, nothing saved to disk, so
 * stopping and restarting it touches no one else's Redis (never the machine's own at 6379).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { CapturedLines, exitWithin, freePort, signalGroup, spawnTracked } from './child-processes.js';
import { describeWait, waitScaled } from './machine-load.js';

export const redisServerBinary = '/usr/bin/redis-server';

export interface PrivateRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Stops it as a crash would (SIGKILL): clients get no goodbye. */
  stop(): Promise<void>;
}

/** Whether something answers PING with PONG on the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export function redisAvailable(): boolean {
  return existsSync(redisServerBinary);
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const output = new CapturedLines();
  const redis: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawnTracked(redisServerBinary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: ['ignore', 'pipe', 'pipe'] });
      output.attach(child.stdout).attach(child.stderr);
      const waited = await waitScaled(() => pong(port), 10_000, 100);
      if (!waited.held) throw new Error(`redis-server did not answer on ${port} (${describeWait(waited, 10_000)}):\n${output.all().slice(-5).join('\n')}`);
    },
    async stop() {
      if (!child) return;
      signalGroup(child, 'SIGKILL');
      await exitWithin(child, 5_000);
      child = undefined;
    },
  };
  await redis.start();
  return redis;
}
