/**
 * Lighthouse (npm package, programmatic API, its default mobile preset with simulated throttling)
 * against one Chromium for the whole bench. Runs are interleaved (every URL once, then again), so
 * a slow moment of this shared 2-core machine spreads over all pages instead of hitting one.
 */
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
export async function runLighthouse(tools: LighthouseTools, urls: string[], runs: number, profileDir: string, progress: (line: string) => void, onChrome: (kill: () => void) => void): Promise<Map<string, LighthouseFigures>> {
  const chrome = await tools.launchChrome({ chromePath: chromiumPath, chromeFlags, userDataDir: profileDir });
  onChrome(() => chrome.kill());
  const results = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const url of urls) {
        const started = performance.now();
        const figures = await oneRun(tools, url, chrome.port);
        results.get(url)!.push(figures);
        progress(`lighthouse ${run}/${runs} ${url}: performance ${figures.scores.performance}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return new Map([...results].map(([url, each]) => [url, summarize(each)]));
}

async function oneRun(tools: LighthouseTools, url: string, port: number): Promise<LighthouseRun> {
  const result = await tools.lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`lighthouse ${url}: no value for ${audit}`);
    return value;
  };
  const scores = Object.fromEntries(categories.map((c) => {
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summarize(each: LighthouseRun[]): LighthouseFigures {
  const of = (pick: (run: LighthouseRun) => number) => median(each.map(pick));
  return {
    runs: each.length,
    each,
    scores: Object.fromEntries(categories.map((c) => [c, of((r) => r.scores[c])])) as LighthouseRun['scores'],
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    requests: of((r) => r.requests),
  };
}
