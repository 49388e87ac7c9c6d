import { like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shipments } from '../db/schema.js';
import type { ShipmentQuery } from '../../engine/rules/shipment-search.js';

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
