import type { ApiClient, ApiResult } from './api-client.js';
import { paymentLookupRequest } from '../rules/payment-lookup.js';

/**
 * The payment calls of spec 7, over the API client (session cookie, progress bar, 401/402,
 * error texts). The POSTs carry an Idempotency-Key chosen by the caller, once per intent, so a
 * retried call never creates a second provider order or captures twice.
 */

export type PaymentMethod = 'paypal' | 'bank-transfer';
export type OrderInvalidReason = 'reservation-expired' | 'upgraded' | 'offline' | 'repriced';

/** An order as GET /public/payment answers it: no name, e-mail or other personal data. */
export interface OrderView {
  /** Digits: the order number, also the bank transfer's payment reference. */
  id: string;
  packageId: string;
  /** The package's name key in common.yaml (pricing.packages.*). */
  packageName: string;
  termYears: number;
  /** Integer minor units (cents), never a floating-point amount. */
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  state: 'awaiting-payment' | 'paid' | 'invalid';
  invalidReason?: OrderInvalidReason;
  /** ISO 8601 instants. */
  createdAt: string;
  expiresAt: string;
  paidAt?: string;
}

/** What POST /public/paypal answers: the provider's order number and where the buyer approves it. */
export interface ProviderOrder {
  providerOrderId: string;
  approveUrl: string;
}

/** Spec 5 and 7: GET /public/payment/{id} for an order number, GET /public/payment?id= otherwise. */
export function fetchOrder(client: ApiClient, id: string): Promise<ApiResult<OrderView>> {
  const request = paymentLookupRequest(id);
  if (!request.ok) return Promise.resolve({ s: 0, d: {}, errors: [{ code: 10004, message: request.error, kind: 'answer', field: 'id' }] });
  return client.get<OrderView>(request.value.host, request.value.path);
}

/**
 * Spec 7: POST /public/paypal creates the provider's order for ours. `returnUrl` is this page's
 * address: the provider sends the buyer back there (the server accepts only a payment page of
 * this site for this order).
 */
export function createProviderOrder(client: ApiClient, orderId: string, returnUrl: string, idempotencyKey: string): Promise<ApiResult<ProviderOrder>> {
  return client.postIdempotent<ProviderOrder>('root', '/public/paypal', { orderId, returnUrl }, idempotencyKey);
}

/** Spec 7: POST /public/paypal/capture takes the approved payment; answers the order, now paid. */
export function capturePayment(client: ApiClient, orderId: string, providerOrderId: string, idempotencyKey: string): Promise<ApiResult<OrderView>> {
  return client.postIdempotent<OrderView>('root', '/public/paypal/capture', { orderId, providerOrderId }, idempotencyKey);
}
