/** The answer shape of every call (spec 7): code, data, msg. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg?: string;
}

/**
 * A GET to the API, answered as its envelope. An HTTP error status gives undefined; a failed
 * request (no network, aborted) rejects, so the caller decides whether that is worth a log line.
 * Used by the forms' captcha (the forms keep their own calls, see submit-form.ts); the other
 * calls go through api-client.ts.
 */
export async function getEnvelope<T>(url: string, init: RequestInit = {}): Promise<Envelope<T> | undefined> {
  const response = await fetch(url, init);
  return response.ok ? ((await response.json()) as Envelope<T>) : undefined;
}
