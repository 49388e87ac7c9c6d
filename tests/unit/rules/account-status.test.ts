import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountStatuses, accountStatusOf, decideTransition, endsSessions, mayAct, type AccountAction, type StatusCommand } from '../../../engine/rules/account-status';

const actions: AccountAction[] = ['sign-in', 'search', 'export', 'purchase'];
const commands: StatusCommand[] = ['freeze', 'freeze-partly', 'cancel', 'lift'];

describe('what each account state may do (spec 4)', () => {
  it('a registered account does everything', () => {
    for (const action of actions) expect(mayAct('registered', action)).toBe(true);
  });

  it('a partly frozen account signs in but neither searches, exports nor buys', () => {
    expect(actions.filter((a) => mayAct('partly-frozen', a))).toEqual(['sign-in']);
  });

  it('a frozen or cancelled account does nothing, not even sign in', () => {
    for (const status of ['frozen', 'cancelled'] as const) expect(actions.filter((a) => mayAct(status, a))).toEqual([]);
  });

  it('a state the database holds that this code does not know is treated as frozen, never as registered', () => {
    expect(accountStatusOf('partly-frozen')).toBe('partly-frozen');
    expect(accountStatusOf('suspended')).toBe('frozen');
    expect(accountStatusOf(null)).toBe('frozen');
  });
});

describe('the changes an operator may make (spec 4)', () => {
  it('freezes, partly freezes and cancels a registered account; a lift of it is refused', () => {
    expect(decideTransition('registered', 'freeze')).toEqual({ ok: true, value: 'frozen' });
    expect(decideTransition('registered', 'freeze-partly')).toEqual({ ok: true, value: 'partly-frozen' });
    expect(decideTransition('registered', 'cancel')).toEqual({ ok: true, value: 'cancelled' });
    expect(decideTransition('registered', 'lift')).toEqual({ ok: false, error: { reason: 'nothing-to-lift' } });
  });

  it('widens or narrows a freeze, and lifts or cancels a frozen account', () => {
    expect(decideTransition('partly-frozen', 'freeze')).toEqual({ ok: true, value: 'frozen' });
    expect(decideTransition('frozen', 'freeze-partly')).toEqual({ ok: true, value: 'partly-frozen' });
    expect(decideTransition('frozen', 'lift')).toEqual({ ok: true, value: 'registered' });
    expect(decideTransition('partly-frozen', 'lift')).toEqual({ ok: true, value: 'registered' });
    expect(decideTransition('frozen', 'cancel')).toEqual({ ok: true, value: 'cancelled' });
  });

  it('a cancelled account is only lifted (the appeal): freezing or cancelling it again is refused', () => {
    expect(decideTransition('cancelled', 'lift')).toEqual({ ok: true, value: 'registered' });
    expect(decideTransition('cancelled', 'freeze')).toEqual({ ok: false, error: { reason: 'cancelled' } });
    expect(decideTransition('cancelled', 'freeze-partly')).toEqual({ ok: false, error: { reason: 'cancelled' } });
    expect(decideTransition('cancelled', 'cancel')).toEqual({ ok: false, error: { reason: 'already', status: 'cancelled' } });
  });

  it('no command ever leaves the state as it was, and every allowed one ends where its name says', () => {
    fc.assert(fc.property(fc.constantFrom(...accountStatuses), fc.constantFrom(...commands), (from, command) => {
      const decided = decideTransition(from, command);
      if (!decided.ok) return;
      expect(decided.value).not.toBe(from);
      expect(decided.value).toBe({ freeze: 'frozen', 'freeze-partly': 'partly-frozen', cancel: 'cancelled', lift: 'registered' }[command]);
    }));
  });

  it('every state but registered can be lifted back to registered', () => {
    for (const status of accountStatuses) expect(decideTransition(status, 'lift').ok).toBe(status !== 'registered');
  });

  it('a full freeze and a cancellation end the sessions; a partial freeze and a lift do not', () => {
    expect(accountStatuses.filter(endsSessions)).toEqual(['frozen', 'cancelled']);
  });
});
