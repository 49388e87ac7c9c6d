/**
 * Lighthouse (npm package, programmatic API, its default mobile preset with simulated throttling)
 * against one Chromium for the whole bench. Runs are interleaved (every URL once, then again), so
 * a slow moment of this shared 2-core machine spreads over all pages instead of hitting one.
 */
import { mkdirSync } from 'node:fs';
import type { LighthouseTools } from './bench-tools.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
}

/** Each figure's median over the runs, taken on its own (the runs disagree little). */
export interface LighthouseFigures extends LighthouseRun {
  runs: number;
  /** Every run's figures, for the JSON. */
  each: LighthouseRun[];
}

/** profileDir: Chromium's profile, a temporary folder of the bench's own (not /tmp). */
export async function runLighthouse(tools: LighthouseTools, urls: string[], onlyPerformance: (url: string) => boolean, runs: number, profileDir: string, progress: (line: string) => void, onChrome: (kill: () => void) => void): Promise<Map<string, LighthouseFigures>> {
  mkdirSync(profileDir, { recursive: true }); // chrome-launcher writes its log there before Chromium starts
  const chrome = await tools.launchChrome({ chromePath: chromiumPath, chromeFlags, userDataDir: profileDir });
  onChrome(() => chrome.kill());
  const results = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const url of urls) {
        const started = performance.now();
        const figures = await withRetries(() => oneRun(tools, url, chrome.port, onlyPerformance(url)));
        results.get(url)!.push(figures);
        progress(`lighthouse ${run}/${runs} ${url}: performance ${figures.scores.performance}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return new Map([...results].map(([url, each]) => [url, summarize(each)]));
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART, seen here under load) is to run again. */
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

/**
 * performanceOnly: the plain-HTML yardstick is only read for its LCP. Screenshot audits are
 * skipped everywhere: no figure of the bench uses them and they cost seconds per run.
 */
async function oneRun(tools: LighthouseTools, url: string, port: number, performanceOnly: boolean): Promise<LighthouseRun> {
  const onlyCategories = performanceOnly ? ['performance'] : [...categories];
  const result = await tools.lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories, skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`lighthouse ${url}: no value for ${audit}`);
    return value;
  };
  const scores = Object.fromEntries(categories.filter((c) => onlyCategories.includes(c)).map((c) => {
    const score = lhr.categories[c]?.score;
    if (typeof score !== 'number') throw new Error(`lighthouse ${url}: no ${c} score (${lhr.runWarnings?.join('; ') ?? ''})`);
    return [c, Math.round(score * 100)];
  })) as LighthouseRun['scores'];
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
  };
}

/** The middle value, or the mean of the two middle ones; NaN for no values. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid];
  if (upper === undefined) return Number.NaN;
  if (sorted.length % 2) return upper;
  return (sorted[mid - 1]! + upper) / 2; // an even length of at least 2: mid - 1 >= 0
}

function summarize(each: LighthouseRun[]): LighthouseFigures {
  const [first] = each;
  if (!first) throw new Error('no Lighthouse runs to summarize: the number of runs must be 1 or more');
  const of = (pick: (run: LighthouseRun) => number) => median(each.map(pick));
  return {
    runs: each.length,
    each,
    scores: Object.fromEntries(categories.filter((c) => c in first.scores).map((c) => [c, of((r) => r.scores[c])])) as LighthouseRun['scores'],
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    requests: of((r) => r.requests),
  };
}
