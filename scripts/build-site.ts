/**
 * `npm run build`: checks config once, prerenders every route with React Router (in this process,
 * sharing that check), then writes
 * sitemap.xml, robots.txt and the server's manifest, fails on broken internal links or anchors, and
 * precompresses the output.
 * SITE_CONTENT_ROOT (config/ + locales/ elsewhere) and SITE_BUILD_DIR (output) allow building a copy.
 */
import './build/production-env.js';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createBuilder } from 'vite';
import { listFiles } from '../engine/config/list-files.js';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { formatConfigError } from '../engine/config/config-error.js';
import { contentRoot, loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import { buildSitemap } from '../engine/build/sitemap.js';
import { buildRobots } from '../engine/build/robots.js';
import { writeLocaleCopies } from './build/write-locale-copies.js';
import { describeBrokenLink, findBrokenLinks, findMissingImages } from '../engine/build/built-links.js';
import { matchRoute } from '../engine/routing/route-match.js';
import { inputHash } from '../engine/build/input-hash.js';
import { precompress } from './build/precompress.js';
import { connectOrigins } from '../server/content-security-policy.js';
import { manifestFile, type SiteManifest } from '../server/site-manifest.js';
import { writeDeployConfig } from '../server/deploy/deploy-config.js';
import { NginxRuleError } from '../server/deploy/nginx-site.js';
import { StaticHostRuleError } from '../server/deploy/static-host.js';
import { buildConsolePageData, consolePaths } from '../engine/ui/console/console-page-data.js';
import { consoleDocumentTitle } from '../engine/ui/console/console-title.js';
import { writePersonaReport } from '../engine/build/persona-report.js';
import { illustrationFiles } from '../engine/ui/illustrations/render-illustration.js';

const buildDir = resolve(projectRoot, process.env.SITE_BUILD_DIR ?? 'build');
const clientDir = join(buildDir, 'client');

const result = loadSiteModelFromDisk();
if (!result.ok) {
  for (const error of result.error) console.error(formatConfigError(error));
  console.error(`\nbuild stopped: ${result.error.length} config error(s)`);
  process.exit(1);
}
const model = result.value;

rmSync(buildDir, { recursive: true, force: true });
// What `react-router build` does with the Vite environment API, run in this process so that
// react-router.config.ts, routes.ts and the Vite plugin reuse the config checked above.
process.env.SITE_BUILD_DIR = buildDir;
try {
  const builder = await createBuilder({ root: projectRoot, mode: 'production' });
  await builder.buildApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('\nbuild stopped: the site could not be built');
  process.exit(1);
}

// The product illustrations, drawn in each language its pages show them in (decision 032).
for (const file of illustrationFiles(model)) {
  mkdirSync(dirname(join(clientDir, file.path)), { recursive: true });
  writeFileSync(join(clientDir, file.path), file.svg);
}
writeFileSync(join(clientDir, 'sitemap.xml'), buildSitemap(model));
writeFileSync(join(clientDir, 'robots.txt'), buildRobots(model));
// The console pages are built without a locale: the server sends a copy in the language of the
// request's cookie, titled in it (engine/build/locale-copies.ts). The app shell React Router writes (index.html)
// is sent for no address: routes with parameters and their 404s have documents of their own
// (engine/routing/built-documents.ts).
const consoleFiles = new Map(consolePaths(model).map((path) => [`${path.slice(1)}/index.html`, path]));
writeLocaleCopies(clientDir, [...consoleFiles.keys()], model.site.locales, (file, locale) => consoleDocumentTitle(buildConsolePageData(model, consoleFiles.get(file)!), locale));

const pages = listFiles(clientDir)
  .filter((f) => f.endsWith('/index.html') || f === join(clientDir, 'index.html'))
  .map((f) => ({ path: `/${relative(clientDir, f).split(sep).slice(0, -1).join('/')}`, html: readFileSync(f, 'utf8') }));
const broken = findBrokenLinks(pages, (p) => matchRoute(p, model.routes)?.route.prerender === false);
const missingImages = findMissingImages(pages, (src) => {
  const [file = ''] = src.split('?'); // split answers at least one part
  return existsSync(join(clientDir, decodeURIComponent(file)));
});
if (broken.length || missingImages.length) {
  for (const link of broken) console.error(describeBrokenLink(link, pages.length));
  for (const image of missingImages) console.error(`missing image ${image.src} (add it under public/), on ${image.pages.slice(0, 3).join(', ')}`);
  console.error(`\nbuild failed: ${broken.length} broken internal link(s), ${missingImages.length} missing image(s)`);
  process.exit(1);
}

// The editors' persona preview as a file to open from disk: beside client/, so never deployed.
const personaReport = await writePersonaReport(model, buildDir);

const manifest: SiteManifest = {
  builtAt: new Date().toISOString(),
  inputHash: inputHash(projectRoot, contentRoot()),
  routes: model.routes,
  redirects: model.redirects,
  consolePaths: consolePaths(model),
  connectOrigins: connectOrigins(model.site),
  languages: { cookie: model.site.languageCookie.name, defaultLocale: model.site.defaultLocale, locales: model.site.locales.map((l) => l.id) },
};
writeFileSync(join(buildDir, manifestFile), JSON.stringify(manifest, null, 2));
// Copies made by earlier builds are reused (scripts/build/precompress.ts); node_modules/.cache is
// where build tools keep such caches, outside the repository and removed with node_modules.
const compressed = await precompress(clientDir, join(projectRoot, 'node_modules', '.cache', 'precompress'));
// The nginx form of the server's rules (server/deploy/): after precompressing, from the same pages.
try {
  const written = await writeDeployConfig(buildDir, manifest, model);
  console.log(`nginx configuration: ${written.map((file) => relative(projectRoot, file)).join(', ')}`);
} catch (error) {
  if (error instanceof NginxRuleError) console.error(`\nbuild failed: the nginx configuration cannot express a rule: ${error.message}`);
  else if (error instanceof StaticHostRuleError) console.error(`\nbuild failed: ${error.message}`);
  else throw error;
  process.exit(1);
}
console.log(`built ${pages.length} pages into ${relative(projectRoot, clientDir) || clientDir}; ${compressed.files} files precompressed (${compressed.reused} from the cache); no broken links`);
console.log(`persona preview report: ${relative(projectRoot, personaReport)}`);
