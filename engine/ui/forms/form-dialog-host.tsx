import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onFormRequest, openFormDialog } from '../notifications/notification-bus';
import { FormLoadBoundary, FormLoadFailureNotice } from './form-load-boundary';
import { PendingFormDialog } from './pending-form-dialog';
import { untilReloaded } from '../errors/chunk-reload';

// The dialog, RJSF and the validator load on the first click, never with the page.
const FormDialog = lazy(() => untilReloaded(import('./form-dialog')));

/** Opens the form a header or footer button asks for (`dialog:` in config/nav/). */
export function FormDialogHost({ locale, countdownSeconds, loadingLabel }: {
  locale: string; countdownSeconds: number;
  /** The name of the busy dialog shown until the form's code has come (the page's loading text). */
  loadingLabel: string;
}) {
  const [request, setRequest] = useState<{ form: string; count: number } | null>(null);
  // The button that opened the dialog this time (header or footer): focus goes back to it.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onOpen = ({ form, opener: button }: { form: string; opener?: HTMLElement }) => {
      opener.current = button ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setRequest((r) => ({ form, count: r && r.form === form ? r.count + 1 : 1 }));
    };
    return onFormRequest(onOpen);
  }, []);
  const onClosed = useCallback(() => {
    const button = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>('[data-opens-form]');
    button?.focus();
  }, []);
  const forget = useCallback(() => setRequest(null), []);
  if (!request) return null;
  // The dialog's code or the form's texts failing to load reload the page once (a new release
  // replaced the files); failing again, an error notification says so, and the header and its
  // buttons keep working.
  return (
    <FormLoadBoundary key={request.form} failure={<FormLoadFailureNotice onShown={forget} />}>
      <Suspense fallback={<PendingFormDialog label={loadingLabel} onCancel={forget} />}>
        <FormDialog formId={request.form} locale={locale} countdownSeconds={countdownSeconds} openCount={request.count} onClosed={onClosed} />
      </Suspense>
    </FormLoadBoundary>
  );
}

/** The header's and footer's button for a `dialog:` entry. */
export function FormDialogButton({ form, label, className }: { form: string; label: string; className?: string }) {
  return (
    <button type="button" className={className} data-opens-form={form} onClick={(event) => openFormDialog(form, event.currentTarget)}>
      {label}
    </button>
  );
}
