import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files';
import { generateSampleData, type SampleSize } from '../../engine/rules/sample-shipments';
import { openDatabase, type Database } from '../../server/db/database';
import { lockDataFolder } from '../../server/db/data-folder-lock';
import { loadSampleData, loadSampleDataAtStart, parseSampleDataSetting } from '../../server/db/sample-data';
import { sampleCompanies, sampleDataLoads, shipments } from '../../server/db/schema';
import { itemAt, only } from '../unit/present';
import { withFreshSchema } from './fresh-schema';

// Issue 21: the fictional sample data loaded into the embedded database and PostgreSQL alike,
// once per seed, size and catalogue, and laid out so the search calls find it through indexes.

const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the config is invalid');
const catalogue = model.value.catalogue;


const kinds: Array<[string, 'pglite' | 'postgres']> = [['PGlite', 'pglite'], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', 'postgres'] as [string, 'postgres']] : [])];

async function onDatabase(kind: 'pglite' | 'postgres', use: (database: Database) => Promise<void>): Promise<void> {
  const run = async (url?: string) => {
    const database = await openDatabase(url ? { databaseUrl: url } : { inMemory: true });
    try {
      await use(database);
    } finally {
      await database.close();
    }
  };
  if (kind === 'postgres') await withFreshSchema('sample', run);
  else await run();
}

async function counts(database: Database) {
  const [row] = await database.query<{ companies: number; shipments: number; bills: number }>(
    'select (select count(*)::int from sample_companies) as companies, (select count(*)::int from shipments) as shipments, (select count(*)::int from shipments where bill_of_lading is not null) as bills',
  );
  return row!;
}

const expected = (size: SampleSize, seed = 1) => {
  const data = generateSampleData({ seed, size, catalogue });
  return { data, counts: { companies: data.companies.length, shipments: data.records.length, bills: data.records.filter((r) => r.billOfLading).length } };
};

const sampleIndexes = ['shipments_dataset_date', 'shipments_dataset_hs_code', 'shipments_importer', 'shipments_exporter', 'shipments_description', 'sample_companies_name', 'sample_companies_country'];

/**
 * The plan of a query when `index` is the only index of the sample tables besides the primary keys
 * (the others dropped in a transaction that is rolled back) and sequential scans are off: whether
 * that index can serve the query's condition. With a few rows per dataset, the planner has no
 * reason to prefer one index over another, so asking which it picks would test nothing.
 */
async function planWithOnly(database: Database, index: string, query: string, params: unknown[]): Promise<string> {
  const text = query.replace(/\$(\d+)/g, (_m, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
  let plan = '';
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const other of sampleIndexes.filter((i) => i !== index)) await tx.execute(sql.raw(`drop index ${other}`));
      const rows = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as { rows: Array<Record<string, string>> };
      plan = rows.rows.map((r) => Object.values(r)[0]).join('\n');
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}

class RolledBack extends Error {}

describe('SAMPLE_DATA', () => {
  it('reads small, large, none and a number of records per dataset; nothing else', () => {
    expect(['small', 'large', 'none', '3', '100000'].map(parseSampleDataSetting)).toEqual(['small', 'large', 'none', 3, 100000]);
    expect(['tiny', '-1', '1.5', '100001', ''].map(parseSampleDataSetting)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe.each(kinds)('%s: loading the sample data', (_name, kind) => {
  it('loads the counts the generator gives, round-trips companies and records, and does nothing the second time', async () => {
    await onDatabase(kind, async (database) => {
      const { data, counts: want } = expected(3);
      const first = await loadSampleData(database, { size: 3, catalogue });
      expect(first).toMatchObject({ status: 'loaded', seed: 1, recordsPerDataset: 3, companies: want.companies, shipments: want.shipments });
      expect(await counts(database)).toEqual(want);

      const companies = await database.db.select().from(sampleCompanies).orderBy(asc(sampleCompanies.id));
      const byId = new Map(data.companies.map((c) => [c.id, c]));
      for (const { id, name, legalName, country, hsChapter, profile } of companies) expect({ id, name, legalName, country, hsChapter, ...profile }).toEqual(byId.get(id));
      const bill = itemAt(data.records.filter((r) => r.billOfLading), 0, 'a bill-of-lading record');
      const [row] = await database.db.select().from(shipments).where(sql`${shipments.id} = ${bill.id}`);
      expect(row).toEqual({
        id: bill.id, dataset: bill.dataset, direction: bill.direction, date: bill.date, hsCode: bill.hsCode, description: bill.productDescription,
        importerId: bill.importerId, exporterId: bill.exporterId, originCountry: bill.originCountry, destinationCountry: bill.destinationCountry,
        portOfLoading: bill.portOfLoading, portOfDischarge: bill.portOfDischarge, quantity: bill.quantity, unit: bill.unit, weightKg: bill.weightKg,
        valueUsd: bill.valueUsd, billOfLading: bill.billOfLading,
      });

      const loadedAt = only(await database.db.select().from(sampleDataLoads), 'the load').loadedAt;
      expect(await loadSampleData(database, { size: 3, catalogue })).toMatchObject({ status: 'unchanged', companies: want.companies, shipments: want.shipments });
      expect(only(await database.db.select().from(sampleDataLoads), 'the load').loadedAt).toEqual(loadedAt);
      expect(await counts(database)).toEqual(want);
    });
  }, 60_000);

  it('the default small size, then another size or seed replaces it; none leaves it', async () => {
    await onDatabase(kind, async (database) => {
      const logged: string[] = [];
      const log = { info: (_details: object, message: string) => void logged.push(message) };
      const small = await loadSampleDataAtStart(database, 'small', { catalogue, log });
      expect(small).toMatchObject({ status: 'loaded', recordsPerDataset: 20 });
      expect(await counts(database)).toEqual(expected('small').counts);
      expect(logged.at(-1)).toMatch(/^sample data: loaded \d+ shipments and \d+ companies \(seed 1, size small\) in \d+ ms$/);
      console.log(`${kind}: small sample data loaded in ${small.ms} ms`);

      expect(await loadSampleDataAtStart(database, 20, { catalogue })).toMatchObject({ status: 'unchanged' }); // 20 per dataset is small

      expect(await loadSampleDataAtStart(database, 2, { catalogue })).toMatchObject({ status: 'loaded', recordsPerDataset: 2 });
      expect(await counts(database)).toEqual(expected(2).counts);
      expect(await loadSampleDataAtStart(database, 2, { catalogue, seed: 7 })).toMatchObject({ status: 'loaded', seed: 7 });
      const seven = expected(2, 7);
      const ids = await database.query<{ id: string }>('select id from sample_companies order by id');
      expect(ids.map((r) => r.id)).toEqual(seven.data.companies.map((c) => c.id).sort());
      const descriptions = await database.query<{ description: string }>('select description from shipments order by id');
      expect(descriptions.map((r) => r.description)).toEqual([...seven.data.records].sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => r.productDescription));

      expect(await loadSampleDataAtStart(database, 'none', { catalogue, log })).toEqual({ status: 'skipped', ms: 0 });
      expect(await counts(database)).toEqual(seven.counts);
      expect(logged.at(-1)).toBe('sample data: SAMPLE_DATA=none, nothing loaded');
    });
  }, 60_000);

  it('the searches find the generator\'s rows through their indexes', async () => {
    await onDatabase(kind, async (database) => {
      const { data } = expected(3);
      await loadSampleData(database, { size: 3, catalogue });
      const sorted = (ids: string[]) => [...ids].sort();
      const check = async (query: string, params: unknown[], index: string, want: string[]) => {
        const rows = await database.query<{ id: string }>(query, params);
        expect(sorted(rows.map((r) => r.id))).toEqual(sorted(want));
        expect(want.length).toBeGreaterThan(0);
        const plan = await planWithOnly(database, index, query, params);
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan on ${index}|Index Scan using ${index}|Index Only Scan using ${index}`));
        expect(plan).toMatch(/Index Cond/);
      };

      const record = itemAt(data.records, 0, 'a record');
      const inDataset = data.records.filter((r) => r.dataset === record.dataset);
      await check('select id from shipments where dataset = $1 and date between $2 and $3 order by date desc', [record.dataset, '2024-01-01', record.date], 'shipments_dataset_date',
        inDataset.filter((r) => r.date <= record.date).map((r) => r.id));

      const prefix = record.hsCode.slice(0, 4);
      await check('select id from shipments where dataset = $1 and hs_code like $2', [record.dataset, `${prefix}%`], 'shipments_dataset_hs_code',
        inDataset.filter((r) => r.hsCode.startsWith(prefix)).map((r) => r.id));

      await check('select id from shipments where importer_id = $1 order by date desc', [record.importerId], 'shipments_importer',
        data.records.filter((r) => r.importerId === record.importerId).map((r) => r.id));
      await check('select id from shipments where exporter_id = $1 order by date desc', [record.exporterId], 'shipments_exporter',
        data.records.filter((r) => r.exporterId === record.exporterId).map((r) => r.id));

      const word = itemAt(record.productDescription.split(' '), 0, 'a word').toUpperCase();
      await check(`select id from shipments where to_tsvector('simple', description) @@ plainto_tsquery('simple', $1)`, [word], 'shipments_description',
        data.records.filter((r) => r.productDescription.toLowerCase().split(/[^\p{L}\p{N}]+/u).includes(word.toLowerCase())).map((r) => r.id));

      const company = itemAt(data.companies, 5, 'a company');
      const namePrefix = company.name.slice(0, 6).toUpperCase();
      await check('select id from sample_companies where lower(name) like $1', [`${namePrefix.toLowerCase()}%`], 'sample_companies_name',
        data.companies.filter((c) => c.name.toLowerCase().startsWith(namePrefix.toLowerCase())).map((c) => c.id));
      await check('select id from sample_companies where country = $1', [company.country], 'sample_companies_country',
        data.companies.filter((c) => c.country === company.country).map((c) => c.id));
    });
  }, 60_000);
});

// Several API instances start together on PostgreSQL: one loads, the others wait and find it loaded.
describe.runIf(process.env.TEST_DATABASE_URL)('instances loading the sample data together', () => {
  it('four instances, one load', async () => {
    await withFreshSchema('sample', async (url) => {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url })));
      try {
        const loads = await Promise.all(opened.map((database) => loadSampleData(database, { size: 3, catalogue })));
        expect(loads.map((l) => l.status).sort()).toEqual(['loaded', 'unchanged', 'unchanged', 'unchanged']);
        expect(await counts(itemAt(opened, 0, 'an instance'))).toEqual(expected(3).counts);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
      }
    });
  }, 60_000);
});

/** `npm run sample-data -- --load ...` with this environment: its exit code and output. */
async function loadCommand(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/sample-data.ts', '--load', ...args], { cwd: projectRoot, env: { ...rest, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe('npm run sample-data -- --load', () => {
  it('loads into the DATA_DIR PGlite folder once, and refuses a folder a running server holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sample-load-'));
    try {
      const first = await loadCommand(['--size', '2'], { DATA_DIR: dataDir });
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toMatch(new RegExp(`^sample-data: loaded seed 1, size 2 \\(2 per dataset\\): ${expected(2).counts.shipments} shipments, ${expected(2).counts.companies} companies into the embedded database in ${dataDir} in [\\d.]+ s\n$`));
      expect((await loadCommand(['--size', '2'], { DATA_DIR: dataDir })).stdout).toContain('already holds seed 1, size 2');

      const held = lockDataFolder(dataDir); // as a running server holds it
      try {
        const refused = await loadCommand(['--size', '3'], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toBe(`sample-data: cannot load into ${dataDir}: a running server holds it (pid ${process.pid} on ${hostname()}). Stop it and run this again, or start it with SAMPLE_DATA=3 to load at start.\n`);
      } finally {
        held.release();
      }
      expect((await loadCommand(['--out', dataDir], { DATA_DIR: dataDir })).stderr).toMatch(/give --out or --load, not both/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)('loads into the PostgreSQL database DATABASE_URL names', async () => {
    await withFreshSchema('sample', async (url) => {
      const loaded = await loadCommand(['--size', '2', '--seed', '5'], { DATABASE_URL: url });
      expect(loaded).toMatchObject({ code: 0, stderr: '' });
      expect(loaded.stdout).toMatch(/^sample-data: loaded seed 5, size 2 .* into PostgreSQL \(127\.0\.0\.1:5432\)/);
      const database = await openDatabase({ databaseUrl: url });
      try {
        expect(await counts(database)).toEqual(expected(2, 5).counts);
      } finally {
        await database.close();
      }
    });
  }, 120_000);
});
