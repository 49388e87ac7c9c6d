/**
 * The timed commands of the bench: `npm run build` (into the bench's own folder, so the tree's
 * build/ and whoever uses it are left alone) and `npm run check`, each run as a user runs it,
 * in a process group of its own that is killed if the bench stops.
 */
import { join, sep } from 'node:path';
import { listFiles } from '../../engine/config/list-files.js';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { CapturedLines, exitOf, spawnTracked } from '../reliability/child-processes.js';
import { median } from './lighthouse-runs.js';

async function timedNpm(script: string, env: Record<string, string>): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  const child = spawnTracked('npm', ['run', '--silent', script], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = new CapturedLines().attach(child.stdout).attach(child.stderr);
  const { code, signal } = await exitOf(child);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run ${script} failed (${code ?? signal}):\n${output.all().slice(-20).join('\n')}`);
  return { seconds, output: output.text() };
}

/** A full `npm run build` into buildDir; the pages written are its HTML files. */
export async function timedBuild(buildDir: string): Promise<{ seconds: number; pagesWritten: number }> {
  const { seconds } = await timedNpm('build', { SITE_BUILD_DIR: buildDir });
  return { seconds, pagesWritten: countPages(buildDir) };
}

export function countPages(buildDir: string): number {
  // As scripts/build-site.ts counts them: one index.html per prerendered route.
  return listFiles(join(buildDir, 'client')).filter((f) => f.endsWith(`${sep}index.html`)).length;
}

export async function timedCheck(runs: number): Promise<{ medianSeconds: number; runsSeconds: number[] }> {
  const runsSeconds: number[] = [];
  for (let i = 0; i < runs; i++) runsSeconds.push((await timedNpm('check', {})).seconds);
  return { medianSeconds: median(runsSeconds), runsSeconds };
}
