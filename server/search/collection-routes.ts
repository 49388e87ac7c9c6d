import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { accounts, sampleCompanies, savedCompanies } from '../db/schema.js';
import { failure, success } from '../api/envelope.js';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { searchCodes } from '../../engine/config/search-codes.js';
import { decidePage, type SearchLimits } from '../../engine/rules/shipment-search.js';
import { sessionAccount } from '../auth/session-cookies.js';
import { refusal } from './search-refusals.js';
import { companyAccess } from './company-access.js';

/** The most companies one account may keep: a list to come back to, not a copy of the data. */
export const collectionLimit = 500;

type CompanyParams = { companyId: string };
type PageQuery = { current?: number; pageSize?: number };

/**
 * "My collection": the companies a member saved, to open again later. Saving and removing count
 * against the reads limit, not the forms one: a member working through a list saves many in a
 * minute, and each is a small idempotent change of their own list. GET lists them newest
 * first, PUT saves one (again: no change), DELETE removes one. Only a company the member may open
 * can be saved (company-access.ts: 40001 otherwise, an unknown id too); removing needs no such
 * check, so a company still leaves the list after the package that showed it has ended.
 */
export function registerCollectionRoutes(app: FastifyInstance, ctx: ApiContext & { model: SiteModel; limits: SearchLimits }) {
  const db = ctx.database.db;
  const readable = companyAccess(ctx);
  const entry = (accountId: number, companyId: string) => and(eq(savedCompanies.accountId, accountId), eq(savedCompanies.companyId, companyId));

  app.get<{ Querystring: PageQuery }>('/searching/cds/collection', { schema: { querystring: pageQuery }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    if (!account) return refusal({ reason: 'not-logged-in' });
    const page = decidePage(request.query, ctx.limits);
    if (!page.ok) return refusal(page.error);
    const mine = eq(savedCompanies.accountId, account.id);
    const [{ total = 0 } = {}] = await db.select({ total: count() }).from(savedCompanies).where(mine);
    // A left join: a company the regenerated sample data no longer has still lists (without a
    // name), so it can be removed and the total stays the rows' count.
    const rows = await db
      .select({ id: savedCompanies.companyId, name: sampleCompanies.name, country: sampleCompanies.country, savedAt: savedCompanies.savedAt })
      .from(savedCompanies)
      .leftJoin(sampleCompanies, eq(sampleCompanies.id, savedCompanies.companyId))
      .where(mine)
      .orderBy(desc(savedCompanies.savedAt), desc(savedCompanies.companyId))
      .limit(page.value.pageSize)
      .offset(page.value.offset);
    return success({ total, current: page.value.current, pageSize: page.value.pageSize, rows });
  });

  app.put<{ Params: CompanyParams }>('/searching/cds/collection/:companyId', { schema: { params: companyParams }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const { companyId } = request.params;
    const access = await readable(request, reply, companyId);
    if ('refused' in access) return access.refused;
    const [company] = await db.select({ id: sampleCompanies.id, name: sampleCompanies.name, country: sampleCompanies.country }).from(sampleCompanies).where(eq(sampleCompanies.id, companyId));
    if (!company) return failure(searchCodes.datasetNotOwned, {}, 'None of your datasets holds this company');
    const accountId = access.account.id;
    const savedAt = await db.transaction(async (tx) => {
      // One account's saves one after another, so two at once cannot both take the last place.
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
      const [existing] = await tx.select({ savedAt: savedCompanies.savedAt }).from(savedCompanies).where(entry(accountId, companyId));
      if (existing) return existing.savedAt;
      const [{ saved = 0 } = {}] = await tx.select({ saved: count() }).from(savedCompanies).where(eq(savedCompanies.accountId, accountId));
      if (saved >= collectionLimit) return undefined;
      const [inserted] = await tx.insert(savedCompanies).values({ accountId, companyId }).returning({ savedAt: savedCompanies.savedAt });
      return inserted!.savedAt;
    });
    if (!savedAt) return failure(searchCodes.collectionFull, { limit: collectionLimit }, `My collection holds at most ${collectionLimit} companies: remove one to save another`);
    return success({ ...company, savedAt });
  });

  app.delete<{ Params: CompanyParams }>('/searching/cds/collection/:companyId', { schema: { params: companyParams }, config: { rateLimit: ctx.rateLimits.reads } }, async (request, reply) => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    if (!account) return refusal({ reason: 'not-logged-in' });
    const removed = await db.delete(savedCompanies).where(entry(account.id, request.params.companyId)).returning({ id: savedCompanies.companyId });
    return success({ removed: removed.length > 0 });
  });
}

const companyParams = {
  type: 'object',
  required: ['companyId'],
  properties: { companyId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const pageQuery = {
  type: 'object',
  // Cache busters and the like are ignored, as on the other GET calls.
  additionalProperties: true,
  properties: { current: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;
