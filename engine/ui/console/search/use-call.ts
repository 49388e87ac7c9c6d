import { useEffect, useState } from 'react';
import type { ApiError, ApiResult } from '../../../api/api-client';

export type CallState<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: ApiError };

/**
 * Runs a call whenever its key changes (undefined: no call) and keeps its answer; an answer that
 * arrives after the key moved on is dropped, so a slow old page never replaces a newer one.
 * While a new page loads, the previous answer stays on screen (dimmed by the caller).
 */
export function useCall<T>(key: string | undefined, run: () => Promise<ApiResult<T>>): [CallState<T>, () => void] {
  const [state, setState] = useState<CallState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === undefined) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((before) => ({ status: 'loading', ...(before.status === 'done' ? { previous: before.value } : before.status === 'loading' && before.previous ? { previous: before.previous } : {}) }));
    void run().then((result) => {
      if (!current) return;
      setState(result.s === 1 ? { status: 'done', value: result.d } : { status: 'failed', error: result.errors[0] ?? { code: 0, message: '', kind: 'transport' } });
    });
    return () => {
      current = false;
    };
    // run is a new function each render; the key says when the call is a different one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
