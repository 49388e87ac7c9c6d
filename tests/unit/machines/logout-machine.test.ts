import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../../../engine/api/api-client';
import { logoutMachine } from '../../../engine/machines/logout-machine';
import { itemAt } from '../present';

function start(answers: Array<ApiResult<unknown> | Error>) {
  let calls = 0;
  const order: string[] = [];
  const clearSession = vi.fn(() => order.push('clearSession'));
  const goHome = vi.fn(() => order.push('goHome'));
  const logFailure = vi.fn();
  const machine = logoutMachine.provide({
    actors: {
      logout: fromPromise(async () => {
        calls += 1;
        const answer = answers.shift() ?? { s: 1, code: 1, d: {} };
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { clearSession, goHome, logFailure },
  });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls, order, clearSession, goHome, logFailure };
}

const failed: ApiResult<unknown> = { s: 0, d: {}, errors: [{ code: 60007, message: 'Interface exception', kind: 'answer' }] };

describe('sign-out (spec 4: confirm, call, clear, go home; a failure is only logged)', () => {
  it('asks first: REQUEST shows the question and calls nothing', () => {
    const { actor, calls } = start([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'REQUEST' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(calls()).toBe(0);
  });

  it('CANCEL closes the question without a call', () => {
    const { actor, calls, clearSession } = start([]);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls()).toBe(0);
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('CONFIRM before REQUEST does nothing', () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls()).toBe(0);
  });

  it('CONFIRM calls logout; a success clears the session, then goes home, and the machine is done', async () => {
    const { actor, calls, order, logFailure } = start([{ s: 1, code: 1, d: {} }]);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls()).toBe(1);
    expect(order).toEqual(['clearSession', 'goHome']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(logFailure).not.toHaveBeenCalled();
  });

  it('a failed answer is only logged: back to idle, still signed in, and a new try works', async () => {
    const { actor, calls, clearSession, goHome, logFailure } = start([failed, { s: 1, code: 1, d: {} }]);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(logFailure).toHaveBeenCalledTimes(1);
    expect(itemAt(logFailure.mock.calls, 0, 'call of logFailure')[1]).toEqual({ reason: failed });
    expect(clearSession).not.toHaveBeenCalled();
    expect(goHome).not.toHaveBeenCalled();
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls()).toBe(2);
  });

  it('a call that throws is only logged, and back to idle', async () => {
    const error = new Error('network down');
    const { actor, clearSession, logFailure } = start([error]);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(itemAt(logFailure.mock.calls, 0, 'call of logFailure')[1]).toEqual({ reason: error });
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('a second CONFIRM while the call is on its way sends nothing more', async () => {
    const { actor, calls } = start([{ s: 1, code: 1, d: {} }]);
    actor.send({ type: 'REQUEST' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(calls()).toBe(1);
  });
});
