import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { addContactFormats } from '../../engine/rules/contact-formats.js';

export type FormCheck = { ok: true } | { ok: false; field: string; problem: string };

/**
 * The form JSON Schemas in schemas/forms/ are the one source of truth: the browser renders and
 * checks forms with them, and the server checks every submission against the same file.
 */
export class FormValidator {
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(dir = join(projectRoot, 'schemas/forms')) {
    const ajv = new Ajv({ allErrors: false, strict: true, strictRequired: false });
    ajvFormats(ajv);
    addContactFormats(ajv);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { $id: string };
      this.validators.set(schema.$id.replace(/^forms\//, ''), ajv.compile(schema));
    }
  }

  check(form: string, data: unknown): FormCheck {
    const validate = this.validators.get(form);
    if (!validate) throw new Error(`no schema for form ${form}`);
    if (validate(data)) return { ok: true };
    const error = validate.errors![0];
    // The field as a dotted path (debtor.debtValue), so a nested form can point at its input.
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    const field = path.join('.');
    return { ok: false, field, problem: error.keyword === 'additionalProperties' ? 'is not a field of this form' : (error.message ?? 'is not valid') };
  }
}
