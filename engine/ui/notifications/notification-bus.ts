import mitt from 'mitt';

/**
 * The three kinds of pop-up, each shown under its title in the page's language: notice (news the
 * person asked for, such as a form accepted or a code e-mailed), warning (look at something before
 * going on), error (what was asked for did not happen).
 */
export type NotificationKind = 'notice' | 'warning' | 'error';

export interface Notification {
  kind: NotificationKind;
  message: string;
}

type Events = {
  notify: Notification;
  /** `opener`: the button that asked, which gets focus back when the dialog closes. */
  'open-form': { form: string; opener?: HTMLElement };
  /** A form's submission was accepted; `data` is the answer's data (login: { user }; the token is only in its HttpOnly cookie). */
  'form-succeeded': { form: string; data: unknown };
};

/**
 * The page's event bus: anything may raise a notification or ask for a form dialog, and the one
 * host of each (mounted in the site shell) shows it. It keeps the heavy form code out of the
 * header and footer, which only send an event. A page that must act on a form's answer (the
 * console's login page stores the session and moves on) listens for 'form-succeeded', so the
 * form engine knows nothing of sessions.
 */
export const pageEvents = mitt<Events>();

export function notify(kind: NotificationKind, message: string): void {
  pageEvents.emit('notify', { kind, message });
}

type FormRequest = Events['open-form'];
/** A dialog asked for before its host was listening (its island not yet hydrated). */
let unheard: FormRequest | undefined;

export function openFormDialog(form: string, opener?: HTMLElement): void {
  if (pageEvents.all.get('open-form')?.length) pageEvents.emit('open-form', { form, opener });
  // A click on Demo in the header, hydrated first, must not be lost while the page's overlays
  // (the dialog's host) are still on their way: the host gets it when it starts listening.
  else unheard = { form, opener };
}

/** The dialog host listens for requests, and gets at once the one made before it listened. */
export function onFormRequest(handler: (request: FormRequest) => void): () => void {
  pageEvents.on('open-form', handler);
  const waiting = unheard;
  unheard = undefined;
  if (waiting) handler(waiting);
  return () => pageEvents.off('open-form', handler);
}

export function formSucceeded(form: string, data: unknown): void {
  pageEvents.emit('form-succeeded', { form, data });
}
