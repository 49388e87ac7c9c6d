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

/**
 * The calls started and not yet finished, with when each started: a progress bar that mounts
 * after a call began (an island hydrated after the session asked who is logged in) still shows
 * for it, timed from its real start.
 */
const inFlight = new Map<number, number>();
apiEvents.on('requestStarted', ({ id }) => inFlight.set(id, Date.now()));
apiEvents.on('requestFinished', ({ id }) => inFlight.delete(id));

export function callsInFlight(): Array<{ id: number; startedAt: number }> {
  return [...inFlight].map(([id, startedAt]) => ({ id, startedAt }));
}
