import { isRouteErrorResponse } from 'react-router';
import { uiMessageKeys } from '../../config/ui-message-keys';

/**
 * A route error's status (500 unless it says otherwise) and the key of the words a visitor reads
 * for it. The server's own text ("boom", a stack's first line) is for the log, never the page: it
 * is untranslated and may tell more than a visitor should see.
 */
export function errorDetails(error: unknown): { status: number; messageKey: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return { status, messageKey: statusMessageKey(status) };
}

/** The words for a status: refused access, a request the site could not answer as asked, or the site's own failure. */
export function statusMessageKey(status: number): string {
  if (status === 401 || status === 403) return uiMessageKeys.errorForbidden;
  if (status >= 400 && status < 500) return uiMessageKeys.errorRequest;
  return uiMessageKeys.errorServer;
}
