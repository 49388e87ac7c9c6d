import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import { shipments } from '../db/schema.js';
import { failure, type Envelope } from '../api/envelope.js';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import type { AccountRow } from '../auth/session-lookups.js';
import { searchCodes } from '../../engine/config/search-codes.js';
import { readableDatasets } from '../../engine/rules/shipment-search.js';
import { sessionAccount } from '../auth/session-cookies.js';
import { refusal } from './search-refusals.js';
import { accountRefusal } from '../accounts/account-refusals.js';

/** Records in which the company is either side. */
export const involves = (companyId: string) => or(eq(shipments.importerId, companyId), eq(shipments.exporterId, companyId));

export type CompanyAccess = { refused: Envelope } | { account: AccountRow; datasets: string[] };

/**
 * Whether the session's member may see a company: it trades in at least one dataset they own. A
 * company that trades in none of them (or does not exist) is, for this member, not there (40001):
 * its name alone would tell what another package holds. The company calls and "my collection"
 * ask the same, so a member can save exactly what they can open; a partly frozen account neither.
 */
export function companyAccess(ctx: Pick<ApiContext, 'database' | 'sessions'> & { model: Pick<SiteModel, 'catalogue' | 'site'> }) {
  const db = ctx.database.db;
  return async (request: FastifyRequest, reply: FastifyReply, companyId: string): Promise<CompanyAccess> => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    if (!account) return { refused: refusal({ reason: 'not-logged-in' }) };
    // A partly frozen account looks up no company (spec 4), before anything about its datasets.
    const frozen = accountRefusal(account, 'search', ctx.model.site.contact.email);
    if (frozen) return { refused: frozen };
    const datasets = readableDatasets(account.customsDataSource, ctx.model.catalogue);
    if (!datasets.ok) return { refused: refusal(datasets.error) };
    const [found] = datasets.value.length ? await db.select({ n: count() }).from(shipments).where(and(inArray(shipments.dataset, datasets.value), involves(companyId))) : [{ n: 0 }];
    if (!found?.n) return { refused: failure(searchCodes.datasetNotOwned, {}, 'None of your datasets holds this company') };
    return { account, datasets: datasets.value };
  };
}
