/**
 * The bench's one table and its JSON: every figure comes from the run that prints it. The issue's
 * targets (issue 16) are listed beside the figures they apply to, as met or not.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, type LighthouseFigures } from './lighthouse-runs.js';
import type { ApiFigures, LoadFigures } from './api-load.js';
import type { KindFigures, LatencyFigures, SearchLoad, SearchRun } from './search-latency.js';
import { clickGapTargetLine, formatClickGap, type GapResult } from './click-gap.js';

export interface PageResult {
  path: string;
  /** The page's own HTML file. */
  html: { raw: number; gzip: number };
  /** What the HTML makes the browser load at once (engine/build/page-weight.ts). */
  js: { gzip: number; brotli: number; files: number };
  css: { gzip: number; brotli: number; files: number };
  lighthouse: LighthouseFigures;
  /** The same page with every script and modulepreload tag removed. */
  plainHtml: LighthouseFigures;
  lcpRatio: number;
}

export interface BenchResult {
  measuredAt: string;
  machine: Record<string, string | number>;
  settings: Record<string, unknown>;
  pages: PageResult[];
  /** A click at the first paint on the header's buttons (click-gap.ts); absent from older results. */
  gap?: GapResult;
  build: { reused: boolean; seconds?: number; pagesWritten: number };
  check: { medianSeconds: number; runsSeconds: number[] };
  api: ApiFigures;
  /** Shipment search at the large size (search-bench.ts); absent from older results. */
  search?: { load: SearchLoad; runs: SearchRun[] };
  benchSeconds: number;
}

export const targets = { homeScores: 100, lcpRatio: 1.3, tbtMs: 30, submissionsRatio: 0.3 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(0);

export function formatTable(result: BenchResult): string {
  const header = ['page', 'html KB', 'html gz', 'js gz', 'js br', 'css gz', 'css br', 'requests', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'plain LCP', 'LCP ratio', 'TBT ms', 'CLS'];
  const rows = result.pages.map((p) => [
    p.path, kb(p.html.raw), kb(p.html.gzip), kb(p.js.gzip), kb(p.js.brotli), kb(p.css.gzip), kb(p.css.brotli), String(p.lighthouse.requests),
    String(p.lighthouse.scores.performance), String(p.lighthouse.scores.accessibility), String(p.lighthouse.scores['best-practices']), String(p.lighthouse.scores.seo),
    ms(p.lighthouse.lcpMs), ms(p.plainHtml.lcpMs), p.lcpRatio.toFixed(2), ms(p.lighthouse.tbtMs), p.lighthouse.cls.toFixed(3),
  ]);
  // Every row has a cell per header column; one missing anyway would count as empty.
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    line(header),
    ...rows.map(line),
    '',
    `sizes in KB (1024 bytes); js/css: first load; Lighthouse: median of ${result.pages[0]?.lighthouse.runs ?? 0} runs, mobile preset`,
    `build: ${result.build.reused ? 'reused a current build (not timed)' : `${result.build.seconds!.toFixed(1)} s`}, ${result.build.pagesWritten} pages written`,
    `npm run check: ${result.check.medianSeconds.toFixed(2)} s (median of ${result.check.runsSeconds.length})`,
    ...(result.gap ? ['', formatClickGap(result.gap), ''] : []),
    ...apiLines(result.api),
    ...(result.search ? ['', formatSearchRuns(result.search.runs, result.search.load)] : []),
    '',
    ...targetLines(result),
  ].join('\n');
}

