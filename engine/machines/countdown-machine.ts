import { assign, fromPromise, setup } from 'xstate';
import { fail, type Result } from '../config/result';

/** Why a send-code call was refused: the code and message to show (spec 7, 8), when the answer had them. */
export interface SendCodeRefusal {
  code?: number;
  message?: string;
}

/** What a send-code call answered: nothing to carry on success, the refusal otherwise. */
export type SendCodeResult = Result<void, SendCodeRefusal>;

export interface CountdownContext {
  seconds: number;
  remaining: number;
  email: string;
  failure: { code?: number; message?: string } | null;
}

/**
 * The send-code button (spec 4): SEND calls `sendCode`; a success turns the button into a
 * disabled countdown of `seconds` (60 in site.yaml), then it returns; a failure keeps the button
 * and carries the code and message to show. RESET (the dialog's success) returns it at once.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    input: {} as { seconds: number },
    events: {} as { type: 'SEND'; email: string } | { type: 'RESET' },
  },
  actors: {
    // Replaced by the real call where the machine runs (see provide()); tests give their own.
    sendCode: fromPromise<SendCodeResult, { email: string }>(async () => fail({ message: 'sendCode is not provided' })),
  },
  guards: {
    hasTheCountdownEnded: ({ context }) => context.remaining <= 0,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ seconds: input.seconds, remaining: 0, email: '', failure: null }),
  initial: 'ready',
  states: {
    ready: {
      on: { SEND: { target: 'sending', actions: assign({ email: ({ event }) => event.email, failure: null }) } },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'counting', actions: assign({ remaining: ({ context }) => context.seconds }) },
          {
            target: 'ready',
            actions: assign({ failure: ({ event }) => (event.output.ok ? null : { code: event.output.error.code, message: event.output.error.message }) }),
          },
        ],
        onError: { target: 'ready', actions: assign({ failure: () => ({}) }) },
      },
    },
    counting: {
      always: { guard: 'hasTheCountdownEnded', target: 'ready' },
      after: {
        1000: { target: 'counting', reenter: true, actions: assign({ remaining: ({ context }) => context.remaining - 1 }) },
      },
    },
  },
  on: { RESET: { target: '.ready', actions: assign({ remaining: 0 }) } },
});
