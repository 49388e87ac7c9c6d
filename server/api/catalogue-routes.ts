import type { FastifyInstance } from 'fastify';
import type { SiteModel } from '../../engine/config/site-model.js';
import { textInEveryLocale } from '../../engine/config/localised-text.js';
import { packagesOnSale } from '../../engine/config/compile-pricing.js';
import { codes, failure, success } from './envelope.js';
import { requestSchemas } from './request-schemas.js';

/** Read-only answers built from config: the yearly packages and the utility-tool lists. */
export function registerCatalogueRoutes(app: FastifyInstance, model: Pick<SiteModel, 'pricing' | 'toolLists' | 'messages' | 'site'>) {
  // GET /public/overseas/packages: the packages of config/pricing.yaml on sale, with each
  // package's name in every locale; the same ids the purchase form and orders use.
  const packages = {
    currency: model.pricing.currency,
    termYears: model.pricing.termYears,
    packages: packagesOnSale(model.pricing).map((p) => ({
      id: p.id,
      level: p.level,
      price: p.price,
      priceMinor: p.priceMinor,
      importCountries: p.importCountries,
      exportCountries: p.exportCountries,
      name: textInEveryLocale(model, 'common', p.name),
    })),
  };
  app.get('/public/overseas/packages', async () => success(packages));

  // GET /api/list?id=154&page=1&limit=10&desc=false (spec 7): code 0 with data.rows. Row 0 is the
  // list's own heading, which the site skips; every other row has name and info.url.
  app.get<{ Querystring: { id: number; page: number; limit: number; desc: boolean; lang?: string } }>('/api/list', { schema: requestSchemas.toolList }, async (request) => {
    const { id, page, limit } = request.query;
    const list = model.toolLists.find((l) => l.id === id);
    if (!list) return failure(codes.wrongParameters, { field: 'id' });
    const lang = (request.query.lang ?? 'zh-cn') as keyof typeof list.title;
    const rows = [
      { name: list.title[lang] ?? list.title['zh-cn'], info: { url: '' } },
      ...list.rows.map((row) => ({ name: row.name[lang] ?? row.name['zh-cn'], names: row.name, info: { url: row.url } })),
    ];
    const ordered = request.query.desc ? [rows[0], ...rows.slice(1).reverse()] : rows;
    return success({ rows: ordered.slice((page - 1) * limit, page * limit), total: ordered.length, page, limit }, 'success', 0);
  });
}
