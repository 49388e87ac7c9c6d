import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { formSubmissionMachine, formView } from '../../../engine/machines/form-submission-machine';
import type { FormSubmissionInput } from '../../../engine/machines/form-submission-types';
import { countdownMachine, type SendCodeResult } from '../../../engine/machines/countdown-machine';
import type { FormOutcome } from '../../../engine/api/form-calls';
import { fail, ok } from '../../../engine/config/result';
import { orderCodes } from '../../../engine/config/order-codes';

type Values = Record<string, unknown>;

// The demo form (spec 5): required fields in the order they are checked; the code is typed last.
const order = ['name', 'company', 'job', 'email', 'mobile', 'country', 'interested', 'code'];
const complete = { name: 'Li Wei', company: 'Ningbo Ocean Furniture', job: 'Sales manager', email: 'li@ocean.example', mobile: '+86 574 8888 0000', country: 'CN', interested: 'US', code: '123456' };

const demo: FormSubmissionInput = {
  required: 'first-empty', requiredOrder: order, emailField: 'email', answerField: 'code', countdownSeconds: 60, inDialog: true, transport: 'Invalid request',
};
// A page form of the all-at-once kind (contact): its own field checks mark every missing field.
const contact: FormSubmissionInput = {
  required: 'all-at-once', requiredOrder: ['name', 'email', 'message', 'captcha'], answerField: 'captcha', countdownSeconds: 60, inDialog: false, transport: 'Invalid request',
};

const accepted = (data: unknown = null): FormOutcome => ok(data);
const refused = (code: number, message: string, field?: string): FormOutcome => fail({ reason: 'refused', code, message, ...(field ? { field } : {}) });
const unanswered: FormOutcome = fail({ reason: 'unanswered', message: 'Invalid request' });
const unauthorised: FormOutcome = fail({ reason: 'unauthorised', code: 401, message: 'Please log in' });

interface Sent { values: Values; captchaId?: string; idempotencyKey: string }

/**
 * The machine with recording stand-ins for everything the host provides: answers are given in
 * turn (an Error makes the call throw), a call can be held until `release()`, and every effect
 * the machine asks for is written down in `effects`.
 */
function start(input: FormSubmissionInput, options: {
  answers?: Array<FormOutcome | Error>; fieldsValid?: boolean[]; emailMalformed?: boolean; hold?: boolean;
} = {}) {
  const clock = new SimulatedClock();
  const sent: Sent[] = [];
  const checked: Values[] = [];
  const effects: Array<[string, unknown?]> = [];
  const answers = [...(options.answers ?? [])];
  const fieldsValid = [...(options.fieldsValid ?? [])];
  let keys = 0;
  let release: () => void = () => {};
  const machine = formSubmissionMachine.provide({
    actors: {
      submit: fromPromise<FormOutcome, Sent>(async ({ input: call }) => {
        sent.push(call);
        if (options.hold) await new Promise<void>((resolve) => { release = resolve; });
        const answer = answers.shift() ?? accepted();
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      checkFields: fromPromise<boolean, { values: Values }>(async ({ input: call }) => {
        checked.push(call.values);
        return fieldsValid.shift() ?? true;
      }),
      countdown: countdownMachine.provide({ actors: { sendCode: fromPromise<SendCodeResult, { email: string }>(async () => ok(undefined)) } }),
    },
    guards: { isTheEmailMalformed: () => options.emailMalformed ?? false },
    actions: {
      warnAboutField: (_, params) => effects.push(['warn', { field: params.field, problem: params.problem }]),
      pointAtField: (_, params) => effects.push(['focus', params.field]),
      keepDraft: (_, params) => effects.push(['keepDraft', params.values]),
      forgetDraft: () => effects.push(['forgetDraft']),
      announceAcceptance: (_, params) => effects.push(['accepted', params.data]),
      announceFailure: (_, params) => effects.push(['failed', params.message]),
      openNextPage: (_, params) => effects.push(['go', params.location]),
    },
  });
  const actor = createActor(machine, { input: { ...input, newKey: () => `key-${++keys}` }, clock }).start();
  const countdown = () => actor.getSnapshot().children.sendCodeButton as ActorRefFrom<typeof countdownMachine>;
  const advance = (seconds: number) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000);
  };
  const view = () => formView(actor.getSnapshot());
  const settled = () => waitFor(actor, (s) => s.matches({ submission: 'waiting' }));
  return { actor, sent, checked, effects, countdown, advance, view, settled, release: () => release() };
}

