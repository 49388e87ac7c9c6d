import { orderCodes } from '../config/order-codes.js';

/**
 * What a page form does after the server's answer (config/forms.yaml next: and signedIn:): go to
 * the page of what was created, or offer to log in when the address has an account already.
 */

/** The next page's route with the answer's id in its :param, when the form has one and the answer an id. */
export function nextLocation(nextPath: string | undefined, data: unknown): string | undefined {
  const id = (data as { id?: unknown } | null)?.id;
  if (!nextPath || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
  return nextPath.replace(/:[A-Za-z0-9_]+/, encodeURIComponent(String(id)));
}

/** A refused purchase whose e-mail address has an account: the visitor is offered to log in first. */
export function asksToSignIn(code: number | undefined, canSignIn: boolean): boolean {
  return canSignIn && code === orderCodes.accountExists;
}