/** The issue's targets: the homes' scores, LCP and TBT, the gap, and the submissions' share of hello-world. */
export function targetLines(result: BenchResult): string[] {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const homes = result.pages.filter((p) => /^\/[^/]+$/.test(p.path));
  const lines = homes.map((p) => {
    const scores = Object.values(p.lighthouse.scores).every((s) => s >= targets.homeScores);
    return `target ${p.path}: scores all ${targets.homeScores} ${mark(scores)}; LCP ≤ ${targets.lcpRatio}× plain ${mark(p.lcpRatio <= targets.lcpRatio)}; TBT ≤ ${targets.tbtMs} ms ${mark(p.lighthouse.tbtMs <= targets.tbtMs)}`;
  });
  if (result.gap) lines.push(clickGapTargetLine(result.gap));
  lines.push(apiTargetLine(result.api.submissionsRatio, result.api.storageFloorRatio));
  return lines;
}

const load = (f: LoadFigures) => `${f.requestsPerSecond.toFixed(0)} req/s (p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.non2xx} non-2xx, ${f.errors} errors)`;

/** The three API lines of one round: hello-world, then our calls with their share of it. */
export function apiLines(api: ApiFigures): string[] {
  const mails = api.mails && (api.mails.seconds !== undefined
    ? `; sales mails: all ${api.mails.mailed} written ${api.mails.seconds.toFixed(1)} s after the load`
    : `; sales mails: only ${api.mails.mailed} of ${api.mails.stored} written (the outbox fell behind)`);
  return [
    `API hello-world: ${load(api.helloWorld)}`,
    ...(api.storageFloor ? [`API storage floor (bare Fastify, the claim's schema, one PGlite row): ${load(api.storageFloor)}, ${(api.storageFloorRatio! * 100).toFixed(0)}% of hello-world`] : []),
    `API submissions (POST /public/debt/claim): ${load(api.submissions)}, ${(api.submissionsRatio * 100).toFixed(0)}% of hello-world${mails ?? ''}`,
    `API identity (GET /console/user/identity): ${load(api.identity)}, ${(api.identityRatio * 100).toFixed(0)}% of hello-world`,
  ];
}

/**
 * Whether the submissions reach the target; when they do not and the storage floor (a bare
 * Fastify storing one row, storage-floor-server.ts) does not either, the line says so: then no
 * server that stores a submission in PGlite before answering can reach it on this machine.
 */
export function apiTargetLine(submissionsRatio: number, storageFloorRatio?: number): string {
  const met = submissionsRatio >= targets.submissionsRatio;
  const floor = !met && storageFloorRatio !== undefined && storageFloorRatio < targets.submissionsRatio
    ? ` (the storage floor itself: ${(storageFloorRatio * 100).toFixed(0)}%)`
    : '';
  return `target API submissions ≥ ${targets.submissionsRatio * 100}% of hello-world: ${met ? 'met' : 'NOT met'}${floor}`;
}

/** bench/results/latest.json (or <prefix>latest.json) and a copy named by the time of the run. */
export function writeResult(resultsDir: string, result: { measuredAt: string }, prefix = ''): string[] {
  mkdirSync(resultsDir, { recursive: true });
  const text = `${JSON.stringify(result, null, 2)}\n`;
  const files = [join(resultsDir, `${prefix}latest.json`), join(resultsDir, `${prefix}${result.measuredAt.replace(/[:.]/g, '-')}.json`)];
  for (const file of files) writeFileSync(file, text);
  return files;
}

/** The API part run alone (npm run bench -- --only api): every round's figures, in run order. */
export interface ApiBenchResult {
  measuredAt: string;
  machine: Record<string, string | number>;
  settings: Record<string, unknown>;
  rounds: ApiFigures[];
  benchSeconds: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const [min] = sorted;
  const max = sorted.at(-1);
  if (min === undefined || max === undefined) throw new Error('no values');
  return { median: median(sorted), min, max };
}

/**
 * Each round's lines, then (with several rounds) the median and range of each figure: two cores
 * shared with autocannon and other work make one round's figures move by several percent. The
 * target is judged on the median ratio.
 */
