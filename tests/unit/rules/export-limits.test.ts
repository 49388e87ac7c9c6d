import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportRowCap, exportRowLimit, freeMemberExportRowCap } from '../../../engine/rules/export-limits';

describe('export row limit (spec 6 and 9)', () => {
  it.each([
    // admin, superuser, membership level, limit
    [true, false, 0, 1000],
    [false, true, 0, 1000],
    [true, true, 3, 1000],
    [false, false, 0, 20], // a normal (free) member
    [false, false, 1, 1000],
    [false, false, 8, 1000],
    [false, false, 12, 1000], // a level the spec does not name yet: the default
  ])('admin %s, superuser %s, membership level %i: %i rows', (isAdmin, isSuperuser, membershipLevel, limit) => {
    expect(exportRowLimit({ isAdmin, isSuperuser, membershipLevel })).toBe(limit);
  });

  it('the caps are the spec 9 numbers', () => {
    expect([exportRowCap, freeMemberExportRowCap]).toEqual([1000, 20]);
  });
});

describe('properties', () => {
  const inputs = fc.record({ isAdmin: fc.boolean(), isSuperuser: fc.boolean(), membershipLevel: fc.integer({ min: 0, max: 15 }) });

  it('the limit is always 20 or 1000', () => {
    fc.assert(fc.property(inputs, (input) => {
      expect([20, 1000]).toContain(exportRowLimit(input));
    }));
  });

  it('admins and superusers always get 1000, whatever their membership level', () => {
    fc.assert(fc.property(inputs, (input) => {
      fc.pre(input.isAdmin || input.isSuperuser);
      expect(exportRowLimit(input)).toBe(1000);
    }));
  });

  it('20 exactly for a member of level 0 who is neither admin nor superuser', () => {
    fc.assert(fc.property(inputs, (input) => {
      const free = !input.isAdmin && !input.isSuperuser && input.membershipLevel === 0;
      expect(exportRowLimit(input) === 20).toBe(free);
    }));
  });
});
