/**
 * Part 3a: bounded load with idempotent retries against one real server process on 127.0.0.1
 * (limits raised with TEST_RATE_LIMIT_FACTOR: this measures storage, not the limits). Some
 * submissions are sent twice at once, some abandoned mid-flight and retried with the same key;
 * afterwards every acknowledged id must be stored, once.
 */
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { checkStored, runKeyedLoad } from './keyed-load.js';
import type { PartRow } from './result-table.js';
import { keyedLoadRow } from './keyed-load-row.js';
import { scaledMs } from './machine-load.js';
import { folderFor, sized, type SuiteContext } from './suite-context.js';

export async function loadPart(context: SuiteContext): Promise<PartRow[]> {
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      name: 'load server',
      dataDir: folderFor(context, 'load'),
      env: { TEST_CAPTCHA_TEXT: context.captchaText, TEST_RATE_LIMIT_FACTOR: '10000', LOG_LEVEL: 'warn' },
    });
    const count = sized(context, 2_000, 300);
    const concurrency = sized(context, 50, 25);
    context.progress(`load: ${count} keyed submissions at concurrency ${concurrency}`);
    const load = await runKeyedLoad({
      bases: [server.base], count, concurrency, runId: `${context.runId}L`, doubleRate: 0.1, abortRate: 0.1, contactRate: 0.25,
      captchaText: context.captchaText, giveUpAfterMs: scaledMs(60_000), seed: context.seed,
    });
    const stored = await checkStored(server.base, server.operatorToken(), `${context.runId}L`, load);
    return [keyedLoadRow(`load + idempotent retries (c=${concurrency})`, load, stored, {
      strict: true,
      lead: [`${load.acked.size} acked, ${load.requests} requests, ${load.networkErrors} aborted/failed tries`],
      trail: [load.refused.size && `refusals: ${summarize([...load.refused.values()].map((a) => `${a.code}`))}`],
    })];
  } finally {
    await killServers(server);
  }
}

/** "10001 x3, 20008 x1": what a list of answers was, counted. */
export function summarize(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${value} x${n}`).join(', ');
}
