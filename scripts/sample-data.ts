/**
 * `npm run sample-data [-- --out DIR --size small|large|N --seed N]` writes the fictional reference
 * search data (engine/rules/sample-shipments.ts, decision 034) as JSON Lines: companies.jsonl,
 * shipments.jsonl, trading-partners.jsonl and a manifest.json with the seed, size and counts.
 * Default: data/sample/ (gitignored), size small, seed 1. A bad flag exits 2 with one line.
 *
 * With --load it writes no files: it loads the data into the server's database instead (the one
 * DATABASE_URL names, otherwise the PGlite folder under DATA_DIR, migrating it first), as the server
 * does at start (server/db/sample-data.ts): nothing when that seed and size are loaded already. A
 * PGlite folder a running server holds is refused (exit 1), naming that server.
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import { allTradingPartners, generateSampleData, maxRecordsPerDataset, type SampleSize } from '../engine/rules/sample-shipments.js';
import { openDatabase } from '../server/db/database.js';
import { DataFolderLockedError } from '../server/db/data-folder-lock.js';
import { loadSampleData } from '../server/db/sample-data.js';
import { environmentValue } from '../server/environment.js';

const command = 'sample-data';
const usage = `usage: npm run ${command} -- [--out DIR | --load] [--size small|large|N] [--seed N]`;

function refuse(message: string): never {
  console.error(`${command}: ${message} (${usage})`);
  process.exit(2);
}

function parseFlags(): { out: string; load: boolean; size: SampleSize; seed: number } {
  let values: { out?: string; load?: boolean; size?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { out: { type: 'string' }, load: { type: 'boolean' }, size: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
      strict: true,
    }));
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const unknown = /Unknown option '([^']+)'/.exec(text);
    const positional = /Unexpected argument '([^']+)'/.exec(text);
    const noValue = /Option '(--[a-z]+)[^']*' argument (?:missing|is ambiguous)/.exec(text);
    if (unknown) refuse(`unknown flag ${unknown[1]}`);
    if (positional) refuse(`unexpected argument ${positional[1]}`);
    if (noValue) refuse(`${noValue[1]} needs a value`);
    refuse(text.split('\n')[0] ?? text);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  let size: SampleSize = 'small';
  if (values.size !== undefined) {
    if (values.size === 'small' || values.size === 'large') size = values.size;
    else if (/^\d+$/.test(values.size) && Number(values.size) <= maxRecordsPerDataset) size = Number(values.size);
    else refuse(`--size must be small, large or a whole number of records per dataset up to ${maxRecordsPerDataset}, not "${values.size}"`);
  }
  let seed = 1;
  if (values.seed !== undefined) {
    if (/^\d+$/.test(values.seed) && Number(values.seed) <= 0xffffffff) seed = Number(values.seed);
    else refuse(`--seed must be a whole number from 0 to 4294967295, not "${values.seed}"`);
  }
  if (values.out === '') refuse('--out needs a folder');
  if (values.load && values.out !== undefined) refuse('--load writes no files: give --out or --load, not both');
  return { out: values.out ? resolve(values.out) : join(projectRoot, 'data', 'sample'), load: values.load ?? false, size, seed };
}

/** One JSON object a line, written in batches so the large size never builds one huge string. */
function writeJsonLines(path: string, items: readonly unknown[]): void {
  const fd = openSync(path, 'w');
  try {
    for (let i = 0; i < items.length; i += 5000) {
      writeSync(fd, items.slice(i, i + 5000).map((item) => `${JSON.stringify(item)}\n`).join(''));
    }
  } finally {
    closeSync(fd);
  }
}

const flags = parseFlags();
const started = performance.now();
const model = loadSiteModelFromDisk();
if (!model.ok) {
  console.error(`${command}: the config is invalid; run npm run check`);
  process.exit(1);
}
const catalogue = model.value.catalogue;
const loadedMs = performance.now() - started;
if (flags.load) await loadIntoDatabase();
const data = generateSampleData({ seed: flags.seed, size: flags.size, catalogue });
const partners = allTradingPartners(data.records, data.companies);
const generatedMs = performance.now() - started;

mkdirSync(flags.out, { recursive: true });
writeJsonLines(join(flags.out, 'companies.jsonl'), data.companies);
writeJsonLines(join(flags.out, 'shipments.jsonl'), data.records);
writeJsonLines(join(flags.out, 'trading-partners.jsonl'), partners);
const counts = {
  datasets: catalogue.datasets.length,
  companies: data.companies.length,
  shipments: data.records.length,
  billOfLadingShipments: data.records.filter((r) => r.billOfLading).length,
  tradingPartners: partners.length,
};
writeFileSync(join(flags.out, 'manifest.json'), `${JSON.stringify({ seed: data.seed, size: flags.size, recordsPerDataset: data.recordsPerDataset, counts }, null, 2)}\n`);

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `${command}: seed ${data.seed}, size ${flags.size} (${data.recordsPerDataset} per dataset): ${counts.shipments} shipments ` +
    `(${counts.billOfLadingShipments} bills of lading) in ${counts.datasets} datasets, ${counts.companies} companies, ` +
    `${counts.tradingPartners} trading partners -> ${flags.out} in ${seconds} s (config ${(loadedMs / 1000).toFixed(2)} s, generating ${((generatedMs - loadedMs) / 1000).toFixed(2)} s)`,
);

/** --load: into DATABASE_URL's database or DATA_DIR's PGlite folder, then exit. */
async function loadIntoDatabase(): Promise<never> {
  let where: string;
  let database;
  try {
    const databaseUrl = environmentValue('DATABASE_URL');
    const dataDir = resolve(projectRoot, environmentValue('DATA_DIR'));
    where = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : `the embedded database in ${dataDir}`;
    database = await openDatabase({ databaseUrl, dataDir });
  } catch (error) {
    if (error instanceof DataFolderLockedError) {
      console.error(`${command}: cannot load into ${error.dataDir}: a running server holds it (pid ${error.holder.pid} on ${error.holder.host}). Stop it and run this again${flags.seed === 1 ? `, or start it with SAMPLE_DATA=${String(flags.size)} to load at start` : ''}.`);
      process.exit(1);
    }
    console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  try {
    const load = await loadSampleData(database, { size: flags.size, seed: flags.seed, catalogue });
    const what = `seed ${flags.seed}, size ${flags.size} (${load.recordsPerDataset} per dataset): ${load.shipments} shipments, ${load.companies} companies`;
    console.log(load.status === 'loaded' ? `${command}: loaded ${what} into ${where} in ${(load.ms / 1000).toFixed(2)} s` : `${command}: ${where} already holds ${what}; nothing to do`);
  } finally {
    await database.close();
  }
  process.exit(0);
}
