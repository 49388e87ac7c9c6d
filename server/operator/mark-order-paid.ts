import type { AppDatabase } from '../db/database.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { markPaid, orderById, type MarkPaidRefusal } from '../orders/order-store.js';
import { storeReceipt } from '../orders/order-mails.js';
import { formatMoney } from '../../engine/config/money.js';

export type MarkOrderPaidAnswer =
  | { ok: true; id: string; alreadyPaid: boolean; paidAt: string }
  | { ok: false; status: 400 | 404 | 409; error: string };

/**
 * `npm run orders -- --mark-paid ID`: money arrived by bank transfer. The order becomes paid and
 * its package is granted, unless it is no longer valid (spec 4): then nothing changes and the
 * operator is told why, so the money can be returned or a new order placed.
 */
export async function markOrderPaid(db: AppDatabase, model: Pick<SiteModel, 'pricing' | 'catalogue' | 'messages' | 'site'>, id: string, reference: string | undefined): Promise<MarkOrderPaidAnswer> {
  if (!/^[0-9]{1,15}$/.test(id)) return { ok: false, status: 400, error: `"${id}" is not an order number (digits only)` };
  // The buyer's receipt is stored in the outbox with the payment; the server that holds the
  // outbox sends it (at once when it is the one that ran this, else at its next poll).
  const result = await markPaid(db, { orderId: Number(id), via: 'bank-transfer', reference: reference?.trim() || `bank transfer for order ${id}`, model, onPaid: storeReceipt(model) });
  if (result.ok) return { ok: true, id, alreadyPaid: result.value.alreadyPaid, paidAt: result.value.order.paidAt!.toISOString() };
  const { reason, detail } = result.error;
  if (reason === 'not-found') return { ok: false, status: 404, error: `there is no order ${id}` };
  if (reason === 'invalid' || reason === 'price-mismatch') {
    const told = (await orderById(db, Number(id)))?.lapseNotifiedAt;
    const buyerTold = told ? `; the buyer was told on ${told.toISOString()} that it lapsed and how a transfer already sent is refunded` : '';
    if (reason === 'invalid') return { ok: false, status: 409, error: `order ${id} is no longer valid (${detail}), so it cannot be marked paid: return the money or ask the buyer to order again${buyerTold}` };
    return { ok: false, status: 409, error: `${priceMismatchSentence(id, result.error)}${buyerTold}` };
  }
  return { ok: false, status: 409, error: `order ${id} could not be marked paid: ${detail}` };
}

/** The order's amount and what the price book holds now (decision 042), in one sentence for the operator. */
function priceMismatchSentence(id: string, { priceBook, order }: MarkPaidRefusal): string {
  const amount = order ? formatMoney(order.amountMinor, order.currency, 'en', 'code') : 'an amount';
  const current = priceBook?.current ? `the current price of ${order?.packageId ?? 'its package'} is ${formatMoney(priceBook.current.priceMinor, priceBook.current.currency, 'en', 'code')}` : `${order?.packageId ?? 'its package'} is not on sale now`;
  return `order ${id} is for ${amount} but ${current} (price book), so it cannot be marked paid: return the money or ask the buyer to order again at the current price`;
}
