import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRoot, projectRoot } from '../engine/config/read-source-files.js';
import { inputHash } from '../engine/build/input-hash.js';
import { manifestFile, type SiteManifest } from './site-manifest.js';

/** Whether buildDir holds a build of the current config, texts and code. */
export function buildIsCurrent(buildDir: string): boolean {
  const file = join(buildDir, manifestFile);
  if (!existsSync(file)) return false;
  const built = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  return built.inputHash === inputHash(projectRoot, contentRoot());
}

/**
 * Runs `npm run build` before serving, and exits with it if it fails. The build runs in a process
 * group of its own (it starts React Router's build, which starts more), and a SIGTERM or SIGINT
 * meanwhile stops the whole group: nothing of a stopped `npm start` keeps running.
 */
export async function buildSite(): Promise<void> {
  console.log('Building the site (config, pages or code changed since the last build)...');
  const build = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/build-site.ts')], { stdio: 'inherit', env: process.env, detached: true });
  let stoppedBy: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    try {
      process.kill(-build.pid!, signal);
    } catch {
      // the group has ended already
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const status = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) => resolve(code));
  });
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (stoppedBy) {
    console.log(`${stoppedBy}: the build was stopped; not serving`);
    process.exit(0);
  }
  if (status !== 0) process.exit(status ?? 1);
}
