import type { ValidateFunction } from 'ajv';
import { createFormAjv } from '../../engine/config/form-formats.js';
import type { FormModel } from '../../engine/config/site-model.js';

export type FormCheck = { ok: true } | { ok: false; field: string; problem: string };

/**
 * The form JSON Schemas of schemas/forms/ (through the checked site model) are the one source of
 * truth: the browser renders and checks forms with them, and the server checks every submission
 * against the same schema, with the same formats.
 */
export class FormValidator {
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(forms: Record<string, FormModel>) {
    const ajv = createFormAjv();
    for (const [id, form] of Object.entries(forms)) this.validators.set(id, ajv.compile(form.schema));
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
