import { parseDecimalString } from '../../engine/config/money.js';
import { fail, ok, type Failure } from '../../engine/config/result.js';
import type { PayPalFailure, PayPalOrder, PayPalResult } from './paypal-types.js';

/**
 * PayPal's answers read without trusting their shape: an order as a PayPalOrder, an error as the
 * failure its HTTP status and first issue mean. Amounts are read from PayPal's decimal strings by
 * text, never through floating point.
 */

export interface Answer {
  status: number;
  body: unknown;
}

/** A property of parsed JSON, or undefined. */
export const property = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
/** A failed PayPal call; the status only when PayPal answered one. */
export const payPalFailure = (kind: PayPalFailure['kind'], message: string, status?: number): Failure<PayPalFailure> =>
  fail(status === undefined ? { kind, message } : { kind, message, status });

/** A 2xx answer read as an order; anything else as the failure PayPal's status and issue mean. */
export function orderFrom({ status, body }: Answer): PayPalResult<PayPalOrder> {
  if (status < 200 || status >= 300) return failureFrom(status, body);
  const id = text(property(body, 'id'));
  const orderStatus = text(property(body, 'status'));
  if (!id || !orderStatus) return payPalFailure('unavailable', 'PayPal answered something that is not an order', status);
  const order: PayPalOrder = { id, status: orderStatus };
  const links = Array.isArray(property(body, 'links')) ? (property(body, 'links') as unknown[]) : [];
  const link = (rel: string) => text(property(links.find((l) => property(l, 'rel') === rel), 'href'));
  const approveUrl = link('payer-action') ?? link('approve');
  if (approveUrl) order.approveUrl = approveUrl;
  const unit = first(property(body, 'purchase_units'));
  const referenceId = text(property(unit, 'reference_id'));
  if (referenceId) order.referenceId = referenceId;
  if (property(unit, 'amount') !== undefined) {
    const amount = amountFrom(property(unit, 'amount'));
    if (!amount) return payPalFailure('unavailable', 'PayPal answered an order amount that cannot be read', status);
    [order.amountMinor, order.currency] = [amount.minor, amount.currency];
  }
  const capture = first(property(property(unit, 'payments'), 'captures'));
  if (capture !== undefined) {
    const captureId = text(property(capture, 'id'));
    const captureStatus = text(property(capture, 'status'));
    const amount = amountFrom(property(capture, 'amount'));
    // A capture we cannot read is not taken as paid; getOrder later shows what happened.
    if (!captureId || !captureStatus || !amount) return payPalFailure('unavailable', 'PayPal answered a capture that cannot be read', status);
    order.capture = { id: captureId, status: captureStatus, amountMinor: amount.minor, currency: amount.currency };
  }
  return ok(order);
}

function amountFrom(amount: unknown): { minor: number; currency: string } | undefined {
  const currency = text(property(amount, 'currency_code'));
  const value = text(property(amount, 'value'));
  if (!currency || !/^[A-Z]{3}$/.test(currency) || value === undefined) return undefined;
  const minor = parseDecimalString(value, currency);
  return minor.ok ? { minor: minor.value, currency } : undefined;
}

export function failureFrom(status: number, body: unknown): Failure<PayPalFailure> {
  const detail = first(property(body, 'details'));
  const issue = text(property(detail, 'issue'));
  const name = text(property(body, 'name'));
  const said = [name, issue, text(property(detail, 'description')) ?? text(property(body, 'message'))].filter(Boolean).join(': ');
  const message = `PayPal answered HTTP ${status}${said ? ` (${said})` : ''}`;
  if (issue === 'ORDER_ALREADY_CAPTURED') return payPalFailure('already-captured', message, status);
  if (issue === 'ORDER_NOT_APPROVED') return payPalFailure('not-approved', message, status);
  if (issue === 'INSTRUMENT_DECLINED') return payPalFailure('declined', message, status);
  if (status === 404 || name === 'RESOURCE_NOT_FOUND') return payPalFailure('not-found', message, status);
  if (status === 429 || status >= 500) return payPalFailure('unavailable', message, status);
  return payPalFailure('refused', message, status);
}
