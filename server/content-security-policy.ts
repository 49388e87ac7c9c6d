import { createHash } from 'node:crypto';
import type { SiteSettings } from '../engine/config/site-model.js';
import { apiOrigins } from '../engine/api/api-hosts.js';
import { analyticsOrigins } from '../engine/rules/page-views.js';

/**
 * Origins other than the site's own that its pages call, for connect-src: the API hosts of
 * site.yaml api: and an analytics collector of analytics: { provider: endpoint }.
 */
export function connectOrigins(site: Pick<SiteSettings, 'api' | 'analytics'>): string[] {
  return [...new Set([...apiOrigins(site.api), ...analyticsOrigins(site.analytics)])].sort();
}

/**
 * A strict policy for one prerendered HTML file: scripts only from this origin plus the exact
 * inline scripts the build wrote (React Router's hydration data), allowed by hash. A public page
 * (HTML with islands, decision 017) has none: its policy allows no inline script at all.
 */
export function contentSecurityPolicy(html: string, connectHosts: string[] = []): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    // Data for the islands runtime (type="application/json") is never run: it needs no hash.
    // Both groups always take part in a match: the defaults are only for the type checker.
    .filter(([, attributes = '']) => !/\btype="application\/json"/.test(attributes))
    .map(([, , body = '']) => body)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectHosts.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
