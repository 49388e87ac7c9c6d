/**
 * Part 2: hostile input on every route, one request at a time so each answer can be matched with
 * what it changed: every table's row count is read before and after, and a refused request must
 * change none upwards (a spent captcha may go, nothing may come). No answer may be a 5xx, no
 * error may reach the log, and no NUL or lone surrogate may end up stored. Then valid text of
 * every kind must come back exactly (round-trip.ts).
 */
import fc from 'fast-check';
import { rawCall, isSuccess, parseJson, type RawAnswer } from './http-client.js';
import { hostileRequest, mutations, routesFromTree, type Mutation } from './hostile-requests.js';
import { baseRequest, prepareSetup, rows, startHostileApp, type HostileApp } from './hostile-app.js';
import { roundTripChecks } from './round-trip.js';
import type { PartRow } from './result-table.js';
import { folderFor, sized, type SuiteContext } from './suite-context.js';

/**
 * Tables that record refusals by design: a wrong password is counted per address for the login
 * lockout (migration 0009). Rows there after a refused request are the refusal, not a part of it.
 */
const refusalRecords = new Set(['login_failures']);

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const loneSurrogateOrNul = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export async function hostileInputPart(context: SuiteContext): Promise<PartRow[]> {
  const hostile = await startHostileApp(folderFor(context, 'hostile'), context.captchaText);
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  try {
    const routes = routesFromTree(hostile.app.printRoutes({ commonPrefix: false }));
    const setup = await prepareSetup(hostile, context.captchaText);
    const count = sized(context, 1_200, 200);
    context.progress(`hostile input: ${count} requests over ${routes.length} routes`);
    // The hardest cases on every route that takes a body, whatever the seed; then the sample.
    const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const edges = routes.filter((r) => r.method !== 'GET').flatMap((route) => [
      { route, mutation: { kind: 'field', pick: 0, value: deepObject } as Mutation },
      { route, mutation: { kind: 'whole', value: deepObject } as Mutation },
    ]);
    const sampled = fc.sample(mutations, { numRuns: Math.max(count - edges.length, 0), seed: context.seed });
    // Every route in turn for the sample, so each gets its share whatever it holds.
    const plan = [...edges, ...sampled.map((mutation, i) => {
      const route = routes[i % routes.length];
      if (!route) throw new Error('hostile input: the app lists no routes to send requests to');
      return { route, mutation };
    })];
    const tally = { tried: 0, rejected: 0, stored: 0, partial: 0, status5xx: 0, resets: 0, htmlEchoes: 0, refusalsRecorded: 0 };
    const examples: string[] = [];
    const covered = new Set<string>();
    const started = performance.now();
    for (const { route, mutation } of plan) {
      const request = hostileRequest(route, await baseRequest(route, setup), mutation);
      const before = await hostile.counts();
      let answer: RawAnswer | undefined;
      try {
        answer = await rawCall(hostile.base, { ...request, timeoutMs: 30_000 });
      } catch (error) {
        // The server closing a connection on a body over the limit is an answer too; a 5xx is not.
        tally.resets++;
        if (examples.length < 6) examples.push(`${route.method} ${route.path} ${request.kind}: connection ${(error as Error).message}`);
      }
      const after = await hostile.counts();
      tally.tried++;
      covered.add(`${route.method} ${route.path}`);
      const grewAll = Object.entries(after).filter(([table, rows]) => rows > (before[table] ?? 0)).map(([table]) => table);
      const grew = grewAll.filter((table) => !refusalRecords.has(table));
      const success = answer !== undefined && isSuccess({ status: answer.status, body: parseJson(answer.text) });
      if (!success) tally.rejected++;
      if (success && grew.length) tally.stored++;
      if (!success && grewAll.length > grew.length) tally.refusalsRecorded++;
      if (!success && grew.length) {
        tally.partial++;
        if (examples.length < 6) examples.push(`${route.method} ${route.path} ${request.kind}: refused (${answer?.status}) but added rows to ${grew.join(', ')}`);
      }
      if (answer && answer.status >= 500) {
        tally.status5xx++;
        if (examples.length < 6) examples.push(`${route.method} ${route.path} ${request.kind}: ${answer.status} ${answer.text.slice(0, 80)}`);
      }
      if (answer && String(answer.headers['content-type'] ?? '').startsWith('text/html') && /<script|onerror=/i.test(answer.text) && !route.path.startsWith('/paypal-sandbox/checkoutnow')) tally.htmlEchoes++;
    }
    const seconds = (performance.now() - started) / 1000;
    const errorLines = hostile.log.filter((line) => /"level":(5|6)0/.test(line));
    const [firstErrorLine] = errorLines;
    const storedInvalid = await invalidTextStored(hostile);
    const allCovered = covered.size === new Set(routes.map((r) => `${r.method} ${r.path}`)).size;
    const passed = tally.status5xx === 0 && tally.partial === 0 && errorLines.length === 0 && uncaught.length === 0 && storedInvalid === 0 && tally.htmlEchoes === 0 && allCovered;
    const hostileRow: PartRow = {
      check: `hostile input on ${covered.size} routes`,
      tried: tally.tried, rejected: tally.rejected, stored: tally.stored, partial: tally.partial, status5xx: tally.status5xx,
      uncaught: errorLines.length + uncaught.length,
      perSecond: tally.tried / seconds,
      seconds,
      verdict: passed ? 'pass' : 'fail',
      note: [
        `seed ${context.seed}`,
        tally.resets && `${tally.resets} connections closed without an answer`,
        tally.refusalsRecorded && `${tally.refusalsRecorded} refused logins counted for the lockout (by design)`,
        firstErrorLine !== undefined && `${errorLines.length} errors logged, e.g. ${describeLoggedError(firstErrorLine)}`,
        uncaught.length && `${uncaught.length} uncaught in the process: ${String(uncaught[0]).slice(0, 100)}`,
        storedInvalid && `${storedInvalid} stored rows hold a NUL or lone surrogate`,
        tally.htmlEchoes && `${tally.htmlEchoes} HTML answers echoing markup`,
        !allCovered && 'not every route was reached',
        ...examples,
      ].filter(Boolean).join('; '),
    };
    return [hostileRow, ...(await roundTripChecks(context, hostile))];
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    await hostile.close();
  }
}

/** Rows anywhere whose text holds a NUL or a lone surrogate (both are refused before storage). */
async function invalidTextStored(hostile: HostileApp): Promise<number> {
  const tables = Object.keys(await hostile.counts());
  let found = 0;
  for (const table of tables) {
    const stored = await rows<{ row: string }>(hostile.database, `select row_to_json(t)::text as row from "${table}" t`);
    // PostgreSQL keeps \u0000 escaped in json text; a lone surrogate comes back as its escape too.
    found += stored.filter((r) => loneSurrogateOrNul.test(r.row) || /\\u0000|\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i.test(r.row)).length;
  }
  return found;
}

/** "RangeError: Maximum call stack size exceeded at server/api/x.ts:66" from a pino error line. */
function describeLoggedError(line: string): string {
  const entry = parseJson(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string } } | undefined;
  if (!entry?.err) return line.slice(0, 140);
  const frame = entry.err.stack?.split('\n').find((l) => l.includes('/server/'))?.trim().replace(/^.*\/(server\/[^)]+)\)?$/, '$1');
  return `${entry.err.type}: ${entry.err.message}${frame ? ` at ${frame}` : ''}`;
}
