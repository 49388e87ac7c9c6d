import { and, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sampleCompanies, shipments } from '../db/schema.js';
import type { ShipmentQuery } from '../../engine/rules/shipment-search.js';

/** The companies table as each record's importer and exporter: the search and the export join both. */
export const importer = alias(sampleCompanies, 'importer');
export const exporter = alias(sampleCompanies, 'exporter');

/** The rows of one dataset within the dates, and through the filter when there is one. */
export function shipmentConditions(query: { dataset: { value: string }; from?: string; to?: string; filter?: Pick<ShipmentQuery, 'field' | 'keyword'> }): SQL | undefined {
  return and(
    eq(shipments.dataset, query.dataset.value),
    query.from ? gte(shipments.date, query.from) : undefined,
    query.to ? lte(shipments.date, query.to) : undefined,
    query.filter ? filterCondition(query.filter, { importer: importer.name, exporter: exporter.name }) : undefined,
  );
}

/**
 * The SQL of a search's filter: an HS code as a prefix, a description by its words in any case
 * (the 'simple' full-text configuration, as the index is built), a company by the start of its
 * name ("harbour" finds Harbourline): the name columns of the query's importer and exporter
 * aliases of the companies table.
 */
export function filterCondition(filter: Pick<ShipmentQuery, 'field' | 'keyword'>, names: { importer: AnyPgColumn; exporter: AnyPgColumn }): SQL {
  const escaped = filter.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  switch (filter.field) {
    case 'hscode':
      return like(shipments.hsCode, `${escaped}%`);
    case 'description':
      return sql`to_tsvector('simple', ${shipments.description}) @@ plainto_tsquery('simple', ${filter.keyword})`;
    case 'importer':
      return sql`lower(${names.importer}) like ${`${escaped}%`}`;
    case 'exporter':
      return sql`lower(${names.exporter}) like ${`${escaped}%`}`;
  }
}