describe('the first empty field (first-empty forms, spec 5)', () => {
  it('stops a submission at the first empty field, in the spec order, warns about it and points at it', () => {
    const { actor, sent, checked, effects } = start(demo);
    actor.send({ type: 'OPEN' });
    for (const [i, field] of order.entries()) {
      const values = Object.fromEntries(order.slice(0, i).map((f) => [f, complete[f as keyof typeof complete]]));
      actor.send({ type: 'SUBMIT', values });
      expect(actor.getSnapshot().context.warning).toEqual({ field, problem: 'missing' });
      expect(effects.slice(-2)).toEqual([['warn', { field, problem: 'missing' }], ['focus', field]]);
      expect(actor.getSnapshot().matches({ submission: { waiting: 'editing' } })).toBe(true);
    }
    // Blank text counts as empty: spaces in the company name stop it there.
    actor.send({ type: 'SUBMIT', values: { ...complete, company: '   ' } });
    expect(actor.getSnapshot().context.warning).toEqual({ field: 'company', problem: 'missing' });
    // The field checks never ran, and nothing went out.
    expect(checked).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('the message is optional: a complete form is checked and sent as submitted, with its captcha', async () => {
    const { actor, sent, checked } = start(demo);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', values: complete, captchaId: 'c1' });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(checked).toEqual([complete]);
    expect(sent).toEqual([{ values: complete, captchaId: 'c1', idempotencyKey: 'key-1' }]);
  });

  it('keeps submit off until every required field has a value, then on for good (spec 4)', () => {
    const { actor, view } = start(demo);
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'CHANGE', values: { ...complete, code: '' } });
    expect(view().submitEnabled).toBe(false);
    actor.send({ type: 'CHANGE', values: complete });
    expect(view().submitEnabled).toBe(true);
    actor.send({ type: 'CHANGE', values: { ...complete, name: '' } });
    expect(view().submitEnabled).toBe(true);
  });

  it('an all-at-once form has submit on from the start and leaves empty fields to its own field checks', async () => {
    const { actor, view, checked, sent } = start(contact, { fieldsValid: [false] });
    expect(view().submitEnabled).toBe(true);
    actor.send({ type: 'SUBMIT', values: {} });
    expect(actor.getSnapshot().context.warning).toBeNull();
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'editing' } }));
    expect(checked).toEqual([{}]);
    expect(sent).toEqual([]);
  });
});

describe('the form\'s own field checks', () => {
  it('stop a submission, and the form stays as it was: a failure shown before is still shown', async () => {
    const { actor, sent, view } = start(contact, { answers: [refused(60007, 'Interface exception')], fieldsValid: [true, false] });
    const values = { name: 'Li', email: 'li@example.com', message: 'Hello', captcha: 'k4pz' };
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'refused' } } }));
    actor.send({ type: 'SUBMIT', values: { ...values, email: 'not an address' } });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'refused' } } }) && s.context.attempt === null);
    expect(view().failure).toEqual({ reason: 'refused', code: 60007, message: 'Interface exception' });
    expect(sent).toHaveLength(1);
  });
});

describe('sending', () => {
  it('sends one submission at a time: SUBMIT while checking or sending sends nothing more', async () => {
    const { actor, sent, view, release } = start(contact, { hold: true });
    const values = { name: 'Li', email: 'li@example.com', message: 'Hello', captcha: 'k4pz' };
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: 'sending' }));
    expect(view().sending).toBe(true);
    actor.send({ type: 'SUBMIT', values });
    release();
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'sent' } }));
    expect(sent).toHaveLength(1);
  });

  it('what is typed while sending is taken (and kept as the draft)', async () => {
    const { actor, effects, view, release } = start(contact, { hold: true, answers: [unanswered] });
    actor.send({ type: 'RESTORE', restored: false });
    actor.send({ type: 'SUBMIT', values: { name: 'Li' } });
    await waitFor(actor, (s) => s.matches({ submission: 'sending' }));
    actor.send({ type: 'CHANGE', values: { name: 'Li Wei' } });
    expect(view().values).toEqual({ name: 'Li Wei' });
    expect(effects.at(-1)).toEqual(['keepDraft', { name: 'Li Wei' }]);
    release();
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'failed' } }));
    expect(view().values).toEqual({ name: 'Li Wei' });
  });
});

