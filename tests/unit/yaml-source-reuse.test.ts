import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../engine/config/yaml-source';

// A file parsed again with the same text reuses its parsed document (engine/config/yaml-source.ts):
// each check must still get data of its own and the same located answers.
describe('a file read again with the same text', () => {
  it('gets data of its own: what one check changes (defaults filled in) is not in the next', () => {
    const text = 'pricing:\n  plans:\n    - id: basic\n      price: 100\n';
    const first = parseYamlSource('config/pricing.yaml', text);
    if (!first.ok) throw new Error('the text is valid YAML');
    (first.value.data as { pricing: { plans: Array<Record<string, unknown>> } }).pricing.plans[0]!.currency = 'USD';
    const second = parseYamlSource('config/pricing.yaml', text);
    if (!second.ok) throw new Error('the text is valid YAML');
    expect(second.value.data).toEqual({ pricing: { plans: [{ id: 'basic', price: 100 }] } });
    expect(second.value.data).not.toBe(first.value.data);
    expect(second.value.locate(['pricing', 'plans', 0, 'price'])).toEqual({ line: 4, column: 14 });
  });

  it('gives the same located errors each time, and a changed text its own', () => {
    const broken = 'a:\n  b: 1\n\tc: 2\n';
    const errors = (text: string) => {
      const result = parseYamlSource('x.yaml', text);
      return result.ok ? [] : result.error.map((e) => `${e.line}:${e.column} ${e.message}`);
    };
    const once = errors(broken);
    expect(once).toHaveLength(1);
    expect(errors(broken)).toEqual(once);
    expect(errors('a:\n  b: 1\n  c: 2\n')).toEqual([]);
  });
});
