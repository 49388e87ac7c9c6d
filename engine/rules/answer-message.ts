/**
 * What a visitor is told about a call's answer (spec 8): success is code 1 (or 0 and 200 where a
 * call answers so); any other code shows its translated message, else the server's msg, else the
 * transport message. Used by the API client, its error texts and the forms.
 */
export function isSuccessCode(code: unknown): boolean {
  return code === 1 || code === 0 || code === 200;
}

/** A failure's text: the code's translated message, else the server's msg, else the transport message. */
export function failureMessage(code: number | undefined, msg: string | undefined, codeTexts: Record<string, string>, transport: string): string {
  return (code !== undefined ? codeTexts[String(code)] : undefined) ?? (msg || undefined) ?? transport;
}
