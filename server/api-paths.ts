import type { SiteModel } from '../engine/config/site-model.js';

/**
 * Where the API's routes live. A proxy in front of several API instances (the generated nginx
 * configuration, server/deploy/) sends exactly these to them and serves every other path from the
 * static build; tests/api/api-paths.test.ts checks that every route the server registers is one.
 * Forms name their own endpoints in config/forms.yaml, so the list depends on the config.
 */
export interface ApiPaths {
  /** Every path under these (each ends with /). */
  prefixes: string[];
  /** These paths exactly. */
  exact: string[];
}

/** The fixed groups of spec 7 and this server: REST API, console session, root host, SSO, search, operator, PayPal simulator. */
const fixedPrefixes = ['/api/', '/console/', '/public/', '/auth/', '/searching/', '/operator/', '/paypal-sandbox/'];

export function apiPaths(model: Pick<SiteModel, 'forms'>): ApiPaths {
  const endpoints = Object.values(model.forms).flatMap((form) => [form.endpoint.path, ...(form.verification?.kind === 'email-code' ? [form.verification.sendCode.endpoint.path] : [])]);
  const covered = (path: string) => fixedPrefixes.some((prefix) => path.startsWith(prefix));
  return { prefixes: fixedPrefixes, exact: [...new Set(['/healthz', ...endpoints.filter((path) => !covered(path))])].sort() };
}

export function isApiPath(pathname: string, paths: ApiPaths): boolean {
  return paths.prefixes.some((prefix) => pathname.startsWith(prefix)) || paths.exact.includes(pathname);
}
