import { assign, fromPromise, sendTo, setup } from 'xstate';
import { allRequiredFilled, firstMissingField, isEmptyValue, type FormValues } from '../rules/form-completion';
import { countdownMachine } from './countdown-machine';

/** A failed submission's code and words; `silent` (a 401/402) fails without a word: the session ends instead. */
export type SubmitResult = { ok: true } | { ok: false; code?: number; message?: string; silent?: boolean };

export interface DemoDialogContext {
  /** Required fields in the order they are checked (spec 5); the last is the e-mailed code. */
  requiredOrder: string[];
  /** The field that holds the address the code is sent to. */
  emailField: string;
  values: FormValues;
  /** Off until every required field has a value, then on for good (spec 4). */
  submitEnabled: boolean;
  /** The empty field whose prompt to show, or null. */
  warning: string | null;
  /** Why the last submission failed (the answer's msg, or "Invalid request"), or null; null after a silent one. */
  failure: { code?: number; message?: string } | null;
  /** Set when a submission succeeded: the page shows 'success'. */
  succeeded: boolean;
  countdownSeconds: number;
}

export interface DemoDialogInput {
  requiredOrder: string[];
  emailField: string;
  countdownSeconds: number;
  /** What the person typed before (restored after a reload). */
  values?: FormValues;
}

type DemoDialogEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; values: FormValues }
  | { type: 'REQUEST_CODE' }
  | { type: 'SUBMIT' };

/**
 * The request-a-demo dialog (spec 4, 5, 7): open and close, the sticky submit button, the first
 * empty field stopping a submission, the send-code button (a child countdown), and a success that
 * closes the dialog and resets the countdown. Calls are actors, provided where the machine runs.
 */
export const demoDialogMachine = setup({
  types: {
    context: {} as DemoDialogContext,
    input: {} as DemoDialogInput,
    events: {} as DemoDialogEvent,
  },
  actors: {
    countdown: countdownMachine,
    submitForm: fromPromise<SubmitResult, { values: FormValues }>(async () => ({ ok: false, message: 'submitForm is not provided' })),
  },
  guards: {
    hasMissingField: ({ context }) => firstMissingField(context.values, context.requiredOrder) !== null,
    hasNoEmail: ({ context }) => isEmptyValue(context.values[context.emailField]),
  },
}).createMachine({
  id: 'demoDialog',
  context: ({ input }) => {
    const values = input.values ?? {};
    return {
      requiredOrder: input.requiredOrder,
      emailField: input.emailField,
      values,
      submitEnabled: allRequiredFilled(values, input.requiredOrder),
      warning: null,
      failure: null,
      succeeded: false,
      countdownSeconds: input.countdownSeconds,
    };
  },
  // The countdown outlives the dialog being closed, so closing and reopening cannot skip it.
  invoke: { id: 'sendCodeButton', src: 'countdown', input: ({ context }) => ({ seconds: context.countdownSeconds }) },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: assign({ warning: null, failure: null, succeeded: false }) } },
    },
    open: {
      initial: 'editing',
      on: { CLOSE: 'closed' },
      states: {
        editing: {
          on: {
            CHANGE: {
              actions: assign(({ context, event }) => ({
                values: event.values,
                submitEnabled: context.submitEnabled || allRequiredFilled(event.values, context.requiredOrder),
              })),
            },
            REQUEST_CODE: [
              { guard: 'hasNoEmail', actions: assign({ warning: ({ context }) => context.emailField }) },
              {
                actions: [
                  assign({ warning: null }),
                  sendTo('sendCodeButton', ({ context }) => ({ type: 'SEND' as const, email: String(context.values[context.emailField]).trim() })),
                ],
              },
            ],
            SUBMIT: [
              { guard: 'hasMissingField', actions: assign({ warning: ({ context }) => firstMissingField(context.values, context.requiredOrder) }) },
              { target: 'submitting', actions: assign({ warning: null, failure: null }) },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'submitForm',
            input: ({ context }) => ({ values: context.values }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#demoDialog.closed',
                actions: [assign({ succeeded: true, values: {} }), sendTo('sendCodeButton', { type: 'RESET' })],
              },
              {
                target: 'editing',
                actions: assign({ failure: ({ event }) => (event.output.ok || event.output.silent ? null : { code: event.output.code, message: event.output.message }) }),
              },
            ],
            onError: { target: 'editing', actions: assign({ failure: () => ({}) }) },
          },
        },
      },
    },
  },
});
