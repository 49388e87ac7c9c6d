import { assign, fromPromise, setup } from 'xstate';
import type { OrderInvalidReason, OrderView, ProviderOrder } from '../api/payment-calls';
import { orderCodes } from '../config/order-codes';

/** What the payment actors throw: the page turns an ApiResult failure into this before throwing. */
export interface PaymentError {
  code?: number;
  message: string;
  field?: string;
}

/**
 * Why the payment is `failed`: a service change invalidated the order (never 'reservation-expired':
 * that is `expired`), the provider declined the capture, or a call failed.
 */
export type PaymentFailureReason = OrderInvalidReason | 'declined' | 'call-failed';

export interface PaymentInput {
  orderId: string;
  /** `?token=` on the way back from the provider: its order number, to capture. */
  returnedToken?: string;
  /** Our own `cancelled=1` marker on the provider's cancel return. */
  cancelled?: boolean;
  /** The page's clock; the machine never reads Date.now(), so tests and the page share one clock. */
  now: () => number;
  /** How often a bank transfer order is looked at again; 30 s when absent. */
  refreshEveryMs?: number;
}

export interface PaymentContext {
  orderId: string;
  returnedToken: string | undefined;
  cancelled: boolean;
  now: () => number;
  refreshEveryMs: number;
  order: OrderView | undefined;
  providerOrderId: string | undefined;
  /** Where the buyer approves the provider order (kept for a 'continue to PayPal' link). */
  approveUrl: string | undefined;
  error: PaymentError | undefined;
  failureReason: PaymentFailureReason | undefined;
}

export type PaymentEvent = { type: 'PAY' } | { type: 'RETRY' } | { type: 'APPROVED'; token: string } | { type: 'CANCELLED' };

// The server's codes for the payment calls.
const unknownOrder = orderCodes.orderNotFound;
const orderNoLongerValid = orderCodes.orderNotPayable;
const paymentDeclined = orderCodes.paymentDeclined;
/** The lookup's own 'not an order number' answer (fetchOrder) carries this code and field 'id'. */
const invalidParameter = 10004;

// Browsers fire a setTimeout longer than 2^31 - 1 ms (24.8 days) at once. A reservation lasts
// 7 days, so only a device clock weeks behind reaches the cap; the server then refuses to take
// the payment (30002) and the reload shows the expiry.
const longestTimerMs = 2 ** 31 - 1;

function toPaymentError(thrown: unknown): PaymentError {
  if (thrown && typeof thrown === 'object' && typeof (thrown as PaymentError).message === 'string') {
    const { code, message, field } = thrown as PaymentError;
    return { ...(typeof code === 'number' ? { code } : {}), message, ...(typeof field === 'string' ? { field } : {}) };
  }
  return { message: String(thrown) };
}

const codeOf = (thrown: unknown) => toPaymentError(thrown).code;

/** Spec 4: at expiresAt the reservation is over, whatever the server last said (clocks differ). */
function reservationRanOut(order: OrderView, now: number): boolean {
  if (order.state === 'invalid') return (order.invalidReason ?? 'reservation-expired') === 'reservation-expired';
  return order.state === 'awaiting-payment' && Date.parse(order.expiresAt) <= now;
}

function msUntilExpiry({ order, now }: PaymentContext): number {
  const left = order ? Date.parse(order.expiresAt) - now() : Number.NaN;
  return Number.isNaN(left) ? longestTimerMs : Math.min(Math.max(left, 0), longestTimerMs);
}

/**
 * The status the page shows for an order: "expired" when its reservation ran out (by the server's
 * word, or by the page's clock while it was open), otherwise the server's state.
 */
export function shownOrderState(order: OrderView, expiredOnPage: boolean): OrderView['state'] | 'expired' {
  if (order.state === 'invalid' && order.invalidReason === 'reservation-expired') return 'expired';
  return expiredOnPage && order.state === 'awaiting-payment' ? 'expired' : order.state;
}

