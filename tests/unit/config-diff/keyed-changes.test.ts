import { describe, expect, it } from 'vitest';
import { keyedChanges } from '../../../scripts/config-diff/keyed-changes';

describe('config-diff: keyed changes', () => {
  it('sorts entries into added, removed and changed by key', () => {
    const before = new Map([['a', 1], ['b', 2], ['c', 3]]);
    const after = new Map([['c', 4], ['a', 1], ['d', 5]]);
    expect(keyedChanges(before, after, (x, y) => x === y)).toEqual({
      added: [['d', 5]],
      removed: [['b', 2]],
      changed: [['c', { before: 3, after: 4 }]],
    });
  });
});
