import { fromPromise, setup } from 'xstate';
import type { ApiResult } from '../api/api-client';

/**
 * Sign-out (spec 4): REQUEST asks 'Are you sure to log out?' (shown while `confirming`); CANCEL
 * closes the question, CONFIRM calls `logout`. A success clears the session (the UI drops the
 * session marker cookie and tells the session machine LOGGED_OUT) and goes home (the Chinese root
 * or the language's root), and the machine is done. A failure is only logged, and the person stays
 * signed in and may try again.
 */
export const logoutMachine = setup({
  types: {
    events: {} as { type: 'REQUEST' } | { type: 'CANCEL' } | { type: 'CONFIRM' },
  },
  actors: {
    // Replaced by the real call where the machine runs (see provide()); tests give their own.
    logout: fromPromise<ApiResult<unknown>>(async () => ({ s: 0, d: {}, errors: [{ code: 0, message: 'logout is not provided', kind: 'transport' }] })),
  },
  actions: {
    // Provided where the machine runs.
    clearSession: () => {},
    goHome: () => {},
    logFailure: (_, params: { reason: unknown }) => console.warn('Sign-out failed', params.reason),
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: 'confirming' },
    },
    confirming: {
      on: { CANCEL: 'idle', CONFIRM: 'loggingOut' },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: [
          { guard: ({ event }) => event.output.s === 1, target: 'loggedOut', actions: ['clearSession', 'goHome'] },
          { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ reason: event.output }) } },
        ],
        onError: { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ reason: event.error }) } },
      },
    },
    loggedOut: { type: 'final' },
  },
});
