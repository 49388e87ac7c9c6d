import { useEffect, useMemo, useRef } from 'react';
import type Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formSubmissionMachine, formView } from '../../machines/form-submission-machine';
import { countdownMachine } from '../../machines/countdown-machine';
import { fieldMessage } from '../../rules/form-messages';
import { choicesFromQuery } from '../../rules/form-prefill';
import { submitForm } from '../../api/form-calls';
import { useSession } from '../session/session-context';
import { formSucceeded, notify } from '../notifications/notification-bus';
import type { LoadedForm } from './load-form';
import type { EngineFormContext } from './form-context';
import { clearDraft, loadDraft, saveDraft } from './form-draft';
import { fieldError } from './field-error';
import { fieldProblem } from './field-problem';
import { sendCodeActor } from './send-code-actor';
import { emailCodeOf, imageCaptchaOf } from '../../config/form-model';
import { withFieldWords } from './refused-field';
import { mergeValues, typedBeforeHydration } from './typed-before-hydration';

type Values = Record<string, unknown>;

/**
 * One form's submission machine (engine/machines/form-submission-machine.ts), for a page form and
 * a dialog alike, with what only the page can do provided: the calls through the page's API
 * client, the form's own field checks, notifications, the draft in sessionStorage, focus and the
 * next page. Returns what to render and the props of the ThemedForm, which only send events.
 */
export function useFormSubmission({ form, locale, countdownSeconds, inDialog }: {
  form: LoadedForm; locale: string; countdownSeconds: number; inDialog: boolean;
}) {
  const { bundle } = form;
  const { api } = useSession();
  const formRef = useRef<Form<Values, RJSFSchema, EngineFormContext>>(null);
  // Set by the captcha widget: the picture being answered, sent with the submission.
  const captcha = useRef<{ id?: string }>({}).current;
  const emailField = emailCodeOf(bundle)?.email;
  // first-empty: RJSF leaves required fields to the machine's first-empty check and runs its own
  // checks (formats, shown at the fields) only when asked, after it; all-at-once: RJSF checks
  // every field on submit and hands the values on only when they pass.
  const stopsAtFirstEmpty = bundle.required === 'first-empty';

  // The send-code call runs in the countdown, a child of the machine made just below.
  const showAtField = useRef<(field: string, message: string) => void>(() => undefined);

  const actor = useActorRef(formSubmissionMachine.provide({
    actors: {
      countdown: countdownMachine.provide({ actors: { sendCode: sendCodeActor(api, form, locale, (field, message) => showAtField.current(field, message)) } }),
      submit: fromPromise(async ({ input }) => withFieldWords(
        await submitForm(api, bundle, input.values, { locale, idempotencyKey: input.idempotencyKey, captchaId: input.captchaId }),
        bundle.messages,
        (field) => fieldProblem(form, input.values, field),
        bundle.ownCodes,
      )),
      checkFields: fromPromise(async () => !stopsAtFirstEmpty || (formRef.current?.validateForm() ?? true)),
    },
    guards: {
      isTheEmailMalformed: ({ context }) => emailField !== undefined && fieldProblem(form, context.values, emailField) !== undefined,
    },
    actions: {
      warnAboutField: (_, { field, problem, values }) => notify('warning', (problem === 'invalid' && fieldProblem(form, values, field)) || fieldMessage(bundle.messages, field, 'required')),
      pointAtField: (_, { field }) => document.getElementById(`form-${bundle.id}_${field}`)?.focus(),
      keepDraft: (_, { values }) => saveDraft(bundle, locale, values),
      forgetDraft: () => clearDraft(bundle, locale),
      announceAcceptance: (_, { data }) => {
        notify('notice', bundle.texts.success);
        formSucceeded(bundle.id, data);
      },
      announceFailure: (_, { message }) => notify('error', message),
      // config/forms.yaml next: the page of what was created (a purchase's payment page).
      openNextPage: (_, { location }) => window.location.assign(location),
    },
  }), {
    input: {
      required: bundle.required,
      requiredOrder: bundle.requiredOrder,
      emailField,
      // The answer a refusal spends: the image captcha's (the server solves it first and every
      // refusal spends it); a form with an e-mailed code only, that code's.
      answerField: (imageCaptchaOf(bundle) ?? bundle.verifications[0])?.field,
      countdownSeconds,
      inDialog,
      transport: bundle.transport,
      nextPath: bundle.nextPath,
      canSignIn: !!bundle.loginPath && !!bundle.texts.signIn,
    },
  });

  showAtField.current = (field, message) => actor.send({ type: 'FIELD_REFUSED', field, message });

  // After hydration only: the prerendered form and the first browser render must be the same.
  useEffect(() => {
    const draft = loadDraft(bundle, locale);
    // A choice the link made (?package=global-plus) wins over the draft; what was typed into the
    // prerendered form before its code loaded wins over both.
    const chosen = choicesFromQuery(bundle.schema, window.location.search);
    const typed = typedBeforeHydration(bundle);
    const found = draft || Object.keys(chosen).length || Object.keys(typed).length;
    actor.send({ type: 'RESTORE', restored: !!draft, ...(found ? { values: mergeValues(mergeValues(draft ?? {}, chosen), typed) } : {}) });
  }, [actor, bundle, locale]);

  const view = useSelector(actor, formView, shallowEqual);
  const countdown = useSelector(actor, (s) => s.children.sendCodeButton);

  const context = useMemo<EngineFormContext>(() => ({
    bundle, api, captcha, captchaVersion: view.spentAnswers,
    ...(emailField !== undefined && countdown ? {
      countdown: countdown as EngineFormContext['countdown'],
      // The machine decides (an empty or malformed address: a warning and no code).
      requestCode: () => actor.send({ type: 'REQUEST_CODE' }),
    } : {}),
  }), [bundle, api, captcha, view.spentAnswers, emailField, countdown, actor]);

  const extraErrors = useMemo<ErrorSchema<Values> | undefined>(
    () => (view.fieldError ? fieldError(view.fieldError.field, view.fieldError.message) : undefined),
    [view.fieldError],
  );

  return {
    actor,
    view,
    formProps: {
      ref: formRef,
      form,
      context,
      formData: view.values,
      extraErrors,
      noValidate: stopsAtFirstEmpty,
      onChange: (values: Values) => actor.send({ type: 'CHANGE', values }),
      onSubmit: (values: Values) => actor.send({ type: 'SUBMIT', values, captchaId: captcha.id }),
    },
  };
}
