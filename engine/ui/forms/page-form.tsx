import { use, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import { useActorRef } from '@xstate/react';
import { countdownMachine } from '../../machines/countdown-machine';
import { isEmptyValue } from '../../rules/form-completion';
import { fieldMessage } from '../../rules/form-messages';
import { fieldProblem } from './field-problem';
import { loadForm } from './load-form';
import { ThemedForm } from './themed-form';
import type { EngineFormContext } from './form-context';
import { clearDraft, loadDraft, saveDraft } from './form-draft';
import { sendCodeActor } from './send-code-actor';
import { submitForm } from '../../api/form-calls';
import { submissionKeys } from '../../rules/submission-keys';
import { useSession } from '../session/session-context';
import { formSucceeded, notify } from '../notifications/notification-bus';
import { fieldError } from './field-error';
import { FailureNote } from './failure-note';
import { mergeValues, typedBeforeHydration } from './typed-before-hydration';
import { loginPathFor } from '../../routing/sign-in-target';
import { choicesFromQuery } from '../../rules/form-prefill';
import { asksToSignIn, nextLocation } from '../../rules/form-follow-up';

type Values = Record<string, unknown>;


/**
 * A form shown on a page (a `form` section, or a page built in code such as the console's
 * login). Lazy-loaded, so RJSF and the validator reach only pages that show a form. What the
 * visitor types is kept as a draft until the server has accepted it (secrets only on screen); a
 * failure says why in the form and keeps everything; one submission is sent at a time, through
 * the page's API client (bounded retries under one Idempotency-Key, the request timeout, the
 * progress bar, a 401/402 ending the session silently). Success is announced on the page event
 * bus ('form-succeeded', with the answer's data) for the page to act on.
 */
export default function PageForm({ formId, locale, countdownSeconds, heading = true }: {
  formId: string; locale: string; countdownSeconds: number;
  /** false: the page shows its own heading, so the form leaves out its title and intro. */
  heading?: boolean;
}) {
  const form = use(loadForm(formId, locale));
  const { bundle } = form;
  const { api } = useSession();
  const [values, setValues] = useState<Values>({});
  // RJSF compares formContext with functions counted as equal, so a send-code callback that
  // closed over `values` would keep the first render's (empty) ones: it reads them from here.
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);
  const [sending, setSending] = useState(false);
  const [restored, setRestored] = useState(false);
  const [sent, setSent] = useState(false);
  /** What the last failed submission said, shown in the form until the next one. */
  const [failure, setFailure] = useState<string | null>(null);
  const [askToSignIn, setAskToSignIn] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<Values> | undefined>();
  const captcha = useRef<{ id?: string }>({}).current;
  // RJSF reports its defaults as a change when it mounts; only what the visitor types is a draft.
  const draftReady = useRef(false);
  // Read synchronously: two submits in one task must not both pass (state would still say idle).
  const sendingNow = useRef(false);
  const [keys] = useState(() => submissionKeys());

  const countdown = useActorRef(countdownMachine.provide({ actors: { sendCode: sendCodeActor(api, bundle) } }), { input: { seconds: countdownSeconds } });

  // After hydration only: the prerendered form and the first browser render must be the same.
  useEffect(() => {
    const draft = loadDraft(bundle, locale);
    // A choice the link made (?package=global-plus) wins over the draft; what was typed into the
    // prerendered form before its code loaded wins over both.
    const chosen = choicesFromQuery(bundle.schema, window.location.search);
    const typed = typedBeforeHydration(bundle);
    if (draft) setRestored(true);
    if (draft || Object.keys(chosen).length || Object.keys(typed).length) {
      const merged = mergeValues(mergeValues(draft ?? {}, chosen), typed);
      setValues(merged);
      saveDraft(bundle, locale, merged);
    }
    draftReady.current = true;
  }, [bundle, locale]);

  const verification = bundle.verification;
  const context = useMemo<EngineFormContext>(() => ({
    bundle, api, captcha, captchaVersion,
    ...(verification?.kind === 'email-code' ? {
      countdown,
      requestCode: () => {
        // Empty or malformed, the address gets the form's own warning and no code is sent.
        const typed = latestValues.current;
        const problem = isEmptyValue(typed[verification.email])
          ? fieldMessage(bundle.messages, verification.email, 'required')
          : fieldProblem(form, typed, verification.email);
        if (problem) notify('warning', problem);
        else countdown.send({ type: 'SEND', email: String(typed[verification.email]).trim() });
      },
    } : {}),
  }), [form, bundle, verification, api, captcha, captchaVersion, countdown]);

  const onSubmit = async (submitted: Values) => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    setExtraErrors(undefined);
    const sent = { values: submitted, captchaId: captcha.id };
    const idempotencyKey = keys.keyFor(sent);
    const outcome = await submitForm(api, bundle, submitted, { locale, idempotencyKey, captchaId: captcha.id });
    keys.settle(idempotencyKey, sent, outcome.ok || outcome.reason !== 'unanswered');
    sendingNow.current = false;
    setSending(false);
    if (outcome.ok) {
      if (bundle.verification?.kind === 'image-captcha') setCaptchaVersion((v) => v + 1);
      notify('success', bundle.texts.success);
      clearDraft(bundle, locale);
      setValues({});
      setRestored(false);
      setSent(true);
      countdown.send({ type: 'RESET' });
      formSucceeded(bundle.id, outcome.data);
      // config/forms.yaml next: the page of what was created (a purchase's payment page).
      const next = nextLocation(bundle.nextPath, outcome.data);
      if (next) window.location.assign(next);
      return;
    }
    // 401/402: the session ends without a word (spec 4, 8); what was typed stays, as the draft.
    if (outcome.reason === 'unauthorised') return;
    notify('error', outcome.message);
    setFailure(outcome.message);
    setAskToSignIn(asksToSignIn(outcome.code, !!bundle.loginPath && !!bundle.texts.signIn));
    if (outcome.reason === 'refused') {
      // The server spent the captcha or code on this answer: a new picture, an empty answer field.
      // Without an answer nothing is known to be spent, so everything stays for sending again.
      if (bundle.verification?.kind === 'image-captcha') setCaptchaVersion((v) => v + 1);
      const answerField = bundle.verification?.field;
      if (answerField) setValues((v) => ({ ...v, [answerField]: undefined }));
    }
    if (outcome.field) setExtraErrors(fieldError(outcome.field, outcome.message));
  };

  return (
    <div className="page-form">
      {heading && <h2 className="page-form__title">{bundle.texts.title}</h2>}
      {heading && bundle.texts.intro && <p className="page-form__intro">{bundle.texts.intro}</p>}
      {restored && <p className="page-form__note" role="status">{bundle.texts.draftRestored}</p>}
      {sent && <p className="page-form__sent" role="status">{bundle.texts.success}</p>}
      <ThemedForm
        form={form}
        context={context}
        formData={values}
        extraErrors={extraErrors}
        onChange={(next) => {
          setValues(next);
          setSent(false);
          if (draftReady.current) saveDraft(bundle, locale, next);
        }}
        onSubmit={(v) => void onSubmit(v)}
      >
        {bundle.texts.notice && <p className="page-form__notice">{bundle.texts.notice}</p>}
        <button type="submit" className="button button--primary page-form__submit" disabled={sending} aria-busy={sending}>
          {sending ? bundle.texts.sending : bundle.texts.submit}
        </button>
        {failure !== null && <FailureNote message={failure} failed={bundle.texts.failed} />}
        {askToSignIn && (
          <p className="page-form__sign-in">
            <a className="button" href={loginPathFor(bundle.loginPath!, window.location.pathname)}>{bundle.texts.signIn}</a>
          </p>
        )}
      </ThemedForm>
    </div>
  );
}
