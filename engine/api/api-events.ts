import mitt from 'mitt';

/**
 * Cross-cutting events of the API client (spec 4, 8), so that the parts that react to them (the
 * session, the progress bar) need no reference to the code that made the call.
 * - requestStarted / requestFinished: every call, for the progress bar; `id` pairs them.
 * - unauthorised: an answer of 401 or 402; the session marker is already gone, the session logs out
 *   and the page goes to the language's home page, without a message.
 * - loggedOut: the session ended (sign-out confirmed, or unauthorised).
 */
export type ApiEvents = {
  requestStarted: { id: number; method: string; url: string };
  requestFinished: { id: number; method: string; url: string; ok: boolean };
  unauthorised: { code: number; url: string };
  loggedOut: { reason: 'signed-out' | 'unauthorised' };
};

export const apiEvents = mitt<ApiEvents>();
