/**
 * `npm run config-diff -- <git ref>`: what a config change does, as Markdown for its pull request.
 * Compiles the config of the commit `ref` (read from git, never checked out) and the config of the
 * working tree, both with today's engine, and prints what changed for visitors and members:
 * prices and coverage, routes and redirects, menus per demo persona and locale, form fields,
 * texts and error messages (scripts/config-diff/). The content root (SITE_CONTENT_ROOT) must be in
 * a git repository. Exits 1, saying why, when the ref is not a commit or either config fails the
 * check (its errors located at file:line:column, as `npm run check` prints them).
 */
import { formatConfigError, type ConfigError } from '../engine/config/config-error.js';
import { loadSiteModel } from '../engine/config/load-site-model.js';
import { contentRoot, readSchemas, readSourceFiles } from '../engine/config/read-source-files.js';
import type { Result } from '../engine/config/result.js';
import type { SiteModel } from '../engine/config/site-model.js';
import { sourcesAtRef } from './config-diff/git-sources.js';
import { loadAtCommit } from './config-diff/load-at-commit.js';
import { changeSummary } from './config-diff/summary.js';

function stop(lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

function failedCheck(what: string, errors: ConfigError[], why: string): string[] {
  return [`config-diff: ${what} does not pass ${why}, so there is nothing to compare:`, ...errors.map(formatConfigError), `${errors.length} config error${errors.length === 1 ? '' : 's'}`];
}

const args = process.argv.slice(2);
const [ref] = args;
if (args.length !== 1 || !ref || ref.startsWith('-')) stop(['usage: npm run config-diff -- <git ref>   (a commit, branch or tag, such as HEAD~1 or origin/main)']);

const root = contentRoot();
const sources = sourcesAtRef(root, ref);
if (!sources.ok) stop([`config-diff: ${sources.error}`]);
const short = sources.value.commit.slice(0, 10);

const todaysSchemas = readSchemas();
const old = loadAtCommit(sources.value, todaysSchemas);
if (!old.ok) stop(failedCheck(`the config at ${ref} (${short})`, old.error, "today's check (the engine compiles both versions with today's code)"));

const files = readSourceFiles(root);
const current: Result<SiteModel, ConfigError[]> = loadSiteModel(files, todaysSchemas);
if (!current.ok) stop(failedCheck('the config in the working tree', current.error, 'the check (`npm run check` lists the same errors)'));

process.stdout.write(changeSummary(
  { model: old.value.model, files: sources.value.files },
  { model: current.value, files },
  `\`${ref}\` (${short}) → working tree`,
  old.value.notes,
));
