import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listSearchType, withListSearchDefaults } from '../../../engine/rules/list-search';

describe('list-search type (spec 3)', () => {
  it.each([
    ['website-email', 2],
    ['com-all', 0],
    ['company', 1],
    ['', 1],
    ['Website-Email', 1], // exact match only
    ['com-all ', 1],
  ])('%j gives %i', (kind, type) => {
    expect(listSearchType(kind)).toBe(type);
  });

  it('property: anything but the two named kinds gives 1', () => {
    fc.assert(fc.property(fc.string(), (kind) => {
      fc.pre(kind !== 'website-email' && kind !== 'com-all');
      expect(listSearchType(kind)).toBe(1);
    }));
  });
});

describe('list-search paging defaults (spec 3 and 9)', () => {
  it('fills in page 1 and the configured rows, keeping the other parameters', () => {
    expect(withListSearchDefaults({ keyword: 'lamps' }, 20)).toEqual({ keyword: 'lamps', current: 1, pageSize: 20 });
  });

  it('takes the configured page size as the default', () => {
    expect(withListSearchDefaults({}, 50)).toEqual({ current: 1, pageSize: 50 });
  });

  it('keeps a page and size the caller chose', () => {
    expect(withListSearchDefaults({ current: 3, pageSize: 100 }, 20)).toEqual({ current: 3, pageSize: 100 });
  });

  it('property: a given value is kept, a missing one defaulted', () => {
    const maybe = fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined });
    fc.assert(fc.property(maybe, maybe, (current, pageSize) => {
      const filled = withListSearchDefaults({ current, pageSize }, 20);
      expect(filled.current).toBe(current ?? 1);
      expect(filled.pageSize).toBe(pageSize ?? 20);
    }));
  });
});
