import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteModel } from '../../engine/config/site-model.js';
import { apiPaths } from '../api-paths.js';
import { helmetHeaders } from '../security-headers.js';
import type { SiteManifest } from '../site-manifest.js';
import { nginxHttpMaps, nginxSite } from './nginx-site.js';
import { staticHostFiles } from './static-host.js';

/** The name the generated configuration gives the upstream of API instances. */
export const apiUpstream = 'trade_site_api';

/**
 * `npm run build` writes build/deploy/nginx/: site.conf (inside a server block) and http.conf
 * (its maps, in the http block), from the same manifest and pages the Node server reads; with
 * `deploy: { staticHost: true }` in site.yaml also build/deploy/static-host/_redirects and _headers
 * (copied into the published folder). Beside client/, so never served as files of the site.
 */
export async function writeDeployConfig(buildDir: string, manifest: SiteManifest, model: Pick<SiteModel, 'forms' | 'site'>): Promise<string[]> {
  const dir = join(buildDir, 'deploy', 'nginx');
  mkdirSync(dir, { recursive: true });
  const securityHeaders = await helmetHeaders();
  const written: string[] = [];
  // Checked first: a static host asked for and impossible stops the build before anything is written.
  if (model.site.deploy?.staticHost) {
    const files = staticHostFiles({ manifest, clientDir: join(buildDir, 'client'), securityHeaders });
    const hostDir = join(buildDir, 'deploy', 'static-host');
    mkdirSync(hostDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(hostDir, name), text);
    written.push(...Object.keys(files).map((name) => join(hostDir, name)));
  }
  const site = nginxSite({
    manifest,
    clientDir: join(buildDir, 'client'),
    apiPaths: apiPaths(model),
    securityHeaders,
    upstream: apiUpstream,
    brotli: true,
  });
  const files = { 'site.conf': site, 'http.conf': nginxHttpMaps(manifest) };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return [...Object.keys(files).map((name) => join(dir, name)), ...written];
}
