/**
 * `npm run test:reliability` (full size) and `npm run test:reliability -- --short` (CI size, run
 * by `npm test`): config fuzzing, hostile API input, load with idempotent retries and rate
 * limits, kill -9 mid-load, Redis stopped mid-run, every security point of issue 15, and the
 * money path and accounts against a hostile client (issue 33). Prints one table, writes it as
 * JSON to .tmp/reliability/results-<short|full>.json, and exits 1 when any check fails (a skipped
 * check is shown, and fails nothing).
 *
 * Options: --short, --only 2,6 (parts to run), --seed N, --keep (leave the run's data folders).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { killAllChildren } from './child-processes.js';
import { allPassed, formatTable, timed, writeResults, type PartRow, type Row } from './result-table.js';
import type { SuiteContext } from './suite-context.js';
import { configFuzzPart } from './config-fuzz-part.js';
import { hostileInputPart } from './hostile-input-part.js';
import { loadPart } from './load-part.js';
import { rateLimitPart } from './rate-limit-part.js';
import { killPart } from './kill-part.js';
import { redisOutagePart } from './redis-outage-part.js';
import { securityPart } from './security-part.js';
import { processChecksPart } from './process-checks-part.js';
import { hostileClientPart } from './hostile-client-part.js';
import { stalePriceCheck } from './stale-price-check.js';
import { prepareServers } from './api-server-process.js';

const { values } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    only: { type: 'string' },
    seed: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const runId = `r${Date.now().toString(36)}`;
const context: SuiteContext = {
  short: values.short ?? false,
  runId,
  seed: values.seed ? Number(values.seed) : Date.now() % 1_000_000,
  workDir: join(projectRoot, '.tmp', 'reliability', runId),
  captchaText: 'k4pz',
  postgresUrl: process.env.TEST_DATABASE_URL || undefined,
  redisUrl: process.env.TEST_REDIS_URL || undefined,
  progress: (message) => process.stderr.write(`[reliability ${elapsed()}s] ${message}\n`),
};
mkdirSync(context.workDir, { recursive: true });

// The config check runs in this process, so its time is bounded as well as its count: on a busy
// machine it checks fewer mutants, and its row says how many.
const fuzzSize = context.short ? { runs: 300, budgetMs: 40_000, minimum: 50 } : { runs: 10_000, budgetMs: 180_000, minimum: 500 };
const parts: Array<{ part: string; name: string; run: () => Promise<PartRow[]> }> = [
  { part: '1', name: 'config fuzzing', run: () => configFuzzPart({ ...fuzzSize, seed: context.seed }) },
  { part: '2', name: 'hostile API input', run: () => hostileInputPart(context) },
  { part: '3', name: 'load with idempotent retries', run: () => loadPart(context) },
  { part: '3', name: 'rate limits', run: () => rateLimitPart(context) },
  { part: '4', name: 'kill -9 mid-load', run: () => killPart(context) },
  { part: '5', name: 'Redis stopped mid-run', run: () => redisOutagePart(context) },
  { part: '6', name: 'security checks (API)', run: () => securityPart(context) },
  { part: '6', name: 'security checks (processes)', run: () => processChecksPart(context) },
  { part: '7', name: 'hostile client (issue 33)', run: () => hostileClientPart(context) },
  { part: '7', name: 'stale price in a rolling reprice', run: async () => [await timed(() => stalePriceCheck(context))] },
];
const only = values.only ? new Set(values.only.split(',').map((p) => p.trim())) : undefined;

const suiteStarted = performance.now();
function elapsed(): string {
  return ((performance.now() - suiteStarted) / 1000).toFixed(0);
}

// The server every part starts, compiled now (files edited while the suite runs do not change it),
// and the first embedded database made while the config fuzzing runs, when a part will need them.
const preparing = parts.some((p) => (!only || only.has(p.part)) && !['1', '2'].includes(p.part)) ? prepareServers() : Promise.resolve();
preparing.catch(() => undefined); // a part that starts a server reports the failure

const rows: Row[] = [];
for (const part of parts) {
  if (only && !only.has(part.part)) continue;
  context.progress(`part ${part.part}: ${part.name}`);
  const started = performance.now();
  let produced: PartRow[];
  try {
    produced = await part.run();
  } catch (error) {
    // A part that cannot run is a failing row with the reason, never a silent gap in the table.
    produced = [{ check: part.name, verdict: 'fail', note: `could not run: ${(error as Error).message.split('\n').slice(0, 3).join(' | ')}` }];
  } finally {
    await preparing.catch(() => undefined); // the compiler and the first server are the run's, not the part's
    killAllChildren(); // nothing of one part outlives it
  }
  const seconds = (performance.now() - started) / 1000;
  for (const row of produced) rows.push({ ...row, part: part.part, seconds: row.seconds ?? seconds });
}

const passed = allPassed(rows);
// A run of some parts only does not overwrite the record of a whole run.
const file = join(projectRoot, '.tmp', 'reliability', `results-${context.short ? 'short' : 'full'}${only ? `-only-${[...only].join('-')}` : ''}.json`);
writeResults(file, {
  mode: context.short ? 'short' : 'full',
  startedAt: new Date(Date.now() - (performance.now() - suiteStarted)).toISOString(),
  seconds: (performance.now() - suiteStarted) / 1000,
  passed,
  commit: gitCommit(),
  environment: { postgres: Boolean(context.postgresUrl), redis: Boolean(context.redisUrl) },
  rows,
});
if (!values.keep) rmSync(context.workDir, { recursive: true, force: true });

console.log(`\nReliability suite (${context.short ? 'short' : 'full'}, seed ${context.seed}, ${elapsed()} s)\n`);
console.log(formatTable(rows));
console.log(`\n${rows.filter((r) => r.verdict === 'fail').length} failing, ${rows.filter((r) => r.verdict === 'skip').length} skipped, ${rows.filter((r) => r.verdict === 'pass').length} passing. Results: ${file}`);
process.exit(passed ? 0 : 1);

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
