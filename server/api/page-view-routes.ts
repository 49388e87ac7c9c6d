import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { pageViews } from '../db/schema.js';
import { pageViewLimits, pageViewPath, type PageView } from '../../engine/rules/page-views.js';
import { success } from './envelope.js';

/**
 * Spec 7's web-analytics call, for `analytics: { provider: reference-api }` in site.yaml: each
 * page view (url, title, locale, referrer; form-encoded from a beacon, or JSON) is stored in
 * page_views. A body that breaks the schema answers 10001 naming the field, as every call does.
 * The general per-client request limit applies: a visitor reading quickly sends many.
 */
export function registerPageViewRoutes(app: FastifyInstance, { database, htmlLangs }: { database: Database; htmlLangs: string[] }) {
  const body = {
    type: 'object',
    additionalProperties: true, // extra fields a collector script may add are ignored, never stored
    required: ['url', 'title', 'locale'],
    properties: {
      url: { type: 'string', maxLength: pageViewLimits.url, pattern: '^https?://[^\\s/?#]+[^\\s]*$' },
      title: { type: 'string', maxLength: pageViewLimits.title },
      locale: { type: 'string', enum: htmlLangs },
      referrer: { type: 'string', maxLength: pageViewLimits.referrer, default: '' },
    },
  };
  const fieldMessages = {
    url: `url must be the page's absolute http(s) address, at most ${pageViewLimits.url} characters`,
    title: `title must be the page's title, at most ${pageViewLimits.title} characters`,
    locale: `locale must be the page's language: one of ${htmlLangs.join(', ')}`,
    referrer: `referrer must be an address of at most ${pageViewLimits.referrer} characters, or empty`,
  };

  app.post<{ Body: PageView }>(pageViewPath, { schema: { body }, config: { fieldMessages } }, async (request) => {
    const { url, title, locale, referrer } = request.body;
    await database.db.insert(pageViews).values({ url, title, locale, referrer });
    return success({});
  });
}
