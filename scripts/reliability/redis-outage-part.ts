/**
 * Part 5: Redis stopped mid-run. Two API instances on PostgreSQL share rate limits in a private
 * redis-server; traffic to rate-limited routes goes on while it is stopped and started again.
 * While it is away every answer must come within a bound, in the envelope, as 2xx/4xx or a
 * deliberate 503; /healthz must say Redis is unreachable; stderr must not fill with a line per
 * reconnect or request; once it is back the instances must serve again.
 */
import { randomBytes } from 'node:crypto';
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { sleep } from './child-processes.js';
import { describeWait, scaledMs, waitScaled } from './machine-load.js';
import { call, isEnvelope, type Answer } from './http-client.js';
import { freshSchema, type FreshSchema } from './postgres-schema.js';
import { redisAvailable, startPrivateRedis, type PrivateRedis } from './redis-process.js';
import type { PartRow } from './result-table.js';
import { folderFor, sized, type SuiteContext } from './suite-context.js';

/**
 * No visitor waits longer than this for any answer, Redis or not: 5 s on an idle machine, more on
 * a busy one (machine-load.ts), read when the part starts.
 */
let answerBoundMs = 5_000;
/** Once Redis is back the instances serve again within this on an idle machine. */
const recoveryBaseMs = 20_000;
const stderrLinesAllowed = 20; // per instance and outage: a line when it goes, one when it is back

interface Tally {
  tried: number;
  ok: number;
  limited: number;
  deliberate503: number;
  other5xx: number;
  hung: number;
  failed: number;
  notEnveloped: number;
  slowestMs: number;
}
const emptyTally = (): Tally => ({ tried: 0, ok: 0, limited: 0, deliberate503: 0, other5xx: 0, hung: 0, failed: 0, notEnveloped: 0, slowestMs: 0 });

/** One of the rate-limited calls (each kind of limit), at an instance. */
function rateLimitedCall(base: string, n: number): Promise<Answer> {
  const calls = [
    () => call(base, '/public/captcha', { timeoutMs: answerBoundMs }),
    () => call(base, '/api/public/statistics', { timeoutMs: answerBoundMs }),
    () => call(base, '/console/user/login', { json: { email: `nobody-${n}@example.com`, password: 'not-a-password' }, timeoutMs: answerBoundMs }),
    () => call(base, '/public/debt/claim', {
      json: { creditor: { contactName: 'Outage Tester', contactEmail: 'outage@example.com', phone: '+1 555 0100' }, debtor: { companyName: 'Debtor Co', contactName: 'Ivan', debtValue: 'USD 5', lastContactDetails: `outage ${n}` } },
      headers: { 'idempotency-key': `outage-${n}-${randomBytes(4).toString('hex')}` }, timeoutMs: answerBoundMs,
    }),
  ];
  const chosen = calls[n % calls.length];
  if (!chosen) throw new Error(`redis outage: no call for request ${n}`); // n counts up from 0
  return chosen();
}

/** Sends traffic to both instances from a few clients until `stop` says so. */
async function traffic(bases: string[], tally: Tally, stop: () => boolean): Promise<void> {
  let n = 0;
  await Promise.all([0, 1, 2, 3].map(async () => {
    while (!stop()) {
      const i = n++;
      const base = bases[i % bases.length];
      if (base === undefined) throw new Error('redis outage: no instance to send traffic to');
      tally.tried++;
      const started = performance.now();
      try {
        const answer = await rateLimitedCall(base, i);
        tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
        if (!isEnvelope(answer.body)) tally.notEnveloped++;
        if (answer.status === 429) tally.limited++;
        else if (answer.status === 503) tally.deliberate503++;
        else if (answer.status >= 500) tally.other5xx++;
        else if (answer.status === 200 && isEnvelope(answer.body) && [0, 1].includes(answer.body.code)) tally.ok++;
      } catch (error) {
        tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
        if ((error as Error).name === 'TimeoutError') tally.hung++;
        else tally.failed++;
      }
      await sleep(100);
    }
  }));
}

async function redisReportedDown(base: string): Promise<boolean> {
  try {
    const answer = await call(base, '/healthz', { timeoutMs: answerBoundMs });
    return /redis/i.test(answer.text) && (answer.status >= 500 || /unreach|down|fail|error|unavailable|disconnect|false/i.test(answer.text));
  } catch {
    return false; // no answer at all is not a report
  }
}

