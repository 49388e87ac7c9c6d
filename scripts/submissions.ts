/**
 * `npm run submissions -- --type demo|contact|credit|debt|purchase --since 2026-01-01 --format csv|json`
 * Lists what visitors sent. With DATABASE_URL it reads PostgreSQL directly. Otherwise it asks the
 * running server (PGlite belongs to one process), and opens DATA_DIR itself when none is running.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../engine/config/read-source-files.js';
import { openDatabase } from '../server/db/database.js';
import { listSubmissions, submissionsToCsv, submissionTypes, type SubmissionRow } from '../server/operator/list-submissions.js';
import type { SubmissionType } from '../server/api/submissions.js';

const { values } = parseArgs({
  options: { type: { type: 'string' }, since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
});
const fail = (message: string) => {
  console.error(`submissions: ${message}`);
  process.exit(2);
};
if (values.type && !submissionTypes.includes(values.type as SubmissionType)) fail(`--type must be one of ${submissionTypes.join(', ')}`);
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) fail('--since must be a date like 2026-01-01');
if (values.format !== 'csv' && values.format !== 'json') fail('--format must be csv or json');

const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? 'data');
const rows = await fetchRows();
process.stdout.write(values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : submissionsToCsv(rows));

async function fetchRows(): Promise<SubmissionRow[]> {
  if (!process.env.DATABASE_URL) {
    const tokenFile = join(dataDir, 'operator-token');
    const token = process.env.OPERATOR_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined);
    const base = process.env.SITE_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
    if (token) {
      const query = new URLSearchParams({ ...(values.type ? { type: values.type } : {}), ...(values.since ? { since: values.since } : {}) });
      try {
        const response = await fetch(`${base}/operator/submissions?${query}`, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) fail(`the server answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as SubmissionRow[];
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // not running: read the data folder below
      }
    }
  }
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    return await listSubmissions(database.db, { type: values.type as SubmissionType | undefined, since });
  } finally {
    await database.close();
  }
}
