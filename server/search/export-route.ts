import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { shipments } from '../db/schema.js';
import type { ApiContext } from '../api/api-context.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { decideShipmentExport } from '../../engine/rules/shipment-search.js';
import { sessionAccount } from '../auth/session-cookies.js';
import { refusal } from './search-refusals.js';
import { exporter, importer, shipmentConditions } from './search-conditions.js';
import { exportBody } from './search-bodies.js';
import { exportLimitInput } from './member-limits.js';
import { csvCell as cell } from '../operator/csv-cell.js';
import { accountRefusal } from '../accounts/account-refusals.js';

/**
 * One cell of the export, as the operators' lists write theirs (csv-cell.ts): no column of a
 * shipment holds phone numbers, so a text starting with + is defused like any formula.
 */
export function csvCell(value: unknown): string {
  return cell(value);
}

const columns = ['date', 'dataset', 'direction', 'hs_code', 'description', 'importer', 'importer_country', 'exporter', 'exporter_country', 'origin_country', 'destination_country', 'port_of_loading', 'port_of_discharge', 'quantity', 'unit', 'weight_kg', 'value_usd'];

/**
 * CSV export of a search's rows, or of a whole dataset within dates (POST /searching/cds/export):
 * at most the member's export row limit (spec 6 and 9, site.yaml business: 1000, 20 for a
 * level-0 member; admins 1000), newest first. A partly frozen account exports nothing (spec 4). The answer names the limit (X-Export-Row-Limit) so the console can say
 * why an export stopped short.
 */
export function registerExportRoute(app: FastifyInstance, ctx: ApiContext & { model: SiteModel }) {
  const db = ctx.database.db;
  app.post<{ Body: Record<string, unknown> }>('/searching/cds/export', { schema: { body: exportBody }, config: { rateLimit: ctx.rateLimits.forms } }, async (request, reply) => {
    const account = await sessionAccount(ctx.sessions, request, reply);
    const frozen = account && accountRefusal(account, 'export', ctx.model.site.contact.email);
    if (frozen) return frozen;
    const member = account ? { ownedBits: account.customsDataSource, ...exportLimitInput(account) } : null;
    const decided = decideShipmentExport(request.body as Parameters<typeof decideShipmentExport>[0], member, ctx.model.catalogue, ctx.model.site.business);
    if (!decided.ok) return refusal(decided.error);
    const rows = await db
      .select({ shipment: shipments, importerName: importer.name, importerCountry: importer.country, exporterName: exporter.name, exporterCountry: exporter.country })
      .from(shipments)
      .leftJoin(importer, eq(importer.id, shipments.importerId))
      .leftJoin(exporter, eq(exporter.id, shipments.exporterId))
      .where(shipmentConditions(decided.value))
      .orderBy(desc(shipments.date), shipments.id)
      .limit(decided.value.rowLimit);
    const lines = rows.map(({ shipment: s, importerName, importerCountry, exporterName, exporterCountry }) =>
      [s.date, s.dataset, s.direction, s.hsCode, s.description, importerName, importerCountry, exporterName, exporterCountry, s.originCountry, s.destinationCountry, s.portOfLoading, s.portOfDischarge, s.quantity, s.unit, s.weightKg, s.valueUsd].map(csvCell).join(','));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${decided.value.dataset.value}.csv"`)
      .header('x-export-row-limit', String(decided.value.rowLimit))
      .header('x-export-rows', String(rows.length))
      .send(`${[columns.join(','), ...lines].join('\r\n')}\r\n`);
  });
}

