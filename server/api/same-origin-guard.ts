import type { FastifyInstance, FastifyRequest } from 'fastify';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteRefusal = { code: 403, data: {}, msg: 'Cross-site requests are refused' };

/**
 * Whether a state-changing request may come from where the browser says it comes from. The session
 * cookie alone authenticates (decision 014), so a page on another site must not be able to make a
 * visitor's browser log in, buy or submit: refused when the browser marks the request cross-site
 * (Sec-Fetch-Site), or names an Origin that is not one of the site's origins (server/site-origins.ts:
 * config, SITE_ORIGIN, CORS_ORIGINS, loopback when listening there; never the request's Host,
 * which the client chooses). Requests carrying neither header are not from a browser page (curl,
 * the operator commands, the PayPal adapter calling the simulator) and are allowed.
 */
export function isAllowedOrigin(request: Pick<FastifyRequest, 'method' | 'headers'>, siteOrigins: ReadonlySet<string>): boolean {
  if (!stateChanging.has(request.method)) return true;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return false;
  // The browser's own word that the page is this origin. Needed because a page with
  // Referrer-Policy: no-referrer (the PayPal simulator's) makes the browser send Origin: null.
  if (site === 'same-origin') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // "null" (a sandboxed frame, a privacy redirect) or garbage is no origin of the site.
  return siteOrigins.has(origin);
}

/** Refuses a cross-site state change with 403 in the envelope, before its body is even read. */
export function registerSameOriginGuard(app: FastifyInstance, siteOrigins: () => { allowed: ReadonlySet<string> }): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isAllowedOrigin(request, siteOrigins().allowed)) return done();
    reply.code(403).send(crossSiteRefusal);
  });
}
