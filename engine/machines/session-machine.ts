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
  | { type: 'UNAUTHORISED' }
  /** The member moved to another console page: ask the identity call again (issue 21). */
  | { type: 'RECHECK' };

const loggedOutContext: SessionContext = { user: null, tsGroup: {} };

function isIdentity(result: ApiResult<SessionUser>): result is { s: 1; code: number; d: SessionUser } {
  return result.s === 1 && (result.code === 1 || result.code === 200) && !!result.d && typeof result.d === 'object';
}

/**
 * The session (spec 4): on start, with the session marker cookie (decision 014), it asks who is
 * logged in; code 1 or 200 logs the user in and stores the TS permission group, any other answer
 * logs out, and a call that throws is only logged. Without the marker there is nobody to ask about. LOGGED_IN comes from the
 * login form, LOGGED_OUT from a 401/402 answer or a completed sign-out.
 *
 * RECHECK (a logged-in member moved to another console page) asks again, as loading that page would
 * have: the member stays logged in while it runs (loggedIn.rechecking), a user in the answer
 * replaces the stored one (permissions may have changed), and any other answer, a 401 included,
 * logs out without sessionEndedByServer, exactly as a first identity call would: the console page
 * then sends the member to its login page (and back afterwards). A call that throws keeps the
 * session. A RECHECK while one runs is not a second call.
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
      initial: 'settled',
      states: {
        settled: { on: { RECHECK: 'rechecking' } },
        rechecking: {
          invoke: {
            src: 'identity',
            onDone: [
              {
                guard: ({ event }) => isIdentity(event.output),
                target: 'settled',
                actions: assign(({ event }) => {
                  const user = isIdentity(event.output) ? event.output.d : null;
                  return { user, tsGroup: tsPermissionGroup(user) };
                }),
              },
              { target: '#session.loggedOut', actions: assign(loggedOutContext) },
            ],
            onError: { target: 'settled', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
          // The re-check's own 401 arrives here before its answer: logged out, as on the first call.
          on: { UNAUTHORISED: { target: '#session.loggedOut', actions: assign(loggedOutContext) } },
        },
      },
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