export function formatApiRounds(rounds: ApiFigures[]): string {
  const lines = rounds.flatMap((round, i) => [...(rounds.length > 1 ? [`round ${i + 1}:`] : []), ...apiLines(round)]);
  const ratios = spreadOf(rounds.map((r) => r.submissionsRatio));
  if (rounds.length > 1) {
    const rate = (pick: (r: ApiFigures) => number) => {
      const s = spreadOf(rounds.map(pick));
      return `${s.median.toFixed(0)} req/s (${s.min.toFixed(0)}-${s.max.toFixed(0)})`;
    };
    const share = (s: Spread) => `${(s.median * 100).toFixed(1)}% (${(s.min * 100).toFixed(1)}-${(s.max * 100).toFixed(1)}%)`;
    lines.push(
      '',
      `median of ${rounds.length} rounds (range):`,
      `  hello-world ${rate((r) => r.helloWorld.requestsPerSecond)}`,
      ...(rounds.every((r) => r.storageFloor) ? [`  storage floor ${rate((r) => r.storageFloor!.requestsPerSecond)}, ${share(spreadOf(rounds.map((r) => r.storageFloorRatio!)))} of hello-world`] : []),
      `  submissions ${rate((r) => r.submissions.requestsPerSecond)}, ${share(ratios)} of hello-world`,
      `  identity    ${rate((r) => r.identity.requestsPerSecond)}, ${share(spreadOf(rounds.map((r) => r.identityRatio)))} of hello-world`,
    );
  }
  const floors = rounds.every((r) => r.storageFloorRatio !== undefined) ? spreadOf(rounds.map((r) => r.storageFloorRatio!)).median : undefined;
  lines.push('', apiTargetLine(ratios.median, floors));
  return lines.join('\n');
}

/** The search part run alone (npm run bench -- --only search): one run per database. */
export interface SearchBenchResult {
  measuredAt: string;
  machine: Record<string, string | number>;
  settings: Record<string, unknown>;
  runs: SearchRun[];
  benchSeconds: number;
}

const ms1 = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const latency = (f: LatencyFigures) => `p50 ${ms1(f.p50Ms)} ms, p99 ${ms1(f.p99Ms)} ms, max ${ms1(f.maxMs)} ms`;

/** Each database's table: per kind of call, one client; then the main search from several clients at once. */
export function formatSearchRuns(runs: SearchRun[], load: SearchLoad): string {
  return runs.map((run) => {
    const header = ['call', 'kind', 'found: median (range)', 'page', 'n', 'p50 ms', 'p99 ms', 'max ms'];
    const found = (k: KindFigures) => {
      if (k.refusal !== undefined) return `code ${k.refusal}`;
      return k.found.min === k.found.max ? String(k.found.median) : `${k.found.median} (${k.found.min}-${k.found.max})`;
    };
    const paged = (k: KindFigures) => k.refusal === undefined && (k.call === 'search' || k.call === 'records' || k.call === 'partners');
    const rows = run.sequential.map((k) => [k.path, k.kind, found(k), paged(k) ? k.pages : '', String(k.count), ms1(k.p50Ms), ms1(k.p99Ms), ms1(k.maxMs)]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
    const c = run.concurrent;
    return [
      `shipment search, large sample data, ${run.database} (server ready in ${run.serverReadySeconds.toFixed(1)} s, the load included${run.loadAverage ? `; load average ${run.loadAverage.before.toFixed(1)} before, ${run.loadAverage.after.toFixed(1)} after` : ''}); one client, ${load.samples} requests a kind after a warm-up:`,
      line(header),
      ...rows.map(line),
      `${c.clients} clients at once, the search kinds above (not the floor) mixed: ${c.count} searches in ${c.seconds.toFixed(1)} s = ${c.requestsPerSecond.toFixed(0)} req/s; ${latency(c)}`,
      ...c.byField.map((f) => `  ${f.field.padEnd(11)} ${String(f.count).padStart(4)} searches: ${latency(f)}`),
    ].join('\n');
  }).join('\n\n');
}
