/**
 * `npm run bench:check`: how long the config check takes on the project's config (the budget is
 * "well under a second"). Reads files once per run, like `npm run check` does, and reports the
 * median and worst of several runs in one process, plus the cold first run.
 */
import { loadSiteModelFromDisk } from '../engine/config/read-source-files.js';

const runs = Number(process.argv[2] ?? 15);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const result = loadSiteModelFromDisk();
  times.push(performance.now() - started);
  if (!result.ok) throw new Error('config has errors; run npm run check');
}
const sorted = [...times].sort((a, b) => a - b);
const [first] = times;
const middle = sorted[Math.floor(runs / 2)];
const worst = sorted.at(-1);
if (first === undefined || middle === undefined || worst === undefined) throw new Error(`no runs to report: the number of runs must be 1 or more (got ${process.argv[2]})`);
const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`config check over ${runs} runs: first (cold) ${ms(first)}, median ${ms(middle)}, worst ${ms(worst)}`);
