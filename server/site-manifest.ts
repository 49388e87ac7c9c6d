import type { LocaleId, RedirectRules, RouteEntry } from '../engine/config/site-model.js';

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
  /**
   * The locales whose copies of the console pages the build wrote
   * (engine/build/locale-copies.ts), and the cookie that holds a console visitor's language.
   * Absent: send the pages as built.
   */
  languages?: { cookie: string; defaultLocale: LocaleId; locales: LocaleId[] };
}

export const manifestFile = 'site-manifest.json';
