import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportRowLimit } from '../../../engine/rules/export-limits';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';

// The caps are site.yaml business: (spec 9's 1000 and 20 today); the rule is read with the site's own.
const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const caps = model.value.site.business;
const full = caps.exportRowLimit;
const level0 = caps.exportRowLimitLevel0;

describe('export row limit (spec 6 and 9)', () => {
  it.each([
    // admin, superuser, membership level, limit
    [true, false, 0, 'full'],
    [false, true, 0, 'full'],
    [true, true, 3, 'full'],
    [false, false, 0, 'level0'], // a normal (free) member
    [false, false, 1, 'full'],
    [false, false, 8, 'full'],
    [false, false, 12, 'full'], // a level the spec does not name yet: the default
  ] as const)('admin %s, superuser %s, membership level %i: the %s cap', (isAdmin, isSuperuser, membershipLevel, cap) => {
    expect(exportRowLimit({ isAdmin, isSuperuser, membershipLevel }, caps)).toBe(cap === 'full' ? full : level0);
  });

  it('takes the caps it is given, not figures of its own', () => {
    const other = { exportRowLimit: 5000, exportRowLimitLevel0: 50 };
    expect(exportRowLimit({ isAdmin: false, isSuperuser: false, membershipLevel: 0 }, other)).toBe(50);
    expect(exportRowLimit({ isAdmin: true, isSuperuser: false, membershipLevel: 0 }, other)).toBe(5000);
  });
});

describe('properties', () => {
  const inputs = fc.record({ isAdmin: fc.boolean(), isSuperuser: fc.boolean(), membershipLevel: fc.integer({ min: 0, max: 15 }) });

  it('the limit is always one of the two caps', () => {
    fc.assert(fc.property(inputs, (input) => {
      expect([level0, full]).toContain(exportRowLimit(input, caps));
    }));
  });

  it('admins and superusers always get the full cap, whatever their membership level', () => {
    fc.assert(fc.property(inputs, (input) => {
      fc.pre(input.isAdmin || input.isSuperuser);
      expect(exportRowLimit(input, caps)).toBe(full);
    }));
  });

  it('the level-0 cap exactly for a member of level 0 who is neither admin nor superuser', () => {
    const distinct = { exportRowLimit: 1000, exportRowLimitLevel0: 20 };
    fc.assert(fc.property(inputs, (input) => {
      const free = !input.isAdmin && !input.isSuperuser && input.membershipLevel === 0;
      expect(exportRowLimit(input, distinct) === 20).toBe(free);
    }));
  });
});
