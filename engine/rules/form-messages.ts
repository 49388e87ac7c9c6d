import type { FormMessages } from '../config/form-bundle-shape.js';

/**
 * Which words a form shows for a failed rule: the field's own message for that rule, else the one
 * every form shares (locales/<locale>/forms.yaml errors:), with {{limit}} filled in. The browser's
 * error display, the dialog's warnings and the send-code warning all ask here.
 */
export function fieldMessage(messages: FormMessages, field: string, keyword: string, limit?: unknown): string {
  const template = messages.fields[field]?.[keyword] ?? messages.defaults[keyword] ?? messages.defaults.type ?? '';
  return template.replace('{{limit}}', limit === undefined ? '' : String(limit));
}
