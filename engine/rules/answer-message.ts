/**
 * What a visitor is told about a call's answer (spec 8): success is code 1 (or 0 and 200 where a
 * call answers so); any other code shows its translated message, else the server's msg, else the
 * transport message. Used by the API client, its error texts and the forms.
 */
export function isSuccessCode(code: unknown): boolean {
  return code === 1 || code === 0 || code === 200;
}

/**
 * What a call that failed with an HTTP status (4xx, 5xx) is rejected with, spec 8: the status
 * text ("Service Unavailable"); an answer over HTTP/2 has none, so the status itself is named.
 */
export function httpStatusText(status: number, statusText: string | undefined): string {
  return statusText?.trim() || `HTTP ${status}`;
}

/** The words a failed call's error carries for a visitor: the server's msg, the HTTP status text, or none (no answer). */
export function shownMessage(error: { code: number; message: string; kind: 'answer' | 'http' | 'transport' }): string | undefined {
  if (error.kind === 'answer') return error.message;
  if (error.kind === 'http') return httpStatusText(error.code, error.message);
  return undefined;
}

/** A failure's text: the code's translated message, else the server's msg, else the transport message. */
export function failureMessage(code: number | undefined, msg: string | undefined, codeTexts: Record<string, string>, transport: string): string {
  return (code !== undefined ? codeTexts[String(code)] : undefined) ?? (msg || undefined) ?? transport;
}
