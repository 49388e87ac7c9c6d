/**
 * `npm run bench` (issue 16, point 1): builds the site into .tmp/bench (timed), serves it and a
 * no-JavaScript copy of the measured pages, runs Lighthouse on both, loads the API beside a bare
 * Fastify hello-world, times shipment search at the large size (search-bench.ts), and prints one
 * table, also written to bench/results/. Not part of npm test: it takes minutes and its figures
 * depend on the machine. docs/performance.md explains each figure.
 *
 *   npm run bench [-- --runs 3] [-- --reuse-build]   (--reuse-build: serve build/ if it is current)
 *   npm run bench -- --only api [--rounds 3]         (the API figures alone: api-only-bench.ts)
 *   npm run bench -- --only search [--samples 100] [--clients 8] [--database-url URL]
 *     (shipment search at the large size alone: search-bench.ts; PostgreSQL too with
 *     TEST_DATABASE_URL or --database-url; the full bench runs it too, with the same flags)
 *   npm run bench -- --only gap [--runs 1]   (the gap alone: how long a click made at the first
 *     paint waits for its effect, click-gap.ts; serves build/ when current; --runs from 1, default 3)
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadSiteModelFromDisk, projectRoot } from '../../engine/config/read-source-files.js';
import { measureBuild, type FormsOfPage } from '../../engine/build/page-weight.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { buildIsCurrent } from '../../server/build-before-serving.js';
import { killServers, startServer, type ServerProcess } from '../reliability/api-server-process.js';
import { lighthouseTools, loadTools } from './bench-tools.js';
import { runLighthouse } from './lighthouse-runs.js';
import { machine } from './machine.js';
import { runApiOnlyBench } from './api-only-bench.js';
import { defaultSearchLoad, measureSearchRuns, runSearchOnlyBench, type SearchOptions } from './search-bench.js';
import { loadSettings, measureApi } from './api-load.js';
import { writePlainHtmlCopy } from './plain-html-copy.js';
import { countPages, timedBuild, timedCheck } from './timed-commands.js';
import { formatTable, writeResult, type BenchResult, type PageResult } from './bench-report.js';
import { measureClickGap } from './click-gap.js';
import { gapPages, runGapOnlyBench, siteServerEnv } from './click-gap-bench.js';

const benchPages = ['/cn', '/en', '/ru', '/en/package', '/en/contact'];
const only = argument('--only');
const runs = Math.max(3, Number(argument('--runs') ?? 3));
const reuseBuild = process.argv.includes('--reuse-build');
const tmpDir = join(projectRoot, '.tmp/bench');
const benchStarted = performance.now();

const progress = (line: string) => {
  const seconds = Math.round((performance.now() - benchStarted) / 1000);
  console.log(`[bench ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${line}`);
};

const samples = countArgument('--samples', defaultSearchLoad.samples, 10);
const clients = countArgument('--clients', defaultSearchLoad.clients, 1);
const searchOptions: SearchOptions = {
  load: { samples, clients, concurrentRequests: clients * samples },
  databaseUrl: argument('--database-url') ?? (process.env.TEST_DATABASE_URL || undefined),
  progress,
};

const cleanups: Array<() => void> = [];
process.on('exit', () => cleanups.forEach((cleanup) => cleanup()));

if (only === 'api') {
  // No build, check, page weights or Lighthouse: nothing here reads build/.
  process.exitCode = await runApiOnlyBench({ rounds: Math.max(1, Number(argument('--rounds') ?? 1)), progress });
} else if (only === 'search') {
  // No build or Lighthouse either: a server of its own per database, with the large sample data.
  process.exitCode = await runSearchOnlyBench(searchOptions);
} else if (only === 'gap') {
  // A build and one site server; no check, Lighthouse or API load.
  process.exitCode = await runGapOnlyBench({ runs: countArgument('--runs', 3, 1), progress });
} else if (only !== undefined) {
  console.error(`--only ${only}: the parts that run alone are "api", "search" and "gap"`);
  process.exitCode = 2;
} else {
  await fullBench();
}

async function fullBench(): Promise<void> {
  let site: ServerProcess | undefined;
  let plain: ServerProcess | undefined;
  try {
    const model = loadSiteModelFromDisk();
    if (!model.ok) throw new Error('the config has errors: run npm run check');
    rmSync(tmpDir, { recursive: true, force: true });
    mkdirSync(tmpDir, { recursive: true });
    const lighthouse = await lighthouseTools(progress);
    const load = await loadTools(progress);

    progress('timing npm run check (3 runs)');
    const check = await timedCheck(3);

    const current = join(projectRoot, 'build');
    let buildDir = join(tmpDir, 'build');
    let build: BenchResult['build'];
    if (reuseBuild && buildIsCurrent(current)) {
      buildDir = current;
      build = { reused: true, pagesWritten: countPages(buildDir) };
      progress('reusing build/ (current)');
    } else {
      progress(`building the site into ${relative(projectRoot, buildDir)} (npm run build, timed)`);
      const timed = await timedBuild(buildDir);
      build = { reused: false, ...timed };
      progress(`built ${timed.pagesWritten} pages in ${timed.seconds.toFixed(1)} s`);
    }

    const weights = new Map(measureBuild(join(buildDir, 'client'), formsOf(model.value)).map((w) => [w.path, w]));
    const missing = benchPages.filter((p) => !weights.has(p));
    if (missing.length) throw new Error(`not in the build: ${missing.join(', ')}`);
    const plainDir = join(tmpDir, 'plain-html-build');
    writePlainHtmlCopy(buildDir, plainDir, benchPages);

    progress('starting the site server and the plain-HTML server');
    // Limits raised: one client (Lighthouse, autocannon) sends what many visitors would.
    const serverEnv = siteServerEnv;
    [site, plain] = await Promise.all([
      startServer({ name: 'site server', dataDir: join(tmpDir, 'data-site'), site: true, env: serverEnv(buildDir) }),
      startServer({ name: 'plain-HTML server', dataDir: join(tmpDir, 'data-plain'), site: true, env: serverEnv(plainDir) }),
    ]);
    for (const server of [site, plain]) {
      for (const page of benchPages) {
        const response = await fetch(server.base + page);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${server.name}: ${page} answers ${response.status}`);
      }
    }

    progress(`lighthouse: ${benchPages.length} pages and their plain-HTML copies, ${runs} runs each`);
    const urls = benchPages.flatMap((p) => [site!.base + p, plain!.base + p]);
    const figures = await runLighthouse(lighthouse, urls, (url) => url.startsWith(plain!.base), runs, join(tmpDir, 'chromium-profile'), progress, (kill) => cleanups.push(kill));
    const plainBase = plain.base;
    await killServers(plain); // its CPU is the gap's and the API load's from here
    plain = undefined;

    progress(`the gap: a click at the first paint, ${gapPages.length} pages, Demo and menu, ${runs} runs each`);
    const gap = await measureClickGap(site.base, gapPages, runs, progress);

    const pages: PageResult[] = benchPages.map((path) => {
      const weight = weights.get(path)!;
      const ours = figures.get(site!.base + path)!;
      const bare = figures.get(plainBase + path)!;
      return {
        path,
        html: weight.html,
        js: { gzip: weight.js.total.gzip, brotli: weight.js.total.brotli, files: weight.js.files.length },
        css: { gzip: weight.css.total.gzip, brotli: weight.css.total.brotli, files: weight.css.files.length },
        lighthouse: ours,
        plainHtml: bare,
        lcpRatio: ours.lcpMs / bare.lcpMs,
      };
    });

    progress(`API load: autocannon, ${loadSettings.connections} connections, ${loadSettings.warmupSeconds} s warm-up + ${loadSettings.durationSeconds} s each`);
    const api = await measureApi(site, load, progress);
    await killServers(site); // the search servers' CPU from here
    site = undefined;
    const search = await measureSearchRuns(searchOptions);

    const result: BenchResult = {
      measuredAt: new Date().toISOString(),
      machine: machine({ chromium: true }),
      settings: { runs, pages: benchPages, lighthouse: 'npm package, default (mobile, simulated throttling) preset', load: loadSettings, serverEnv: serverEnv('<build>'), search: { datasets: search.mix.datasets } },
      pages,
      gap,
      build,
      check,
      api,
      search: { load: searchOptions.load, runs: search.runs },
      benchSeconds: (performance.now() - benchStarted) / 1000,
    };
    const files = writeResult(join(projectRoot, 'bench/results'), result);
    console.log(`\n${formatTable(result)}\n`);
    progress(`done in ${result.benchSeconds.toFixed(0)} s; written to ${files.map((f) => relative(projectRoot, f)).join(' and ')}`);
  } catch (error) {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  } finally {
    await killServers(site, plain);
  }
}

/** Forms a route's page shows at once, so a form page's first load counts its form code (as scripts/budgets.ts does). */
function formsOf(model: SiteModel): FormsOfPage {
  return (path) => {
    const route = model.routes.find((r) => r.path === path);
    if (!route) return undefined;
    const page = model.pages[route.page];
    if (!page) throw new Error(`route ${path} shows page ${route.page}, which the site model does not have`);
    const forms = page.sections.flatMap((s) => (s.type === 'form' ? [s.form] : []));
    return forms.length ? { forms, locale: route.locale } : undefined;
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A whole-number flag, or its default; anything else stops the bench before it starts (exit 2). */
function countArgument(name: string, fallback: number, least: number): number {
  const text = argument(name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < least) {
    console.error(`${name} must be a whole number of at least ${least}, not "${text}"`);
    process.exit(2);
  }
  return Number(text);
}

