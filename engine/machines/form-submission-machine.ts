import { assign, enqueueActions, fromPromise, not, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { FormOutcome } from '../api/form-calls';
import { fail } from '../config/result';
import { allRequiredFilled, firstMissingField, isEmptyValue, type FormValues } from '../rules/form-completion';
import { asksToSignIn, nextLocation } from '../rules/form-follow-up';
import { submissionKeys } from '../rules/submission-keys';
import { countdownMachine } from './countdown-machine';
import type { FieldWarning, FormSubmissionContext, FormSubmissionEvent, FormSubmissionInput } from './form-submission-types';

const keepValues = (context: FormSubmissionContext, values: FormValues) => ({
  values,
  submitEnabled: context.submitEnabled || !context.stopsAtFirstEmpty || allRequiredFilled(values, context.requiredOrder),
  // The server's word about a field answers what was in it: once the person changes it, it no longer applies.
  fieldError: context.fieldError && sameValue(valueAt(context.values, context.fieldError.field), valueAt(values, context.fieldError.field)) ? context.fieldError : null,
});

/** A field's value by its dotted path (creditor.contactEmail). */
function valueAt(values: FormValues, field: string): unknown {
  return field.split('.').reduce<unknown>((node, name) => (node && typeof node === 'object' ? (node as FormValues)[name] : undefined), values);
}

/** Unchanged: the same value, or empty both times (RJSF reports an emptied input as undefined or ''). */
const sameValue = (a: unknown, b: unknown) => a === b || (isEmptyValue(a) && isEmptyValue(b));

/** The required fields this form checks in order before sending: none unless it stops at the first empty one. */
const orderChecked = (context: FormSubmissionContext) => (context.stopsAtFirstEmpty ? context.requiredOrder : []);

/** The values a SUBMIT or CHANGE carries, else those on screen. */
const valuesOf = (context: FormSubmissionContext, event: FormSubmissionEvent) => (event.type === 'SUBMIT' || event.type === 'CHANGE' ? event.values : context.values);

/**
 * One form's submission, on a page or in a dialog (spec 4, 5, 7, 8; docs/forms.md): what is typed
 * is kept (and, by the `draft` region, kept in storage once the draft has been read), a first-empty form stops at its first
 * empty field and keeps submit off until all are filled, the form's own field checks run, then one
 * submission at a time goes out under an Idempotency-Key (the same key for the same submission
 * after no answer). The answer leads to `sent` (the form emptied, the draft and countdown reset,
 * a dialog closed, the next page opened), `failed.refused` (its words, the field it names, the
 * spent captcha or code emptied), `failed.unanswered` ("Invalid request", everything kept), or,
 * for a 401/402, back to `editing` without a word: the session has ended. The send-code button is
 * a child countdown that outlives a dialog being closed. The dialog region (open/closed) is used
 * only by dialogs; a page form stays in `dialog.onAPage`.
 *
 * The host provides the calls (`submit`, `checkFields`: the form's own field checks, and the
 * countdown's `sendCode`), the check of the address's format (`isTheEmailMalformed`, by the form's
 * validator) and the effects the machine decides on: notifications, the draft in storage, focus,
 * the next page.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    input: {} as FormSubmissionInput,
    events: {} as FormSubmissionEvent,
  },
  actors: {
    countdown: countdownMachine,
    /** The form's own checks of every field (formats, lengths), shown at the fields: true when they pass. */
    checkFields: fromPromise<boolean, { values: FormValues }>(async () => true),
    // Replaced by the real call where the machine runs (see provide()); tests give their own.
    submit: fromPromise<FormOutcome, { values: FormValues; captchaId?: string; idempotencyKey: string }>(async () => fail({
      reason: 'unanswered', message: 'submit is not provided',
    })),
  },
  guards: {
    isEveryRequiredFieldFilled: ({ context, event }) => allRequiredFilled(valuesOf(context, event), orderChecked(context)),
    isTheEmailMissing: ({ context }) => isEmptyValue(context.values[context.emailField ?? '']),
    /** By the form's own validator, which the host provides; the machine alone sees none. */
    isTheEmailMalformed: () => false,
    isInADialog: ({ context }) => context.inDialog,
    wereTheFieldsValid: (_, params: { valid: boolean }) => params.valid,
    wasAccepted: (_, params: { outcome: FormOutcome }) => params.outcome.ok,
    didTheSessionEnd: (_, params: { outcome: FormOutcome }) => !params.outcome.ok && params.outcome.error.reason === 'unauthorised',
    wasRefused: (_, params: { outcome: FormOutcome }) => !params.outcome.ok && params.outcome.error.reason === 'refused',
  },
  actions: {
    // The effects, provided by the host (engine/ui/forms/use-form-submission.ts).
    warnAboutField: (_, _params: FieldWarning & { values: FormValues }) => {},
    pointAtField: (_, _params: { field: string }) => {},
    keepDraft: (_, _params: { values: FormValues }) => {},
    forgetDraft: () => {},
    announceAcceptance: (_, _params: { data: unknown }) => {},
    announceFailure: (_, _params: { message: string }) => {},
    openNextPage: (_, _params: { location: string }) => {},
    /** Answered (success, refusal, 401): the next submission gets a new key; unanswered: the same one. */
    settleTheKey: ({ context }, params: { answered: boolean }) => {
      const attempt = context.attempt;
      if (attempt?.key) context.keys.settle(attempt.key, { values: attempt.values, captchaId: attempt.captchaId }, params.answered);
    },
    takeTheValues: assign(({ context, event }) => keepValues(context, valuesOf(context, event))),
  },
}).createMachine({
  id: 'formSubmission',
  type: 'parallel',
  context: ({ input }) => {
    const stopsAtFirstEmpty = input.required === 'first-empty';
    return {
      stopsAtFirstEmpty,
      requiredOrder: input.requiredOrder,
      emailField: input.emailField,
      answerField: input.answerField,
      countdownSeconds: input.countdownSeconds,
      inDialog: input.inDialog,
      transport: input.transport,
      nextPath: input.nextPath,
      canSignIn: input.canSignIn ?? false,
      keys: submissionKeys(input.newKey),
      values: {},
      restored: false,
      submitEnabled: !stopsAtFirstEmpty,
      warning: null,
      attempt: null,
      failure: null,
      fieldError: null,
      offerSignIn: false,
      spentAnswers: 0,
    };
  },
  // The countdown outlives a dialog being closed, so closing and reopening cannot skip it.
  invoke: { id: 'sendCodeButton', src: 'countdown', input: ({ context }) => ({ seconds: context.countdownSeconds }) },
  states: {
    submission: {
      initial: 'waiting',
      on: {
        CHANGE: { actions: 'takeTheValues' },
        RESTORE: { actions: assign(({ context, event }) => ({ restored: event.restored, ...(event.values ? keepValues(context, event.values) : {}) })) },
        FIELD_REFUSED: { actions: assign({ fieldError: ({ event }) => ({ field: event.field, message: event.message }) }) },
        REQUEST_CODE: [
          {
            guard: 'isTheEmailMissing',
            actions: [
              assign({ warning: ({ context }) => ({ field: context.emailField ?? '', problem: 'missing' as const }) }),
              { type: 'warnAboutField', params: ({ context }) => ({ ...context.warning!, values: context.values }) },
            ],
          },
          {
            guard: 'isTheEmailMalformed',
            actions: [
              assign({ warning: ({ context }) => ({ field: context.emailField ?? '', problem: 'invalid' as const }) }),
              { type: 'warnAboutField', params: ({ context }) => ({ ...context.warning!, values: context.values }) },
            ],
          },
          {
            actions: [
              assign({ warning: null }),
              sendTo('sendCodeButton', ({ context }) => ({ type: 'SEND' as const, email: String(context.values[context.emailField ?? '']).trim() })),
            ],
          },
        ],
      },
      states: {
        /** The person has the form: nothing is on its way. */
        waiting: {
          initial: 'editing',
          on: {
            SUBMIT: [
              {
                guard: not('isEveryRequiredFieldFilled'),
                actions: [
                  'takeTheValues',
                  assign({ warning: ({ context }) => ({ field: firstMissingField(context.values, orderChecked(context)) ?? '', problem: 'missing' as const }) }),
                  { type: 'warnAboutField', params: ({ context }) => ({ ...context.warning!, values: context.values }) },
                  { type: 'pointAtField', params: ({ context }) => ({ field: context.warning!.field }) },
                ],
              },
              {
                target: 'checking',
                actions: ['takeTheValues', assign({ attempt: ({ event }) => (event.type === 'SUBMIT' ? { values: event.values, captchaId: event.captchaId } : null) })],
              },
            ],
          },
          states: {
            editing: {},
            /** Accepted: a page form says so until the next change. */
            sent: {
              on: { CHANGE: { target: 'editing', actions: 'takeTheValues' }, OPEN: 'editing' },
            },
            /** What failed stays in the form while the person types, until the next submission goes out. */
            failed: {
              // Always entered at its kind (or through `previous`); XState wants an initial all the same.
              initial: 'unanswered',
              on: { OPEN: { target: 'editing', actions: assign({ failure: null, fieldError: null, offerSignIn: false }) } },
              states: {
                refused: {},
                unanswered: {},
              },
            },
            /** Where the person was when the field checks stopped a submission. */
            previous: { type: 'history', history: 'deep' },
          },
        },
        /** The form's own field checks (shown at the fields, the first one focused). */
        checking: {
          invoke: {
            src: 'checkFields',
            input: ({ context }) => ({ values: context.attempt?.values ?? context.values }),
            onDone: [
              { guard: { type: 'wereTheFieldsValid', params: ({ event }) => ({ valid: event.output }) }, target: 'sending' },
              { target: 'waiting.previous', actions: assign({ attempt: null }) },
            ],
            onError: { target: 'waiting.previous', actions: assign({ attempt: null }) },
          },
        },
        sending: {
          entry: assign(({ context }) => {
            const attempt = context.attempt ?? { values: context.values };
            return {
              attempt: { ...attempt, key: context.keys.keyFor({ values: attempt.values, captchaId: attempt.captchaId }) },
              warning: null,
              failure: null,
              fieldError: null,
              offerSignIn: false,
            };
          }),
          invoke: {
            src: 'submit',
            input: ({ context }) => ({ values: context.attempt!.values, captchaId: context.attempt!.captchaId, idempotencyKey: context.attempt!.key! }),
            onDone: [
              {
                guard: { type: 'wasAccepted', params: ({ event }) => ({ outcome: event.output }) },
                target: 'waiting.sent',
                actions: [
                  { type: 'settleTheKey', params: { answered: true } },
                  assign(({ context }) => ({ values: {}, restored: false, attempt: null, spentAnswers: context.spentAnswers + 1 })),
                  sendTo('sendCodeButton', { type: 'RESET' }),
                  'forgetDraft',
                  { type: 'announceAcceptance', params: ({ event }) => ({ data: event.output.ok ? event.output.value : undefined }) },
                  enqueueActions(({ context, event, enqueue }) => {
                    const location = event.output.ok ? nextLocation(context.nextPath, event.output.value) : undefined;
                    if (location) enqueue({ type: 'openNextPage', params: { location } });
                  }),
                  raise({ type: 'ACCEPTED' }),
                ],
              },
              {
                // 401/402: the session ends without a word (spec 4, 8); what was typed stays, as the draft.
                guard: { type: 'didTheSessionEnd', params: ({ event }) => ({ outcome: event.output }) },
                target: 'waiting.editing',
                actions: [{ type: 'settleTheKey', params: { answered: true } }, assign({ attempt: null })],
              },
              {
                // The server spent the captcha or code on this answer: a new picture, an empty answer field.
                guard: { type: 'wasRefused', params: ({ event }) => ({ outcome: event.output }) },
                target: 'waiting.failed.refused',
                actions: [
                  { type: 'settleTheKey', params: { answered: true } },
                  assign(({ context, event }) => ({
                    ...failed(context, event.output),
                    spentAnswers: context.spentAnswers + 1,
                    values: context.answerField ? { ...context.values, [context.answerField]: undefined } : context.values,
                  })),
                  { type: 'announceFailure', params: ({ context }) => ({ message: context.failure!.message }) },
                ],
              },
              {
                // No answer: nothing is known to be spent, so everything stays for sending again under the same key.
                target: 'waiting.failed.unanswered',
                actions: [
                  { type: 'settleTheKey', params: { answered: false } },
                  assign(({ context, event }) => failed(context, event.output)),
                  { type: 'announceFailure', params: ({ context }) => ({ message: context.failure!.message }) },
                ],
              },
            ],
            // The call itself threw: no answer, as far as anyone knows.
            onError: {
              target: 'waiting.failed.unanswered',
              actions: [
                { type: 'settleTheKey', params: { answered: false } },
                assign(({ context }) => ({ attempt: null, failure: { reason: 'unanswered' as const, message: context.transport } })),
                { type: 'announceFailure', params: ({ context }) => ({ message: context.failure!.message }) },
              ],
            },
          },
        },
      },
    },
    /**
     * The draft in storage: read once, after hydration (the prerendered form and the first render
     * must agree; RJSF reports its defaults as a change when it mounts, which is no draft), then
     * every change is kept until the server accepts the submission.
     */
    draft: {
      initial: 'unread',
      states: {
        unread: {
          on: { RESTORE: { target: 'kept', actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values ?? {} }) } } },
        },
        kept: {
          on: { CHANGE: { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values }) } } },
        },
      },
    },
    dialog: {
      initial: 'onAPage',
      states: {
        onAPage: { always: { guard: 'isInADialog', target: 'closed' } },
        closed: {
          on: { OPEN: { target: 'open', actions: assign({ warning: null }) } },
        },
        open: {
          on: { CLOSE: 'closed', ACCEPTED: 'closed' },
        },
      },
    },
  },
});