export async function redisOutagePart(context: SuiteContext): Promise<PartRow[]> {
  const name = 'Redis stopped mid-run (2 instances)';
  if (!context.postgresUrl) return [{ check: name, verdict: 'skip', note: 'skipped (no TEST_DATABASE_URL)' }];
  if (!redisAvailable()) return [{ check: name, verdict: 'fail', note: 'no /usr/bin/redis-server to stop and start' }];
  answerBoundMs = scaledMs(5_000);
  let redis: PrivateRedis | undefined;
  let schema: FreshSchema | undefined;
  const servers: ServerProcess[] = [];
  try {
    redis = await startPrivateRedis();
    schema = await freshSchema(context.postgresUrl, 'redis');
    const env = { DATABASE_URL: schema.url, REDIS_URL: redis.url, OPERATOR_TOKEN: randomBytes(24).toString('base64url'), TEST_CAPTCHA_TEXT: context.captchaText, TEST_RATE_LIMIT_FACTOR: '10' };
    servers.push(...(await Promise.all(['A', 'B'].map((n) => startServer({ name: `redis-outage instance ${n}`, dataDir: folderFor(context, `redis-${n}`), env })))));
    const bases = servers.map((s) => s.base);

    const before = emptyTally();
    let phaseOver = false;
    const warmup = traffic(bases, before, () => phaseOver);
    await sleep(sized(context, 5_000, 2_000));
    phaseOver = true;
    await warmup;
    const downBefore = await Promise.all(bases.map(redisReportedDown));

    context.progress('Redis stopped');
    const atStop = servers.map((server) => ({ server, stderr: server.stderr.all().length, errorLines: errorLines(server) }));
    await redis.stop();
    const outage = emptyTally();
    const outageMs = sized(context, 20_000, 8_000);
    const outageEnd = Date.now() + outageMs;
    const reported = bases.map(() => false);
    const duringOutage = traffic(bases, outage, () => Date.now() > outageEnd);
    await sleep(3_000); // a reconnect attempt or two: the instances must know by now
    while (Date.now() < outageEnd) {
      (await Promise.all(bases.map(redisReportedDown))).forEach((down, i) => (reported[i] ||= down));
      await sleep(1_000);
    }
    await duringOutage;
    const stderrLines = atStop.map((at) => at.server.stderr.all().length - at.stderr);
    const errorLogLines = atStop.map((at) => errorLines(at.server) - at.errorLines);

    context.progress('Redis started again');
    await redis.start();
    const restartedAt = performance.now();
    const after = emptyTally();
    let recovered = false;
    let recoveryOver = false;
    const recovery = traffic(bases, after, () => recoveryOver);
    const waited = await waitScaled(async () => (recovered = (await Promise.all(bases.map(redisReportedDown))).every((d) => !d) && after.ok > 0), recoveryBaseMs, 250);
    recoveryOver = true;
    const recoverySeconds = (performance.now() - restartedAt) / 1000;
    await recovery;

    const bounded = outage.hung === 0 && outage.other5xx === 0 && outage.failed === 0 && outage.notEnveloped === 0;
    return [
      {
        check: 'rate-limited routes answer while Redis is down',
        tried: outage.tried,
        rejected: outage.limited + outage.deliberate503,
        status5xx: outage.other5xx,
        perSecond: outage.tried / (outageMs / 1000),
        verdict: bounded ? 'pass' : 'fail',
        note: `${outage.ok} served, ${outage.deliberate503} deliberate 503, ${outage.limited} 429, ${outage.hung} over ${(answerBoundMs / 1000).toFixed(1)} s, ${outage.failed} connection failures, ${outage.notEnveloped} outside the envelope; slowest ${Math.round(outage.slowestMs)} ms; before the stop: ${before.ok}/${before.tried} served`,
      },
      {
        check: '/healthz reports Redis unreachable',
        tried: bases.length,
        verdict: reported.every(Boolean) && !downBefore.some(Boolean) ? 'pass' : 'fail',
        note: `reported by ${reported.filter(Boolean).length} of ${bases.length} instances during the outage; ${downBefore.filter(Boolean).length} reported it down before the stop`,
      },
      {
        check: 'no flood of error lines while Redis is down',
        verdict: stderrLines.every((n) => n <= stderrLinesAllowed) ? 'pass' : 'fail',
        note: `stderr lines per instance: ${stderrLines.join(', ')} (allowed ${stderrLinesAllowed}); error-level log lines: ${errorLogLines.join(', ')}; over ${outageMs / 1000} s`,
      },
      {
        check: 'serves again once Redis is back',
        tried: after.tried,
        status5xx: after.other5xx,
        verdict: recovered ? 'pass' : 'fail',
        note: recovered ? `recovered ${recoverySeconds.toFixed(1)} s after the restart` : `not recovered (${after.ok} of ${after.tried} served): ${describeWait(waited, recoveryBaseMs)}`,
      },
    ];
  } finally {
    await killServers(...servers);
    await redis?.stop();
    await schema?.drop();
  }
}

/** pino lines at level error (50) or fatal (60) in the server's stdout. */
function errorLines(server: ServerProcess): number {
  return server.stdout.all().filter((line) => /"level":(5|6)0/.test(line)).length;
}
