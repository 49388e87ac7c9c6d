/**
 * `npm start`: builds the site if the build is missing or stale, then serves it and the reference
 * API on PORT (default 8080) with the embedded database under DATA_DIR (default ./data).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentRoot, projectRoot } from '../engine/config/read-source-files.js';
import { inputHash } from '../scripts/build/input-hash.js';
import { openEmbeddedDatabase } from './database.js';
import { createSiteServer } from './site-server.js';
import { manifestFile, type SiteManifest } from './site-manifest.js';

const buildDir = resolve(projectRoot, process.env.SITE_BUILD_DIR ?? 'build');
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

if (process.argv.includes('--build-if-needed') && !buildIsCurrent()) {
  console.log('Building the site (config, pages or code changed since the last build)...');
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/build-site.ts')], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const db = await openEmbeddedDatabase(dataDir);
const app = await createSiteServer({ buildDir, db });
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port, host });
console.log(`Site and API ready on http://localhost:${port}/cn  (/en, /ru; health: /healthz)`);

function buildIsCurrent(): boolean {
  const file = join(buildDir, manifestFile);
  if (!existsSync(file)) return false;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  return manifest.inputHash === inputHash(projectRoot, contentRoot());
}
