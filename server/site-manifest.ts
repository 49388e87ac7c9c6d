import type { RedirectRules, RouteEntry } from '../engine/config/site-model.js';

/** What the build leaves for the server beside the static files: routes, redirects, a fingerprint. */
export interface SiteManifest {
  builtAt: string;
  inputHash: string;
  routes: RouteEntry[];
  redirects: RedirectRules;
  /** The console pages this build serves (config/console.yaml), each prerendered at <path>/index.html. */
  consolePaths: string[];
  /** API origins of config/site.yaml other than the site's own, allowed in connect-src. */
  connectOrigins: string[];
}

export const manifestFile = 'site-manifest.json';
