import mitt from 'mitt';

/** The four kinds of pop-up (spec 8: notice, warning, error; and 'success' after a submit or send). */
export type NotificationKind = 'notice' | 'warning' | 'error' | 'success';

export interface Notification {
  kind: NotificationKind;
  message: string;
}

type Events = { notify: Notification; 'open-form': { form: string } };

/**
 * The page's event bus: anything may raise a notification or ask for a form dialog, and the one
 * host of each (mounted in the site shell) shows it. It keeps the heavy form code out of the
 * header and footer, which only send an event.
 */
export const pageEvents = mitt<Events>();

export function notify(kind: NotificationKind, message: string): void {
  pageEvents.emit('notify', { kind, message });
}

export function openFormDialog(form: string): void {
  pageEvents.emit('open-form', { form });
}