describe('the answer', () => {
  const values = { name: 'Li', email: 'li@example.com', message: 'Hello', captcha: 'k4pz' };

  it('accepted on a page: the form is emptied and says so until the next change; the draft is forgotten; the countdown returns', async () => {
    const { actor, effects, view, countdown } = start({ ...contact, emailField: 'email' }, { answers: [accepted({ id: 7 })] });
    actor.send({ type: 'RESTORE', values, restored: true });
    actor.send({ type: 'REQUEST_CODE' });
    await waitFor(countdown(), (s) => s.matches('counting'));
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'sent' } }));
    expect(view()).toMatchObject({ values: {}, sent: true, restored: false, failure: null, spentAnswers: 1 });
    expect(effects.slice(-2)).toEqual([['forgetDraft'], ['accepted', { id: 7 }]]);
    expect(countdown().getSnapshot().matches('ready')).toBe(true);
    // A page form has no dialog: OPEN and CLOSE mean nothing to it.
    expect(actor.getSnapshot().matches({ dialog: 'onAPage' })).toBe(true);
    actor.send({ type: 'CHANGE', values: { name: 'L' } });
    expect(view()).toMatchObject({ sent: false, values: { name: 'L' } });
    expect(effects.at(-1)).toEqual(['keepDraft', { name: 'L' }]);
  });

  it('accepted with forms.yaml next: the page of what was created opens, its :id filled from the answer', async () => {
    const { actor, effects } = start({ ...contact, nextPath: '/en/payment/:id' }, { answers: [accepted({ id: '202600000001' })] });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'sent' } }));
    expect(effects.at(-1)).toEqual(['go', '/en/payment/202600000001']);
  });

  it('refused: its words and the field it names are shown, everything typed is kept but the spent answer; the captcha is drawn again', async () => {
    const { actor, effects, view } = start(contact, { answers: [refused(20008, 'Wrong captcha', 'captcha')] });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'refused' } } }));
    expect(view()).toMatchObject({
      values: { ...values, captcha: undefined },
      failure: { reason: 'refused', code: 20008, message: 'Wrong captcha' },
      fieldError: { field: 'captcha', message: 'Wrong captcha' },
      spentAnswers: 1,
      offerSignIn: false,
    });
    expect(effects.at(-1)).toEqual(['failed', 'Wrong captcha']);
    // Typing keeps the failure on screen until the next submission goes out.
    actor.send({ type: 'CHANGE', values: { ...values, captcha: 'abcd' } });
    expect(view().failure).not.toBeNull();
    actor.send({ type: 'SUBMIT', values: { ...values, captcha: 'abcd' } });
    await waitFor(actor, (s) => s.matches({ submission: 'sending' }) || s.matches({ submission: { waiting: 'sent' } }));
    expect(view()).toMatchObject({ failure: null, fieldError: null });
  });

  it('the field the server named keeps its words only until the person changes that field', async () => {
    const { actor, view } = start(contact, { answers: [refused(20008, 'Wrong captcha', 'captcha')] });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'refused' } } }));
    // RJSF reports the emptied answer as '' and other fields may change: the words stay.
    actor.send({ type: 'CHANGE', values: { ...values, name: 'Mei Chen', captcha: '' } });
    expect(view().fieldError).toEqual({ field: 'captcha', message: 'Wrong captcha' });
    // A new answer typed: the old refusal no longer applies to it.
    actor.send({ type: 'CHANGE', values: { ...values, name: 'Mei Chen', captcha: 'k4' } });
    expect(view().fieldError).toBeNull();
  });

  it('a send-code answer naming the address puts its words under that field, until the address changes', () => {
    const { actor, view } = start(demo);
    actor.send({ type: 'CHANGE', values: { email: 'li@ocean' } });
    actor.send({ type: 'FIELD_REFUSED', field: 'email', message: 'enter a valid email address' });
    expect(view().fieldError).toEqual({ field: 'email', message: 'enter a valid email address' });
    actor.send({ type: 'CHANGE', values: { email: 'li@ocean.example' } });
    expect(view().fieldError).toBeNull();
  });

  it('refused because the address has an account: the form offers to log in, when it can', async () => {
    const answer = refused(orderCodes.accountExists, 'This e-mail has an account');
    const withLogin = start({ ...contact, canSignIn: true }, { answers: [answer] });
    withLogin.actor.send({ type: 'SUBMIT', values });
    await waitFor(withLogin.actor, (s) => s.matches({ submission: { waiting: 'failed' } }));
    expect(withLogin.view().offerSignIn).toBe(true);
    const without = start(contact, { answers: [answer] });
    without.actor.send({ type: 'SUBMIT', values });
    await waitFor(without.actor, (s) => s.matches({ submission: { waiting: 'failed' } }));
    expect(without.view().offerSignIn).toBe(false);
  });

  it('unanswered: "Invalid request", everything kept (the captcha answer too), and sending again goes under the same key', async () => {
    const { actor, sent, view, effects } = start(contact, { answers: [unanswered, unanswered, accepted()] });
    actor.send({ type: 'SUBMIT', values, captchaId: 'c1' });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'unanswered' } } }));
    expect(view()).toMatchObject({ values, failure: { reason: 'unanswered', message: 'Invalid request' }, spentAnswers: 0 });
    expect(effects.at(-1)).toEqual(['failed', 'Invalid request']);
    actor.send({ type: 'SUBMIT', values, captchaId: 'c1' });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'unanswered' } } }) && s.context.attempt === null);
    // Something else is another submission: a new key.
    actor.send({ type: 'SUBMIT', values: { ...values, message: 'Hello again' }, captchaId: 'c1' });
    await settled(actor);
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('an answered submission (a refusal) is never sent again under its key', async () => {
    const { actor, sent } = start(contact, { answers: [refused(60007, 'Interface exception'), accepted()] });
    actor.send({ type: 'SUBMIT', values, captchaId: 'c1' });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'failed' } }));
    actor.send({ type: 'SUBMIT', values, captchaId: 'c1' });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'sent' } }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('a call that throws counts as no answer: the form\'s transport words, the same key next time', async () => {
    const { actor, sent, view } = start(contact, { answers: [new Error('network down'), accepted()] });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: { failed: 'unanswered' } } }));
    expect(view().failure).toEqual({ reason: 'unanswered', message: 'Invalid request' });
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'sent' } }));
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('401/402: the session ended; nothing is said, nothing shown, everything kept', async () => {
    const { actor, effects, view } = start(demo, { answers: [unauthorised] });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', values: complete });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'editing' } }));
    expect(view()).toMatchObject({ values: complete, failure: null, sent: false, open: true });
    expect(effects.filter(([kind]) => kind === 'failed' || kind === 'accepted' || kind === 'forgetDraft')).toEqual([]);
  });
});

