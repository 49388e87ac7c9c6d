/** What the bench ran on, written beside its figures: they only compare within one machine. */
import { execFileSync } from 'node:child_process';
import { cpus, release, totalmem, type } from 'node:os';
import { chromiumPath } from './lighthouse-runs.js';

export function machine(options: { chromium: boolean }): Record<string, string | number> {
  const described: Record<string, string | number> = { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGB: Math.round(totalmem() / 2 ** 30), os: `${type()} ${release()}`, node: process.version };
  if (!options.chromium) return described;
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // reported as unknown
  }
  return { ...described, chromium };
}
