import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../../../engine/api/api-client';
import type { SessionUser } from '../../../engine/api/session-calls';
import { sessionMachine } from '../../../engine/machines/session-machine';
import { itemAt } from '../present';

const user: SessionUser = {
  id: 7, level: 0, nickname: 'Li Wei', email: 'li@ocean.example', userRole: 'admin',
  permissions: [{ CRM: {} }, { TS: { SO: {}, CDS: { download_limit: 500 } } }],
  account: { name: 'Ocean', oemDomains: [] },
};

function start(answer: ApiResult<SessionUser> | Error | Promise<ApiResult<SessionUser>>, hasSessionMarker = true) {
  const calls: number[] = [];
  /** What each identity call returned: the machine hears of its answer before anyone awaiting it later. */
  const returned: Array<Promise<unknown>> = [];
  const logError = vi.fn();
  const sessionEndedByServer = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      identity: fromPromise(() => {
        calls.push(1);
        const call = (async () => {
          const result = await answer;
          if (result instanceof Error) throw result;
          return result;
        })();
        returned.push(call.catch(() => undefined));
        return call;
      }),
    },
    guards: { hasSessionMarker: () => hasSessionMarker },
    actions: { logError, sessionEndedByServer },
  });
  const actor = createActor(machine).start();
  return { actor, calls, returned, logError, sessionEndedByServer };
}

describe('session (spec 4: identity on first load)', () => {
  it('makes no call without the session marker cookie and is logged out at once', () => {
    const { actor, calls } = start({ s: 1, code: 1, d: user }, false);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
    expect(calls).toEqual([]);
  });

  it.each([1, 200])('code %i logs the user in and stores the TS permission group', async (code) => {
    const { actor, calls } = start({ s: 1, code, d: user });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context).toEqual({ user, tsGroup: { SO: {}, CDS: { download_limit: 500 } } });
  });

  it('code 0 (a success for other calls) is not an identity: logged out', async () => {
    const { actor } = start({ s: 1, code: 0, d: user });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
  });

  it('a success without a user is logged out', async () => {
    const { actor } = start({ s: 1, code: 1, d: null as unknown as SessionUser });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('any failed answer (401, transport) logs out and logs nothing', async () => {
    for (const code of [401, 0]) {
      const { actor, logError } = start({ s: 0, d: {}, errors: [{ code, message: 'Please log in', kind: 'answer', silent: code === 401 }] });
      await waitFor(actor, (s) => s.matches('loggedOut'));
      expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
      expect(logError).not.toHaveBeenCalled();
    }
  });

  it('an identity call that throws is only logged, and the visitor is logged out', async () => {
    const error = new Error('boom');
    const { actor, logError } = start(error);
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(logError).toHaveBeenCalledTimes(1);
    expect(itemAt(logError.mock.calls, 0, 'call of logError')[1]).toEqual({ error });
    expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
  });

  it('LOGGED_IN after the login form logs that user in, with their TS group', () => {
    const { actor } = start({ s: 1, code: 1, d: user }, false);
    const other: SessionUser = { nickname: 'Anna', level: 1, permissions: [{ TS: { AI: {} } }] };
    actor.send({ type: 'LOGGED_IN', user: other });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: other, tsGroup: { AI: {} } });
  });

  it('LOGGED_OUT (a 401/402 or a completed sign-out) clears the session', async () => {
    const { actor } = start({ s: 1, code: 1, d: user });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'LOGGED_OUT' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
  });

  it('LOGGED_OUT while the identity call is on its way wins over its late answer', async () => {
    let answer!: (result: ApiResult<SessionUser>) => void;
    const { actor, returned } = start(new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'LOGGED_OUT' });
    answer({ s: 1, code: 1, d: user });
    await Promise.all(returned); // the late answer has reached the machine
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});

describe('session ended by the server (spec 4, 8: a 401 or 402 answer)', () => {
  it('a logged-in member is logged out and sent home', async () => {
    const { actor, sessionEndedByServer } = start({ s: 1, code: 1, d: user });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'UNAUTHORISED' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
    expect(sessionEndedByServer).toHaveBeenCalledTimes(1);
  });

  it('before anyone was logged in (an expired saved login) it only logs out, where the visitor is', () => {
    const { actor, sessionEndedByServer } = start({ s: 1, code: 1, d: user });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    actor.send({ type: 'UNAUTHORISED' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    actor.send({ type: 'UNAUTHORISED' });
    expect(sessionEndedByServer).not.toHaveBeenCalled();
  });
});
