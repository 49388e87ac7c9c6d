import { asc, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { datasetFigures } from '../db/schema.js';

/** How big a dataset is and which months it covers, as the data team reports it. */
export interface DatasetFigures {
  dataSource: string;
  records: number;
  firstMonth: string;
  latestMonth: string;
}

export interface StoredDatasetFigures extends DatasetFigures {
  updatedAt: string;
}

const month = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Checks a batch before anything is stored: every code must be a dataset of the catalogue and
 * every row must make sense, so one bad line never leaves half a batch behind.
 */
export function checkFigures(rows: DatasetFigures[], knownDataSources: Set<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const where = row.dataSource || `row ${i + 1}`;
    if (!knownDataSources.has(row.dataSource)) problems.push(`${where}: not a dataset of config/catalogue/`);
    if (seen.has(row.dataSource)) problems.push(`${where}: listed twice`);
    seen.add(row.dataSource);
    if (!Number.isSafeInteger(row.records) || row.records < 0) problems.push(`${where}: records must be a whole number of at least 0`);
    if (!month.test(row.firstMonth) || !month.test(row.latestMonth)) problems.push(`${where}: months must look like 2026-09`);
    else if (row.latestMonth < row.firstMonth) problems.push(`${where}: latest month ${row.latestMonth} is before first month ${row.firstMonth}`);
  });
  return problems;
}

/** Stores a checked batch in one transaction; a dataset already known gets its new figures. */
export async function storeFigures(db: AppDatabase, rows: DatasetFigures[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(datasetFigures)
      .values(rows.map((r) => ({ ...r, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: datasetFigures.dataSource,
        set: { records: sql`excluded.records`, firstMonth: sql`excluded.first_month`, latestMonth: sql`excluded.latest_month`, updatedAt: sql`excluded.updated_at` },
      });
  });
}

export async function readFigures(db: AppDatabase): Promise<StoredDatasetFigures[]> {
  const rows = await db.select().from(datasetFigures).orderBy(asc(datasetFigures.dataSource));
  return rows.map((r) => ({ dataSource: r.dataSource, records: r.records, firstMonth: r.firstMonth, latestMonth: r.latestMonth, updatedAt: r.updatedAt.toISOString() }));
}

/** CSV with a header line: dataSource,records,firstMonth,latestMonth (the data team's export). */
export function parseFiguresCsv(text: string): { rows: DatasetFigures[]; problems: string[] } {
  // Keep each line's number, so a problem points at the line in the file, blank lines counted.
  const lines = text
    .split(/\r?\n/)
    .map((content, i) => ({ number: i + 1, content: content.trim() }))
    .filter((l) => l.content && !l.content.startsWith('#'));
  const header = lines.shift()?.content.split(',').map((h) => h.trim());
  const expected = ['dataSource', 'records', 'firstMonth', 'latestMonth'];
  if (!header || header.join(',') !== expected.join(',')) return { rows: [], problems: [`the first line must be ${expected.join(',')}`] };
  const problems: string[] = [];
  const rows = lines.flatMap(({ number, content }) => {
    const cells = content.split(',').map((c) => c.trim());
    if (!isFourCells(cells)) {
      problems.push(`line ${number}: expected 4 values, found ${cells.length}`);
      return [];
    }
    const [dataSource, recordsCell, firstMonth, latestMonth] = cells;
    const records = /^\d+$/.test(recordsCell) ? Number(recordsCell) : Number.NaN;
    return [{ dataSource, records, firstMonth, latestMonth }];
  });
  return { rows, problems };
}

const isFourCells = (cells: string[]): cells is [string, string, string, string] => cells.length === 4;

export function figuresToCsv(rows: StoredDatasetFigures[]): string {
  return ['dataSource,records,firstMonth,latestMonth,updatedAt', ...rows.map((r) => [r.dataSource, r.records, r.firstMonth, r.latestMonth, r.updatedAt].join(','))].join('\n') + '\n';
}
