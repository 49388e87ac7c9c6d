/**
 * Writes engine/config/generated/config-files.ts from the config schemas. `--check` writes
 * nothing and fails when the file is not what the schemas give (a schema changed without it).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot, readSchemas } from '../engine/config/read-source-files.js';
import { configTypesSource } from './build/config-types.js';

const target = join(projectRoot, 'engine/config/generated/config-files.ts');
const source = await configTypesSource(readSchemas());
const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== source) {
    console.error(`${target} is not what schemas/ give: run npm run typecheck (it regenerates the file) and commit it`);
    process.exit(1);
  }
} else if (current !== source) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, source);
  console.log('engine/config/generated/config-files.ts regenerated from schemas/');
}
