/**
 * `npm run check`: validates config/ and locales/ against schemas/ and each other.
 * Prints every error as file:line:column /json/path message, and exits 1 if there is any. It never
 * prints a stack trace: even a file it cannot read is reported like any other mistake.
 */
import { formatConfigError } from '../engine/config/config-error.js';
import { contentRoot, loadSiteModelFromDisk } from '../engine/config/read-source-files.js';

const started = performance.now();
const result = loadSiteModelFromDisk();
const ms = Math.round(performance.now() - started);

if (!result.ok) {
  for (const error of result.error) console.error(formatConfigError(error));
  console.error(`\n${result.error.length} config error${result.error.length === 1 ? '' : 's'} in ${contentRoot()} (checked in ${ms} ms)`);
  process.exit(1);
}
const { routes, pages } = result.value;
console.log(`config ok: ${routes.length} routes, ${Object.keys(pages).length} pages, ${result.value.site.locales.length} locales (checked in ${ms} ms)`);
