/**
 * Part 7: where money and accounts meet a hostile client (issue 33). One embedded server behind a
 * trusted proxy (loopback, so every request may say which client it is for), its per-address
 * limits raised so that only what is checked can stop a request, its mail in the suite's SMTP
 * sink: a forged Host, the lockout raced from many addresses, the purchase form's account
 * enumeration, a second PayPal approval for one order. A check that cannot run is a failing row
 * of its own; the others still run. Part 7 also holds the rolling reprice on two PostgreSQL
 * instances (stale-price-check.ts); the operator API's limit needs the normal limits (part 3).
 */
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { forgedHostChecks } from './forged-host-checks.js';
import { registerAccounts } from './fresh-accounts.js';
import { lockoutRaceChecks } from './lockout-race-checks.js';
import { providerOrderChecks } from './provider-order-checks.js';
import { purchaseEnumerationChecks } from './purchase-enumeration-checks.js';
import { timed, type PartRow } from './result-table.js';
import { compiledModel, shopFacts, type ShopCheckContext } from './shop-check-context.js';
import { startSmtpSink } from './smtp-sink.js';
import { folderFor, type SuiteContext } from './suite-context.js';

export async function hostileClientPart(context: SuiteContext): Promise<PartRow[]> {
  const model = compiledModel();
  const sink = await startSmtpSink();
  let server: ServerProcess | undefined;
  const rows: PartRow[] = [];
  try {
    server = await startServer({
      name: 'hostile-client server', dataDir: folderFor(context, 'hostile-client'),
      env: { TRUST_PROXY: 'loopback', TEST_RATE_LIMIT_FACTOR: '100', TEST_CAPTCHA_TEXT: context.captchaText, SMTP_URL: sink.url, LOG_LEVEL: 'warn' },
    });
    const ctx: ShopCheckContext = { server, base: server.base, sink, captchaText: context.captchaText, runId: context.runId, model, ...shopFacts(model) };
    const names = ['host', 'burst', 'last-1', 'last-2', 'last-3', 'owner', 'twice-seq', 'twice-conc'] as const;
    context.progress(`hostile client: registering ${names.length} accounts`);
    const registered = await registerAccounts(server.base, sink, names.map((name) => `${name}-${context.runId}@example.com`));
    const account = (name: (typeof names)[number]) => {
      const found = registered[names.indexOf(name)];
      if (!found) throw new Error(`no account registered for ${name}`);
      return found;
    };
    const checks: Array<[string, () => Promise<PartRow[]>]> = [
      ['forged Host', () => forgedHostChecks(ctx, account('host'))],
      ['lockout race', () => lockoutRaceChecks(ctx, account('burst'), [account('last-1'), account('last-2'), account('last-3')])],
      ['purchase enumeration', () => purchaseEnumerationChecks(ctx, account('owner'))],
      ['second PayPal approval', () => providerOrderChecks(ctx, account('twice-seq'), account('twice-conc'))],
    ];
    for (const [name, check] of checks) {
      context.progress(`hostile client: ${name}`);
      rows.push(...(await orFailing(name, check)));
    }
  } finally {
    await killServers(server);
    await sink.close();
  }
  return rows;
}

/** The check's rows, or one failing row saying why it could not run. */
async function orFailing(name: string, check: () => Promise<PartRow[]>): Promise<PartRow[]> {
  try {
    return await timed(check);
  } catch (error) {
    return [{ check: name, verdict: 'fail', note: `could not run: ${(error as Error).message.split('\n').slice(0, 3).join(' | ')}` }];
  }
}
