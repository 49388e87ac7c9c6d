import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { listFiles } from './list-files.js';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from './schema-validation.js';
import type { SourceFiles } from './checked-sources.js';
import type { SourceText } from './yaml-source.js';
import { decodeUtf8 } from './source-limits.js';
import { loadSiteModel } from './load-site-model.js';
import type { ConfigError } from './config-error.js';
import { fail, type Result } from './result.js';
import type { SiteModel } from './site-model.js';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where config/ and locales/ are read from. Normally the project itself; SITE_CONTENT_ROOT points
 * elsewhere (tests build a changed copy of the config without touching the real one).
 */
export function contentRoot(): string {
  return process.env.SITE_CONTENT_ROOT ?? projectRoot;
}

/** The folders of a content root that hold config (the forms are config too). */
export const sourceFolders = ['config', 'locales', 'schemas/forms'] as const;

/** The folders of the schemas that config files are checked against. */
export const schemaFolders = ['schemas/config', 'schemas/locales'] as const;

/** A file of the source folders that is a note for editors, not config. */
export function isEditorNote(relativePath: string): boolean {
  return relativePath.endsWith('README.md');
}

/** Every file under config/, locales/ and schemas/forms/, as text. */
export function readSourceFiles(root = contentRoot()): SourceFiles {
  const files: SourceFiles = {};
  for (const dir of sourceFolders) {
    for (const abs of listFiles(join(root, dir))) {
      const rel = relative(root, abs).split(sep).join('/');
      if (isEditorNote(rel)) continue;
      files[rel] = asTextIfUtf8(readFileSync(abs));
    }
  }
  return files;
}

/** The file's text; its bytes when they are not UTF-8, so the check can say where (yaml-source.ts). */
export function asTextIfUtf8(bytes: Uint8Array): SourceText {
  const decoded = decodeUtf8(bytes);
  return 'text' in decoded ? decoded.text : bytes;
}

export function readSchemas(): JsonSchema[] {
  const dirs = schemaFolders.map((dir) => join(projectRoot, dir));
  return dirs.flatMap((dir) => listFiles(dir).filter((f) => f.endsWith('.schema.json')).map((f) => JSON.parse(readFileSync(f, 'utf8')) as JsonSchema));
}

/**
 * The check of the config on disk. A file that cannot even be read (no permission, a broken link)
 * is an error at that file like any other, so no caller ever gets an exception from here.
 */
export function loadSiteModelFromDisk(root = contentRoot()): Result<SiteModel, ConfigError[]> {
  let files: SourceFiles;
  let schemas: JsonSchema[];
  try {
    files = readSourceFiles(root);
    schemas = readSchemas();
  } catch (error) {
    const path = (error as { path?: unknown }).path;
    const file = typeof path === 'string' ? relative(root, path).split(sep).join('/') || path : 'config';
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return fail([{ file, line: 1, column: 1, pointer: '', message: `could not be read: ${message}` }]);
  }
  const fingerprint = fingerprintOf(files, schemas);
  const known = checkedInThisProcess().get(root);
  if (known?.fingerprint === fingerprint) return known.result;
  const result = loadSiteModel(files, schemas);
  checkedInThisProcess().set(root, { fingerprint, result });
  return result;
}

/**
 * The last check of each content root in this process, shared by every copy of this module: one
 * build loads it from react-router.config.ts, routes.ts and the Vite plugin, each through its own
 * module loader, and the config is checked once for them all. Reading and hashing the files costs
 * milliseconds; a changed file (the dev server, a test's copy) is checked anew.
 */
function checkedInThisProcess(): Map<string, CheckedConfig> {
  return (globalThis.tradeSiteEngineCheckedConfig ??= new Map());
}

interface CheckedConfig {
  fingerprint: string;
  result: Result<SiteModel, ConfigError[]>;
}

// A global shared by every copy of this module in the process.
declare global {
  var tradeSiteEngineCheckedConfig: Map<string, CheckedConfig> | undefined;
}

function fingerprintOf(files: SourceFiles, schemas: JsonSchema[]): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(`${name}\0`).update(files[name] ?? '').update('\0');
  return hash.update(JSON.stringify(schemas)).digest('hex');
}
