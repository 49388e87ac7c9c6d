import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { demoDialogMachine, type SubmitResult } from '../../../engine/machines/demo-dialog-machine';
import { countdownMachine, type SendCodeResult } from '../../../engine/machines/countdown-machine';

const order = ['name', 'company', 'job', 'email', 'mobile', 'country', 'interested', 'captcha'];
const complete = { name: 'Li Wei', company: 'Ningbo Ocean Furniture', job: 'Sales manager', email: 'li@ocean.example', mobile: '+86 574 8888 0000', country: 'CN', interested: 'US', captcha: '123456' };

function start(submitAnswers: SubmitResult[] = [{ ok: true }], values = {}) {
  const clock = new SimulatedClock();
  const submitted: unknown[] = [];
  const machine = demoDialogMachine.provide({
    actors: {
      submitForm: fromPromise(async ({ input }: { input: { values: Record<string, unknown> } }) => {
        submitted.push(input.values);
        return submitAnswers.shift() ?? { ok: true };
      }),
      countdown: countdownMachine.provide({ actors: { sendCode: fromPromise<SendCodeResult, { email: string }>(async () => ({ ok: true })) } }),
    },
  });
  const actor = createActor(machine, { input: { requiredOrder: order, emailField: 'email', countdownSeconds: 60, values }, clock }).start();
  const countdown = () => actor.getSnapshot().children.sendCodeButton as ActorRefFrom<typeof countdownMachine>;
  const advance = (seconds: number) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000);
  };
  return { actor, submitted, countdown, advance };
}

describe('request-a-demo dialog (spec 4, 5, 7)', () => {
  it('stops a submission at the first empty field, in the spec order', () => {
    const { actor, submitted } = start();
    actor.send({ type: 'OPEN' });
    for (const [i, field] of order.entries()) {
      const values = Object.fromEntries(order.slice(0, i).map((f) => [f, complete[f as keyof typeof complete]]));
      actor.send({ type: 'CHANGE', values });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.warning).toBe(field);
    }
    // Blank text counts as empty: spaces in the company name stop it there.
    actor.send({ type: 'CHANGE', values: { ...complete, company: '   ' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.warning).toBe('company');
    expect(submitted).toEqual([]);
  });

  it('the message is optional', async () => {
    const { actor, submitted } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', values: complete });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(submitted).toEqual([complete]);
  });

  it('enables submit once every required field has a value, and never disables it again', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.submitEnabled).toBe(false);
    actor.send({ type: 'CHANGE', values: { ...complete, captcha: '' } });
    expect(actor.getSnapshot().context.submitEnabled).toBe(false);
    actor.send({ type: 'CHANGE', values: complete });
    expect(actor.getSnapshot().context.submitEnabled).toBe(true);
    actor.send({ type: 'CHANGE', values: { ...complete, name: '' } });
    expect(actor.getSnapshot().context.submitEnabled).toBe(true);
  });

  it('warns for the e-mail when a code is requested without one, and starts the countdown with one', async () => {
    const { actor, countdown } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REQUEST_CODE' });
    expect(actor.getSnapshot().context.warning).toBe('email');
    expect(countdown().getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'CHANGE', values: { email: ' li@ocean.example ' } });
    actor.send({ type: 'REQUEST_CODE' });
    expect(actor.getSnapshot().context.warning).toBeNull();
    await waitFor(countdown(), (s) => s.matches('counting'));
    expect(countdown().getSnapshot().context.email).toBe('li@ocean.example');
  });

  it('a success closes the dialog, clears the form and resets the countdown', async () => {
    const { actor, countdown, advance } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', values: complete });
    actor.send({ type: 'REQUEST_CODE' });
    await waitFor(countdown(), (s) => s.matches('counting'));
    advance(10);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context).toMatchObject({ succeeded: true, values: {} });
    expect(countdown().getSnapshot().matches('ready')).toBe(true);
  });

  it('a failure keeps the dialog open with what was typed and the answer\'s msg; a retry submits again', async () => {
    const { actor, submitted } = start([{ ok: false, code: 20008, message: 'Verification code error' }, { ok: true }]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', values: complete });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({ values: complete, failure: { code: 20008, message: 'Verification code error' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(submitted).toHaveLength(2);
  });

  it('a silent failure (401/402: the session ended) keeps what was typed and records no failure to show', async () => {
    const { actor } = start([{ ok: false, code: 401, message: 'Please log in', silent: true }]);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', values: complete });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ values: complete, failure: null, succeeded: false });
  });

  it('a second SUBMIT while the first is on its way sends nothing more', async () => {
    const { actor, submitted } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', values: complete });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(submitted).toHaveLength(1);
  });

  it('starts with restored values, and the countdown keeps running while the dialog is closed', async () => {
    const { actor, countdown, advance } = start([], { ...complete });
    expect(actor.getSnapshot().context.submitEnabled).toBe(true);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REQUEST_CODE' });
    await waitFor(countdown(), (s) => s.matches('counting'));
    actor.send({ type: 'CLOSE' });
    advance(30);
    actor.send({ type: 'OPEN' });
    expect(countdown().getSnapshot().context.remaining).toBe(30);
  });
});
