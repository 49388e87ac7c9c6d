import type { ClientModel } from '../config/site-model.js';
import { canonicalUrl } from '../routing/page-head.js';

/**
 * robots.txt, written by the build from site.yaml's origin: crawlers only accept an absolute
 * Sitemap address, and it must follow the origin whenever the site moves.
 */
export function buildRobots(model: Pick<ClientModel, 'site'>): string {
  return ['User-agent: *', 'Allow: /', `Sitemap: ${canonicalUrl('/sitemap.xml', model)}`, ''].join('\n');
}
