/**
 * `npm run bench -- --only gap [--runs N]`: the gap of the full bench alone (click-gap.ts), for
 * working on early clicks: no check, no Lighthouse, no API load. It serves build/ when it is
 * current (npm run build), or else builds into .tmp/bench-gap/build first; one site server with
 * the full bench's settings. Results: bench/results/gap-latest.json and a copy named by the time.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { buildIsCurrent } from '../../server/build-before-serving.js';
import { killServers, startServer, type ServerProcess } from '../reliability/api-server-process.js';
import { clickGapTargetLine, formatClickGap, measureClickGap, type GapResult } from './click-gap.js';
import { writeResult } from './bench-report.js';
import { machine } from './machine.js';
import { timedBuild } from './timed-commands.js';

/** The pages of the gap: each locale's home and the package page. */
export const gapPages = ['/en', '/ru', '/cn', '/en/package'];

/** The site server's settings, as the full bench's (one client sends what many visitors would). */
export const siteServerEnv = (buildDir: string) => ({ SITE_BUILD_DIR: buildDir, TEST_RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'warn' });

export interface GapBenchResult {
  measuredAt: string;
  machine: Record<string, string | number>;
  build: string;
  gap: GapResult;
  benchSeconds: number;
}

/** Runs the gap alone and prints it; the exit code (1 when anything failed). */
export async function runGapOnlyBench(options: { runs: number; progress: (line: string) => void }): Promise<number> {
  const { progress } = options;
  const started = performance.now();
  // Its own folder: the full bench empties .tmp/bench when it starts.
  const tmpDir = join(projectRoot, '.tmp/bench-gap');
  let site: ServerProcess | undefined;
  try {
    rmSync(tmpDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { recursive: true });
    let buildDir = join(projectRoot, 'build');
    if (buildIsCurrent(buildDir)) progress('serving build/ (current)');
    else {
      buildDir = join(tmpDir, 'build');
      progress(`build/ is missing or older than the sources: building into ${relative(projectRoot, buildDir)}`);
      await timedBuild(buildDir);
    }
    progress('starting the site server');
    site = await startServer({ name: 'site server', dataDir: join(tmpDir, 'data'), site: true, env: siteServerEnv(buildDir) });
    progress(`the gap: ${gapPages.length} pages, Demo and menu, ${options.runs} runs each`);
    const gap = await measureClickGap(site.base, gapPages, options.runs, progress);
    const result: GapBenchResult = {
      measuredAt: new Date().toISOString(),
      machine: machine({ chromium: false }),
      build: relative(projectRoot, buildDir),
      gap,
      benchSeconds: (performance.now() - started) / 1000,
    };
    const files = writeResult(join(projectRoot, 'bench/results'), result, 'gap-');
    console.log(`\n${formatClickGap(gap)}\n\n${clickGapTargetLine(gap)}\n`);
    progress(`done in ${result.benchSeconds.toFixed(0)} s; written to ${files.map((f) => relative(projectRoot, f)).join(' and ')}`);
    return 0;
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    return 1;
  } finally {
    await killServers(site);
  }
}
