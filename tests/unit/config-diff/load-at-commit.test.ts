import { describe, expect, it } from 'vitest';
import { loadAtCommit } from '../../../scripts/config-diff/load-at-commit';
import type { JsonSchema } from '../../../engine/config/schema-validation';
import { edit, realFiles, schemas } from '../config-fixture';

/** Today's schemas, with config/pricing.yaml's also asking for a key the config does not have. */
const stricterSchemas = (): JsonSchema[] => schemas.map((schema) => {
  if (schema.$id !== 'pricing') return schema;
  return { ...schema, required: [...(schema.required as string[]), 'discount'] };
});

describe('config-diff: compiling an older commit', () => {
  it('uses the commit\'s own schemas when its config passes with them', () => {
    const result = loadAtCommit({ commit: 'c', files: realFiles, schemas }, schemas);
    expect(result.ok && result.value.notes).toEqual([]);
  }, 60_000);

  it('falls back to today\'s schemas, saying so, when the config fails with its own but passes with today\'s', () => {
    const result = loadAtCommit({ commit: 'c', files: realFiles, schemas: stricterSchemas() }, schemas);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.notes).toEqual([expect.stringMatching(/^The older config was checked against today's schemas: with its own it fails today's check \(config\/pricing\.yaml:\d+:\d+ .*discount.*\)\.$/)]);
  }, 60_000);

  it('answers the errors, located, when the config fails with both', () => {
    const files = { ...realFiles, ...edit('config/pricing.yaml', 'price: 899', 'price: cheap') };
    const result = loadAtCommit({ commit: 'c', files, schemas: stricterSchemas() }, schemas);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.map((e) => e.file)).toContain('config/pricing.yaml');
      expect(result.error.some((e) => /discount/.test(e.message))).toBe(true);
    }
  }, 60_000);
});
