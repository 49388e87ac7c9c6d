import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import { codes, failure, success, type Envelope } from '../api/envelope.js';
import { answeredOnce, claimKey, idempotencyCheck, type KeyUse } from '../api/idempotency.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import type { OrderView } from '../../engine/api/payment-calls.js';
import { markPaid, orderById, orderByProviderId, orderView, statusOf, type OrderRow } from './order-store.js';
import { allowedSiteOrigins, orderCodes, paymentPaths, type OrderContext } from './order-context.js';
import { paypalItemDescription, storeReceipt } from './order-mails.js';
import { mailLocaleOf } from '../mail/localized-mail.js';

const orderNumber = /^[0-9]{1,15}$/;
const providerReference = /^[A-Za-z0-9_-]{1,64}$/;
const paypalLocales: Record<string, string> = { 'zh-cn': 'zh-CN', en: 'en-US', ru: 'ru-RU' };
/** Provider order statuses in which the buyer may still approve it, or it may be captured. */
const approvableStatuses = new Set(['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'APPROVED']);
/**
 * PayPal's approval link works for about 3 hours: a stored provider order is answered again while
 * it is younger than this, which leaves the buyer half an hour to approve it.
 */
const approvalLinkReuseMs = 2.5 * 3_600_000;
/** Why an order is not charged, for the answer's msg (the page words it from data.reason). */
const notPayableMessages: Record<'paid' | 'reservation-expired' | 'upgraded' | 'offline' | 'repriced', string> = {
  paid: 'This order is paid already',
  'reservation-expired': 'This order can no longer be paid: its 7-day reservation ended',
  upgraded: 'This order can no longer be paid: its package was upgraded',
  offline: 'This order can no longer be paid: its package is no longer sold',
  repriced: 'This order can no longer be paid: the price of its package is not the price it was ordered at; place a new order at the current price',
};

const lookupSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: orderNumber.source } } },
} as const;
const queryLookupSchema = {
  querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: providerReference.source } } },
} as const;
const payPalBody = (extra: Record<string, object>, required: string[]) => ({
  body: { type: 'object', required: ['orderId', ...required], properties: { orderId: { type: 'string', pattern: orderNumber.source }, ...extra } },
});

