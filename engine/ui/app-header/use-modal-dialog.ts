import { useEffect, useRef } from 'react';
import { keepTabInside } from '../shell/tab-trap';

/**
 * Shows a native <dialog> as a modal while `open` is true. showModal gives what a modal needs
 * without code of ours: the rest of the page inert, Escape as a `cancel` event; Tab cycles
 * inside it (tab-trap.ts). On closing, focus goes back to where it was (the button that opened it) if that is still there.
 * Where showModal is missing (jsdom), the dialog is only shown.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(event, dialog);
    dialog.addEventListener('keydown', onKeyDown);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (returnTo?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) returnTo.focus();
    };
  }, [open]);
  return ref;
}
