import { describe, expect, it } from 'vitest';
import { bundledSchema } from '../../../engine/build/yaml-editor/editor-schema';
import { readSchemas } from '../../../engine/config/read-source-files';
import type { JsonSchema } from '../../../engine/config/schema-validation';

/** Every `$ref` of a schema, with the pointer it is at. */
function refsOf(node: unknown, at = ''): Array<{ ref: string; at: string }> {
  if (Array.isArray(node)) return node.flatMap((item, i) => refsOf(item, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : refsOf(value, `${at}/${key}`)));
}

/** Follows a local `#/...` pointer inside `root`. */
function resolve(root: unknown, ref: string): unknown {
  return ref.slice(1).split('/').filter(Boolean).reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
}

describe('the schema the editor gets for a file', () => {
  const schemas = readSchemas();

  it('holds the visibility language of app-header.yaml inline, with its permission names', () => {
    const bundle = bundledSchema('app-header', schemas);
    const definitions = bundle?.definitions as Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    expect(definitions['external-visibility']?.properties?.perm?.enum).toEqual(['CDS', 'SO', 'MARKET_ANALYSIS', 'AI', 'RECOMMEND', 'EMAIL', 'OPENS']);
    const item = resolve(bundle, '#/definitions/item/properties/visible') as { $ref: string };
    expect(item.$ref).toBe('#/definitions/external-visibility');
  });

  it.each(schemas.map((s) => [s.$id]))('%s: every $ref resolves inside the one document', (id) => {
    const bundle = bundledSchema(id, schemas);
    const refs = refsOf(bundle);
    for (const { ref, at } of refs) {
      expect(ref.startsWith('#'), `${at}: ${ref}`).toBe(true);
      expect(resolve(bundle, ref), `${at}: ${ref}`).toBeTypeOf('object');
    }
    expect(bundle?.$id).toBeUndefined();
    for (const copied of Object.values((bundle?.definitions ?? {}) as Record<string, { $id?: unknown }>)) expect(copied.$id).toBeUndefined();
  });

  it('rewrites a schema\'s own references to where it was copied, and those that lead back to the root', () => {
    const visibilityLike: JsonSchema = { $id: 'rule', type: 'object', properties: { not: { $ref: '#' }, owner: { $ref: 'root#/definitions/x' } } };
    const root: JsonSchema = { $id: 'root', definitions: { x: { type: 'string' } }, properties: { rule: { $ref: 'rule' }, part: { $ref: 'rule#/properties/not' } } };
    expect(bundledSchema('root', [root, visibilityLike])).toEqual({
      definitions: {
        x: { type: 'string' },
        'external-rule': { type: 'object', properties: { not: { $ref: '#/definitions/external-rule' }, owner: { $ref: '#/definitions/x' } } },
      },
      properties: { rule: { $ref: '#/definitions/external-rule' }, part: { $ref: '#/definitions/external-rule/properties/not' } },
    });
  });

  it('names a reference to a schema that does not exist', () => {
    expect(() => bundledSchema('root', [{ $id: 'root', properties: { a: { $ref: 'gone' } } }])).toThrow('schema root refers to gone, which no schema declares as its $id');
  });

  it('has no schema for an id that is not one', () => {
    expect(bundledSchema('nothing', schemas)).toBeUndefined();
  });
});
