import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, max, min, sql, sum } from 'drizzle-orm';
import { sampleCompanies, savedCompanies, shipments } from '../db/schema.js';
import { failure, success } from '../api/envelope.js';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { searchCodes } from '../../engine/config/search-codes.js';
import { decidePage, type SearchLimits } from '../../engine/rules/shipment-search.js';
import { refusal } from './search-refusals.js';
import { companyAccess, involves } from './company-access.js';
import { pageWithinReach, searchReach } from '../../engine/rules/search-reach.js';
import { exportLimitInput } from './member-limits.js';

type CompanyQuery = { companyId: string; current?: number; pageSize?: number };

/**
 * Spec 7's company calls over the sample data: a company's profile (/searching/cds/company), its
 * records (/searching/cds/companies/record) and its trading partners (/searching/cds/company/partner),
 * each only within the datasets the member owns. A company that trades in none of them is, for this
 * member, not there to see (40001): its name alone would tell what another package holds
 * (company-access.ts, which "my collection" asks too).
 */
export function registerCompanyRoutes(app: FastifyInstance, ctx: ApiContext & { model: SiteModel; limits: SearchLimits }) {
  const db = ctx.database.db;
  /** The datasets this member may read in which the company trades, or the answer that refuses. */
  const readable = companyAccess(ctx);

  app.post<{ Body: CompanyQuery }>('/searching/cds/company', { schema: { body: companyBody }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const access = await readable(request, reply, request.body.companyId);
    if ('refused' in access) return access.refused;
    const [company] = await db.select().from(sampleCompanies).where(eq(sampleCompanies.id, request.body.companyId));
    if (!company) return failure(searchCodes.datasetNotOwned);
    // Whether it is in the member's collection, so the console's save button starts in the right state.
    const [saved] = await db.select({ savedAt: savedCompanies.savedAt }).from(savedCompanies).where(and(eq(savedCompanies.accountId, access.account.id), eq(savedCompanies.companyId, company.id)));
    return success({ id: company.id, name: company.name, legalName: company.legalName, country: company.country, ...company.profile, savedAt: saved?.savedAt ?? null });
  });

  app.post<{ Body: CompanyQuery }>('/searching/cds/companies/record', { schema: { body: companyBody }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const page = decidePage(request.body, ctx.limits);
    if (!page.ok) return refusal(page.error);
    const access = await readable(request, reply, request.body.companyId);
    if ('refused' in access) return access.refused;
    // Records in full, as the search's: no more than the member may export (decision 044).
    const reach = searchReach(ctx.limits, exportLimitInput(access.account), ctx.model.site.business);
    const reachable = pageWithinReach(page.value, reach);
    if (!reachable.ok) return refusal(reachable.error, reach);
    const where = and(inArray(shipments.dataset, access.datasets), involves(request.body.companyId));
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(shipments).where(where);
    const rows = await db.select().from(shipments).where(where).orderBy(desc(shipments.date), shipments.id).limit(reachable.value.rows).offset(page.value.offset);
    return success({ total, reachable: Math.min(total, reach), current: page.value.current, pageSize: page.value.pageSize, rows });
  });

  app.post<{ Body: CompanyQuery }>('/searching/cds/company/partner', { schema: { body: companyBody }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const page = decidePage(request.body, ctx.limits);
    if (!page.ok) return refusal(page.error);
    const access = await readable(request, reply, request.body.companyId);
    if ('refused' in access) return access.refused;
    const id = request.body.companyId;
    // The other side of each record the company is in: its suppliers and its buyers.
    const partner = sql<string>`case when ${shipments.importerId} = ${id} then ${shipments.exporterId} else ${shipments.importerId} end`;
    const role = sql<'supplier' | 'buyer'>`case when ${shipments.importerId} = ${id} then 'supplier' else 'buyer' end`;
    const grouped = db
      .select({ partnerId: partner.as('partner_id'), role: role.as('role'), shipments: count().as('shipments'), valueUsd: sum(shipments.valueUsd).as('value_usd'), weightKg: sum(shipments.weightKg).as('weight_kg'), firstDate: min(shipments.date).as('first_date'), lastDate: max(shipments.date).as('last_date') })
      .from(shipments)
      .where(and(inArray(shipments.dataset, access.datasets), involves(id)))
      // By position: each expression carries the id as its own parameter, which PostgreSQL would not see as the same expression.
      .groupBy(sql.raw('1'), sql.raw('2'))
      .as('partners');
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(grouped);
    const rows = await db
      .select({ id: grouped.partnerId, name: sampleCompanies.name, country: sampleCompanies.country, role: grouped.role, shipments: grouped.shipments, valueUsd: grouped.valueUsd, weightKg: grouped.weightKg, firstDate: grouped.firstDate, lastDate: grouped.lastDate })
      .from(grouped)
      .leftJoin(sampleCompanies, eq(sampleCompanies.id, grouped.partnerId))
      .orderBy(desc(grouped.shipments), grouped.partnerId)
      .limit(page.value.pageSize)
      .offset(page.value.offset);
    return success({ total, current: page.value.current, pageSize: page.value.pageSize, rows: rows.map((r) => ({ ...r, valueUsd: Number(r.valueUsd), weightKg: Number(r.weightKg) })) });
  });
}

const companyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['companyId'],
  properties: { companyId: { type: 'string', minLength: 1, maxLength: 64 }, current: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;