describe('the send-code button (spec 4, 7)', () => {
  it('warns about an empty e-mail, and sends the trimmed address with one', async () => {
    const { actor, countdown, effects } = start(demo);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REQUEST_CODE' });
    expect(actor.getSnapshot().context.warning).toEqual({ field: 'email', problem: 'missing' });
    expect(effects.at(-1)).toEqual(['warn', { field: 'email', problem: 'missing' }]);
    expect(countdown().getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'CHANGE', values: { email: ' li@ocean.example ' } });
    actor.send({ type: 'REQUEST_CODE' });
    expect(actor.getSnapshot().context.warning).toBeNull();
    await waitFor(countdown(), (s) => s.matches('counting'));
    expect(countdown().getSnapshot().context.email).toBe('li@ocean.example');
  });

  it('warns about an address the form\'s validator refuses, and sends no code', () => {
    const { actor, countdown, effects } = start(demo, { emailMalformed: true });
    actor.send({ type: 'CHANGE', values: { email: 'li@' } });
    actor.send({ type: 'REQUEST_CODE' });
    expect(effects.at(-1)).toEqual(['warn', { field: 'email', problem: 'invalid' }]);
    expect(countdown().getSnapshot().matches('ready')).toBe(true);
  });
});

describe('the draft (nothing typed is lost)', () => {
  it('keeps nothing before it is read (RJSF reports its defaults on mount), then keeps every change', () => {
    const { actor, effects, view } = start(contact);
    actor.send({ type: 'CHANGE', values: { term: 12 } });
    expect(effects).toEqual([]);
    actor.send({ type: 'RESTORE', values: { name: 'Li' }, restored: true });
    expect(view()).toMatchObject({ values: { name: 'Li' }, restored: true });
    expect(effects).toEqual([['keepDraft', { name: 'Li' }]]);
    actor.send({ type: 'CHANGE', values: { name: 'Li Wei' } });
    expect(effects.at(-1)).toEqual(['keepDraft', { name: 'Li Wei' }]);
  });

  it('with nothing to restore, the values stay as the form reported them and no draft is written', () => {
    const { actor, effects, view } = start(contact);
    actor.send({ type: 'CHANGE', values: { term: 12 } });
    actor.send({ type: 'RESTORE', restored: false });
    expect(view()).toMatchObject({ values: { term: 12 }, restored: false });
    expect(effects).toEqual([['keepDraft', {}]]);
  });

  it('a restored first-empty form turns submit on when every field came back', () => {
    const { actor, view } = start(demo);
    actor.send({ type: 'RESTORE', values: complete, restored: true });
    expect(view().submitEnabled).toBe(true);
  });
});

