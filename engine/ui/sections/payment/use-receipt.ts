import { useCallback, useEffect, useState } from 'react';
import { fetchReceipt, type ReceiptView } from '../../../api/receipt-calls';
import { useSession } from '../../session/session-context';

export type ReceiptState =
  | { kind: 'waiting' }
  | { kind: 'loggedOut' }
  | { kind: 'ready'; receipt: ReceiptView }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * The receipt of order `id` for the logged-in member: asked only once the page knows someone is
 * logged in (a visitor is offered the login instead; the API would refuse them anyway). Another
 * account's order, or one not paid, is "not found" (30001), as the API answers it.
 */
export function useReceipt(id: string | undefined, enabled = true): { state: ReceiptState; retry: () => void } {
  const { api, status } = useSession();
  const [state, setState] = useState<ReceiptState>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled || !id) return;
    if (status === 'loggedOut') {
      setState({ kind: 'loggedOut' });
      return;
    }
    if (status !== 'loggedIn') return;
    let live = true;
    setState({ kind: 'waiting' });
    void fetchReceipt(api, id).then((result) => {
      if (!live) return;
      if (result.s === 1) setState({ kind: 'ready', receipt: result.d });
      else if (result.errors[0]?.silent) setState({ kind: 'loggedOut' });
      else setState({ kind: result.errors[0]?.kind === 'answer' ? 'notFound' : 'failed' });
    });
    return () => {
      live = false;
    };
  }, [api, status, id, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
