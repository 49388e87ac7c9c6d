import { everyNode, isSchemaNode, resolveRef, type SchemaNode } from './schema-nodes.js';

/** The values a field's schema allows, as a person would type them, and what the schema says of it. */
export interface FieldValues {
  /** The JSON type the schema gives the field (string, object...), when it names one. */
  type?: string;
  values: string[];
  /** The values of each item, for a field that holds a list. */
  itemValues: string[];
  description?: string;
}

/**
 * Every property of a (bundled) JSON Schema by its name, with the values it allows when they are a
 * fixed set: enums, consts (the section types of a page's `type:`, one per branch), booleans. A name
 * used in several places gets the values of all of them, and the first description and type found. This is what lets `perm:` offer the permission names in a
 * flow mapping (`visible: { perm: | }`), where codemirror-json-schema's YAML mode offers none.
 */
export function fieldValuesOf(schema: SchemaNode): Map<string, FieldValues> {
  const found = new Map<string, { values: Set<string>; itemValues: Set<string>; description?: string; type?: string }>();
  const resolve = (node: unknown) => resolveRef(schema, node);
  const leafValues = (node: unknown, depth = 0): string[] => {
    const own = resolve(node);
    if (!own || depth > 5) return [];
    if (Array.isArray(own.enum)) return own.enum.map(String);
    if ('const' in own) return [String(own.const)];
    if (own.type === 'boolean') return ['true', 'false'];
    return ['oneOf', 'anyOf'].flatMap((key) => (Array.isArray(own[key]) ? (own[key] as unknown[]).flatMap((branch) => leafValues(branch, depth + 1)) : []));
  };
  for (const node of everyNode(schema)) {
    if (isSchemaNode(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        const entry = found.get(name) ?? { values: new Set<string>(), itemValues: new Set<string>() };
        for (const value of leafValues(property)) entry.values.add(value);
        const items = resolve(property)?.items;
        for (const value of leafValues(items)) entry.itemValues.add(value);
        const description = resolve(property)?.description ?? (isSchemaNode(property) ? property.description : undefined);
        if (!entry.description && typeof description === 'string') entry.description = description;
        const type = resolve(property)?.type;
        if (!entry.type && typeof type === 'string') entry.type = type;
        found.set(name, entry);
      }
    }
  }
  const out = new Map<string, FieldValues>();
  for (const [name, entry] of found) {
    out.set(name, {
      values: [...entry.values],
      itemValues: [...entry.itemValues],
      ...(entry.type ? { type: entry.type } : {}),
      ...(entry.description ? { description: entry.description } : {}),
    });
  }
  return out;
}
