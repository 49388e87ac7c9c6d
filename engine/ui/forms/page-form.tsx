import { use, type ReactNode } from 'react';
import { loadForm } from './load-form';
import { ThemedForm } from './themed-form';
import { FailureNote } from './failure-note';
import { SignInOffer } from './sign-in-offer';
import { useFormSubmission } from './use-form-submission';

/**
 * A form shown on a page (a `form` section, or a page built in code such as the console's
 * login). Lazy-loaded, so RJSF and the validator reach only pages that show a form. It renders the
 * form-submission machine (engine/machines/form-submission-machine.ts, through
 * use-form-submission.ts): what the visitor types is kept as a draft until the server has
 * accepted it (secrets only on screen); a failure says why in the form and keeps everything; one
 * submission is sent at a time, through the page's API client (bounded retries under one
 * Idempotency-Key, the request timeout, the progress bar, a 401/402 ending the session silently).
 * Success is announced on the page event bus ('form-succeeded', with the answer's data) for the
 * page to act on.
 */
export default function PageForm({ formId, locale, countdownSeconds, heading = true, beforeSubmit, anchor }: {
  formId: string; locale: string; countdownSeconds: number;
  /** The page section's id: where a member sent to log in comes back to. */
  anchor?: string;
  /** What the page says next to the submit button about the values chosen (a re-buy's effect on the running package). */
  beforeSubmit?: (values: Record<string, unknown>) => ReactNode;
  /** false: the page shows its own heading, so the form leaves out its title and intro. */
  heading?: boolean;
}) {
  const form = use(loadForm(formId, locale));
  const { bundle } = form;
  const { view, formProps } = useFormSubmission({ form, locale, countdownSeconds, inDialog: false });

  return (
    // Until the form has read what the page holds, a submit or a click in it is held by the
    // page's first script (islands/held-input-script.ts) and done again once this mark is gone.
    <div className="page-form" data-awaits-code={view.inputRead ? undefined : ''}>
      {heading && <h2 className="page-form__title">{bundle.texts.title}</h2>}
      {heading && bundle.texts.intro && <p className="page-form__intro">{bundle.texts.intro}</p>}
      <SignInOffer bundle={bundle} values={view.values as Record<string, unknown>} label={bundle.texts.memberSignIn} anchor={anchor} />
      {view.restored && <p className="page-form__note" role="status">{bundle.texts.draftRestored}</p>}
      {view.sent && <p className="page-form__sent" role="status">{bundle.texts.success}</p>}
      <ThemedForm {...formProps}>
        {beforeSubmit?.(view.values as Record<string, unknown>)}
        {bundle.texts.notice && <p className="page-form__notice">{bundle.texts.notice}</p>}
        <button type="submit" className="button button--primary page-form__submit" disabled={!view.submitEnabled || view.sending} aria-busy={view.sending}>
          {view.sending ? bundle.texts.sending : bundle.texts.submit}
        </button>
        {view.failure && <FailureNote message={view.failure.message} failed={bundle.texts.failed} />}
        {view.offerSignIn && <SignInOffer bundle={bundle} values={view.values as Record<string, unknown>} label={bundle.texts.signIn} anchor={anchor} />}
      </ThemedForm>
    </div>
  );
}
