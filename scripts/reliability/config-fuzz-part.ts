/**
 * Part 1: mutated configs through the config check. The fuzzer itself is
 * scripts/reliability/config-fuzz*.ts (written separately); this part finds it, runs it at the
 * suite's size and turns its figures into a row. Until it exists the row fails, visibly.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PartRow } from './result-table.js';

/** What runConfigFuzz reports (the fields this row reads; it may report more). */
interface ConfigFuzzFigures {
  tried: number;
  rejected: number;
  accepted: number;
  uncaught: number;
  unlocated: number;
  [more: string]: unknown;
}
type RunConfigFuzz = (options: { runs: number; seed: number; budgetMs?: number }) => Promise<ConfigFuzzFigures> | ConfigFuzzFigures;

export interface ConfigFuzzSize {
  /** Mutants to check on a machine fast enough. */
  runs: number;
  /** Time to spend at most: a busy machine checks fewer mutants, and the row says how many. */
  budgetMs: number;
  /** Fewer than this in the budget fails: the check itself became far slower, or the fuzzer stalls. */
  minimum: number;
  seed: number;
}

const folder = dirname(fileURLToPath(import.meta.url));

/** config-fuzz.ts first, then any other config-fuzz*.ts that is not a test, exporting runConfigFuzz. */
async function findFuzzer(): Promise<{ run: RunConfigFuzz; file: string } | undefined> {
  const candidates = readdirSync(folder)
    .filter((f) => /^config-fuzz.*\.ts$/.test(f) && !/\.test\.ts$/.test(f) && f !== 'config-fuzz-part.ts')
    .sort((a, b) => (a === 'config-fuzz.ts' ? -1 : b === 'config-fuzz.ts' ? 1 : a.localeCompare(b)));
  for (const file of candidates) {
    const path = join(folder, file);
    if (!existsSync(path)) continue;
    // A computed path: the fuzzer is another helper's file and may not exist when this is typechecked.
    const module = (await import(pathToFileURL(path).href)) as { runConfigFuzz?: RunConfigFuzz; runConfigFuzzInTurns?: RunConfigFuzz };
    // In turns where it can: the suite's other work (its first server starting) goes on meanwhile.
    const run = module.runConfigFuzzInTurns ?? module.runConfigFuzz;
    if (typeof run === 'function') return { run, file };
  }
  return undefined;
}

export async function configFuzzPart(options: ConfigFuzzSize): Promise<PartRow[]> {
  const fuzzer = await findFuzzer();
  if (!fuzzer) {
    return [{ check: 'config fuzz', verdict: 'fail', note: 'config fuzz: not available (no scripts/reliability/config-fuzz*.ts exporting runConfigFuzz)' }];
  }
  const started = performance.now();
  const figures = await fuzzer.run({ runs: options.runs, seed: options.seed, budgetMs: options.budgetMs });
  const seconds = (performance.now() - started) / 1000;
  const enough = figures.tried >= Math.min(options.runs, options.minimum);
  const passed = enough && figures.uncaught === 0 && figures.unlocated === 0;
  const problems = [
    !enough && `fewer than the ${options.minimum} needed`,
    figures.uncaught > 0 && `${figures.uncaught} uncaught`,
    figures.unlocated > 0 && `${figures.unlocated} errors without file:line:column`,
  ].filter(Boolean);
  const reached = figures.tried >= options.runs
    ? `all ${figures.tried} mutants checked`
    : `${figures.tried} of ${options.runs} mutants checked in the ${(options.budgetMs / 1000).toFixed(0)} s budget`;
  return [{
    check: 'config fuzz',
    tried: figures.tried,
    rejected: figures.rejected,
    uncaught: figures.uncaught,
    unlocated: figures.unlocated,
    perSecond: figures.tried / Math.max(seconds, 0.001),
    seconds,
    verdict: passed ? 'pass' : 'fail',
    note: [
      reached,
      `${figures.accepted} accepted`,
      typeof figures.acceptedStructural === 'number' && `${figures.acceptedStructural} accepted that should be refused`,
      typeof figures.rejectedNoOp === 'number' && `${figures.rejectedNoOp} no-op mutations refused`,
      `seed ${options.seed}`,
      ...problems,
    ].filter(Boolean).join('; '),
  }];
}