/** A failure because the order's package changed (upgraded, taken offline, repriced): a new order is the way on. */
export function isPackageChange(reason: PaymentFailureReason | undefined): reason is 'upgraded' | 'offline' | 'repriced' {
  return reason === 'upgraded' || reason === 'offline' || reason === 'repriced';
}

const thrownError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const notProvided = (name: string): PaymentError => ({ message: `${name} is not provided` });

/**
 * Paying an order on /{lang}/payment/{id} (spec 7). PayPal: PAY creates the provider order and
 * sends the buyer to approve it; the provider sends them back with ?token= (captured here) or
 * with our cancel marker. Bank transfer: instructions, and the order is looked at again every
 * refreshEveryMs until an operator marks it paid. Either way the 7-day reservation (spec 4)
 * ends the payment while the page is open. Calls are actors, provided where the machine runs.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    input: {} as PaymentInput,
    events: {} as PaymentEvent,
  },
  actors: {
    // Replaced by the real calls where the machine runs (see provide()); tests give their own.
    loadOrder: fromPromise<OrderView, { orderId: string }>(async () => {
      throw notProvided('loadOrder');
    }),
    createProviderOrder: fromPromise<ProviderOrder, { orderId: string }>(async () => {
      throw notProvided('createProviderOrder');
    }),
    capturePayment: fromPromise<OrderView, { orderId: string; providerOrderId: string }>(async () => {
      throw notProvided('capturePayment');
    }),
  },
  delays: {
    untilExpiry: ({ context }) => msUntilExpiry(context),
    refreshEvery: ({ context }) => context.refreshEveryMs,
  },
  guards: {
    isPaid: ({ context }) => context.order?.state === 'paid',
    hasExpired: ({ context }) => !!context.order && reservationRanOut(context.order, context.now()),
    isInvalid: ({ context }) => context.order?.state === 'invalid',
    isBackFromApproval: ({ context }) => !!context.returnedToken && !context.cancelled && context.order?.method === 'paypal',
    wasCancelledByBuyer: ({ context }) => context.cancelled && context.order?.method === 'paypal',
    paysByBankTransfer: ({ context }) => context.order?.method === 'bank-transfer',
    mayPayAgain: ({ context }) =>
      context.order?.state === 'awaiting-payment' && context.order.method === 'paypal' && !reservationRanOut(context.order, context.now()),
    isUnknownOrder: (_, { error }: { error: unknown }) => {
      const { code, field } = toPaymentError(error);
      return code === unknownOrder || (code === invalidParameter && field === 'id');
    },
    isNoLongerValid: (_, { error }: { error: unknown }) => codeOf(error) === orderNoLongerValid,
    wasDeclined: (_, { error }: { error: unknown }) => codeOf(error) === paymentDeclined,
  },
  actions: {
    rememberOrder: assign((_, { order }: { order: OrderView }) => ({ order })),
    rememberError: assign((_, { error, reason }: { error: unknown; reason?: PaymentFailureReason }) => ({
      error: toPaymentError(error),
      failureReason: reason,
    })),
    rememberInvalidReason: assign({ failureReason: ({ context }) => context.order?.invalidReason }),
    forgetFailure: assign({ error: undefined, failureReason: undefined }),
    // A new attempt or a finished capture: the return markers in the address must not steer a reload.
    forgetReturn: assign({ returnedToken: undefined, cancelled: false }),
    captureReturnedToken: assign({ providerOrderId: ({ context }) => context.returnedToken }),
    // Provided where the machine runs: window.location.assign(approveUrl).
    goToApproval: (_, params: { approveUrl: string }) => console.error('goToApproval is not provided', params.approveUrl),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    orderId: input.orderId,
    returnedToken: input.returnedToken || undefined,
    cancelled: input.cancelled ?? false,
    now: input.now,
    refreshEveryMs: input.refreshEveryMs ?? 30_000,
    order: undefined,
    providerOrderId: undefined,
    approveUrl: undefined,
    error: undefined,
    failureReason: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'deciding', actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'isUnknownOrder', params: thrownError }, target: 'notFound', actions: { type: 'rememberError', params: thrownError } },
          { target: 'loadFailed', actions: { type: 'rememberError', params: thrownError } },
        ],
      },
    },
    // Transient (never observed): where a loaded order puts the page. Order matters: a paid order
    // is paid even on a cancel return, and a lapsed one cannot be captured.
    deciding: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'hasExpired', target: 'expired' },
        { guard: 'isInvalid', target: 'failed', actions: 'rememberInvalidReason' },
        { guard: 'isBackFromApproval', target: 'capturing', actions: 'captureReturnedToken' },
        { guard: 'wasCancelledByBuyer', target: 'cancelled' },
        { guard: 'paysByBankTransfer', target: 'awaitingFunds' },
        { target: 'ready' },
      ],
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'forgetFailure' } },
    },
    notFound: { type: 'final' },
    ready: {
      on: { PAY: 'creatingProviderOrder' },
      after: { untilExpiry: 'expired' },
    },
    // No PAY here: a second click must not create a second provider order.
    creatingProviderOrder: {
      entry: ['forgetFailure', 'forgetReturn'],
      invoke: {
        src: 'createProviderOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'awaitingApproval',
          actions: assign(({ event }) => ({ providerOrderId: event.output.providerOrderId, approveUrl: event.output.approveUrl })),
        },
        onError: [
          // The server refused the order (lapsed, upgraded, repriced...): reload, so the page says which.
          { guard: { type: 'isNoLongerValid', params: thrownError }, target: 'loading', actions: { type: 'rememberError', params: thrownError } },
          { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error, reason: 'call-failed' as const }) } },
        ],
      },
    },
    // The page is leaving for the provider; the events are for a page that hears of the return itself.
    awaitingApproval: {
      entry: { type: 'goToApproval', params: ({ context }) => ({ approveUrl: context.approveUrl ?? '' }) },
      on: {
        // As if the buyer came back with ?token=, so a RETRY after a failed capture captures it again.
        APPROVED: { target: 'capturing', actions: assign(({ event }) => ({ returnedToken: event.token, cancelled: false, providerOrderId: event.token })) },
        CANCELLED: 'cancelled',
      },
      after: { untilExpiry: 'expired' },
    },
    // No expiry timer: a capture on its way may still succeed, and the server decides.
    capturing: {
      invoke: {
        src: 'capturePayment',
        input: ({ context }) => ({ orderId: context.orderId, providerOrderId: context.providerOrderId ?? '' }),
        onDone: { target: 'deciding', actions: ['forgetReturn', { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) }] },
        onError: [
          { guard: { type: 'isNoLongerValid', params: thrownError }, target: 'loading', actions: ['forgetReturn', { type: 'rememberError', params: thrownError }] },
          // The buyer may choose another funding source: PAY again from `failed`.
          {
            guard: { type: 'wasDeclined', params: thrownError },
            target: 'failed',
            actions: ['forgetReturn', { type: 'rememberError', params: ({ event }) => ({ error: event.error, reason: 'declined' as const }) }],
          },
          // Network trouble: the token is kept, so RETRY captures the same approval again (the
          // page's idempotency key keeps that from taking the money twice).
          { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error, reason: 'call-failed' as const }) } },
        ],
      },
    },
    cancelled: {
      on: { PAY: 'creatingProviderOrder' },
      after: { untilExpiry: 'expired' },
    },
    awaitingFunds: {
      // When the reservation runs out, one last look: an operator may have marked it paid just before.
      after: { untilExpiry: 'loading' },
      initial: 'waiting',
      states: {
        waiting: { after: { refreshEvery: 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'loadOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: { target: '#payment.deciding', actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) } },
            // Quietly: a failed look does not fail the page, the next one may work.
            onError: 'waiting',
          },
        },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'loading', actions: 'forgetFailure' },
        PAY: { guard: 'mayPayAgain', target: 'creatingProviderOrder' },
      },
    },
    paid: { type: 'final' },
    expired: { type: 'final' },
  },
});
