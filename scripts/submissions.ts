/**
 * `npm run submissions -- --type <form id of config/forms.yaml> --since 2026-01-01 --format csv|json`
 * Lists what visitors sent, from PostgreSQL (DATABASE_URL), the running server or DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { listSubmissions, submissionsToCsv, submissionTypesOf, type SubmissionRow } from '../server/operator/list-submissions.js';
import { loadSiteModelFromDisk } from '../engine/config/read-source-files.js';
import type { SubmissionType } from '../server/api/submissions.js';
import { fail, withOperatorAccess } from './operator/operator-access.js';

const { values } = parseArgs({
  options: { type: { type: 'string' }, since: { type: 'string' }, format: { type: 'string', default: 'csv' } },
});
const command = 'submissions';
const model = loadSiteModelFromDisk();
const submissionTypes = model.ok ? submissionTypesOf(model.value.forms) : [];
if (values.type && model.ok && !submissionTypes.includes(values.type as SubmissionType)) fail(command, `--type must be one of ${submissionTypes.join(', ')}`);
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) fail(command, '--since must be a date like 2026-01-01');
if (values.format !== 'csv' && values.format !== 'json') fail(command, '--format must be csv or json');

const query = new URLSearchParams({ ...(values.type ? { type: values.type } : {}), ...(values.since ? { since: values.since } : {}) });
const rows = await withOperatorAccess<SubmissionRow[]>(command, { path: `/operator/submissions?${query}` }, (db) =>
  listSubmissions(db, { type: values.type as SubmissionType | undefined, since }),
);
process.stdout.write(values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : submissionsToCsv(rows));
