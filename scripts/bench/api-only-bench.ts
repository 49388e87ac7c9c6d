/**
 * `npm run bench -- --only api [--rounds N]`: the API figures of the full bench alone, in well
 * under a minute a round, for working on the server. No build, check, page weights or Lighthouse,
 * and no build folder: the server runs with --api-only (the API's routes, hooks and plugins are the
 * same as when it serves the site too; only the site's static files and page routes are missing,
 * and the measured calls never reach them). Same settings as the full bench: LOG_LEVEL=warn,
 * TEST_RATE_LIMIT_FACTOR (one client sends what many visitors would), autocannon's settings of
 * api-load.ts. With several rounds, the same server answers every round, each beside a fresh
 * hello-world.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { killServers, startServer, type ServerProcess } from '../reliability/api-server-process.js';
import { loadTools } from './bench-tools.js';
import { loadSettings, measureApi, type ApiFigures } from './api-load.js';
import { formatApiRounds, writeResult, type ApiBenchResult } from './bench-report.js';
import { machine } from './machine.js';

export const apiServerEnv = { TEST_RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'warn' };

/** Runs the rounds and prints them; the exit code (1 when anything failed). */
export async function runApiOnlyBench(options: { rounds: number; progress: (line: string) => void }): Promise<number> {
  const { progress } = options;
  const started = performance.now();
  // Its own folder: the full bench empties .tmp/bench when it starts.
  const tmpDir = join(projectRoot, '.tmp/bench-api');
  let server: ServerProcess | undefined;
  try {
    rmSync(tmpDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { recursive: true });
    const load = await loadTools(progress);
    progress('starting the API server (--api-only)');
    server = await startServer({ name: 'API server', dataDir: join(tmpDir, 'data'), env: apiServerEnv });
    const rounds: ApiFigures[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      progress(`API load${options.rounds > 1 ? `, round ${round} of ${options.rounds}` : ''}: autocannon, ${loadSettings.connections} connections, ${loadSettings.warmupSeconds} s warm-up + ${loadSettings.durationSeconds} s each`);
      rounds.push(await measureApi(server, load, progress));
    }
    const result: ApiBenchResult = {
      measuredAt: new Date().toISOString(),
      machine: machine({ chromium: false }),
      settings: { load: loadSettings, serverEnv: apiServerEnv, server: 'server/main.ts --api-only' },
      rounds,
      benchSeconds: (performance.now() - started) / 1000,
    };
    const files = writeResult(join(projectRoot, 'bench/results'), result, 'api-');
    console.log(`\n${formatApiRounds(rounds)}\n`);
    progress(`done in ${result.benchSeconds.toFixed(0)} s; written to ${files.map((f) => relative(projectRoot, f)).join(' and ')}`);
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    const tail = server ? [...server.stderr.all(), ...server.stdout.all()].slice(-20) : [];
    if (tail.length) console.error(`the API server's last lines${server!.child.exitCode !== null || server!.child.signalCode ? ` (it exited: ${server!.child.exitCode ?? server!.child.signalCode})` : ''}:\n${tail.join('\n')}`);
    return 1;
  } finally {
    await killServers(server);
  }
}
