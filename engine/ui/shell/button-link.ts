import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * The page's buttons that must also work without scripts are links (<a href role="button">):
 * back to the top, and the buttons that open a form dialog, which lead to the contact page then.
 * Scripts take their click and cancel the link. A button answers Space as well as Enter, and a
 * link only Enter: this gives them Space, once (an earlier handler that did it cancels the key).
 */
export function pressOnSpace(event: KeyboardEvent | ReactKeyboardEvent): void {
  if (event.key !== ' ' || event.defaultPrevented) return;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a[role="button"]') : null;
  if (!target) return;
  event.preventDefault(); // a link would scroll the page on Space
  target.click();
}
