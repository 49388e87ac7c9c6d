import type { ApiHost, ApiHosts } from '../config/site-model.js';

/**
 * Spec 7 names three hosts the site calls: the REST API base (/api/..., /console/...), the root
 * host (/public/..., /auth/...) and the tools host (/api/list). config/site.yaml gives each an
 * origin, or '' for the server that serves the site, so pointing the site at another API is a
 * config change.
 */
export function apiUrl(hosts: ApiHosts, host: ApiHost, path: string): string {
  if (!path.startsWith('/')) throw new Error(`API path must start with "/": ${path}`);
  return `${hosts[host]}${path}`;
}

/** The other origins the pages call, for the Content-Security-Policy's connect-src. */
export function apiOrigins(hosts: ApiHosts): string[] {
  return [...new Set(Object.values(hosts).filter((origin) => origin !== ''))].sort();
}
