/**
 * `npm run dataset-figures -- --load figures.csv` stores each dataset's size and months (CSV with
 * the header dataSource,records,firstMonth,latestMonth); without --load it prints what is stored.
 * The statistics calls show these beside config/catalogue/. A file with any bad line stores nothing.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSiteModelFromDisk } from '../engine/config/read-source-files.js';
import { checkFigures, figuresToCsv, parseFiguresCsv, readFigures, storeFigures, type StoredDatasetFigures } from '../server/operator/dataset-figures.js';
import { fail, withOperatorAccess } from './operator/operator-access.js';

const command = 'dataset-figures';
const { values } = parseArgs({ options: { load: { type: 'string' } } });

if (values.load) {
  let text = '';
  try {
    text = readFileSync(values.load, 'utf8');
  } catch {
    fail(command, `cannot read ${values.load}`);
  }
  const parsed = parseFiguresCsv(text);
  const config = loadSiteModelFromDisk();
  if (!config.ok) fail(command, 'the config is invalid; run npm run check');
  const known = new Set(config.ok ? config.value.catalogue.datasets.map((d) => d.value) : []);
  const problems = [...parsed.problems, ...checkFigures(parsed.rows, known)];
  if (problems.length) fail(command, `nothing was stored:\n  ${problems.join('\n  ')}`);
  await withOperatorAccess(command, { path: '/operator/dataset-figures', method: 'PUT', body: parsed.rows }, (db) => storeFigures(db, parsed.rows));
  console.log(`${command}: stored figures for ${parsed.rows.length} dataset${parsed.rows.length === 1 ? '' : 's'}`);
} else {
  const rows = await withOperatorAccess<StoredDatasetFigures[]>(command, { path: '/operator/dataset-figures' }, readFigures);
  process.stdout.write(figuresToCsv(rows));
}
