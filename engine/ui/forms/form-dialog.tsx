import { use, useEffect, useRef } from 'react';
import { loadForm } from './load-form';
import { ThemedForm } from './themed-form';
import { FailureNote } from './failure-note';
import { keepTabInside } from '../shell/tab-trap';
import { SignInOffer } from './sign-in-offer';
import { useFormSubmission } from './use-form-submission';

/**
 * A form in a dialog (request a demo, spec 2.6, 4, 5, 7), rendering the form-submission machine
 * (engine/machines/form-submission-machine.ts, through use-form-submission.ts) with its dialog
 * region: the machine decides when it is open, what a submission may send (a first-empty form's
 * first empty field stops it with its warning, and its submit button waits until every required
 * field is filled and then stays enabled), and that a success closes it and resets the send-code
 * countdown. Stays mounted once opened, so the countdown survives closing it. Calls go through
 * the page's API client, as the page forms' do.
 */
export default function FormDialog({ formId, locale, countdownSeconds, openCount, onClosed }: {
  formId: string; locale: string; countdownSeconds: number; openCount: number; onClosed: () => void;
}) {
  const form = use(loadForm(formId, locale));
  const { bundle } = form;
  const { actor, view, formProps } = useFormSubmission({ form, locale, countdownSeconds, inDialog: true });
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Each click on a "request a demo" button opens the dialog.
  useEffect(() => {
    if (openCount > 0) actor.send({ type: 'OPEN' });
  }, [openCount, actor]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (view.open && !dialog.open) dialog.showModal();
    if (!view.open && dialog.open) {
      dialog.close();
      onClosed();
    }
  }, [view.open, onClosed]);

  return (
    <dialog ref={dialogRef} className="form-dialog" aria-labelledby={`form-dialog-${bundle.id}`} onCancel={(e) => { e.preventDefault(); actor.send({ type: 'CLOSE' }); }} onKeyDown={(e) => keepTabInside(e.nativeEvent, e.currentTarget)}>
      <div className="form-dialog__head">
        <h2 id={`form-dialog-${bundle.id}`} className="form-dialog__title">{bundle.texts.title}</h2>
        <button type="button" className="form-dialog__close" aria-label={bundle.texts.close} onClick={() => actor.send({ type: 'CLOSE' })}>×</button>
      </div>
      {bundle.texts.intro && <p className="form-dialog__intro">{bundle.texts.intro}</p>}
      <ThemedForm {...formProps}>
        <button type="submit" className="button button--primary form-dialog__submit" disabled={!view.submitEnabled || view.sending} aria-busy={view.sending}>
          {view.sending ? bundle.texts.sending : bundle.texts.submit}
        </button>
        {view.failure && <FailureNote message={view.failure.message} failed={bundle.texts.failed} />}
        {view.offerSignIn && <SignInOffer bundle={bundle} values={view.values as Record<string, unknown>} label={bundle.texts.signIn} />}
      </ThemedForm>
    </dialog>
  );
}
