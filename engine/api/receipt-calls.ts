import type { ApiClient, ApiResult } from './api-client.js';
import type { OrderView } from './payment-calls.js';

/**
 * A paid order's receipt (GET /public/payment/{id}/receipt): only the logged-in account that
 * placed the order gets it; anyone else is told there is no such order (30001), and a visitor
 * without a session 401. Besides the order: who it was billed to, and until when the account's
 * package now runs.
 */
export interface ReceiptView {
  order: OrderView;
  buyer: { name: string; email: string };
  /** The end of the account's package as it is now (ISO 8601), or null when none runs. */
  activeUntil: string | null;
}

export function fetchReceipt(client: ApiClient, orderId: string): Promise<ApiResult<ReceiptView>> {
  return client.get<ReceiptView>('root', `/public/payment/${encodeURIComponent(orderId)}/receipt`, undefined, { cache: 'no-store' });
}

/** The receipt's address: the payment page's, with /receipt after the order number. */
export function receiptPath(paymentPath: string): string {
  return `${paymentPath.replace(/\/+$/, '')}/receipt`;
}
