/**
 * Part 6, the security points about the server process: SIGTERM drains a request in flight, a
 * second server on the same data folder refuses to start, `npm start` stopped by SIGTERM frees its
 * port, and a 301 redirect keeps the query string. The last two need a built site: the existing
 * build/ when it is current; otherwise the full run builds it and the short run skips them.
 */
import { existsSync, readFileSync, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { contentRoot, projectRoot } from '../../engine/config/read-source-files.js';
import { inputHash } from '../../engine/build/input-hash.js';
import { manifestFile, type SiteManifest } from '../../server/site-manifest.js';
import { cleanEnvironment, healthy, killServers, spawnServer, startServer, withFirstDatabase, type ServerProcess } from './api-server-process.js';
import { exitOf, freePort, isRunning, portIsFree, signalGroup, sleep, spawnTracked } from './child-processes.js';
import { describeWait, waitScaled } from './machine-load.js';
import { call, isEnvelope, storedSubmissions } from './http-client.js';
import { timed, type PartRow } from './result-table.js';
import { startSlowPost } from './slow-connections.js';
import { folderFor, type SuiteContext } from './suite-context.js';

export async function processChecksPart(context: SuiteContext): Promise<PartRow[]> {
  const dataDir = folderFor(context, 'process');
  const env = { TEST_RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'warn' };
  const servers: ServerProcess[] = [];
  try {
    const drained = await timed(() => sigtermDrains(context, dataDir, env, servers));
    const second = await timed(() => secondServerRefused(context, servers.at(-1)));
    return [drained, second, ...(await timed(() => builtSiteChecks(context)))];
  } finally {
    await killServers(...servers);
  }
}

/** A request whose body is still arriving when SIGTERM comes is answered, stored, and the server exits 0. */
async function sigtermDrains(context: SuiteContext, dataDir: string, env: Record<string, string>, servers: ServerProcess[]): Promise<PartRow> {
  const port = await freePort();
  const first = await startServer({ name: 'drain server', dataDir, port, env });
  servers.push(first);
  const marker = `drain ${context.runId}`;
  const slow = await startSlowPost(port, '/public/debt/claim', {
    creditor: { contactName: 'Slow Sender', contactEmail: 'slow@example.com', phone: '+1 555 0100' },
    debtor: { companyName: 'Debtor Co', contactName: 'Ivan', debtValue: 'USD 5', lastContactDetails: marker },
  }, { 'Idempotency-Key': `drain-${context.runId}` });
  await sleep(300);
  first.child.kill('SIGTERM');
  const signalledAt = performance.now();
  await sleep(700); // the signal has been handled; the request is still in flight
  const answer = await slow.finish();
  // It drains for at most 10 s; on a busy machine its exit may come later than that.
  const waitedForExit = await waitScaled(() => !isRunning(first.child), 15_000, 100);
  const exit = isRunning(first.child) ? undefined : await exitOf(first.child);
  const exitSeconds = (performance.now() - signalledAt) / 1000;
  const acked = answer.status === 200 && isEnvelope(answer.body) && answer.body.code === 1;
  // Started again on the same folder: the drained submission must be there.
  const again = await startServer({ name: 'drain server (again)', dataDir, port: await freePort(), env });
  servers.push(again);
  const stored = (await storedSubmissions(again.base, again.operatorToken(), ['debt-claim'])).filter((row) => JSON.stringify(row.payload).includes(marker)).length;
  return {
    check: 'SIGTERM drains an in-flight request',
    tried: 1, stored,
    verdict: acked && stored === 1 && exit?.code === 0 ? 'pass' : 'fail',
    note: [
      acked ? 'answered with success' : `answer: ${answer.status ?? '-'} ${answer.error ?? JSON.stringify(answer.body)?.slice(0, 80)}`,
      exit ? `exited with ${exit.code ?? exit.signal} ${exitSeconds.toFixed(1)} s after SIGTERM` : `still running after SIGTERM: ${describeWait(waitedForExit, 15_000)}`,
      `${stored} stored`,
    ].join('; '),
  };
}

/** A second server on a data folder another server holds must not start. */
async function secondServerRefused(context: SuiteContext, holder: ServerProcess | undefined): Promise<PartRow> {
  const check = 'second server on one DATA_DIR refuses to start';
  if (!holder) return { check, verdict: 'fail', note: 'no first server to hold the folder' };
  const second = await spawnServer({ name: 'second server', dataDir: holder.dataDir, env: { LOG_LEVEL: 'warn' } });
  let answered = false;
  const waited = await waitScaled(async () => !isRunning(second.child) || (answered = await healthy(second.base)), 30_000, 250);
  const exit = isRunning(second.child) ? undefined : await exitOf(second.child);
  await killServers(second);
  const firstStillHealthy = await healthy(holder.base);
  const reason = second.stderr.all().find((line) => line.trim()) ?? '';
  return {
    check,
    tried: 1,
    verdict: !answered && exit !== undefined && exit.code !== 0 && firstStillHealthy ? 'pass' : 'fail',
    note: [
      answered ? 'the second server started and answered /healthz' : exit ? `exited with ${exit.code ?? exit.signal}: ${reason.slice(0, 100)}` : `neither started nor exited: ${describeWait(waited, 30_000)}`,
      firstStillHealthy ? 'the first still healthy' : 'the first no longer answers',
    ].join('; '),
  };
}

function buildIsCurrent(): boolean {
  const file = join(projectRoot, 'build', manifestFile);
  if (!existsSync(file)) return false;
  const built = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  return built.inputHash === inputHash(projectRoot, contentRoot());
}

/** `npm run build`, its output kept in the run's folder. */
async function buildSite(context: SuiteContext): Promise<boolean> {
  context.progress('building the site for the redirect and npm start checks');
  const log = createWriteStream(join(folderFor(context, 'build'), 'build.log'));
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], { cwd: projectRoot, env: cleanEnvironment({}), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exit = await exitOf(child);
  return exit.code === 0;
}

async function builtSiteChecks(context: SuiteContext): Promise<PartRow[]> {
  const names = ['301 redirect keeps the query string', '`npm start` stopped by SIGTERM frees its port'] as const;
  if (!buildIsCurrent()) {
    if (context.short) return names.map((check) => ({ check, verdict: 'skip' as const, note: 'skipped: build/ is missing or not current (the full run builds it)' }));
    if (!(await buildSite(context)) || !buildIsCurrent()) return names.map((check) => ({ check, verdict: 'fail' as const, note: 'the site did not build (see build.log with --keep)' }));
  }
  const port = await freePort();
  // A data folder as a restart finds it: what is checked is the stop, not a first start.
  const dataDir = folderFor(context, 'npm-start');
  await withFirstDatabase(dataDir);
  const npm = spawnTracked('npm', ['start'], {
    cwd: projectRoot,
    env: cleanEnvironment({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SAMPLE_DATA: 'none', LOG_LEVEL: 'warn' }),
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    // npm start compiles the server first when its sources changed, then starts it.
    const started = await waitScaled(() => healthy(base), 90_000, 250);
    if (!started.held) return names.map((check) => ({ check, verdict: 'fail' as const, note: `\`npm start\` was not healthy in time: ${describeWait(started, 90_000)}` }));
    const redirect = await call(base, '/products?utm_source=news&ref=a%20b');
    const location = redirect.headers.get('location') ?? '';
    const kept = redirect.status === 301 && location.endsWith('/en/products?utm_source=news&ref=a%20b');

    npm.kill('SIGTERM'); // npm itself, as a supervisor would signal it
    const stoppedAt = performance.now();
    const freed = await waitScaled(() => portIsFree(port), 15_000, 100);
    const freedAfter = (performance.now() - stoppedAt) / 1000;
    await waitScaled(() => !isRunning(npm), 5_000, 100);
    const exit = isRunning(npm) ? undefined : await exitOf(npm);
    return [
      { check: names[0], tried: 1, verdict: kept ? 'pass' : 'fail', note: `GET /products?utm_source=news&ref=a%20b -> ${redirect.status} ${location}` },
      {
        check: names[1], tried: 1,
        verdict: freed.held && exit !== undefined ? 'pass' : 'fail',
        note: `${freed.held ? `port free ${freedAfter.toFixed(1)} s after SIGTERM` : `port still held after SIGTERM: ${describeWait(freed, 15_000)}`}; npm ${exit ? `exited with ${exit.code ?? exit.signal}` : 'still running'}`,
      },
    ];
  } finally {
    signalGroup(npm, 'SIGKILL');
    await sleep(100);
  }
}
