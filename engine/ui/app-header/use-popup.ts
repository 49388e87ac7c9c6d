import { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * State of a button that opens a small panel (language, account): the ids and refs to wire, and
 * the dismissal of useDismiss, with focus back on the button after Escape. Closes when the page
 * changes.
 */
export function usePopup(currentPath: string) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [currentPath]);
  useDismiss(open, containerRef, (reason) => {
    if (reason === 'escape' && containerRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  });

  return {
    open,
    containerRef,
    buttonRef,
    close: () => setOpen(false),
    /** Closes the panel and puts focus on its button (a choice in the panel was made). */
    closeToButton: () => {
      setOpen(false);
      buttonRef.current?.focus();
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((o) => !o),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
