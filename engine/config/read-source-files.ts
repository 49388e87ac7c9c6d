import { readFileSync } from 'node:fs';
import { listFiles } from '../build/list-files.js';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from './schema-validation.js';
import type { SourceFiles } from './load-site-model.js';
import type { SourceText } from './yaml-source.js';
import { decodeUtf8 } from './source-limits.js';
import { loadSiteModel } from './load-site-model.js';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where config/ and locales/ are read from. Normally the project itself; SITE_CONTENT_ROOT points
 * elsewhere (tests build a changed copy of the config without touching the real one).
 */
export function contentRoot(): string {
  return process.env.SITE_CONTENT_ROOT ?? projectRoot;
}

/** Every file under config/, locales/ and schemas/forms/ (the forms are config too), as text. */
export function readSourceFiles(root = contentRoot()): SourceFiles {
  const files: SourceFiles = {};
  for (const dir of ['config', 'locales', 'schemas/forms']) {
    for (const abs of listFiles(join(root, dir))) {
      const rel = relative(root, abs).split(sep).join('/');
      if (rel.endsWith('README.md')) continue; // notes for editors, not config
      files[rel] = asTextIfUtf8(readFileSync(abs));
    }
  }
  return files;
}

/** The file's text; its bytes when they are not UTF-8, so the check can say where (yaml-source.ts). */
function asTextIfUtf8(bytes: Uint8Array): SourceText {
  const decoded = decodeUtf8(bytes);
  return 'text' in decoded ? decoded.text : bytes;
}

export function readSchemas(): JsonSchema[] {
  const dirs = [join(projectRoot, 'schemas/config'), join(projectRoot, 'schemas/locales')];
  return dirs.flatMap((dir) => listFiles(dir).filter((f) => f.endsWith('.schema.json')).map((f) => JSON.parse(readFileSync(f, 'utf8')) as JsonSchema));
}

export function loadSiteModelFromDisk(root = contentRoot()) {
  return loadSiteModel(readSourceFiles(root), readSchemas());
}