/**
 * Spec 5 and 7: the payment page's calls. GET /public/payment/{digits} or ?id= (an order number
 * or the provider's order number) answers the order; POST /public/paypal creates the provider's
 * order and answers where the buyer approves it; POST /public/paypal/capture takes the money and
 * marks the order paid, which grants the package. Only an order that is still reserved is ever
 * charged, and a second capture charges nothing.
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: OrderContext, paymentPage: string) {
  const db = ctx.database.db;
  const answerOrder = async (order: OrderRow | undefined): Promise<Envelope> => {
    if (!order) return failure(orderCodes.orderNotFound, { field: 'id' }, 'There is no order with this number');
    return success(orderView(order, await statusOf(db, order), ctx.model));
  };

  app.get<{ Params: { id: string } }>('/public/payment/:id', { schema: lookupSchema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return answerOrder(await orderById(db, Number(request.params.id)));
  });
  app.get<{ Querystring: { id: string } }>('/public/payment', { schema: queryLookupSchema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { id } = request.query;
    return answerOrder(orderNumber.test(id) ? await orderById(db, Number(id)) : await orderByProviderId(db, id));
  });

  app.post<{ Body: { orderId: string; returnUrl: string } }>('/public/paypal', {
    schema: payPalBody({ returnUrl: { type: 'string', maxLength: 500 } }, ['returnUrl']), config: { rateLimit: ctx.rateLimits.forms }, preHandler: idempotencyCheck(db, ctx.sessions),
  }, answeredOnce(async (request) => {
    const body = request.body as { orderId: string; returnUrl: string };
    const order = await orderById(db, Number(body.orderId));
    if (!order) return failure(orderCodes.orderNotFound, { field: 'orderId' }, 'There is no order with this number');
    if (order.method !== 'paypal') return failure(codes.wrongParameters, { field: 'orderId' }, 'This order is paid by bank transfer');
    const refusal = await notPayable(order);
    if (refusal) return refusal;
    const returnUrl = checkedReturnUrl(body.returnUrl, order);
    if (!returnUrl) return failure(codes.wrongParameters, { field: 'returnUrl' }, 'The buyer can only be sent back to this order\'s payment page');
    const provider = await providerOrderFor(order, returnUrl, request);
    if ('answer' in provider) return provider.answer;
    return keptUnderKey(request.keyUse, success({ providerOrderId: provider.id, approveUrl: approvalAddress(returnUrl, provider.approveUrl) }));
  }));

  app.post<{ Body: { orderId: string; providerOrderId: string } }>('/public/paypal/capture', {
    schema: payPalBody({ providerOrderId: { type: 'string', pattern: providerReference.source } }, ['providerOrderId']), config: { rateLimit: ctx.rateLimits.forms }, preHandler: idempotencyCheck(db, ctx.sessions),
  }, answeredOnce(async (request) => {
    const body = request.body as { orderId: string; providerOrderId: string };
    const order = await orderById(db, Number(body.orderId));
    if (!order) return failure(orderCodes.orderNotFound, { field: 'orderId' }, 'There is no order with this number');
    if (order.providerOrderId !== body.providerOrderId) return failure(codes.wrongParameters, { field: 'providerOrderId' }, 'This payment belongs to another order');
    // Paid already (a second capture, a reload): answered as it is, nothing is charged again.
    if (order.paidAt) return answerOrder(order);
    const refusal = await notPayable(order);
    if (refusal) return refusal;

    // One request id per order: PayPal answers a repeated capture with the first one.
    let captured = await ctx.paypal.captureOrder(order.providerOrderId, `capture-${order.id}`);
    if (!captured.ok && captured.error.kind === 'already-captured') captured = await ctx.paypal.getOrder(order.providerOrderId);
    if (!captured.ok) {
      const { kind } = captured.error;
      request.log.warn({ order: String(order.id), kind }, 'PayPal capture failed');
      if (kind === 'declined') return failure(orderCodes.paymentDeclined, {}, 'The payment was declined; choose another way to pay at PayPal');
      if (kind === 'not-approved') return failure(orderCodes.notApproved, {}, 'The payment has not been approved at PayPal yet');
      return failure(orderCodes.providerUnavailable, {}, 'The payment provider cannot be reached; please try again in a few minutes');
    }
    const capture = captured.value.capture;
    if (!capture || capture.status !== 'COMPLETED' || capture.amountMinor !== order.amountMinor || capture.currency !== order.currency) {
      request.log.error({ order: String(order.id), status: capture?.status, amountMinor: capture?.amountMinor, currency: capture?.currency }, 'PayPal capture does not settle the order; check it by hand');
      return failure(orderCodes.amountMismatch, {}, 'The payment could not be confirmed; our team will check it and write to you');
    }
    return keptUnderKey(request.keyUse, await settle(order, capture.id, request));
  }));

  /**
   * A success kept under the call's Idempotency-Key (the provider calls are idempotent by their own
   * request ids, so twins get the same answer). Refusals are not kept: a retry tries again.
   */
  async function keptUnderKey(keyUse: KeyUse | undefined, answer: Envelope): Promise<Envelope> {
    if (keyUse && answer.code === codes.success) await claimKey(db, keyUse, answer);
    return answer;
  }

  /** Marks the order paid and tells the buyer and sales; answers the paid order. */
  async function settle(order: OrderRow, reference: string, request: FastifyRequest): Promise<Envelope> {
    const paid = await markPaid(db, { orderId: order.id, via: 'paypal', reference, model: ctx.model, onPaid: storeReceipt(ctx.model) });
    if (!paid.ok) {
      // The money was taken in the instant the order became invalid: a refund is for the team.
      const { reason, detail } = paid.error;
      request.log.error({ order: String(order.id), reason, detail, reference }, 'payment captured for an order that cannot be paid; refund it');
      return failure(orderCodes.orderNotPayable, { reason: detail ?? reason }, 'This order can no longer be paid');
    }
    const { order: paidOrder, alreadyPaid } = paid.value;
    // The receipt was committed with the payment (storeReceipt): it only has to be sent.
    if (!alreadyPaid) ctx.wakeOutbox();
    return success(orderView(paidOrder, await statusOf(db, paidOrder), ctx.model) satisfies OrderView);
  }

  /**
   * Spec 4: an order that has become invalid (or is paid) is not charged; the answer says why.
   * Asked before any provider call: an order whose amount the price book does not hold (decision
   * 042) is refused here as 'repriced' or 'offline', and nothing is charged.
   */
  async function notPayable(order: OrderRow): Promise<Envelope | undefined> {
    const status = await statusOf(db, order);
    if (status.state === 'reserved') return undefined;
    const reason = status.state === 'invalid' ? status.reason : 'paid';
    return failure(orderCodes.orderNotPayable, { reason }, notPayableMessages[reason]);
  }

  /**
   * The provider order the buyer approves (decision 042): one per order at a time. A second
   * request (another tab, a reload, anyone who knows the order number) gets the one stored while
   * its approval link lasts, so an approval already given is never orphaned; a new one only when
   * the provider no longer has it, it was voided, or its link ran out. Concurrent requests create
   * with the same PayPal-Request-Id (so the provider answers them one order) and store it with a
   * conditional update: one provider order is stored, whichever request wins.
   */
  async function providerOrderFor(order: OrderRow, returnUrl: string, request: FastifyRequest): Promise<{ id: string; approveUrl: string } | { answer: Envelope }> {
    let current = order;
    // A request that loses the store to another answers what that one stored; a third round is
    // only reached when the stored order was replaced meanwhile.
    for (let round = 0; round < 3; round++) {
      if (current.providerOrderId) {
        const existing = await existingProviderOrder(current, request);
        if (existing !== 'replace') return existing;
      }
      const created = await createProviderOrder(current, returnUrl, request);
      if (!created) return { answer: failure(orderCodes.providerUnavailable, {}, 'The payment provider cannot be reached; please try again in a few minutes') };
      const replaced = current.providerOrderId;
      const [stored] = await db.update(orders)
        .set({ providerOrderId: created.id, providerApproveUrl: created.approveUrl, providerOrderCreatedAt: new Date() })
        .where(and(eq(orders.id, order.id), replaced ? eq(orders.providerOrderId, replaced) : isNull(orders.providerOrderId)))
        .returning();
      if (stored) return created;
      const now = await orderById(db, order.id);
      if (!now) return { answer: failure(orderCodes.orderNotFound, { field: 'orderId' }, 'There is no order with this number') };
      // The twin request created with the same PayPal-Request-Id, so the same provider order.
      if (now.providerOrderId === created.id) return created;
      current = now;
    }
    request.log.error({ order: String(order.id) }, 'the provider order kept changing while it was stored');
    return { answer: failure(orderCodes.providerUnavailable, {}, 'The payment provider cannot be reached; please try again in a few minutes') };
  }

  /** What the provider says of the stored provider order: still to be approved, paid, or to be replaced. */
  async function existingProviderOrder(order: OrderRow, request: FastifyRequest): Promise<{ id: string; approveUrl: string } | { answer: Envelope } | 'replace'> {
    const providerOrderId = order.providerOrderId!;
    const found = await ctx.paypal.getOrder(providerOrderId);
    if (!found.ok) {
      if (found.error.kind === 'not-found') return 'replace';
      // Not known whether the buyer approved it: a second order now could be paid twice.
      request.log.warn({ order: String(order.id), kind: found.error.kind }, 'PayPal order could not be looked up');
      return { answer: failure(orderCodes.providerUnavailable, {}, 'The payment provider cannot be reached; please try again in a few minutes') };
    }
    if (found.value.status === 'COMPLETED') {
      // Captured (the buyer's other tab, or our answer was lost): settled as a capture is.
      const capture = found.value.capture;
      if (!capture || capture.status !== 'COMPLETED' || capture.amountMinor !== order.amountMinor || capture.currency !== order.currency) {
        request.log.error({ order: String(order.id), status: capture?.status, amountMinor: capture?.amountMinor, currency: capture?.currency }, 'PayPal order completed without settling the order; check it by hand');
        return { answer: failure(orderCodes.amountMismatch, {}, 'The payment could not be confirmed; our team will check it and write to you') };
      }
      const settled = await settle(order, capture.id, request);
      return { answer: settled.code === codes.success ? failure(orderCodes.orderNotPayable, { reason: 'paid' }, 'This order is paid already') : settled };
    }
    const approveUrl = order.providerApproveUrl ?? found.value.approveUrl;
    const age = order.providerOrderCreatedAt ? Date.now() - order.providerOrderCreatedAt.getTime() : Number.POSITIVE_INFINITY;
    if (approvableStatuses.has(found.value.status) && approveUrl && age < approvalLinkReuseMs) return { id: providerOrderId, approveUrl };
    return 'replace'; // VOIDED, or its approval link ran out
  }

  /** A new provider order; the PayPal-Request-Id names the one it replaces, so twins create one. */
  async function createProviderOrder(order: OrderRow, returnUrl: string, request: FastifyRequest): Promise<{ id: string; approveUrl: string } | undefined> {
    // In the language of the page the order was placed on, as PayPal's own pages are (locale).
    const created = await ctx.paypal.createOrder({
      referenceId: String(order.id),
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: paypalItemDescription(ctx.model, order),
      returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
      brandName: lookupMessage(ctx.model.messages[mailLocaleOf(ctx.model, order.locale)]?.common, 'brand.name'),
      locale: paypalLocales[order.locale],
      requestId: `order-${order.id}-${order.providerOrderId ? `after-${order.providerOrderId}` : 'first'}`,
    });
    if (!created.ok || !created.value.approveUrl) {
      request.log.warn({ order: String(order.id), kind: created.ok ? 'no-approve-link' : created.error.kind }, 'PayPal order could not be created');
      return undefined;
    }
    return { id: created.value.id, approveUrl: created.value.approveUrl };
  }

  /** The payment page of this order on an origin of this site, without query or fragment. */
  function checkedReturnUrl(text: string, order: OrderRow): string | undefined {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    if (!allowedSiteOrigins(ctx).has(url.origin)) return undefined;
    if (!paymentPaths(ctx.model, paymentPage, String(order.id)).includes(url.pathname)) return undefined;
    return `${url.origin}${url.pathname}`;
  }

  /**
   * The simulator's approval page is on this server: the buyer reaches it at the site origin of
   * the page they pay on (the return address, already checked), not the loopback address the
   * adapter used, and never at a host a request named.
   */
  function approvalAddress(returnUrl: string, approveUrl: string): string {
    if (!ctx.paypalIsSimulator) return approveUrl;
    const link = new URL(approveUrl);
    return `${new URL(returnUrl).origin}${link.pathname}${link.search}`;
  }
}
