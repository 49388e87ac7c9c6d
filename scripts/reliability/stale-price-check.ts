/**
 * Issue 33, finding 5: a rolling reprice. Two instances on one PostgreSQL schema; B is started
 * with a package repriced (SITE_CONTENT_ROOT: a copy of the config with its price raised), so the
 * price book in the database says the new price, while A still runs with the old config. A buyer
 * on A orders that package (by PayPal and by bank transfer). No money may be taken at the old
 * price: A refuses the order, takes it at the new price, or refuses to capture it and to mark it
 * paid (on either instance) while the simulator captures nothing.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { projectRoot, sourceFolders } from '../../engine/config/read-source-files.js';
import { killServers, startServer, type ServerProcess } from './api-server-process.js';
import { fromAddress, registerAccounts } from './fresh-accounts.js';
import { freshSchema, type FreshSchema } from './postgres-schema.js';
import type { PartRow } from './result-table.js';
import { compiledModel, shopFacts } from './shop-check-context.js';
import { approveAtSimulator, atSimulator, brief, capture, logIn, memberOrder, orderState, payPalApproval, succeeded } from './shop-client.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { folderFor, type SuiteContext } from './suite-context.js';

const check = 'stale price: order on an instance not restarted';

/** A copy of the project's config with one package's price raised; its folder (for SITE_CONTENT_ROOT). */
function repricedCopy(context: SuiteContext, packageId: string): string {
  const root = folderFor(context, 'repriced-content');
  for (const folder of sourceFolders) cpSync(join(projectRoot, folder), join(root, folder), { recursive: true });
  const file = join(root, 'config', 'pricing.yaml');
  const document = parseDocument(readFileSync(file, 'utf8'));
  const packages = document.toJS().packages as Array<{ id: string; price: number }>;
  const index = packages.findIndex((p) => p.id === packageId);
  if (index < 0) throw new Error(`${check}: package ${packageId} not in config/pricing.yaml`);
  document.setIn(['packages', index, 'price'], packages[index]!.price + 100);
  writeFileSync(file, document.toString());
  return root;
}

export async function stalePriceCheck(context: SuiteContext): Promise<PartRow> {
  if (!context.postgresUrl) return { check, verdict: 'skip', note: 'skipped (no TEST_DATABASE_URL)' };
  const facts = shopFacts(compiledModel());
  const root = repricedCopy(context, facts.packageId);
  const newPrice = compiledModel(root).pricing.packages.find((p) => p.id === facts.packageId)?.priceMinor;
  if (newPrice === undefined || newPrice === facts.priceMinor) throw new Error(`${check}: the copy's price of ${facts.packageId} did not change`);

  let sink: SmtpSink | undefined;
  let schema: FreshSchema | undefined;
  const servers: ServerProcess[] = [];
  try {
    sink = await startSmtpSink();
    schema = await freshSchema(context.postgresUrl, 'price');
    const token = randomBytes(24).toString('base64url');
    const env = { DATABASE_URL: schema.url, OPERATOR_TOKEN: token, SMTP_URL: sink.url, TEST_CAPTCHA_TEXT: context.captchaText, TEST_RATE_LIMIT_FACTOR: '100', TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' };
    // A first: it records the old prices; B then records the new one, as a restart would.
    const a = await startServer({ name: 'instance A (old config)', dataDir: folderFor(context, 'price-A'), env });
    servers.push(a);
    const b = await startServer({ name: 'instance B (repriced)', dataDir: folderFor(context, 'price-B'), env: { ...env, SITE_CONTENT_ROOT: root } });
    servers.push(b);

    const [buyer] = await registerAccounts(a.base, sink, [`reprice-${context.runId}@example.com`]);
    const { token: session, answer: login } = await logIn(a.base, buyer!.email, buyer!.password, fromAddress());
    if (!session) throw new Error(`${check}: the buyer could not log in on A: ${brief(login)}`);
    const order = (method: 'paypal' | 'bank-transfer') => memberOrder(a.base, { token: session, packageId: facts.packageId, method, captchaText: context.captchaText, headers: fromAddress() });
    const outcomes: Array<{ ok: boolean; note: string }> = [];

    const byPayPal = await order('paypal');
    if (!succeeded(byPayPal)) outcomes.push({ ok: true, note: `PayPal order refused (${brief(byPayPal)})` });
    else {
      const id = String(byPayPal.body!.data.id);
      const { amountMinor } = await orderState(a.base, id);
      if (amountMinor === newPrice) outcomes.push({ ok: true, note: `PayPal order taken at the new price ${newPrice}` });
      else {
        const approval = await payPalApproval(a.base, id, `${a.base}${facts.paymentPath(id)}`, fromAddress());
        if (!succeeded(approval)) outcomes.push({ ok: true, note: `PayPal order at ${amountMinor}: approval refused (${brief(approval)})` });
        else {
          const providerOrderId = String(approval.body!.data.providerOrderId);
          const approved = await approveAtSimulator(a.base, String(approval.body!.data.approveUrl));
          const captured = await capture(a.base, id, providerOrderId, fromAddress());
          const held = await atSimulator(a.base, providerOrderId);
          const { paid } = await orderState(a.base, id);
          outcomes.push({
            ok: !succeeded(captured) && !paid && held.captures === 0,
            note: `PayPal order at ${amountMinor}: ${approved.ok ? 'approved' : `approval page ${approved.status}`}, capture ${brief(captured)}, ${held.captures} captured at the simulator${paid ? ', order paid' : ''}`,
          });
        }
      }
    }

    const byTransfer = await order('bank-transfer');
    if (!succeeded(byTransfer)) outcomes.push({ ok: true, note: `transfer order refused (${brief(byTransfer)})` });
    else {
      const id = String(byTransfer.body!.data.id);
      const { amountMinor } = await orderState(a.base, id);
      if (amountMinor === newPrice) outcomes.push({ ok: true, note: `transfer order taken at the new price ${newPrice}` });
      else {
        // The operator marks it paid on either instance: neither may.
        const marks = [];
        for (const server of [a, b]) {
          const response = await fetch(`${server.base}/operator/orders/${id}/paid`, {
            method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ reference: `reprice ${context.runId}` }),
          });
          marks.push(`${server === a ? 'A' : 'B'} ${response.status}`);
          await response.arrayBuffer();
        }
        const { paid } = await orderState(a.base, id);
        outcomes.push({ ok: !paid, note: `transfer order at ${amountMinor}: mark-paid answered ${marks.join(', ')}${paid ? ', order paid' : ', not paid'}` });
      }
    }

    // Refused orders must have left nothing at the old price behind.
    const listed = await fetch(`${a.base}/operator/orders`, { headers: { authorization: `Bearer ${token}` } });
    const orders = listed.ok ? ((await listed.json()) as Array<{ email: string; amountMinor: number; paidAt: string | null }>) : [];
    const paidAtOld = orders.filter((o) => o.email === buyer!.email && o.amountMinor === facts.priceMinor && o.paidAt).length;
    return {
      check,
      tried: 2, rejected: outcomes.filter((o) => o.ok).length,
      verdict: outcomes.every((o) => o.ok) && paidAtOld === 0 ? 'pass' : 'fail',
      note: `${facts.packageId} ${facts.priceMinor} -> ${newPrice} on B; on A: ${outcomes.map((o) => o.note).join('; ')}${paidAtOld ? `; ${paidAtOld} orders paid at the old price` : ''}`,
    };
  } finally {
    await killServers(...servers);
    await sink?.close();
    await schema?.drop();
  }
}
