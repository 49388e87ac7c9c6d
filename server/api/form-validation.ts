import type { ValidateFunction } from 'ajv';
import { createFormAjv } from '../../engine/config/form-formats.js';
import type { FormModel } from '../../engine/config/site-model.js';
import { fail, ok, type Result } from '../../engine/config/result.js';
import { decodePayload, type DecodedBody, type FieldProblem } from '../../engine/rules/form-payload.js';
import { tooDeepField, unsafeTextField } from './text-safety.js';

/** Values checked against a form's schema: nothing to carry when they pass, the first field that does not otherwise. */
export type FormCheck = Result<void, FieldProblem>;

/** A request body read back into a form's values, or the field that makes it unusable. */
export type FormRead = Result<DecodedBody, FieldProblem>;

/**
 * The form JSON Schemas of schemas/forms/ (through the checked site model) are the one source of
 * truth: the browser renders and checks forms with them, and the server checks every submission
 * against the same schema, with the same formats, whichever routes answer it (the generic form
 * routes, or the auth routes for the console's login and registration).
 */
export class FormValidator {
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly forms: Record<string, FormModel>) {
    const ajv = createFormAjv();
    for (const [id, form] of Object.entries(forms)) this.validators.set(id, ajv.compile(form.schema));
  }

  /** The forms one server answers (config/forms.yaml servedBy:). */
  servedBy(server: FormModel['servedBy']): FormModel[] {
    return Object.values(this.forms).filter((form) => form.servedBy === server);
  }

  check(form: string, data: unknown): FormCheck {
    const validate = this.validators.get(form);
    if (!validate) throw new Error(`no schema for form ${form}`);
    if (validate(data)) return ok(undefined);
    const error = validate.errors?.[0];
    if (!error) throw new Error(`form ${form}: its schema refused the values without saying why`);
    // The field as a dotted path (debtor.debtValue), so a nested form can point at its input.
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    const field = path.join('.');
    return fail({ field, problem: error.keyword === 'additionalProperties' ? 'is not a field of this form' : (error.message ?? 'is not valid') });
  }

  /**
   * A request body -> the form's values: read back through its payload mapping, trimmed, and
   * checked with its schema. A secret stays exactly as typed (spaces in a password count, and
   * the browser checked it untrimmed).
   */
  read(form: FormModel, body: unknown): FormRead {
    const decoded = decodePayload(form.payload, body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
    if (!decoded.ok) return decoded;
    // The request hook saw the body's strings and depth; a JSON text field (the demo's formData) is only
    // decoded here, so its values get the same check.
    const deep = tooDeepField(decoded.value.values);
    if (deep !== undefined) return fail({ field: deep || 'body', problem: 'is nested too deeply' });
    const unsafe = unsafeTextField(decoded.value.values);
    if (unsafe !== undefined) return fail({ field: unsafe || 'body', problem: 'contains a control character or invalid Unicode' });
    const values = trimmed(decoded.value.values, new Set(form.secret));
    const check = this.check(form.id, values);
    return check.ok ? ok({ ...decoded.value, values }) : check;
  }
}

/** Leading and trailing spaces are never meant: "  Acme " is kept as "Acme". */
function trimmed(values: Record<string, unknown>, asTyped: ReadonlySet<string> = new Set()): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k,
    asTyped.has(k) ? v
      : typeof v === 'string' ? v.trim()
        : v && typeof v === 'object' && !Array.isArray(v) ? trimmed(v as Record<string, unknown>) : v]));
}
