import type { SiteModel } from '../engine/config/site-model.js';

/**
 * Where the API's routes live. A proxy in front of several API instances (the generated nginx
 * configuration, server/deploy/) sends exactly the public ones to them and serves every other path
 * from the static build; the internal ones it answers 404 itself, never passing them on.
 * tests/api/api-paths.test.ts checks that every route the server registers is one or the other.
 * Forms name their own endpoints in config/forms.yaml, so the list depends on the config.
 */
export interface ApiPaths {
  /** Every path under these (each ends with /). */
  prefixes: string[];
  /** These paths exactly. */
  exact: string[];
  /**
   * Every path under these is the server's but not the public's: the operator API (submissions
   * with personal data, orders, mark-paid) is reached on an instance directly, on the internal
   * network (decision 045, docs/deployment.md "Operator access").
   */
  internal: string[];
}

/** The fixed groups of spec 7 and this server: REST API, console session, root host, SSO, search, PayPal simulator. */
const fixedPrefixes = ['/api/', '/console/', '/public/', '/auth/', '/searching/', '/paypal-sandbox/'];
const internalPrefixes = ['/operator/'];

export function apiPaths(model: Pick<SiteModel, 'forms'>): ApiPaths {
  const endpoints = Object.values(model.forms).flatMap((form) => [form.endpoint.path, ...form.verifications.flatMap((v) => (v.kind === 'email-code' ? [v.sendCode.endpoint.path] : []))]);
  const covered = (path: string) => fixedPrefixes.some((prefix) => path.startsWith(prefix));
  return { prefixes: fixedPrefixes, exact: [...new Set(['/healthz', ...endpoints.filter((path) => !covered(path))])].sort(), internal: internalPrefixes };
}

/** A path the public proxy sends to the API instances. */
export function isApiPath(pathname: string, paths: ApiPaths): boolean {
  return !isInternalPath(pathname, paths) && (paths.prefixes.some((prefix) => pathname.startsWith(prefix)) || paths.exact.includes(pathname));
}

/** A path of the server that the public proxy answers 404 without passing it on. */
export function isInternalPath(pathname: string, paths: ApiPaths): boolean {
  return paths.internal.some((prefix) => pathname.startsWith(prefix));
}
