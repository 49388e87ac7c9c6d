/**
 * Part 4: kill -9 in the middle of keyed load. On the embedded database the one server is killed
 * and started again on the same data folder while clients keep retrying with their keys; on
 * PostgreSQL with Redis one of two instances is killed and clients fail over to the other. Either
 * way every acknowledged submission must be stored exactly once.
 */
import { randomBytes } from 'node:crypto';
import { freePort } from './child-processes.js';
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { checkStored, runKeyedLoad, type KeyedLoadResult, type StoredCheck } from './keyed-load.js';
import { keyedLoadRow } from './keyed-load-row.js';
import { scaledMs } from './machine-load.js';
import { freshSchema, type FreshSchema } from './postgres-schema.js';
import { timed, type PartRow } from './result-table.js';
import { folderFor, sized, type SuiteContext } from './suite-context.js';

const loadEnv = (context: SuiteContext) => ({ TEST_CAPTCHA_TEXT: context.captchaText, TEST_RATE_LIMIT_FACTOR: '10000', LOG_LEVEL: 'warn' });
const killAt = 0.4; // of the submissions answered

export async function killPart(context: SuiteContext): Promise<PartRow[]> {
  const rows = [await timed(() => embeddedKill(context))];
  if (context.postgresUrl && context.redisUrl) rows.push(await timed(() => postgresKill(context, context.postgresUrl!, context.redisUrl!)));
  else rows.push({ check: 'kill -9 one of two instances (PostgreSQL + Redis)', verdict: 'skip', note: 'skipped (no TEST_DATABASE_URL and TEST_REDIS_URL)' });
  return rows;
}

async function embeddedKill(context: SuiteContext): Promise<PartRow> {
  const dataDir = folderFor(context, 'kill-embedded');
  const port = await freePort();
  const env = loadEnv(context);
  const servers: ServerProcess[] = [];
  try {
    const first = await startServer({ name: 'embedded server', dataDir, port, env });
    servers.push(first);
    const count = sized(context, 1_000, 150);
    let restart: Promise<ServerProcess> | undefined;
    let downAt = 0;
    let upAfterMs = 0;
    const runId = `${context.runId}E`;
    const load = await runKeyedLoad({
      bases: [first.base], count, concurrency: sized(context, 30, 15), runId, doubleRate: 0.1, abortRate: 0.1, contactRate: 0.25,
      captchaText: context.captchaText, giveUpAfterMs: scaledMs(120_000), seed: context.seed + 4,
      onProgress: (done) => {
        if (restart || done < count * killAt) return;
        context.progress(`kill -9 the embedded server after ${done} answered submissions, then start it again`);
        first.child.kill('SIGKILL');
        downAt = performance.now();
        restart = startServer({ name: 'embedded server (restarted)', dataDir, port, env }).then((server) => {
          upAfterMs = performance.now() - downAt;
          servers.push(server);
          return server;
        });
        restart.catch(() => undefined); // awaited below; the load goes on meanwhile
      },
    });
    if (!restart) throw new Error('the load finished before the kill');
    const restarted = await restart;
    const stored = await checkStored(restarted.base, restarted.operatorToken(), runId, load);
    return row('kill -9 embedded server, restart on same DATA_DIR', load, stored, `back after ${(upAfterMs / 1000).toFixed(1)} s`);
  } finally {
    await killServers(...servers);
  }
}

async function postgresKill(context: SuiteContext, postgresUrl: string, redisUrl: string): Promise<PartRow> {
  let schema: FreshSchema | undefined;
  const servers: ServerProcess[] = [];
  try {
    schema = await freshSchema(postgresUrl, 'kill');
    const env = { ...loadEnv(context), DATABASE_URL: schema.url, REDIS_URL: redisUrl, OPERATOR_TOKEN: randomBytes(24).toString('base64url') };
    const start = (name: string) => startServer({ name, dataDir: folderFor(context, `kill-${name.at(-1)}`), env });
    const [a, b] = await Promise.all([start('instance A'), start('instance B')]);
    servers.push(a, b);
    const count = sized(context, 1_000, 150);
    let killed = false;
    const runId = `${context.runId}P`;
    const load = await runKeyedLoad({
      bases: [a.base, b.base], count, concurrency: sized(context, 30, 15), runId, doubleRate: 0.1, abortRate: 0.1, contactRate: 0.25,
      captchaText: context.captchaText, giveUpAfterMs: scaledMs(60_000), seed: context.seed + 5,
      onProgress: (done) => {
        if (killed || done < count * killAt) return;
        killed = true;
        context.progress(`kill -9 instance A after ${done} answered submissions; clients fail over to B`);
        a.child.kill('SIGKILL');
      },
    });
    const stored = await checkStored(b.base, b.operatorToken(), runId, load);
    return row('kill -9 one of two instances (PostgreSQL + Redis)', load, stored, 'failover to the other instance');
  } finally {
    await killServers(...servers);
    await schema?.drop();
  }
}

function row(check: string, load: KeyedLoadResult, stored: StoredCheck, how: string): PartRow {
  return keyedLoadRow(check, load, stored, { strict: false, lead: [how, `${load.acked.size} acked, ${load.networkErrors} failed tries retried`] });
}