describe('in a dialog', () => {
  it('opens and closes; a success closes it, empties it and resets the countdown', async () => {
    const { actor, countdown, advance, view } = start(demo);
    expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true);
    actor.send({ type: 'OPEN' });
    expect(view().open).toBe(true);
    actor.send({ type: 'CLOSE' });
    expect(view().open).toBe(false);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', values: complete });
    actor.send({ type: 'REQUEST_CODE' });
    await waitFor(countdown(), (s) => s.matches('counting'));
    advance(10);
    actor.send({ type: 'SUBMIT', values: complete });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(view()).toMatchObject({ values: {}, sent: true, open: false });
    expect(countdown().getSnapshot().matches('ready')).toBe(true);
  });

  it('a failure keeps it open with what was typed; reopened, it shows no earlier failure or warning', async () => {
    const { actor, view, sent } = start(demo, { answers: [refused(20008, 'Verification code error')] });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', values: complete });
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'failed' } }));
    expect(view()).toMatchObject({ open: true, values: { ...complete, code: undefined }, failure: { code: 20008, message: 'Verification code error' } });
    actor.send({ type: 'SUBMIT', values: { ...complete, name: '' } });
    expect(actor.getSnapshot().context.warning).toEqual({ field: 'name', problem: 'missing' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(view()).toMatchObject({ open: true, failure: null });
    expect(actor.getSnapshot().context.warning).toBeNull();
    expect(actor.getSnapshot().matches({ submission: { waiting: 'editing' } })).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('closed while sending, the answer still lands: accepted, it is emptied and stays closed', async () => {
    const { actor, view, release } = start(demo, { hold: true });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', values: complete });
    await waitFor(actor, (s) => s.matches({ submission: 'sending' }));
    actor.send({ type: 'CLOSE' });
    release();
    await waitFor(actor, (s) => s.matches({ submission: { waiting: 'sent' } }));
    expect(view()).toMatchObject({ open: false, values: {} });
  });

  it('the countdown keeps running while the dialog is closed', async () => {
    const { actor, countdown, advance } = start(demo);
    actor.send({ type: 'RESTORE', values: complete, restored: true });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REQUEST_CODE' });
    await waitFor(countdown(), (s) => s.matches('counting'));
    actor.send({ type: 'CLOSE' });
    advance(30);
    actor.send({ type: 'OPEN' });
    expect(countdown().getSnapshot().context.remaining).toBe(30);
  });
});

async function settled(actor: ReturnType<typeof start>['actor']) {
  await waitFor(actor, (s) => s.matches({ submission: 'waiting' }));
}
