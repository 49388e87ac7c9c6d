/**
 * `npm run check`: validates config/ and locales/ against schemas/ and each other.
 * Prints every error as file:line:column /json/path message, and exits 1 if there is any. It never
 * prints a stack trace: a file it cannot even read is reported like any other mistake.
 */
import { relative } from 'node:path';
import { formatConfigError } from '../engine/config/config-error.js';
import { contentRoot, loadSiteModelFromDisk } from '../engine/config/read-source-files.js';

const started = performance.now();
let result: ReturnType<typeof loadSiteModelFromDisk>;
try {
  result = loadSiteModelFromDisk();
} catch (error) {
  // Reading the files failed (a file without read permission, a broken link): name the file.
  const path = (error as { path?: unknown }).path;
  const file = typeof path === 'string' ? relative(contentRoot(), path) || path : 'config';
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  result = { ok: false, errors: [{ file, line: 1, column: 1, pointer: '', message: `could not be read: ${message}` }] };
}
const ms = Math.round(performance.now() - started);

if (!result.ok) {
  for (const error of result.errors) console.error(formatConfigError(error));
  console.error(`\n${result.errors.length} config error${result.errors.length === 1 ? '' : 's'} in ${contentRoot()} (checked in ${ms} ms)`);
  process.exit(1);
}
const { routes, pages } = result.value;
console.log(`config ok: ${routes.length} routes, ${Object.keys(pages).length} pages, ${result.value.site.locales.length} locales (checked in ${ms} ms)`);
