import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { demoDialogMachine, type SubmitResult } from '../../machines/demo-dialog-machine';
import { countdownMachine } from '../../machines/countdown-machine';
import { firstMissingField } from '../../rules/form-completion';
import { fieldMessage } from '../../rules/form-messages';
import { loadForm } from './load-form';
import { ThemedForm } from './themed-form';
import type { EngineFormContext } from './form-context';
import { clearDraft, loadDraft, saveDraft } from './form-draft';
import { sendCodeActor } from './send-code-actor';
import { FailureNote } from './failure-note';
import { submitForm } from '../../api/form-calls';
import { submissionKeys } from '../../rules/submission-keys';
import { formSucceeded, notify } from '../notifications/notification-bus';
import { useSession } from '../session/session-context';

type Values = Record<string, unknown>;

/**
 * A form in a dialog (request a demo, spec 2.6, 4, 5, 7), driven by the demo-dialog machine:
 * the submit button waits until every required field is filled and then stays enabled; the
 * first empty field, in the schema's order, stops a submission with its warning; success closes
 * the dialog and resets the send-code countdown. Stays mounted once opened, so the countdown
 * survives closing it. Calls go through the page's API client, as the page forms' do.
 */
export default function FormDialog({ formId, locale, countdownSeconds, openCount, onClosed }: {
  formId: string; locale: string; countdownSeconds: number; openCount: number; onClosed: () => void;
}) {
  const form = use(loadForm(formId, locale));
  const { bundle } = form;
  const { api } = useSession();
  const [keys] = useState(() => submissionKeys());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<Form<Values, RJSFSchema, EngineFormContext>>(null);
  const captcha = useRef<{ id?: string }>({}).current;
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const emailField = bundle.verification?.kind === 'email-code' ? bundle.verification.email : '';
  const requiredMessage = useCallback((field: string) => fieldMessage(bundle.messages, field, 'required'), [bundle]);

  const actor = useActorRef(demoDialogMachine.provide({
    actors: {
      submitForm: fromPromise<SubmitResult, { values: Values }>(async ({ input }) => {
        const sent = { values: input.values, captchaId: captcha.id };
        const idempotencyKey = keys.keyFor(sent);
        const outcome = await submitForm(api, bundle, input.values, { locale, idempotencyKey, captchaId: captcha.id });
        keys.settle(idempotencyKey, sent, outcome.ok || outcome.reason !== 'unanswered');
        // Answered, the captcha is spent; without an answer it may still be good (see page-form).
        if (bundle.verification?.kind === 'image-captcha' && (outcome.ok || outcome.reason === 'refused')) setCaptchaVersion((v) => v + 1);
        if (outcome.ok) {
          notify('success', bundle.texts.success);
          clearDraft(bundle, locale);
          formSucceeded(bundle.id, outcome.data);
          return { ok: true };
        }
        // 401/402: the session ends without a word (spec 4, 8); the dialog keeps what was typed.
        if (outcome.reason === 'unauthorised') return { ok: false, code: outcome.code, message: outcome.message, silent: true };
        notify('error', outcome.message);
        return { ok: false, code: outcome.code, message: outcome.message };
      }),
    },
  }).provide({
    actors: { countdown: countdownMachine.provide({ actors: { sendCode: sendCodeActor(api, bundle) } }) },
  }), { input: { requiredOrder: bundle.requiredOrder, emailField, countdownSeconds, values: loadDraft(bundle, locale) } });

  const isOpen = useSelector(actor, (s) => s.matches('open'));
  const submitEnabled = useSelector(actor, (s) => s.context.submitEnabled);
  const sending = useSelector(actor, (s) => s.matches({ open: 'submitting' }));
  const values = useSelector(actor, (s) => s.context.values);
  const countdown = useSelector(actor, (s) => s.children.sendCodeButton);
  const failure = useSelector(actor, (s) => s.context.failure);

  // Each click on a "request a demo" button opens the dialog.
  useEffect(() => {
    if (openCount > 0) actor.send({ type: 'OPEN' });
  }, [openCount, actor]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) {
      dialog.close();
      onClosed();
    }
  }, [isOpen, onClosed]);

  const context = useMemo<EngineFormContext>(() => ({
    bundle, api, captcha, captchaVersion,
    ...(countdown ? {
      countdown: countdown as EngineFormContext['countdown'],
      requestCode: () => {
        // The machine decides (no e-mail: it warns about that field); the page only says it.
        actor.send({ type: 'REQUEST_CODE' });
        if (actor.getSnapshot().context.warning === emailField) notify('warning', requiredMessage(emailField));
      },
    } : {}),
  }), [bundle, api, captcha, captchaVersion, countdown, actor, emailField, requiredMessage]);

  const submit = () => {
    const missing = firstMissingField(actor.getSnapshot().context.values, bundle.requiredOrder);
    if (missing !== null) {
      notify('warning', requiredMessage(missing));
      actor.send({ type: 'SUBMIT' });
      document.getElementById(`form-${bundle.id}_${missing}`)?.focus();
      return;
    }
    if (formRef.current && !formRef.current.validateForm()) return; // formats: shown at the fields
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <dialog ref={dialogRef} className="form-dialog" aria-labelledby={`form-dialog-${bundle.id}`} onCancel={(e) => { e.preventDefault(); actor.send({ type: 'CLOSE' }); }}>
      <div className="form-dialog__head">
        <h2 id={`form-dialog-${bundle.id}`} className="form-dialog__title">{bundle.texts.title}</h2>
        <button type="button" className="form-dialog__close" aria-label={bundle.texts.close} onClick={() => actor.send({ type: 'CLOSE' })}>×</button>
      </div>
      {bundle.texts.intro && <p className="form-dialog__intro">{bundle.texts.intro}</p>}
      <ThemedForm
        ref={formRef}
        form={form}
        context={context}
        formData={values}
        noValidate
        onChange={(next) => {
          actor.send({ type: 'CHANGE', values: next });
          saveDraft(bundle, locale, next);
        }}
        onSubmit={submit}
      >
        <button type="submit" className="button button--primary form-dialog__submit" disabled={!submitEnabled || sending} aria-busy={sending}>
          {sending ? bundle.texts.sending : bundle.texts.submit}
        </button>
        {failure && !sending && <FailureNote message={failure.message ?? bundle.transport} failed={bundle.texts.failed} />}
      </ThemedForm>
    </dialog>
  );
}
