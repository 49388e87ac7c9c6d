/**
 * The reliability suite's one table: a row per check, every figure measured by the part that
 * produced it. Figures a check has no use for stay empty rather than 0, so an empty cell never
 * reads as "measured and fine".
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Verdict = 'pass' | 'fail' | 'skip';

export interface Row {
  /** 1-6: the part of the issue the check belongs to. */
  part: string;
  check: string;
  tried?: number;
  rejected?: number;
  stored?: number;
  lost?: number;
  duplicated?: number;
  /** A refused request that still changed stored rows. */
  partial?: number;
  status5xx?: number;
  uncaught?: number;
  unlocated?: number;
  perSecond?: number;
  seconds: number;
  verdict: Verdict;
  note: string;
}

/** What a part returns before the runner adds its timing. */
export type PartRow = Omit<Row, 'seconds' | 'part'> & { seconds?: number };

/** Runs one check and notes how long it took (rows without it get their part's whole time). */
export async function timed<T extends PartRow | PartRow[]>(check: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await check();
  const seconds = (performance.now() - started) / 1000;
  for (const row of Array.isArray(result) ? result : [result]) row.seconds ??= seconds;
  return result;
}

const columns: Array<{ key: keyof Row; title: string; align: 'left' | 'right' }> = [
  { key: 'part', title: 'part', align: 'left' },
  { key: 'check', title: 'check', align: 'left' },
  { key: 'tried', title: 'tried', align: 'right' },
  { key: 'rejected', title: 'rejected', align: 'right' },
  { key: 'stored', title: 'stored', align: 'right' },
  { key: 'lost', title: 'lost', align: 'right' },
  { key: 'duplicated', title: 'dup', align: 'right' },
  { key: 'partial', title: 'partial', align: 'right' },
  { key: 'status5xx', title: '5xx', align: 'right' },
  { key: 'uncaught', title: 'uncaught', align: 'right' },
  { key: 'unlocated', title: 'unlocated', align: 'right' },
  { key: 'perSecond', title: 'req/s', align: 'right' },
  { key: 'seconds', title: 's', align: 'right' },
  { key: 'verdict', title: 'result', align: 'left' },
  { key: 'note', title: 'note', align: 'left' },
];

function cell(row: Row, key: keyof Row): string {
  const value = row[key];
  if (value === undefined) return '';
  if (key === 'perSecond' || key === 'seconds') return (value as number).toFixed(1);
  if (key === 'verdict') return String(value).toUpperCase();
  return String(value);
}

/** A plain-text table that fits a CI log: notes are the last column and are not padded. */
export function formatTable(rows: Row[]): string {
  const sized = columns.map((c) => ({ ...c, width: Math.max(c.title.length, ...rows.map((r) => cell(r, c.key).length)) }));
  const last = sized.length - 1;
  /** A line of each column's value, padded to the column's width (but the last). */
  const line = (valueOf: (column: (typeof sized)[number], i: number) => string) =>
    sized.map((c, i) => {
      const v = valueOf(c, i);
      return i === last ? v : c.align === 'right' ? v.padStart(c.width) : v.padEnd(c.width);
    }).join('  ').trimEnd();
  return [
    line((c) => c.title),
    line((c, i) => (i === last ? '----' : '-'.repeat(c.width))),
    ...rows.map((r) => line((c) => cell(r, c.key))),
  ].join('\n');
}

export interface Results {
  mode: 'short' | 'full';
  startedAt: string;
  seconds: number;
  passed: boolean;
  commit: string;
  environment: { postgres: boolean; redis: boolean };
  rows: Row[];
}

export function writeResults(file: string, results: Results): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

/** A skip is visible but does not fail the run; anything else but a pass does. */
export const allPassed = (rows: Row[]) => rows.every((r) => r.verdict !== 'fail');
