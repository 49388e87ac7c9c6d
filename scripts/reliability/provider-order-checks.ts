/**
 * Issue 33, finding 4: a second POST /public/paypal for an order (the buyer's second tab, with a
 * key of its own; or anyone who knows the order number) must answer the provider order already
 * made while it can be approved, never replace it: the buyer who approves the first must be able
 * to pay with it. Tried one after the other and concurrently, each on an order of its own buyer.
 */
import { fromAddress, type Account } from './fresh-accounts.js';
import type { PartRow } from './result-table.js';
import type { ShopCheckContext } from './shop-check-context.js';
import { approveAtSimulator, brief, capture, logIn, memberOrder, orderState, payPalApproval, succeeded, type JsonAnswer } from './shop-client.js';

export async function providerOrderChecks(ctx: ShopCheckContext, sequentialBuyer: Account, concurrentBuyer: Account): Promise<PartRow[]> {
  return [
    await secondApproval(ctx, sequentialBuyer, 'one after the other', async (send) => [await send(1), await send(2)]),
    await secondApproval(ctx, concurrentBuyer, 'concurrently', (send) => Promise.all([1, 2, 3, 4].map(send))),
  ];
}

async function secondApproval(ctx: ShopCheckContext, buyer: Account, how: string, sendAll: (send: (n: number) => Promise<JsonAnswer>) => Promise<JsonAnswer[]>): Promise<PartRow> {
  const { base } = ctx;
  const check = `second PayPal approval, ${how}`;
  const { token, answer: login } = await logIn(base, buyer.email, buyer.password, fromAddress());
  if (!token) throw new Error(`${check}: the buyer could not log in: ${brief(login)}`);
  const order = await memberOrder(base, { token, packageId: ctx.packageId, method: 'paypal', captchaText: ctx.captchaText, headers: fromAddress() });
  if (!succeeded(order)) throw new Error(`${check}: the order was refused: ${brief(order)}`);
  const orderId = String(order.body!.data.id);
  const returnUrl = `${base}${ctx.paymentPath(orderId)}`;
  // Each request with a key of its own, as two tabs (or two people) send them.
  const answers = await sendAll((n) => payPalApproval(base, orderId, returnUrl, { 'idempotency-key': `second-${ctx.runId}-${orderId}-${n}`, ...fromAddress() }));
  const ids = answers.filter(succeeded).map((a) => String(a.body!.data.providerOrderId));
  const distinct = [...new Set(ids)];
  const first = answers[0];
  // The buyer approves the first answer's, and the page captures it.
  let paid = false;
  let outcome = 'not tried';
  if (first && succeeded(first)) {
    const approved = await approveAtSimulator(base, String(first.body!.data.approveUrl));
    const captured = approved.ok ? await capture(base, orderId, String(first.body!.data.providerOrderId), fromAddress()) : undefined;
    paid = captured !== undefined && succeeded(captured) && (await orderState(base, orderId)).paid;
    outcome = !approved.ok ? `approval page answered ${approved.status}` : `capture ${brief(captured!)}${captured?.body?.msg && !succeeded(captured) ? ` "${captured.body.msg}"` : ''}`;
  }
  return {
    check,
    tried: answers.length, stored: distinct.length,
    status5xx: answers.filter((a) => a.status >= 500).length,
    verdict: ids.length === answers.length && distinct.length === 1 && paid ? 'pass' : 'fail',
    note: [
      `${answers.length} requests: ${ids.length} answered, ${distinct.length} provider order${distinct.length === 1 ? '' : 's'}${ids.length < answers.length ? ` (${answers.filter((a) => !succeeded(a)).map(brief).join(', ')})` : ''}`,
      `the first approved, then ${outcome}${paid ? ': paid' : ''}`,
    ].join('; '),
  };
}
