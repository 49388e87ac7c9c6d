/**
 * Config fuzz test (issue 15 point 3): mutates one file of the real config at a time (a key with a
 * near-miss spelling, a key deleted or written twice, a line's indentation, a value of another
 * type, aliases, a cut-off file, control characters, bytes that are not UTF-8), runs the config
 * check in this process on each version, and counts what it did:
 *
 *   tried, rejected, accepted
 *   uncaught   the check threw, or failed inside and said so (check-step.ts): always a bug
 *   unlocated  an error without a file and a line and column: always a bug
 *   acceptedStructural  a mutation that must be refused (config-fuzz-classify.ts) was accepted
 *   rejectedNoOp        a mutation the check cannot see (a comment) was refused: a false alarm
 *
 *   node --import tsx scripts/reliability/config-fuzz.ts --runs 10000 --seed 42 [--seconds 180]
 */
import fc from 'fast-check';
import { parse } from 'yaml';
import { createCheckCache, loadSiteModel } from '../../engine/config/load-site-model.js';
import type { SourceFiles } from '../../engine/config/checked-sources.js';
import { readSchemas, readSourceFiles } from '../../engine/config/read-source-files.js';
import type { ConfigError } from '../../engine/config/config-error.js';
import { anyKey, type KeyTree } from '../../engine/config/known-keys.js';
import type { NewsItem, PageConfig } from '../../engine/config/site-model.js';
import { pageTextKeys } from '../../engine/config/page-text-keys.js';
import { newsTextKeys } from '../../engine/config/shared-text-keys.js';
import { mutate, mutationPlans, type MutationKind } from './config-fuzz-mutations.js';
import { classifyMutation, mustBeRejected, type FileFacts, type MutationClass } from './config-fuzz-classify.js';

export interface ConfigFuzzSample {
  file: string;
  kind: MutationKind;
  class: MutationClass;
  describe: string;
  /** The first error, for a rejected sample that is shown for another reason. */
  error?: string;
}

export interface ConfigFuzzResult {
  tried: number;
  rejected: number;
  accepted: number;
  uncaught: number;
  unlocated: number;
  acceptedStructural: number;
  rejectedNoOp: number;
  byClass: Record<MutationClass, { tried: number; rejected: number }>;
  byKind: Record<string, { tried: number; rejected: number }>;
  milliseconds: number;
  /** Accepted mutations of the classes that must be refused first, then a few that may be accepted. */
  samplesOfAccepted: ConfigFuzzSample[];
  samplesOfUncaught: ConfigFuzzSample[];
  samplesOfUnlocated: ConfigFuzzSample[];
  samplesOfRejectedNoOp: ConfigFuzzSample[];
}

const crashPrefix = 'could not be checked (the check failed on it';

export interface ConfigFuzzOptions {
  runs: number;
  seed: number;
  /** Stop after this long (from the first mutant; the real config's first check is not counted). */
  budgetMs?: number;
}

/**
 * Checks `runs` mutants, or as many as fit in `budgetMs`: a busy machine checks fewer, and the
 * caller says how many.
 */
export function runConfigFuzz(options: ConfigFuzzOptions): ConfigFuzzResult {
  const steps = fuzzSteps(options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, giving the event loop a turn every 50 ms: the reliability suite starts its first
 * server meanwhile (on the other core), and that process's output and exit are served.
 */
export async function runConfigFuzzInTurns(options: ConfigFuzzOptions): Promise<ConfigFuzzResult> {
  const steps = fuzzSteps(options);
  let turn = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - turn >= 50) {
      await new Promise((resolve) => setImmediate(resolve));
      turn = performance.now();
    }
  }
}

