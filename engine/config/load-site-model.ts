import { sortConfigErrors, type ConfigError } from './config-error.js';
import { fail, ok, type Result } from './result.js';
import { knownFileKinds, requiredConfigFiles, schemaForFile } from './config-file-kinds.js';
import { bestEffortData, parseYamlSource, type SourceText, type YamlSource } from './yaml-source.js';
import { describeErrors } from './describe-errors.js';
import { SchemaValidator, type JsonSchema } from './schema-validation.js';
import { emptyCheckedSources, keepChecked, type SchemaId } from './checked-sources.js';
import { compileSiteModel } from './compile-site-model.js';
import { crashError } from './check-step.js';
import type { SiteModel } from './site-model.js';
import type { CheckedSources, SourceFiles } from './checked-sources.js';


/** What checking one file on its own gave: how to keep it among the checked sources, or its errors. */
interface FileOutcome {
  /** The parsed file, once it passed its schema (its data then holds the schema's defaults). */
  source?: YamlSource;
  /** The parsed data, whether or not it passed its schema: where its errors are is named from it. */
  data?: unknown;
  keep?: (checked: CheckedSources) => void;
  errors: ConfigError[];
}

/**
 * Remembers each file's own check (parse and schema), for callers that check many versions of
 * the config differing in one file (the config fuzz test): the first version of each file seen is
 * kept, any other text is checked anew. The cross-file checks always run in full, and must not
 * change the parsed data they are given (the fuzz test freezes it to make sure).
 */
export interface CheckCache {
  files: Map<string, { input: SourceText; outcome: FileOutcome }>;
}

export function createCheckCache(): CheckCache {
  return { files: new Map() };
}

// Compiling every schema costs more than checking the config; the schemas do not change in a process.
const validators = new WeakMap<JsonSchema[], SchemaValidator>();

/**
 * config/ + locales/ -> the typed site model, or every error found, each located by file, line
 * and column. Nothing is read from disk here, so tests can feed in-memory files. Never throws:
 * a failure of the check itself is reported as an error too, at the file it was checking.
 */
export function loadSiteModel(files: SourceFiles, schemas: JsonSchema[], cache?: CheckCache): Result<SiteModel, ConfigError[]> {
  try {
    return checkAll(files, schemas, cache);
  } catch (error) {
    return fail([crashError('config/site.yaml', error)]);
  }
}

function checkAll(files: SourceFiles, schemas: JsonSchema[], cache?: CheckCache): Result<SiteModel, ConfigError[]> {
  let validator = validators.get(schemas);
  if (!validator) validators.set(schemas, (validator = new SchemaValidator(schemas)));
  const errors: ConfigError[] = [];
  const checked = emptyCheckedSources();
  const invalid = new Set<string>();
  const parsed = new Map<string, unknown>();

  for (const required of requiredConfigFiles) {
    if (!(required in files)) errors.push({ file: required, line: 1, column: 1, pointer: '', message: 'is missing: this file is required' });
  }

  for (const [file, input] of Object.entries(files)) {
    const remembered = cache?.files.get(file);
    const outcome = remembered && remembered.input === input ? remembered.outcome : checkFile(file, input, validator);
    if (cache && !remembered) cache.files.set(file, { input, outcome });
    errors.push(...outcome.errors);
    if (outcome.data !== undefined) parsed.set(file, outcome.data);
    if (outcome.keep) outcome.keep(checked);
    else if (schemaForFile(file)) invalid.add(file);
  }

  // Cross-file checks run on whatever passed its own schema, so one broken file does not hide
  // the mistakes in the others; references into a broken file are not reported twice.
  const compiled = compileSiteModel(checked, invalid);
  if (!compiled.ok) errors.push(...compiled.error);
  if (errors.length || !compiled.ok) {
    // A file yaml could not read has no parsed data; what yaml made of it still names most places.
    const dataOf = (file: string) => {
      if (!parsed.has(file)) parsed.set(file, bestEffortData(files[file] ?? ''));
      return parsed.get(file);
    };
    return fail(sortConfigErrors(describeErrors(errors, dataOf)));
  }
  return ok(compiled.value);
}

/** One file on its own: it has a kind, parses, and matches its kind's schema. */
function checkFile(file: string, input: SourceText, validator: SchemaValidator): FileOutcome {
  const schema = schemaForFile(file);
  if (!schema) {
    return {
      errors: [{
        file, line: 1, column: 1, pointer: '',
        message: `has no schema, so the engine would ignore it. Config files must be one of: ${knownFileKinds().join('; ')}`,
      }],
    };
  }
  const parsed = parseYamlSource(file, input);
  if (!parsed.ok) return { errors: parsed.error };
  try {
    return { data: parsed.value.data, ...checkAs(schema, parsed.value, validator) };
  } catch (error) {
    return { data: parsed.value.data, errors: [crashError(file, error)] };
  }
}

function checkAs<K extends SchemaId>(kind: K, parsed: YamlSource, validator: SchemaValidator): FileOutcome {
  const result = validator.validate(kind, parsed);
  if (!result.ok) return { errors: result.error };
  const source = result.value;
  return { source, keep: (checked) => keepChecked(checked, kind, source), errors: [] };
}
