import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiResult } from '../../../api/api-client';
import { errorMessage, type ErrorTexts } from '../../../api/error-texts';
import { capturePayment, createProviderOrder, fetchOrder, type OrderView } from '../../../api/payment-calls';
import { paymentMachine, type PaymentError } from '../../../machines/payment-machine';
import { useSession } from '../../session/session-context';

/** An API failure as the machine's actors throw it: the code, the field, and the words to show. */
function unwrap<T>(result: ApiResult<T>, texts: ErrorTexts): T {
  if (result.s === 1) return result.d;
  // A failure carries its error (resultOf); one without would be told as no answer, as formOutcome does.
  const [error = { code: 0, message: '', kind: 'transport' }] = result.errors;
  const thrown: PaymentError = { code: error.code, message: errorMessage(error, texts), ...(error.field ? { field: error.field } : {}) };
  throw thrown;
}

/**
 * The payment machine for the order in the address (/en/payment/{id}), its calls over the page's
 * API client. The provider sends the buyer back with ?token= (approved) or our ?cancelled=1.
 * Each attempt has its own Idempotency-Key, so a call the client retries is done once.
 */
export function usePayment(errorTexts: ErrorTexts) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { api } = useSession();
  // The route may name the provider's order number: later calls use our order number.
  const loaded = useRef<OrderView | undefined>(undefined);
  const orderNumber = (requested: string) => loaded.current?.id ?? requested;

  return useMachine(paymentMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        const order = unwrap(await fetchOrder(api, input.orderId), errorTexts);
        loaded.current = order;
        return order;
      }),
      createProviderOrder: fromPromise(async ({ input }) => {
        const number = orderNumber(input.orderId);
        // Back to this order's page in this language, whichever id the address used.
        const returnUrl = `${window.location.origin}${window.location.pathname.replace(/[^/]+$/, number)}`;
        return unwrap(await createProviderOrder(api, number, returnUrl, crypto.randomUUID()), errorTexts);
      }),
      capturePayment: fromPromise(async ({ input }) => unwrap(await capturePayment(api, orderNumber(input.orderId), input.providerOrderId, crypto.randomUUID()), errorTexts)),
    },
    actions: {
      goToApproval: (_, params) => window.location.assign(params.approveUrl),
    },
  }), {
    input: { orderId: id, returnedToken: search.get('token') ?? undefined, cancelled: search.get('cancelled') === '1', now: () => Date.now() },
  });
}
