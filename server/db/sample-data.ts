import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateSampleData, maxRecordsPerDataset, sampleSizes, type SampleCompany, type SampleDataOptions, type SampleSize, type ShipmentRecord } from '../../engine/rules/sample-shipments.js';
import type { Database } from './database-types.js';
import type { SampleCompanyProfile } from './schema.js';

/**
 * Loads the fictional sample shipment data (engine/rules/sample-shipments.ts, decision 034) into
 * sample_companies and shipments (server/db/schema.ts). One transaction holding an advisory lock:
 * it reads sample_data_loads, and when that already records the same seed, size and catalogue it
 * does nothing; otherwise it empties both tables and inserts the data in batches. Instances
 * starting together on PostgreSQL take turns, so the first loads and the others find it loaded.
 */

/** SAMPLE_DATA: a size, or none to load nothing and leave what is there. */
export type SampleDataSetting = SampleSize | 'none';

/** Any two loads hold this lock (the migrations hold 724001). */
const sampleDataLock = 724002;
/** Rows per INSERT: a few thousand, as one jsonb parameter (no limit on parameters to reach). */
const batchRows = 2000;
export const defaultSampleSeed = 1;

export interface SampleDataLoad {
  /** loaded: the tables now hold this data; unchanged: they already did; skipped: SAMPLE_DATA=none. */
  status: 'loaded' | 'unchanged' | 'skipped';
  seed?: number;
  size?: SampleSize;
  recordsPerDataset?: number;
  companies?: number;
  shipments?: number;
  /** Time taken, generating included. */
  ms: number;
}

interface InfoLog {
  info(details: object, message: string): void;
}

/** SAMPLE_DATA's text as a setting, or undefined when it is none of small, large, none or a number up to the maximum. */
export function parseSampleDataSetting(text: string): SampleDataSetting | undefined {
  if (text === 'small' || text === 'large' || text === 'none') return text;
  if (/^\d{1,6}$/.test(text) && Number(text) <= maxRecordsPerDataset) return Number(text);
  return undefined;
}

/** What the server does at start: load the setting's data, or nothing for none. */
export async function loadSampleDataAtStart(
  database: Pick<Database, 'db'>,
  setting: SampleDataSetting,
  options: { catalogue: SampleDataOptions['catalogue']; seed?: number; log?: InfoLog },
): Promise<SampleDataLoad> {
  if (setting === 'none') {
    options.log?.info({ sampleData: 'none' }, 'sample data: SAMPLE_DATA=none, nothing loaded');
    return { status: 'skipped', ms: 0 };
  }
  return loadSampleData(database, { ...options, size: setting });
}

export async function loadSampleData(
  database: Pick<Database, 'db'>,
  options: { size: SampleSize; seed?: number; catalogue: SampleDataOptions['catalogue']; log?: InfoLog },
): Promise<SampleDataLoad> {
  const started = performance.now();
  const seed = options.seed ?? defaultSampleSeed;
  const { size, catalogue } = options;
  const recordsPerDataset = typeof size === 'number' ? size : sampleSizes[size];
  const catalogueHash = hashOf(catalogue);
  const result = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(sampleDataLock))})`);
    const loaded = rowsOf<{ seed: string | number; records_per_dataset: number; catalogue_hash: string; companies: number; shipments: number }>(
      await tx.execute(sql`select seed, records_per_dataset, catalogue_hash, companies, shipments from sample_data_loads where id = 1`),
    )[0];
    if (loaded && Number(loaded.seed) === seed && loaded.records_per_dataset === recordsPerDataset && loaded.catalogue_hash === catalogueHash) {
      return { status: 'unchanged' as const, companies: loaded.companies, shipments: loaded.shipments };
    }
    const data = generateSampleData({ seed, size, catalogue });
    await tx.execute(sql`truncate shipments, sample_companies`);
    for (let i = 0; i < data.companies.length; i += batchRows) {
      await tx.execute(insertCompanies(data.companies.slice(i, i + batchRows)));
    }
    for (let i = 0; i < data.records.length; i += batchRows) {
      await tx.execute(insertShipments(data.records.slice(i, i + batchRows)));
    }
    // Fresh statistics for the planner (PGlite has no autovacuum to gather them).
    await tx.execute(sql`analyze shipments, sample_companies`);
    const counts = { companies: data.companies.length, shipments: data.records.length };
    await tx.execute(sql`insert into sample_data_loads (id, seed, size, records_per_dataset, catalogue_hash, companies, shipments, loaded_at)
      values (1, ${seed}, ${String(size)}, ${recordsPerDataset}, ${catalogueHash}, ${counts.companies}, ${counts.shipments}, now())
      on conflict (id) do update set seed = excluded.seed, size = excluded.size, records_per_dataset = excluded.records_per_dataset,
        catalogue_hash = excluded.catalogue_hash, companies = excluded.companies, shipments = excluded.shipments, loaded_at = excluded.loaded_at`);
    return { status: 'loaded' as const, ...counts };
  });
  const load: SampleDataLoad = { ...result, seed, size, recordsPerDataset, ms: Math.round(performance.now() - started) };
  options.log?.info(
    { sampleData: load },
    load.status === 'loaded'
      ? `sample data: loaded ${load.shipments} shipments and ${load.companies} companies (seed ${seed}, size ${size}) in ${load.ms} ms`
      : `sample data: already loaded (seed ${seed}, size ${size}: ${load.shipments} shipments, ${load.companies} companies), checked in ${load.ms} ms`,
  );
  return load;
}

function insertCompanies(companies: readonly SampleCompany[]) {
  const rows = companies.map(({ id, name, legalName, country, hsChapter, ...profile }) => ({ id, name, legalName, country, hsChapter, profile: profile satisfies SampleCompanyProfile }));
  return sql`insert into sample_companies (id, name, legal_name, country, hs_chapter, profile)
    select id, name, "legalName", country, "hsChapter", profile
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, name text, "legalName" text, country text, "hsChapter" text, profile jsonb)`;
}

function insertShipments(records: readonly ShipmentRecord[]) {
  return sql`insert into shipments (id, dataset, direction, date, hs_code, description, importer_id, exporter_id, origin_country, destination_country,
      port_of_loading, port_of_discharge, quantity, unit, weight_kg, value_usd, bill_of_lading)
    select id, dataset, direction, date, "hsCode", "productDescription", "importerId", "exporterId", "originCountry", "destinationCountry",
      "portOfLoading", "portOfDischarge", quantity, unit, "weightKg", "valueUsd", "billOfLading"
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id text, dataset text, direction text, date date, "hsCode" text,
      "productDescription" text, "importerId" text, "exporterId" text, "originCountry" text, "destinationCountry" text, "portOfLoading" text,
      "portOfDischarge" text, quantity bigint, unit text, "weightKg" bigint, "valueUsd" numeric, "billOfLading" jsonb)`;
}

/** The catalogue's datasets decide the records: a changed catalogue is new data. */
function hashOf(catalogue: SampleDataOptions['catalogue']): string {
  return createHash('sha256').update(JSON.stringify(catalogue.datasets)).digest('base64url').slice(0, 22);
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
