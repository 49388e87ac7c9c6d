import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/** Open popups, latest last: Escape closes only the latest (a language list over the mobile menu). */
const openPopups: object[] = [];

/**
 * Closes an open popup the way people expect: Escape (the caller then gives focus back to the
 * button that opened it), a press outside it, or focus moving somewhere else. `container` holds
 * both the button and the popup, so pressing the button is not "outside". Escape inside a modal
 * dialog belongs to the dialog.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, onDismiss: (reason: DismissReason) => void): void {
  // The latest callback without re-subscribing on every render.
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const popup = {};
    openPopups.push(popup);
    const outside = (target: EventTarget | null) => !(target instanceof Node && container.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openPopups[openPopups.length - 1] !== popup) return;
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      dismiss.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) dismiss.current('outside');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) dismiss.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      openPopups.splice(openPopups.indexOf(popup), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container]);
}
