import type { ConfigError } from './config-error.js';
import { isRecord, recordAt, recordsAt } from './json-shapes.js';
import type { FormJsonSchema } from './site-model.js';
import type { YamlSource } from './yaml-source.js';
import { createFormAjv } from './form-formats.js';
import { formObjects } from './form-fields.js';

type Path = Array<string | number>;

// One compiler for every check: creating ajv with its formats costs more than compiling a form.
let formAjv: ReturnType<typeof createFormAjv> | undefined;

// What compiling each schema text gave: a check run many times (tests, the fuzz test) compiles each once.
const compiledSchemas = new Map<string, string | undefined>();

/** Compiles the schema as the server will; an unknown keyword or format is pointed at where it is. */
export function compiles(schema: FormJsonSchema, source: YamlSource, errors: ConfigError[]): boolean {
  const text = JSON.stringify(schema);
  if (!compiledSchemas.has(text)) {
    try {
      formAjv ??= createFormAjv();
      formAjv.compile(schema);
      compiledSchemas.set(text, undefined);
    } catch (error) {
      compiledSchemas.set(text, (error as Error).message);
    }
  }
  const failure = compiledSchemas.get(text);
  if (failure === undefined) return true;
  const message = failure.replace(/^strict mode: /, '');
  const format = /unknown format "([^"]+)"/.exec(message)?.[1];
  const keyword = /keyword:? "([^"]+)"/.exec(message)?.[1];
  // ajv names the subschema when it knows it (at "#/properties/creditor"): the keyword is there.
  const where = /at "#([^"]*)"/.exec(message)?.[1];
  const within = where !== undefined ? where.split('/').filter(Boolean).map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
  const path = within && keyword ? [...within, keyword]
    : format ? pathOf(schema, (key, value) => key === 'format' && value === format) : keyword ? pathOf(schema, (key) => key === keyword) : undefined;
  errors.push(source.errorAt(path ?? [], `is not a schema the form can be checked with: ${message}`, path ? 'key' : undefined));
  return false;
}

/** Where in a schema a key (with its value) first matches: the place to point an error at. */
function pathOf(node: unknown, matches: (key: string, value: unknown) => boolean, path: Path = []): Path | undefined {
  if (!node || typeof node !== 'object') return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (matches(key, value)) return [...path, key];
    const inner = pathOf(value, matches, [...path, key]);
    if (inner) return inner;
  }
  return undefined;
}

/** The types a form field can have: what a widget can show and the server can store. */
const fieldTypes = ['string', 'number', 'integer', 'boolean', 'array', 'object'];
/** Keywords whose subschemas apply to the same object, so their `required` names its fields too. */
const sameObjectKeywords = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not'];

/**
 * What ajv accepts but would break the form: a field without a type (a group written without
 * `"type": "object"` would be taken for one input), a required field that does not exist, also
 * when a condition (if/then, anyOf, dependencies) requires it, since no visitor could ever
 * send it, and an object that lets unknown keys through (they would be stored).
 */
export function checkSchemaShape(schema: FormJsonSchema, source: YamlSource, errors: ConfigError[]): boolean {
  const before = errors.length;
  for (const { path, node } of formObjects(schema)) {
    const at = path.flatMap((name) => ['properties', name]);
    const properties = recordsAt(node, 'properties');
    for (const [name, field] of Object.entries(properties)) {
      if (typeof field.type !== 'string' || !fieldTypes.includes(field.type)) {
        errors.push(source.errorAt([...at, 'properties', name], `needs "type": one of ${fieldTypes.map((t) => `"${t}"`).join(', ')} (a group of fields is "type": "object" with its own properties)`, 'key'));
      }
    }
    checkRequired(node, at, new Set(Object.keys(properties)), source, errors);
    if (node.additionalProperties !== false) {
      errors.push(source.errorAt(at, 'needs "additionalProperties": false, so that only the fields the schema names are stored'));
    }
  }
  return errors.length === before;
}

/** `required` of an object and of every condition on it must name its properties. */
function checkRequired(node: Record<string, unknown>, at: Path, fields: Set<string>, source: YamlSource, errors: ConfigError[]): void {
  const mustExist = (name: unknown, where: Path) => {
    if (typeof name === 'string' && !fields.has(name)) errors.push(source.errorAt(where, `names "${name}", which is not under properties: the form could never be sent`));
  };
  if (Array.isArray(node.required)) node.required.forEach((name, i) => mustExist(name, [...at, 'required', i]));
  // dependencies: { a: [b, c] } requires b and c once a is filled in (a subschema there is walked below).
  for (const [name, names] of Object.entries(recordAt(node, 'dependencies'))) {
    mustExist(name, [...at, 'dependencies', name]);
    if (Array.isArray(names)) names.forEach((n, i) => mustExist(n, [...at, 'dependencies', name, i]));
    else if (isRecord(names)) checkRequired(names, [...at, 'dependencies', name], fields, source, errors);
  }
  for (const keyword of sameObjectKeywords) {
    const value = node[keyword];
    const subschemas = Array.isArray(value) ? value.map((v, i) => ({ v, where: [...at, keyword, i] })) : value && typeof value === 'object' ? [{ v: value, where: [...at, keyword] }] : [];
    for (const { v, where } of subschemas) if (isRecord(v)) checkRequired(v, where, fields, source, errors);
  }
}
