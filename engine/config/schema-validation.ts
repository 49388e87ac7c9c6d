import { Ajv, type ErrorObject } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import { segmentsOf, type ConfigError } from './config-error.js';
import type { YamlSource } from './yaml-source.js';
import { closestName } from './closest-name.js';
import { addContactFormats } from './contact-formats.js';
import type { SchemaId } from './checked-sources.js';
import type { ConfigFiles } from './generated/config-files.js';
import { fail, ok, type Result } from './result.js';

export type JsonSchema = Record<string, unknown> & { $id: string };

/**
 * Validates parsed YAML against the JSON Schemas in schemas/ and locates each error in the file.
 * Defaults the schemas declare are filled in as it checks (useDefaults), so nothing downstream
 * repeats them.
 */
export class SchemaValidator {
  private readonly ajv: Ajv;

  constructor(schemas: JsonSchema[]) {
    this.ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, useDefaults: true });
    ajvFormats(this.ajv);
    ajvErrors(this.ajv);
    addContactFormats(this.ajv);
    for (const schema of schemas) this.ajv.addSchema(schema);
    for (const schema of schemas) this.ajv.getSchema(schema.$id); // compile each now, not on the first file of its kind
  }

  /**
   * The source with its data typed as schema `kind` describes it, or where it breaks the schema.
   * The type comes from engine/config/generated/config-files.ts, generated from the same schema
   * ajv checks here: this is the one place config data gets its type, and it is earned.
   */
  validate<K extends SchemaId>(kind: K, source: YamlSource): Result<YamlSource<ConfigFiles[K]>, ConfigError[]> {
    if (!this.ajv.getSchema(kind)) throw new Error(`no schema registered as ${kind}`);
    const data = source.data;
    if (this.ajv.validate<ConfigFiles[K]>(kind, data)) return ok({ ...source, data });
    return fail((this.ajv.errors ?? []).flatMap((e) => explain(e, source)));
  }
}

/** Turns one ajv error into a message a product manager can act on, placed where the mistake is. */
function explain(error: ErrorObject, source: YamlSource): ConfigError[] {
  const at = segmentsOf(error.instancePath);
  switch (error.keyword) {
    case 'errorMessage': {
      // ajv-errors replaced the original errors with a schema-authored sentence.
      return [source.errorAt(at, error.message ?? 'is not valid')];
    }
    case 'additionalProperties': {
      const key = String(error.params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
      const hint = closestName(key, allowed);
      const tail = allowed.length
        ? hint
          ? ` (did you mean "${hint}"?)`
          : ` (allowed keys: ${allowed.join(', ')})`
        : '';
      // Point at the key itself, but name the object it sits in: that is where it does not belong.
      return [{ ...source.errorAt(at, `has an unknown key "${key}"${tail}`), ...source.locate([...at, key], 'key') }];
    }
    case 'required': {
      return [source.errorAt(at, `is missing the required key "${String(error.params.missingProperty)}"`)];
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
      return [source.errorAt(at, `must be one of ${allowed}`)];
    }
    case 'discriminator': {
      const oneOf = (error.parentSchema?.oneOf as Array<{ properties?: Record<string, { const?: string }> }>) ?? [];
      const tag = String(error.params.tag);
      const kinds = oneOf.map((s) => s.properties?.[tag]?.const).filter(Boolean);
      return [source.errorAt([...at, tag], `must be one of ${kinds.map((k) => `"${k}"`).join(', ')}`)];
    }
    case 'type':
      return [source.errorAt(at, `must be a${/^[aeiou]/.test(String(error.params.type)) ? 'n' : ''} ${String(error.params.type)}`)];
    default:
      return [source.errorAt(at, error.message ?? `is not valid (${error.keyword})`)];
  }
}
