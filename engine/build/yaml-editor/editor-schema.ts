import type { JsonSchema } from '../../config/schema-validation.js';

type Json = unknown;

/** Where a schema named by `$id` is inlined in the root's definitions. */
const inlinedKey = (id: string) => `external-${id}`;

/**
 * The schema `id` as one self-contained document, for the editor's completion and hover: ajv
 * resolves `$ref: visibility` or `page#/definitions/image` among all the schemas it was given, the
 * browser-side library only within one document. Each schema referred to (and those it refers to)
 * is copied under `definitions/external-<id>`, and every `$ref` rewritten to point there.
 */
export function bundledSchema(id: string, schemas: readonly JsonSchema[]): Record<string, unknown> | undefined {
  const byId = new Map(schemas.map((s) => [s.$id, s]));
  const root = byId.get(id);
  if (!root) return undefined;
  const queued = new Set<string>();
  const queue: string[] = [];

  const rewrite = (node: Json, base: string): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, base));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      // Keywords only: a form schema's `properties` may describe a property named $id.
      if ((key === '$id' || key === '$schema') && typeof value === 'string') continue;
      if (key === '$ref' && typeof value === 'string') out.$ref = rewriteRef(value, base);
      else out[key] = rewrite(value, base);
    }
    return out;
  };

  const rewriteRef = (ref: string, base: string): string => {
    const hash = ref.indexOf('#');
    const target = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    if (!target) return `#${base}${fragment}`;
    if (target === id) return `#${fragment}`;
    if (!byId.has(target)) throw new Error(`schema ${id} refers to ${target}, which no schema declares as its $id`);
    if (!queued.has(target)) {
      queued.add(target);
      queue.push(target);
    }
    return `#/definitions/${inlinedKey(target)}${fragment}`;
  };

  const bundle = rewrite(root, '') as Record<string, Json>;
  const definitions = { ...(bundle.definitions as Record<string, Json> | undefined) };
  for (let next = queue.shift(); next; next = queue.shift()) {
    definitions[inlinedKey(next)] = rewrite(byId.get(next), `/definitions/${inlinedKey(next)}`);
  }
  if (Object.keys(definitions).length) bundle.definitions = definitions;
  return bundle;
}
