import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import shell from 'virtual:site/shell-settings';
import { isChunkLoadError } from '../../rules/chunk-reload-guard';
import { uiMessageKeys } from '../../config/ui-message-keys';
import { chunkReloadStarted, reloadForFailedChunk } from '../errors/chunk-reload';
import { notify } from '../notifications/notification-bus';

/**
 * Where a form's code (its chunk, its texts and validator) failed to load. A failed chunk first
 * reloads the page when the guard allows (a new release replaced the files); otherwise, and within
 * the guard's minute after such a reload, the form's place says so in the page's language with a
 * button to reload, instead of the form silently missing; `failure` says it otherwise where the
 * form has no place in the page (a dialog: FormLoadFailureNotice).
 */
export class FormLoadBoundary extends Component<{ children: ReactNode; failure?: ReactNode }, { failed: boolean; reloading: boolean }> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // Vite may already have started the reload for this failure, handing React no module at all.
    if (chunkReloadStarted() || (isChunkLoadError(error) && reloadForFailedChunk(shell.chunkReloadGuardMs))) this.setState({ reloading: true });
    else console.error('A form could not be loaded:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return null;
    return this.props.failure ?? <FormLoadFailure />;
  }
}

/**
 * The failure of a form that opens in a dialog (a header's "request a demo"): the dialog never
 * opened, so there is no place in the page to say it; an error notification says it instead, and
 * `onShown` lets the host forget the request, so the next click asks again.
 */
export function FormLoadFailureNotice({ onShown }: { onShown: () => void }) {
  const { t } = useTranslation('common');
  const shown = useRef(false); // once, though development mode runs effects twice
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify('error', t(uiMessageKeys.formLoadFailed));
    onShown();
  }, [t, onShown]);
  return null;
}

function FormLoadFailure() {
  const { t } = useTranslation('common');
  return (
    <div className="form-load-failure" role="alert">
      <p>{t(uiMessageKeys.formLoadFailed)}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>{t(uiMessageKeys.formLoadReload)}</button>
    </div>
  );
}
