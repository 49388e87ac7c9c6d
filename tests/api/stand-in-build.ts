import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { manifestFile, type SiteManifest } from '../../server/site-manifest';
import type { SiteModel } from '../../engine/config/site-model';

/**
 * A build folder with only what the server's page serving reads: the given HTML files under
 * client/ and a manifest with the model's real routes and redirects. Tests of redirects and page
 * headers need no site build. `prepare` runs after the files are written (a build step under test).
 */
export function standInBuild(prefix: string, model: SiteModel, input: {
  files: Record<string, string>;
  manifest?: Partial<SiteManifest>;
  prepare?: (clientDir: string) => void;
}): string {
  const buildDir = mkdtempSync(join(tmpdir(), prefix));
  const clientDir = join(buildDir, 'client');
  for (const [file, html] of Object.entries(input.files)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), html);
  }
  input.prepare?.(clientDir);
  const manifest: SiteManifest = {
    builtAt: new Date().toISOString(), inputHash: 'test', routes: model.routes, redirects: model.redirects, consolePaths: [], connectOrigins: [],
    ...input.manifest,
  };
  writeFileSync(join(buildDir, manifestFile), JSON.stringify(manifest));
  return buildDir;
}
