import type { ApiHost } from '../config/site-model.js';
import { fail, ok, type Result } from '../config/result.js';

/**
 * Spec 5 and 7: a payment is looked up by id on the root host. A numeric id (an order number)
 * goes in the path; any other id (a payment provider's token) goes in the query, encoded, so
 * characters like '/', '?' or '#' cannot change which resource is asked for.
 */

export interface PaymentLookupRequest {
  host: ApiHost;
  method: 'GET';
  /** Path and query, to be joined to the host by apiUrl(). */
  path: string;
}

// ASCII digits only: a digit of another script ('٣') is no order number.
const orderNumber = /^[0-9]+$/;
// With the u flag a class of surrogates matches only unpaired ones: text no URL can carry faithfully.
const unpairedSurrogate = /[\uD800-\uDFFF]/u;

export function paymentLookupRequest(id: string): Result<PaymentLookupRequest> {
  if (id === '') return fail('payment id is empty');
  if (unpairedSurrogate.test(id)) return fail('payment id is not well-formed text');
  const path = orderNumber.test(id) ? `/public/payment/${id}` : `/public/payment?${new URLSearchParams({ id })}`;
  return ok({ host: 'root', method: 'GET', path });
}
