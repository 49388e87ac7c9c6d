/**
 * TypeScript types of the config files, generated from their JSON Schemas (schemas/config,
 * schemas/locales), so that a schema and the code that reads what it checked cannot drift apart:
 * change a schema and the type check fails wherever the code no longer fits (decision 020).
 *
 * The types describe the data after ajv checked it and filled in the schema's defaults
 * (schema-validation.ts sets useDefaults): a property with a `default` is therefore never missing.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { JsonSchema } from '../../engine/config/schema-validation.js';

/** site -> Site, catalogue-datasets -> CatalogueDatasets. */
function pascal(name: string): string {
  return name.split(/[-_]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Subschemas that only constrain (which keys are required together, which may not be) add no
 * shape: left in, the generator would turn each into an index signature that types every key
 * as unknown. ajv still enforces them; only the generated type leaves them out.
 */
function onlyConstrains(schema: Json): boolean {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return false;
  return Object.keys(schema).every((key) => ['required', 'not', 'errorMessage', 'description'].includes(key));
}

const annotationsOnly = new Set(['errorMessage', '$id', '$schema', 'not', 'if', 'then', 'else']);

/**
 * One schema, rewritten to live inside a combined document: its own `#/definitions/x` become
 * `#/definitions/<schema>-x`, references to other schemas by $id (`page#/definitions/image`,
 * `visibility`) point at their place in the same document.
 */
function rewrite(node: Json, id: string): Json {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, id));
  if (!node || typeof node !== 'object') return node;
  // A reference with notes beside it would become a numbered copy of the type it names (Link1).
  if (typeof node.$ref === 'string') return { $ref: reference(node.$ref, id) };
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (annotationsOnly.has(key) || key === 'definitions' || key === '$defs') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = reference(value, id);
    else if ((key === 'properties' || key === 'patternProperties') && value && typeof value === 'object' && !Array.isArray(value)) {
      // Names of properties, not keywords: a field may well be called "not" or "$schema".
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, rewrite(sub, id)]));
    }
    else if ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value)) {
      const shaping = value.filter((branch) => !onlyConstrains(branch));
      if (shaping.length) out[key] = rewrite(shaping, id);
    } else out[key] = rewrite(value, id);
  }
  const properties = out.properties;
  if (exactlyOneOf(out) && properties && typeof properties === 'object' && !Array.isArray(properties)) {
    // "Exactly one of these keys" (a visibility test): a union of one-key objects says so in TS.
    const { properties: _p, minProperties: _min, maxProperties: _max, additionalProperties: _a, ...rest } = out;
    return { ...rest, oneOf: Object.entries(properties).map(([name, schema]) => ({ type: 'object', additionalProperties: false, required: [name], properties: { [name]: schema } })) };
  }
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    const written = node.properties;
    const defaulted = written && typeof written === 'object' && !Array.isArray(written)
      ? Object.entries(written).filter(([, p]) => p && typeof p === 'object' && !Array.isArray(p) && 'default' in p).map(([name]) => name)
      : [];
    const required = Array.isArray(out.required) ? out.required.filter((r): r is string => typeof r === 'string') : [];
    if (defaulted.length) out.required = [...new Set([...required, ...defaulted])];
  }
  return out;
}

function exactlyOneOf(schema: { [key: string]: Json }): boolean {
  return schema.minProperties === 1 && schema.maxProperties === 1 && schema.additionalProperties === false;
}

function reference(ref: string, id: string): string {
  const [file, pointer = ''] = ref.split('#');
  const target = file || id;
  const definition = /^\/(?:definitions|\$defs)\/([^/]+)(.*)$/.exec(pointer);
  if (definition) return `#/definitions/${target}-${definition[1]}${definition[2]}`;
  return `#/definitions/${target}${pointer}`;
}

/** The source of engine/config/generated/config-files.ts for these schemas. */
export async function configTypesSource(schemas: JsonSchema[]): Promise<string> {
  const definitions: { [key: string]: Json } = {};
  for (const schema of [...schemas].sort((a, b) => a.$id.localeCompare(b.$id))) {
    const id = schema.$id;
    const own = { ...(schema.definitions as object | undefined), ...(schema.$defs as object | undefined) } as { [key: string]: Json };
    for (const [name, definition] of Object.entries(own)) {
      const rewritten = rewrite(definition, id);
      definitions[`${id}-${name}`] = rewritten && typeof rewritten === 'object' && !Array.isArray(rewritten) ? { ...rewritten, title: pascal(`${id}-${name}`) } : rewritten;
    }
    const root = rewrite(schema as unknown as Json, id);
    if (root && typeof root === 'object' && !Array.isArray(root)) definitions[id] = { ...root, title: `${pascal(id)}File` };
  }
  const ids = schemas.map((s) => s.$id).sort();
  const document = {
    title: 'ConfigFiles',
    description: 'Each schema id of schemas/config and schemas/locales -> the type of the data it checked.',
    type: 'object',
    additionalProperties: false,
    required: ids,
    properties: Object.fromEntries(ids.map((id) => [id, { $ref: `#/definitions/${id}` }])),
    definitions,
  };
  const body = await compile(document as unknown as JSONSchema, 'ConfigFiles', {
    bannerComment: '',
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: false,
    unreachableDefinitions: false,
    declareExternallyReferenced: true,
    format: true,
    style: { singleQuote: true, printWidth: 140 },
  });
  return `/* Generated from schemas/config and schemas/locales by scripts/generate-config-types.ts (npm run typecheck runs it). Do not edit: change the schema. */\n\n${body}`;
}
