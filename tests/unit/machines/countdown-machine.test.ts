import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { fail, ok } from '../../../engine/config/result';
import { countdownMachine, type SendCodeResult } from '../../../engine/machines/countdown-machine';

function start(answer: SendCodeResult | Error, seconds = 60) {
  const clock = new SimulatedClock();
  const sent: string[] = [];
  const machine = countdownMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }: { input: { email: string } }) => {
        sent.push(input.email);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { seconds }, clock }).start();
  // XState's simulated clock fires each 1-second timer once per increment, so time moves in steps.
  const advance = (secondsToPass: number) => {
    for (let i = 0; i < secondsToPass; i++) clock.increment(1000);
  };
  return { actor, advance, sent };
}

describe('send-code countdown (spec 4: 60 s after a successful send, then it returns)', () => {
  it('counts down from 60 after a successful send and returns at exactly 60 s', async () => {
    const { actor, advance, sent } = start(ok(undefined));
    actor.send({ type: 'SEND', email: 'buyer@example.com' });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(sent).toEqual(['buyer@example.com']);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    advance(1);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    advance(58);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('ignores SEND while counting (the button is disabled), so no second code is requested', async () => {
    const { actor, advance, sent } = start(ok(undefined));
    actor.send({ type: 'SEND', email: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('counting'));
    actor.send({ type: 'SEND', email: 'a@example.com' });
    advance(10);
    expect(sent).toHaveLength(1);
  });

  it('keeps the button after a failure and carries the code and message to show', async () => {
    const { actor } = start(fail({ code: 140010, message: 'too often' }));
    actor.send({ type: 'SEND', email: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 140010, message: 'too often' });
  });

  it('treats a call that throws as a failure without a code', async () => {
    const { actor } = start(new Error('network down'));
    actor.send({ type: 'SEND', email: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({});
  });

  it('returns at once on RESET, and a new send counts the whole 60 s again', async () => {
    const { actor, advance } = start(ok(undefined));
    actor.send({ type: 'SEND', email: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('counting'));
    advance(20);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'SEND', email: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(actor.getSnapshot().context.remaining).toBe(60);
  });

  it('takes its length from input (site.yaml verifyCodeCountdownSeconds)', async () => {
    const { actor, advance } = start(ok(undefined), 5);
    actor.send({ type: 'SEND', email: 'a@example.com' });
    await waitFor(actor, (s) => s.matches('counting'));
    advance(4);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    advance(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
