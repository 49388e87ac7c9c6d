import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { pageEvents } from '../notifications/notification-bus';

// The dialog, RJSF and the validator load on the first click, never with the page.
const FormDialog = lazy(() => import('./form-dialog'));

/** Opens the form a header or footer button asks for (`dialog:` in config/nav/). */
export function FormDialogHost({ locale, countdownSeconds }: { locale: string; countdownSeconds: number }) {
  const [request, setRequest] = useState<{ form: string; count: number } | null>(null);
  useEffect(() => {
    const onOpen = ({ form }: { form: string }) => setRequest((r) => ({ form, count: r && r.form === form ? r.count + 1 : 1 }));
    pageEvents.on('open-form', onOpen);
    return () => pageEvents.off('open-form', onOpen);
  }, []);
  const onClosed = useCallback(() => document.querySelector<HTMLElement>('[data-opens-form]')?.focus(), []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <FormDialog key={request.form} formId={request.form} locale={locale} countdownSeconds={countdownSeconds} openCount={request.count} onClosed={onClosed} />
    </Suspense>
  );
}

/** The header's and footer's button for a `dialog:` entry. */
export function FormDialogButton({ form, label, className }: { form: string; label: string; className?: string }) {
  return (
    <button type="button" className={className} data-opens-form={form} onClick={() => pageEvents.emit('open-form', { form })}>
      {label}
    </button>
  );
}
