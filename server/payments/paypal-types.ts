// What PayPal's Orders API answers, as the client (paypal-client.ts) and the answer parsing
// (paypal-answers.ts) both see it.
import type { Result } from '../../engine/config/result.js';

export interface PayPalCapture {
  id: string;
  /** COMPLETED; PENDING means PayPal has not settled it yet; DECLINED is answered as 'declined'. */
  status: string;
  amountMinor: number;
  currency: string;
}

export interface PayPalOrder {
  id: string;
  /** CREATED | PAYER_ACTION_REQUIRED | APPROVED | COMPLETED | VOIDED ... */
  status: string;
  /** Where the buyer approves: the link rel "payer-action" (or the older "approve"). */
  approveUrl?: string;
  referenceId?: string;
  /** The purchase unit's amount; capture answers often leave it out. */
  amountMinor?: number;
  currency?: string;
  /** The first capture, once there is one. */
  capture?: PayPalCapture;
}

export type PayPalFailureKind = 'already-captured' | 'not-approved' | 'declined' | 'not-found' | 'refused' | 'unavailable';
/** Why a PayPal call failed: the kind the caller branches on, a message for the log, PayPal's HTTP status when it answered. */
export interface PayPalFailure {
  kind: PayPalFailureKind;
  message: string;
  status?: number;
}
export type PayPalResult<T> = Result<T, PayPalFailure>;
