import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import { codes, failure, success, type Envelope } from '../api/envelope.js';
import { answeredOnce, claimKey, idempotencyCheck, type KeyUse } from '../api/idempotency.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import type { OrderView } from '../../engine/api/payment-calls.js';
import { markPaid, orderById, orderByProviderId, orderView, statusOf, type OrderRow } from './order-store.js';
import { allowedSiteOrigins, orderCodes, paymentPaths, type OrderContext } from './order-context.js';
import { announcePayment } from './order-mails.js';

const orderNumber = /^[0-9]{1,15}$/;
const providerReference = /^[A-Za-z0-9_-]{1,64}$/;
const paypalLocales: Record<string, string> = { 'zh-cn': 'zh-CN', en: 'en-US', ru: 'ru-RU' };

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
    const returnUrl = checkedReturnUrl(request, body.returnUrl, order);
    if (!returnUrl) return failure(codes.wrongParameters, { field: 'returnUrl' }, 'The buyer can only be sent back to this order\'s payment page');

    const pkg = ctx.model.pricing.packages.find((p) => p.id === order.packageId);
    const name = lookupMessage(ctx.model.messages.en.common, pkg?.name ?? '') ?? order.packageId;
    const created = await ctx.paypal.createOrder({
      referenceId: String(order.id),
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `${name}, ${order.termYears} year${order.termYears === 1 ? '' : 's'} (order ${order.id})`,
      returnUrl,
      cancelUrl: `${returnUrl}?cancelled=1`,
      brandName: lookupMessage(ctx.model.messages.en.common, 'brand.name'),
      locale: paypalLocales[order.locale],
      // The same intent retried creates one provider order, not two.
      requestId: `order-${order.id}-${request.keyUse?.key ?? Date.now()}`,
    });
    if (!created.ok || !created.value.approveUrl) {
      request.log.warn({ order: String(order.id), kind: created.ok ? 'no-approve-link' : created.error.kind }, 'PayPal order could not be created');
      return failure(orderCodes.providerUnavailable, {}, 'The payment provider cannot be reached; please try again in a few minutes');
    }
    await db.update(orders).set({ providerOrderId: created.value.id }).where(eq(orders.id, order.id));
    return keptUnderKey(request.keyUse, success({ providerOrderId: created.value.id, approveUrl: approvalAddress(request, created.value.approveUrl) }));
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
    const paid = await markPaid(db, { orderId: order.id, via: 'paypal', reference, model: ctx.model });
    if (!paid.ok) {
      // The money was taken in the instant the order became invalid: a refund is for the team.
      const { reason, detail } = paid.error;
      request.log.error({ order: String(order.id), reason, detail, reference }, 'payment captured for an order that cannot be paid; refund it');
      return failure(orderCodes.orderNotPayable, { reason: detail ?? reason }, 'This order can no longer be paid');
    }
    const { order: paidOrder, alreadyPaid } = paid.value;
    if (!alreadyPaid) void announcePayment(db, ctx.mailer, ctx.model, order.id, request.log);
    return success(orderView(paidOrder, await statusOf(db, paidOrder), ctx.model) satisfies OrderView);
  }

  /** Spec 4: an order that has become invalid (or is paid) is not charged; the answer says why. */
  async function notPayable(order: OrderRow): Promise<Envelope | undefined> {
    const status = await statusOf(db, order);
    if (status.state === 'reserved') return undefined;
    const reason = status.state === 'invalid' ? status.reason : 'paid';
    return failure(orderCodes.orderNotPayable, { reason }, reason === 'paid' ? 'This order is paid already' : 'This order can no longer be paid');
  }

  /** The payment page of this order on an origin of this site, without query or fragment. */
  function checkedReturnUrl(request: FastifyRequest, text: string, order: OrderRow): string | undefined {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    if (!allowedSiteOrigins(request, ctx).has(url.origin)) return undefined;
    if (!paymentPaths(ctx.model, paymentPage, String(order.id)).includes(url.pathname)) return undefined;
    return `${url.origin}${url.pathname}`;
  }

  /**
   * The simulator's approval page is on this server: the buyer reaches it at the address they
   * reached the site by, not the loopback address the adapter used.
   */
  function approvalAddress(request: FastifyRequest, approveUrl: string): string {
    if (!ctx.paypalIsSimulator) return approveUrl;
    const link = new URL(approveUrl);
    return `${request.protocol}://${request.host}${link.pathname}${link.search}`;
  }
}
