/**
 * Which required field a form still lacks. The demo form checks its fields in a fixed order and
 * stops at the first empty one (spec 5), so the order is part of the rule.
 */

export type FormValues = Record<string, unknown>;

/** Empty means nothing a person typed: undefined, null, or text that is only spaces. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The first field of `order` that is empty, or null when every one is filled. */
export function firstMissingField(values: FormValues, order: readonly string[]): string | null {
  return order.find((field) => isEmptyValue(values[field])) ?? null;
}

export function allRequiredFilled(values: FormValues, order: readonly string[]): boolean {
  return firstMissingField(values, order) === null;
}
