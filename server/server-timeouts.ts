/**
 * How long the HTTP server waits for a client. Without these a client that sends its request a
 * byte at a time (or opens connections and sends nothing) holds a connection forever, and enough
 * of them exhaust the server.
 */
export interface ServerTimeouts {
  /** The request line and every header must have arrived within this: 10 s. */
  headersMs: number;
  /** The whole request, body included (forms are at most 64 KB): 30 s. */
  requestMs: number;
  /**
   * An idle keep-alive connection is closed after this: 72 s, longer than the 60 s idle timeout of
   * common load balancers, so that the balancer (not the server) closes and never reuses a closed one.
   */
  keepAliveMs: number;
  /** A connection on which nothing moves either way (a client that stops reading): 120 s. */
  idleMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000, idleMs: 120_000 };

/** Fastify's options for these timeouts. */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...defaultServerTimeouts, ...overrides };
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node checks those two on a timer (every 30 s by default, which would stretch a 10 s limit
      // to 40 s): once a second, or more often for the short limits of tests.
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.floor(timeouts.headersMs / 4))),
    },
  };
}
