import type { SiteModel } from '../config/site-model.js';
import { alternatesFor, canonicalUrl } from '../routing/page-head.js';
import { canonicalWithQuery } from '../routing/query-head.js';

/**
 * sitemap.xml with every prerendered route and its hreflang alternates. A page that stands for
 * several (queryAnchor heads: /en/solutionsdetail?contId=998 is the buyers' page) is listed once
 * as built and once per value, each at the canonical address its head script gives it.
 */
export function buildSitemap(model: Pick<SiteModel, 'site' | 'routes' | 'pages'>): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const entry = (loc: string, alternates: Array<{ hreflang: string; href: string }>) => {
    const links = alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${escape(a.hreflang)}" href="${escape(a.href)}"/>`).join('\n');
    return `  <url>\n    <loc>${escape(loc)}</loc>${links ? `\n${links}` : ''}\n  </url>`;
  };
  const urls = model.routes
    .filter((r) => r.prerender)
    .flatMap((route) => {
      const canonical = canonicalUrl(route.path, model);
      const alternates = alternatesFor(route, model);
      const anchor = model.pages[route.page]?.queryAnchor;
      const values = anchor?.heads ? Object.keys(anchor.heads) : [];
      return [
        entry(canonical, alternates),
        ...values.map((value) => entry(
          canonicalWithQuery(canonical, anchor!.param, value),
          alternates.map((a) => ({ ...a, href: canonicalWithQuery(a.href, anchor!.param, value) })),
        )),
      ];
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
