import type { FormModel } from '../../engine/config/site-model.js';
import { codes, failure } from '../api/envelope.js';
import type { FieldProblem } from '../../engine/rules/form-payload.js';

/** The calls the auth routes answer whose bodies are forms of config/forms.yaml (servedBy: auth). */
export const formPaths = { login: '/console/user/login', register: '/console/user/register', passwordReset: '/console/user/password/reset' } as const;

/**
 * The form of config/forms.yaml served here at `path`, whose schema checks the body (the one the
 * browser checks with). Found at start-up, so a config that does not fit these routes stops the
 * server with the reason rather than failing a visitor later.
 */
export function formAt(forms: FormModel[], path: string, fields: string[]): FormModel {
  const form = forms.find((f) => f.endpoint.path === path);
  if (!form) throw new Error(`config/forms.yaml has no form with servedBy: auth and endpoint path ${path}; the auth routes check that call's body with its schema`);
  const missing = fields.filter((name) => !(name in form.schema.properties));
  if (missing.length) throw new Error(`form "${form.id}" (${path}) lacks the field(s) ${missing.join(', ')} that the auth routes read`);
  return form;
}

/** 10001 naming the field, in the spec's words where it words that field (spec 5, registration). */
export function fieldFailure({ field }: FieldProblem, messages: Record<string, string> = {}) {
  return failure(codes.wrongParameters, { field }, messages[field]);
}
