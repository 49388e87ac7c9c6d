import type { RedirectRules } from '../../engine/config/site-model';
import type { SiteManifest } from '../../server/site-manifest';

/** A small site manifest for the deployment generators' tests: English routes, the given rules. */
export function buildSiteManifestOf(parts: { routes: string[]; moved: RedirectRules['moved']; unmatched: RedirectRules['unmatched']; fallback: string; loggedIn?: RedirectRules['loggedIn']; consolePaths?: string[] }): SiteManifest {
  return {
    builtAt: '2026-11-27T00:00:00.000Z',
    inputHash: 'test',
    routes: parts.routes.map((path) => ({
      path, locale: 'en', page: 'home', layout: 'english',
      ...(path.includes(':') ? { prerender: false, params: { id: '^[0-9]{1,12}$' } } : { prerender: true }),
    })),
    redirects: { moved: parts.moved, unmatched: parts.unmatched, fallback: parts.fallback, ...(parts.loggedIn ? { loggedIn: parts.loggedIn } : {}) } as RedirectRules,
    consolePaths: parts.consolePaths ?? [],
    connectOrigins: [],
    languages: { cookie: 'lang', defaultLocale: 'en', locales: ['en'] },
  };
}
