import { sortConfigErrors, type ConfigError, type Result } from './config-error.js';
import { knownFileKinds, requiredConfigFiles, schemaForFile } from './config-file-kinds.js';
import { parseYamlSource, type YamlSource } from './yaml-source.js';
import { SchemaValidator, type JsonSchema } from './schema-validation.js';
import { compileSiteModel } from './compile-site-model.js';
import type { SiteModel } from './site-model.js';

/** File path relative to the project root (config/..., locales/...) -> its text. */
export type SourceFiles = Record<string, string>;

/** Valid, parsed files, by path. */
export type CheckedSources = Map<string, YamlSource>;

/**
 * config/ + locales/ -> the typed site model, or every error found, each located by file, line
 * and column. Nothing is read from disk here, so tests can feed in-memory files.
 */
export function loadSiteModel(files: SourceFiles, schemas: JsonSchema[]): Result<SiteModel> {
  const validator = new SchemaValidator(schemas);
  const errors: ConfigError[] = [];
  const checked: CheckedSources = new Map();
  const invalid = new Set<string>();

  for (const required of requiredConfigFiles) {
    if (!(required in files)) errors.push({ file: required, line: 1, column: 1, pointer: '', message: 'is missing: this file is required' });
  }

  for (const [file, text] of Object.entries(files)) {
    const schema = schemaForFile(file);
    if (!schema) {
      errors.push({
        file, line: 1, column: 1, pointer: '',
        message: `has no schema, so the engine would ignore it. Config files must be one of: ${knownFileKinds().join('; ')}`,
      });
      continue;
    }
    const parsed = parseYamlSource(file, text);
    if (!parsed.source) {
      errors.push(...parsed.errors);
      invalid.add(file);
      continue;
    }
    const schemaErrors = validator.validate(schema, parsed.source);
    if (schemaErrors.length) {
      errors.push(...schemaErrors);
      invalid.add(file);
      continue;
    }
    checked.set(file, parsed.source);
  }

  // Cross-file checks run on whatever passed its own schema, so one broken file does not hide
  // the mistakes in the others; references into a broken file are not reported twice.
  const compiled = compileSiteModel(checked, invalid);
  errors.push(...compiled.errors);
  if (errors.length || !compiled.model) return { ok: false, errors: sortConfigErrors(errors) };
  return { ok: true, value: compiled.model };
}
