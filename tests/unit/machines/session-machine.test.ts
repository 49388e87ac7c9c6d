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

describe('session re-checked on console navigation (issue 21)', () => {
  /** A machine whose identity calls answer, in turn, with each of `answers`; the last one repeats. */
  function startWith(answers: Array<ApiResult<SessionUser> | Error | Promise<ApiResult<SessionUser>>>) {
    let calls = 0;
    const sessionEndedByServer = vi.fn();
    const logError = vi.fn();
    const machine = sessionMachine.provide({
      actors: {
        identity: fromPromise(async () => {
          const answer = await answers[Math.min(calls++, answers.length - 1)]!;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
      guards: { hasSessionMarker: () => true },
      actions: { sessionEndedByServer, logError },
    });
    const actor = createActor(machine).start();
    return { actor, calls: () => calls, sessionEndedByServer, logError };
  }
  const notLoggedIn: ApiResult<SessionUser> = { s: 0, d: {}, errors: [{ code: 401, message: 'not logged in', kind: 'answer', silent: true }] };

  it('asks again and stays logged in while it runs; the new answer replaces the user', async () => {
    const changed: SessionUser = { ...user, permissions: [{ TS: { MARKET_ANALYSIS: {} } }] };
    const { actor, calls } = startWith([{ s: 1, code: 1, d: user }, { s: 1, code: 1, d: changed }]);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'RECHECK' });
    expect(actor.getSnapshot().matches({ loggedIn: 'rechecking' })).toBe(true);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.tsGroup).toEqual({ MARKET_ANALYSIS: {} });
  });

  it('a session the server ended: logged out like a first call (the console page then goes to login), not sent home', async () => {
    const { actor, sessionEndedByServer } = startWith([{ s: 1, code: 1, d: user }, notLoggedIn]);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'RECHECK' });
    // The API client reports the 401 before the call's answer arrives.
    actor.send({ type: 'UNAUTHORISED' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context).toEqual({ user: null, tsGroup: {} });
    expect(sessionEndedByServer).not.toHaveBeenCalled();
  });

  it('any answer without a user logs out too; a call that throws keeps the session and is logged', async () => {
    const refused = startWith([{ s: 1, code: 1, d: user }, { s: 1, code: 0, d: user }]);
    await waitFor(refused.actor, (s) => s.matches('loggedIn'));
    refused.actor.send({ type: 'RECHECK' });
    await waitFor(refused.actor, (s) => s.matches('loggedOut'));

    const failing = startWith([{ s: 1, code: 1, d: user }, new Error('offline')]);
    await waitFor(failing.actor, (s) => s.matches('loggedIn'));
    failing.actor.send({ type: 'RECHECK' });
    await waitFor(failing.actor, (s) => s.matches({ loggedIn: 'settled' }) && failing.logError.mock.calls.length > 0);
    expect(failing.actor.getSnapshot().context.user).toEqual(user);
  });

  it('a RECHECK while one runs makes no second call; outside the re-check a 401 still ends the session by the server', async () => {
    let release: (r: ApiResult<SessionUser>) => void = () => {};
    const pending = new Promise<ApiResult<SessionUser>>((resolve) => (release = resolve));
    const { actor, calls, sessionEndedByServer } = startWith([{ s: 1, code: 1, d: user }, pending]);
    await waitFor(actor, (s) => s.matches('loggedIn'));
    actor.send({ type: 'RECHECK' });
    actor.send({ type: 'RECHECK' });
    release({ s: 1, code: 1, d: user });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'settled' }));
    expect(calls()).toBe(2);
    actor.send({ type: 'UNAUTHORISED' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(sessionEndedByServer).toHaveBeenCalledTimes(1);
  });

  it('RECHECK means nothing before anyone is logged in', () => {
    const { actor, calls } = startWith([{ s: 1, code: 0, d: user }]);
    actor.send({ type: 'RECHECK' });
    expect(calls()).toBe(1);
  });
});
