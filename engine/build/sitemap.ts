import type { ClientModel } from '../config/site-model.js';
import { alternatesFor, canonicalUrl } from '../routing/page-head.js';

/** sitemap.xml with every prerendered route and its hreflang alternates. */
export function buildSitemap(model: Pick<ClientModel, 'site' | 'routes'>): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const urls = model.routes
    .filter((r) => r.prerender)
    .map((route) => {
      const alternates = alternatesFor(route, model)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${escape(a.hreflang)}" href="${escape(a.href)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escape(canonicalUrl(route.path, model))}</loc>${alternates ? `\n${alternates}` : ''}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
