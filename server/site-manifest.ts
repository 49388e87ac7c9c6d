import type { RedirectRules, RouteEntry } from '../engine/config/site-model.js';

/** What the build leaves for the server beside the static files: routes, redirects, a fingerprint. */
export interface SiteManifest {
  builtAt: string;
  inputHash: string;
  routes: RouteEntry[];
  redirects: RedirectRules;
}

export const manifestFile = 'site-manifest.json';
