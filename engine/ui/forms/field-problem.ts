import type { ErrorObject } from 'ajv';
import type { LoadedForm } from './load-form';
import { fieldMessage } from '../../rules/form-messages';

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * What is wrong with one top-level field of the values, in the form's words, by the form's own
 * precompiled validator; undefined when it is fine. The send-code button asks before it e-mails a
 * code, so an address the server would refuse is pointed out here, not by the server's answer.
 */
export function fieldProblem(form: LoadedForm, values: Record<string, unknown>, field: string): string | undefined {
  const validate = form.validators[form.bundle.validatorName] as Validate | undefined;
  if (!validate || validate(values)) return undefined;
  const error = (validate.errors ?? []).find((e) =>
    e.instancePath === `/${field}` || (e.instancePath === '' && e.keyword === 'required' && e.params.missingProperty === field));
  return error ? fieldMessage(form.bundle.messages, field, error.keyword, (error.params as { limit?: unknown }).limit) : undefined;
}
