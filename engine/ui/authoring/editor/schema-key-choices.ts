import type { KeyPosition } from './key-position.js';
import { alternativesOf, everyNode, isSchemaNode, resolveRef, type SchemaNode } from './schema-nodes.js';

export interface KeyChoice {
  key: string;
  type?: string;
  description?: string;
}

/**
 * The keys the schema allows in the mapping being written at `at`: the properties of the object
 * schemas that the field above it takes (its items for a list), narrowed to those that have every
 * key already there with a value they allow (a page section's `type: steps` picks the steps
 * section's keys); at the top, the file's own. Keys already there are left out.
 */
export function keyChoices(schema: SchemaNode, at: KeyPosition): KeyChoice[] {
  const withProperties = (nodes: SchemaNode[]) => nodes.filter((node) => isSchemaNode(node.properties));
  const fits = (candidate: SchemaNode) => at.siblings.every(({ key, value }) => {
    const properties = candidate.properties as SchemaNode;
    if (!(key in properties)) return false;
    const property = resolveRef(schema, properties[key]);
    const written = value.replace(/^["']|["']$/g, '');
    if (!property || !written) return true;
    if ('const' in property) return String(property.const) === written;
    return Array.isArray(property.enum) ? property.enum.map(String).includes(written) : true;
  });

  let candidates: SchemaNode[];
  if (!at.parent) candidates = withProperties(alternativesOf(schema, schema));
  else {
    const { field, inList } = at.parent;
    const valueSchemas = everyNode(schema).flatMap((node) => {
      const property = isSchemaNode(node.properties) ? node.properties[field] : undefined;
      const own = resolveRef(schema, property);
      return own ? [inList ? own.items : own] : [];
    });
    candidates = withProperties(valueSchemas.flatMap((node) => alternativesOf(schema, node)));
  }
  const chosen = candidates.filter(fits);
  const taken = new Set(at.siblings.map((s) => s.key));
  const choices = new Map<string, KeyChoice>();
  for (const candidate of chosen) {
    for (const [key, property] of Object.entries(candidate.properties as SchemaNode)) {
      if (taken.has(key) || choices.has(key)) continue;
      const own = resolveRef(schema, property);
      const description = (isSchemaNode(property) ? property.description : undefined) ?? own?.description;
      choices.set(key, {
        key,
        ...(typeof own?.type === 'string' ? { type: own.type } : {}),
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
  }
  return [...choices.values()];
}
