import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteModel } from '../../engine/config/site-model.js';
import { apiPaths } from '../api-paths.js';
import { helmetHeaders } from '../security-headers.js';
import type { SiteManifest } from '../site-manifest.js';
import { nginxHttpMaps, nginxSite } from './nginx-site.js';

/** The name the generated configuration gives the upstream of API instances. */
export const apiUpstream = 'trade_site_api';

/**
 * `npm run build` writes build/deploy/nginx/: site.conf (inside a server block) and http.conf
 * (its maps, in the http block), from the same manifest and pages the Node server reads. Beside
 * client/, so never deployed as a file of the site.
 */
export async function writeDeployConfig(buildDir: string, manifest: SiteManifest, model: Pick<SiteModel, 'forms'>): Promise<string[]> {
  const dir = join(buildDir, 'deploy', 'nginx');
  mkdirSync(dir, { recursive: true });
  const site = nginxSite({
    manifest,
    clientDir: join(buildDir, 'client'),
    apiPaths: apiPaths(model),
    securityHeaders: await helmetHeaders(),
    upstream: apiUpstream,
    brotli: true,
  });
  const files = { 'site.conf': site, 'http.conf': nginxHttpMaps(manifest) };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.keys(files).map((name) => join(dir, name));
}