/** The fuzzing, one mutant per step. */
function* fuzzSteps({ runs, seed, budgetMs = Number.POSITIVE_INFINITY }: ConfigFuzzOptions): Generator<void, ConfigFuzzResult> {
  const baseline = readSourceFiles();
  const schemas = readSchemas();
  const names = Object.keys(baseline).filter((f) => typeof baseline[f] === 'string').sort();
  const facts = fileFacts(baseline);
  const cache = createCheckCache();
  const first = loadSiteModel(baseline, schemas, cache);
  if (!first.ok) throw new Error(`the real config does not pass the check:\n${first.error.slice(0, 5).map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`).join('\n')}`);
  // The remembered files are shared by every run: a check that changed them would show as a crash.
  for (const { outcome } of cache.files.values()) deepFreeze(outcome.source?.data);

  const result = emptyResult();
  const started = performance.now();
  let batch = 0;
  const outOfTime = () => performance.now() - started >= budgetMs;
  while (result.tried < runs && !outOfTime()) {
    for (const plan of fc.sample(mutationPlans(names.length), { seed: seed + batch * 7919, numRuns: Math.max(50, runs) })) {
      if (result.tried >= runs || outOfTime()) break;
      const file = names[plan.fileIndex];
      if (file === undefined) throw new Error(`a mutation plan picked file ${plan.fileIndex}, but there are ${names.length} files`);
      const original = baseline[file] as string;
      const mutation = mutate(original, plan);
      if (!mutation || mutation.content === original) continue;
      const cls = classifyMutation(original, mutation.content, facts(file));
      const sample: ConfigFuzzSample = { file, kind: plan.kind, class: cls, describe: mutation.describe };
      const files: SourceFiles = { ...baseline, [file]: mutation.content };
      let errors: ConfigError[] = [];
      let threw = false;
      try {
        const checked = loadSiteModel(files, schemas, cache);
        errors = checked.ok ? [] : checked.error;
      } catch (error) {
        threw = true;
        sample.error = String(error);
      }
      record(result, sample, errors, threw, names);
      yield;
    }
    batch++;
  }
  result.milliseconds = performance.now() - started;
  return result;
}

function record(result: ConfigFuzzResult, sample: ConfigFuzzSample, errors: ConfigError[], threw: boolean, names: string[]): void {
  result.tried++;
  const rejected = threw || errors.length > 0;
  const byClass = result.byClass[sample.class];
  const byKind = (result.byKind[sample.kind] ??= { tried: 0, rejected: 0 });
  byClass.tried++;
  byKind.tried++;
  if (rejected) { result.rejected++; byClass.rejected++; byKind.rejected++; } else result.accepted++;
  const crash = errors.find((e) => e.message.startsWith(crashPrefix));
  if (threw || crash) {
    result.uncaught++;
    keep(result.samplesOfUncaught, { ...sample, error: sample.error ?? describeError(crash!) });
  }
  const unlocated = errors.find((e) => !isLocated(e, names));
  if (unlocated) {
    result.unlocated++;
    keep(result.samplesOfUnlocated, { ...sample, error: describeError(unlocated) });
  }
  if (!rejected && mustBeRejected(sample.class)) {
    result.acceptedStructural++;
    keep(result.samplesOfAccepted, sample, 40);
  } else if (!rejected && result.samplesOfAccepted.length < 40 && sample.class !== 'no-op') keep(result.samplesOfAccepted, sample, 40);
  const [firstError] = errors;
  if (rejected && sample.class === 'no-op') {
    result.rejectedNoOp++;
    // Rejected by a throw, the sample already holds the thrown error.
    keep(result.samplesOfRejectedNoOp, { ...sample, error: firstError ? describeError(firstError) : sample.error });
  }
}

function keep(list: ConfigFuzzSample[], sample: ConfigFuzzSample, max = 20): void {
  // Structural ones replace the samples that may be accepted, so the list shows what matters.
  if (list.length < max) list.push(sample);
  else if (mustBeRejected(sample.class)) {
    const index = list.findIndex((s) => !mustBeRejected(s.class));
    if (index >= 0) list[index] = sample;
  }
}

/** A located error names a file of the config (or one that must exist) and a line and column from 1. */
function isLocated(error: ConfigError, names: string[]): boolean {
  const fileKnown = names.includes(error.file) || /^(config|locales|schemas\/forms)\/[^\s:]+\.(yaml|json)$/.test(error.file);
  return fileKnown && Number.isInteger(error.line) && Number.isInteger(error.column) && error.line >= 1 && error.column >= 1;
}

function describeError(error: ConfigError): string {
  return `${error.file}:${error.line}:${error.column} ${error.pointer} ${error.message}`.slice(0, 300);
}

function emptyResult(): ConfigFuzzResult {
  const classes: MutationClass[] = ['broken', 'structural', 'peer-removal', 'removal', 'free-id', 'text', 'no-op'];
  return {
    tried: 0, rejected: 0, accepted: 0, uncaught: 0, unlocated: 0, acceptedStructural: 0, rejectedNoOp: 0,
    byClass: Object.fromEntries(classes.map((c) => [c, { tried: 0, rejected: 0 }])) as ConfigFuzzResult['byClass'],
    byKind: {}, milliseconds: 0,
    samplesOfAccepted: [], samplesOfUncaught: [], samplesOfUnlocated: [], samplesOfRejectedNoOp: [],
  };
}

/**
 * What the classifier needs to know of a file of the real config: whether other locales have the
 * same texts file, and where its keys are free ids (the engine's own tree of a page's or the news'
 * keys, built from the unchanged config).
 */
function fileFacts(files: SourceFiles): (file: string) => FileFacts {
  const text = (file: string) => (typeof files[file] === 'string' ? parse(files[file] as string) : undefined);
  const packageIds = ((text('config/pricing.yaml') as { packages?: Array<{ id: string }> } | undefined)?.packages ?? []).map((p) => p.id);
  const news = (text('config/news.yaml') as { items?: NewsItem[] } | undefined)?.items ?? [];
  const trees = new Map<string, KeyTree>();
  // The keys of a form's payload are the request's parameter names: any name is valid, since the
  // server reads the request with the same mapping (engine/rules/form-payload.ts).
  const formIds = Object.keys((text('config/forms.yaml') as { forms?: object } | undefined)?.forms ?? {});
  const formsTree: KeyTree = { forms: Object.fromEntries(formIds.map((id) => [id, { payload: { [anyKey]: 'text' } }])) };
  return (file) => {
    if (file === 'config/forms.yaml') return { hasPeers: false, keyTree: formsTree };
    const [, , inLocale] = /^locales\/([^/]+)\/(.+)$/.exec(file) ?? []; // the file's path under its locale
    if (inLocale === undefined) return { hasPeers: false };
    const hasPeers = Object.keys(files).some((other) => other !== file && other.endsWith(`/${inLocale}`) && other.startsWith('locales/'));
    const page = /^pages\/(.+)\.yaml$/.exec(inLocale)?.[1];
    if (!trees.has(file)) {
      const config = page ? (text(`config/pages/${page}.yaml`) as PageConfig | undefined) : undefined;
      if (config) trees.set(file, pageTextKeys(config, packageIds));
      else if (inLocale === 'news.yaml') trees.set(file, newsTextKeys(news));
    }
    return { hasPeers, keyTree: trees.get(file) };
  };
}

function deepFreeze(value: unknown): void {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

function main(): void {
  const arg = (name: string, fallback: number) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : fallback;
  };
  const runs = arg('runs', 1000);
  const seed = arg('seed', 42);
  const budgetSeconds = arg('seconds', Number.POSITIVE_INFINITY);
  const r = runConfigFuzz({ runs, seed, budgetMs: budgetSeconds * 1000 });
  const perThousand = (r.milliseconds / r.tried) * 1000 / 1000;
  console.log(`config fuzz, seed ${seed}: tried ${r.tried}, rejected ${r.rejected}, accepted ${r.accepted}, uncaught ${r.uncaught}, unlocated ${r.unlocated}`);
  console.log(`  accepted that must be refused: ${r.acceptedStructural}; refused that changed nothing: ${r.rejectedNoOp}; ${perThousand.toFixed(1)} s per 1,000`);
  for (const [name, c] of Object.entries(r.byClass)) console.log(`  ${name.padEnd(13)} ${String(c.tried).padStart(6)} tried, ${String(c.rejected).padStart(6)} rejected`);
  for (const [name, c] of Object.entries(r.byKind)) console.log(`  ${name.padEnd(18)} ${String(c.tried).padStart(6)} tried, ${String(c.rejected).padStart(6)} rejected`);
  const show = (title: string, list: ConfigFuzzSample[]) => {
    if (!list.length) return;
    console.log(`\n${title}:`);
    for (const s of list) console.log(`  [${s.class}] ${s.file} ${s.kind}: ${s.describe}${s.error ? `\n      ${s.error}` : ''}`);
  };
  show('uncaught', r.samplesOfUncaught);
  show('unlocated', r.samplesOfUnlocated);
  show('accepted', r.samplesOfAccepted);
  show('refused though nothing changed', r.samplesOfRejectedNoOp);
  process.exitCode = r.uncaught || r.unlocated || r.acceptedStructural ? 1 : 0;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) main();
