/**
 * Narrowing for data whose shape no generated type can give: the inside of a form's own JSON
 * Schema and ui schema (schemas/forms/), walked node by node. Type guards instead of casts, so a
 * node that is not what the walk expects is skipped rather than misread.
 */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `key` of `node`, or an empty one. */
export function recordAt(node: unknown, key: string): JsonRecord {
  const value = isRecord(node) ? node[key] : undefined;
  return isRecord(value) ? value : {};
}

/** The child schemas of `properties` (or another map of schemas) at `key`, skipping non-objects. */
export function recordsAt(node: unknown, key: string): Record<string, JsonRecord> {
  return Object.fromEntries(Object.entries(recordAt(node, key)).filter((entry): entry is [string, JsonRecord] => isRecord(entry[1])));
}

/** The strings of the list at `key` of `node` (anything else in the list is left out). */
export function stringsAt(node: unknown, key: string): string[] {
  const value = isRecord(node) ? node[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The list at `key` of `node`, or an empty one. */
export function listAt(node: unknown, key: string): unknown[] {
  const value = isRecord(node) ? node[key] : undefined;
  return Array.isArray(value) ? value : [];
}
