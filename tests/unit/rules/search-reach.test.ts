import { describe, expect, it } from 'vitest';
import { pageWithinReach, searchReach } from '../../../engine/rules/search-reach';
import { exportRowCap, freeMemberExportRowCap } from '../../../engine/rules/export-limits';

// Decision 044: a search reaches no more rows than the member may export.
const limits = { topPageLimit: 1000 };
const page = (current: number, pageSize: number) => ({ current, pageSize, offset: (current - 1) * pageSize });

describe('searchReach', () => {
  it('is the export row limit within the top page limit: 20 for a level-0 member, 1000 for a paid one or an admin', () => {
    expect(searchReach(limits, { isAdmin: false, isSuperuser: false, membershipLevel: 0 })).toBe(freeMemberExportRowCap);
    expect(searchReach(limits, { isAdmin: false, isSuperuser: false, membershipLevel: 5 })).toBe(exportRowCap);
    expect(searchReach(limits, { isAdmin: true, isSuperuser: false, membershipLevel: 0 })).toBe(exportRowCap);
    expect(searchReach({ topPageLimit: 500 }, { isAdmin: true, isSuperuser: false, membershipLevel: 0 })).toBe(500);
  });
});

describe('pageWithinReach', () => {
  it('cuts the last reachable page short and refuses the pages past it, naming the last one', () => {
    expect(pageWithinReach(page(1, 20), 20)).toEqual({ ok: true, value: { ...page(1, 20), rows: 20 } });
    expect(pageWithinReach(page(1, 50), 20)).toEqual({ ok: true, value: { ...page(1, 50), rows: 20 } });
    expect(pageWithinReach(page(2, 20), 20)).toEqual({ ok: false, error: { reason: 'beyond-top-limit', lastPage: 1 } });
    expect(pageWithinReach(page(2, 50), 20)).toEqual({ ok: false, error: { reason: 'beyond-top-limit', lastPage: 1 } });
    expect(pageWithinReach(page(10, 100), 1000)).toEqual({ ok: true, value: { ...page(10, 100), rows: 100 } });
    expect(pageWithinReach(page(20, 50), 1000)).toEqual({ ok: true, value: { ...page(20, 50), rows: 50 } });
  });
});
