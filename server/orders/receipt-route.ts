import type { FastifyInstance } from 'fastify';
import { codes, failure, success } from '../api/envelope.js';
import { sessionAccount } from '../auth/session-cookies.js';
import type { ReceiptView } from '../../engine/api/receipt-calls.js';
import { orderById, orderView, statusOf } from './order-store.js';
import { orderCodes, type OrderContext } from './order-context.js';

const receiptSchema = {
  params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } } },
} as const;

/**
 * GET /public/payment/{id}/receipt: the receipt page's call. Only the logged-in account that
 * placed the order gets it (the buyer's name and e-mail are on it); without a session the answer
 * is 401, and another account's order, an unknown number and an unpaid order are all "no such
 * order" (30001), so the call never tells whether a number is somebody's order.
 */
export function registerReceiptRoute(app: FastifyInstance, ctx: OrderContext) {
  const db = ctx.database.db;
  app.get<{ Params: { id: string } }>('/public/payment/:id/receipt', { schema: receiptSchema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store, private');
    const account = await sessionAccount(ctx.sessions, request, reply);
    if (!account) return failure(codes.notLoggedIn);
    const order = await orderById(db, Number(request.params.id));
    if (!order || order.accountId !== account.id || !order.paidAt) return failure(orderCodes.orderNotFound, { field: 'id' }, 'There is no paid order with this number on your account');
    const view: ReceiptView = {
      order: orderView(order, await statusOf(db, order), ctx.model),
      buyer: { name: account.nickname ?? '', email: account.email },
      activeUntil: account.memberUntil && account.memberUntil > new Date() ? account.memberUntil.toISOString() : null,
    };
    return success(view);
  });
}