/** A failed answer in the form's terms: its words, its code, the field it names, whether to offer to log in. */
function failed(context: FormSubmissionContext, outcome: FormOutcome): Partial<FormSubmissionContext> {
  if (outcome.ok) return {};
  const { error } = outcome;
  const reason = error.reason === 'refused' ? 'refused' : 'unanswered';
  return {
    attempt: null,
    failure: { reason, ...(error.code !== undefined ? { code: error.code } : {}), message: error.message },
    fieldError: error.field ? { field: error.field, message: error.message } : null,
    offerSignIn: asksToSignIn(error.code, context.canSignIn),
  };
}

export type FormSubmissionSnapshot = SnapshotFrom<typeof formSubmissionMachine>;

/** What a form shows, read from the machine (the host compares it field by field). */
export function formView(snapshot: FormSubmissionSnapshot) {
  const { context } = snapshot;
  return {
    values: context.values,
    sending: snapshot.matches({ submission: 'sending' }),
    sent: snapshot.matches({ submission: { waiting: 'sent' } }),
    submitEnabled: context.submitEnabled,
    failure: context.failure,
    fieldError: context.fieldError,
    restored: context.restored,
    /** The draft and what was typed before the code came have been read: the form acts as the visitor sees it. */
    inputRead: !snapshot.matches({ draft: 'unread' }),
    offerSignIn: context.offerSignIn,
    open: snapshot.matches({ dialog: 'open' }),
    spentAnswers: context.spentAnswers,
  };
}

export type FormView = ReturnType<typeof formView>;
