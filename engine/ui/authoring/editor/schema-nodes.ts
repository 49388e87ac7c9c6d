/** A JSON Schema node, read as plain data. */
export type SchemaNode = Record<string, unknown>;

export const isSchemaNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a local `$ref` (`#/definitions/...`) leads to, followed to the end; other nodes as they are. */
export function resolveRef(root: SchemaNode, node: unknown, hops = 0): SchemaNode | undefined {
  if (!isSchemaNode(node)) return undefined;
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#') || hops > 20) return node;
  const target = node.$ref.slice(1).split('/').filter(Boolean)
    .reduce<unknown>((at, part) => (isSchemaNode(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  return resolveRef(root, target, hops + 1);
}

/** Every object node of the schema (each visited once), for walks that look at all properties. */
export function everyNode(root: SchemaNode): SchemaNode[] {
  const out: SchemaNode[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isSchemaNode(node) || seen.has(node)) return;
    seen.add(node);
    out.push(node);
    Object.values(node).forEach(walk);
  };
  walk(root);
  return out;
}

/** The node and the branches of its oneOf, anyOf and allOf, resolved: the shapes a value may take. */
export function alternativesOf(root: SchemaNode, node: unknown, depth = 0): SchemaNode[] {
  const own = resolveRef(root, node);
  if (!own || depth > 5) return [];
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((key) => (Array.isArray(own[key]) ? (own[key] as unknown[]) : []));
  return [own, ...branches.flatMap((branch) => alternativesOf(root, branch, depth + 1))];
}
