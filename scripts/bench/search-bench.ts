/**
 * The shipment-search part of the bench (issue 21: search latency, p50/p99, at the large size):
 * `npm run bench -- --only search`, and part of the full `npm run bench`. For each database it
 * starts a server on a fresh data folder with SAMPLE_DATA=large, logs in as the admin demo account
 * and times the search mix (search-mix.ts, search-latency.ts).
 *
 * The server is a process of its own, started as the api bench starts one (server/main.ts
 * --api-only through scripts/reliability/api-server-process.ts), not the app built in this
 * process: then the timing loop's own work (building bodies, reading answers) never runs on the
 * server's event loop, and what is measured is the server an operator starts, loading the sample
 * data at start as it does. LOG_LEVEL=warn and TEST_RATE_LIMIT_FACTOR as in the api bench (one
 * client sends what many members would).
 *
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL or --database-url names one: in a fresh
 * schema (search_path in DATABASE_URL), with SEED_DEMO_ACCOUNTS=true, dropped afterwards.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files.js';
import { killServers, startServer, type ServerProcess } from '../reliability/api-server-process.js';
import { freshSchema, type FreshSchema } from '../reliability/postgres-schema.js';
import { apiServerEnv } from './api-only-bench.js';
import { formatSearchRuns, writeResult, type SearchBenchResult } from './bench-report.js';
import { machine } from './machine.js';
import { buildSearchMix, mixSeed, type SearchMix } from './search-mix.js';
import { measureSearch, type SearchLoad, type SearchRun } from './search-latency.js';

export interface SearchOptions {
  load: SearchLoad;
  /** PostgreSQL too, in a fresh schema of this database. */
  databaseUrl?: string;
  progress: (line: string) => void;
}

export const defaultSearchLoad: SearchLoad = { samples: 100, clients: 8, concurrentRequests: 800 };
export const searchServerEnv = { ...apiServerEnv, SAMPLE_DATA: 'large' };

/** Every database's run, PGlite first. */
export async function measureSearchRuns(options: SearchOptions): Promise<{ runs: SearchRun[]; mix: SearchMix }> {
  const { progress } = options;
  const model = loadSiteModelFromDisk();
  if (!model.ok) throw new Error('the config has errors: run npm run check');
  progress('search: generating the large sample data here too, for the keywords (the server loads the same)');
  const mix = buildSearchMix(model.value.catalogue);
  // Its own folder: the other parts empty theirs when they start.
  const tmpDir = join(projectRoot, '.tmp/bench-search');
  rmSync(tmpDir, { recursive: true, force: true });
  const runs: SearchRun[] = [];
  runs.push(await runOn({ name: 'PGlite', dataDir: join(tmpDir, 'data-pglite') }, mix, options));
  if (options.databaseUrl) {
    const schema: FreshSchema = await freshSchema(options.databaseUrl, 'bench_search');
    try {
      const version = await postgresVersion(options.databaseUrl);
      runs.push(await runOn({ name: `PostgreSQL ${version}`, dataDir: join(tmpDir, 'data-postgres'), env: { DATABASE_URL: schema.url, SEED_DEMO_ACCOUNTS: 'true' } }, mix, options));
    } finally {
      await schema.drop();
    }
  }
  return { runs, mix };
}

async function runOn(database: { name: string; dataDir: string; env?: Record<string, string> }, mix: SearchMix, options: SearchOptions): Promise<SearchRun> {
  const { progress } = options;
  mkdirSync(database.dataDir, { recursive: true });
  progress(`search, ${database.name}: starting the API server (--api-only) with SAMPLE_DATA=large`);
  const started = performance.now();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ name: `search server (${database.name})`, dataDir: database.dataDir, env: { ...searchServerEnv, ...database.env } }, 300_000);
    const serverReadySeconds = (performance.now() - started) / 1000;
    progress(`search, ${database.name}: server ready in ${serverReadySeconds.toFixed(1)} s`);
    const before = loadavg()[0]!;
    const timings = await measureSearch(server.base, mix, options.load, progress);
    return { database: database.name, serverReadySeconds, loadAverage: { before, after: loadavg()[0]! }, ...timings };
  } catch (error) {
    const tail = server ? [...server.stderr.all(), ...server.stdout.all()].slice(-20) : [];
    if (tail.length) console.error(`the search server's last lines (${database.name}):\n${tail.join('\n')}`);
    throw error;
  } finally {
    await killServers(server);
  }
}

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version.split(' ')[0] ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** `npm run bench -- --only search`: the runs, printed and written to bench/results/search-*.json; the exit code. */
export async function runSearchOnlyBench(options: SearchOptions): Promise<number> {
  const started = performance.now();
  try {
    const { runs, mix } = await measureSearchRuns(options);
    const result: SearchBenchResult = {
      measuredAt: new Date().toISOString(),
      machine: machine({ chromium: false }),
      settings: { load: options.load, serverEnv: searchServerEnv, server: 'server/main.ts --api-only', mixSeed, datasets: mix.datasets, sampleData: `seed 1, large: ${mix.records} records, ${mix.companies} companies` },
      runs,
      benchSeconds: (performance.now() - started) / 1000,
    };
    const files = writeResult(join(projectRoot, 'bench/results'), result, 'search-');
    console.log(`\n${formatSearchRuns(runs, options.load)}\n`);
    options.progress(`done in ${result.benchSeconds.toFixed(0)} s; written to ${files.map((f) => relative(projectRoot, f)).join(' and ')}`);
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    return 1;
  }
}
