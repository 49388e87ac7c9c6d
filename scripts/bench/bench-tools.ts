/**
 * Lighthouse and autocannon live in folders of their own under bench/ (Lighthouse 12 makes the
 * main lockfile invalid, see docs/performance.md). They are installed from their committed
 * lockfiles when missing or older than the lockfile, then imported through each folder's
 * index.js, so bare imports resolve to that folder's node_modules.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../engine/config/read-source-files.js';

function ensureInstalled(folder: string, progress: (line: string) => void): void {
  const dir = join(projectRoot, 'bench', folder);
  const installed = join(dir, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(dir, 'package-lock.json')).mtimeMs) return;
  progress(`installing bench/${folder} (npm ci --prefix bench/${folder})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci --prefix bench/${folder} failed`);
}

/** The part of Lighthouse's result the bench reads. */
export interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
    runtimeError?: { code: string; message: string };
    runWarnings?: string[];
  };
}

export interface LighthouseTools {
  lighthouse(url: string, flags: Record<string, unknown>): Promise<LighthouseResult | undefined>;
  launchChrome(options: { chromePath: string; chromeFlags: string[]; userDataDir?: string }): Promise<{ port: number; pid: number; kill(): void }>;
}

/** The part of autocannon's result the bench reads. */
export interface AutocannonResult {
  duration: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

export interface LoadTools {
  autocannon(options: Record<string, unknown>): Promise<AutocannonResult>;
}

export async function lighthouseTools(progress: (line: string) => void): Promise<LighthouseTools> {
  ensureInstalled('lighthouse', progress);
  return (await import(pathToFileURL(join(projectRoot, 'bench/lighthouse/index.js')).href)) as LighthouseTools;
}

export async function loadTools(progress: (line: string) => void): Promise<LoadTools> {
  ensureInstalled('load', progress);
  return (await import(pathToFileURL(join(projectRoot, 'bench/load/index.js')).href)) as LoadTools;
}
