import { assign, fromPromise, setup } from 'xstate';
import { tsPermissionGroup } from '../access/session-facts';
import type { ApiResult } from '../api/api-client';
import type { SessionUser } from '../api/session-calls';

export interface SessionContext {
  user: SessionUser | null;
  /** The TS permission group of the user (spec 4: stored on login), empty when logged out. */
  tsGroup: Record<string, unknown>;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; user: SessionUser }
  | { type: 'LOGGED_OUT' }
  /** A call answered 401 or 402 (spec 4, 8). */
  | { type: 'UNAUTHORISED' };

const loggedOutContext: SessionContext = { user: null, tsGroup: {} };

function isIdentity(result: ApiResult<SessionUser>): result is { s: 1; code: number; d: SessionUser } {
  return result.s === 1 && (result.code === 1 || result.code === 200) && !!result.d && typeof result.d === 'object';
}

/**
 * The session (spec 4): on start, with the session marker cookie (decision 014), it asks who is
 * logged in; code 1 or 200 logs the user in and stores the TS permission group, any other answer
 * logs out, and a call that throws is only logged. Without the marker there is nobody to ask about. LOGGED_IN comes from the
 * login form, LOGGED_OUT from a 401/402 answer or a completed sign-out.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    // Replaced by the real call where the machine runs (see provide()); tests give their own.
    identity: fromPromise<ApiResult<SessionUser>>(async () => ({ s: 0, d: {}, errors: [{ code: 0, message: 'identity is not provided', kind: 'transport' }] })),
  },
  guards: {
    // Provided where the machine runs: whether the ts-session marker cookie is there.
    hasSessionMarker: () => false,
  },
  actions: {
    logError: (_, params: { error: unknown }) => console.error('The identity call failed', params.error),
    // Provided where the machine runs: a logged-in member whose session the server ended goes to
    // the language's home page (spec 4, 8).
    sessionEndedByServer: () => {},
  },
}).createMachine({
  id: 'session',
  context: loggedOutContext,
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSessionMarker', target: 'checking' }, { target: 'loggedOut' }],
    },
    checking: {
      invoke: {
        src: 'identity',
        onDone: [
          {
            guard: ({ event }) => isIdentity(event.output),
            target: 'loggedIn',
            actions: assign(({ event }) => {
              const user = isIdentity(event.output) ? event.output.d : null;
              return { user, tsGroup: tsPermissionGroup(user) };
            }),
          },
          { target: 'loggedOut', actions: assign(loggedOutContext) },
        ],
        onError: {
          target: 'loggedOut',
          actions: [assign(loggedOutContext), { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loggedIn: {
      on: { UNAUTHORISED: { target: 'loggedOut', actions: [assign(loggedOutContext), 'sessionEndedByServer'] } },
    },
    loggedOut: {},
  },
  on: {
    // Before anyone was logged in (the first identity call answering 401), it only means the
    // saved login expired: logged out, and the visitor stays where they are.
    UNAUTHORISED: { target: '.loggedOut', actions: assign(loggedOutContext) },
    LOGGED_IN: { target: '.loggedIn', actions: assign(({ event }) => ({ user: event.user, tsGroup: tsPermissionGroup(event.user) })) },
    LOGGED_OUT: { target: '.loggedOut', actions: assign(loggedOutContext) },
  },
});
