import { useLayoutEffect, useRef } from 'react';
import './pending-form-dialog.css';

/**
 * What a click on Demo shows at once while the dialog's code and the form's texts are still on
 * their way (on a slow phone, seconds): the dialog frame, busy, named by the page's loading text.
 * Esc closes it and forgets the request; the form's own dialog takes its place when it comes.
 */
export function PendingFormDialog({ label, onCancel }: { label: string; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before the browser paints: the click's answer shows in the very next frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="form-dialog-pending" aria-label={label} aria-busy="true" onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <span className="form-dialog-pending__spinner" aria-hidden="true" />
    </dialog>
  );
}
