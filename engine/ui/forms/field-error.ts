import type { ErrorSchema } from '@rjsf/utils';

/** The server named a field (10001 with data.field, a wrong captcha): show its message there. */
export function fieldError(field: string, message: string): ErrorSchema<Record<string, unknown>> {
  const root: Record<string, unknown> = {};
  let node = root;
  for (const name of field.split('.')) node = (node[name] = {}) as Record<string, unknown>;
  node.__errors = [message];
  return root as ErrorSchema<Record<string, unknown>>;
}
