import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { shipments } from '../db/schema.js';
import { success } from '../api/envelope.js';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { decideShipmentSearch, reachableTotal, type ShipmentSearchRequest } from '../../engine/rules/shipment-search.js';
import { refusal } from './search-refusals.js';
import { registerCompanyRoutes } from './company-routes.js';
import { registerCollectionRoutes } from './collection-routes.js';
import { registerExportRoute } from './export-route.js';
import { exporter, importer, shipmentConditions } from './search-conditions.js';
import { searchBody } from './search-bodies.js';
import { sessionAccount } from '../auth/session-cookies.js';
import { pageWithinReach, searchReach } from '../../engine/rules/search-reach.js';
import { exportLimitInput } from './member-limits.js';
import { accountRefusal } from '../accounts/account-refusals.js';

/**
 * Spec 7's shipment search (POST /searching/cds) over the sample data (server/db/sample-data.ts).
 * Every answer is decided by engine/rules/shipment-search.ts: a visitor gets 401, a member without
 * the dataset 40001, a search the dataset does not offer 40002, a page past the top page limit
 * (site.yaml business.searchRowLimit, 1,000) 40003. A search reaches no more rows than the member
 * may export (engine/rules/search-reach.ts, decision 044): a level-0 member pages through the
 * first 20, and a page past them is 40003 too. A partly frozen account is refused (spec 4).
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: ApiContext & { model: SiteModel }) {
  const db = ctx.database.db;
  const { business } = ctx.model.site;
  const limits = { pageSize: ctx.model.site.constants.pageSize, pageSizeOptions: ctx.model.site.constants.pageSizeOptions, topPageLimit: business.searchRowLimit };

  app.post<{ Body: ShipmentSearchRequest }>('/searching/cds', { schema: { body: searchBody }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    const frozen = account && accountRefusal(account, 'search', ctx.model.site.contact.email);
    if (frozen) return frozen;
    const decided = decideShipmentSearch(request.body, account ? account.customsDataSource : null, ctx.model.catalogue, limits);
    if (!decided.ok) return refusal(decided.error);
    if (!account) return refusal({ reason: 'not-logged-in' }); // decided above; for the type
    const query = decided.value;
    const reach = searchReach(limits, exportLimitInput(account), business);
    const page = pageWithinReach(query, reach);
    if (!page.ok) return refusal(page.error, reach);
    const where = shipmentConditions({ ...query, filter: query });
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(shipments).leftJoin(importer, eq(importer.id, shipments.importerId)).leftJoin(exporter, eq(exporter.id, shipments.exporterId)).where(where);
    const rows = await db
      .select({ shipment: shipments, importer: { id: importer.id, name: importer.name, country: importer.country }, exporter: { id: exporter.id, name: exporter.name, country: exporter.country } })
      .from(shipments)
      .leftJoin(importer, eq(importer.id, shipments.importerId))
      .leftJoin(exporter, eq(exporter.id, shipments.exporterId))
      .where(where)
      .orderBy(desc(shipments.date), shipments.id)
      .limit(page.value.rows)
      .offset(query.offset);
    return success({
      total,
      reachable: reachableTotal(total, { topPageLimit: reach }),
      current: query.current,
      pageSize: query.pageSize,
      rows: rows.map(({ shipment: { importerId: _i, exporterId: _e, billOfLading, ...record }, importer: imp, exporter: exp }) => ({
        ...record,
        importer: imp,
        exporter: exp,
        ...(billOfLading ? { billOfLading } : {}),
      })),
    });
  });

  registerCompanyRoutes(app, { ...ctx, limits });
  registerCollectionRoutes(app, { ...ctx, limits });
  registerExportRoute(app, ctx);
}

