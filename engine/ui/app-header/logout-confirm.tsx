import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog';
import './app-header.css';

/**
 * The sign-out confirmation (spec 4: 'Are you sure to log out?', Confirm and Cancel), a native
 * modal dialog. While the logout call runs (`busy`) both buttons stay in place, focus included,
 * but do nothing, and Escape does not close it.
 */
export function LogoutConfirm({ open, busy = false, onConfirm, onCancel }: { open: boolean; busy?: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const dialogRef = useModalDialog(open);
  const messageId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="logout-confirm"
      aria-labelledby={messageId}
      data-testid="logout-confirm"
      onCancel={(event) => {
        event.preventDefault(); // closed through `open`, by the caller
        if (!busy) onCancel();
      }}
    >
      <p id={messageId} className="logout-confirm__message">{t('shell.signOutConfirm')}</p>
      <div className="logout-confirm__actions">
        {/* First, so it takes the focus when the dialog opens: the harmless choice. */}
        <button type="button" className="button logout-confirm__cancel" aria-disabled={busy || undefined} onClick={() => !busy && onCancel()}>
          {t('shell.cancel')}
        </button>
        <button type="button" className="button button--primary logout-confirm__confirm" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => !busy && onConfirm()}>
          {t('shell.confirm')}
        </button>
      </div>
    </dialog>
  );
}
