import { describe, expect, it } from 'vitest';
import { pageWithinReach, searchReach } from '../../../engine/rules/search-reach';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';

// Decision 044: a search reaches no more rows than the member may export. The figures are the
// site's own (site.yaml business:).
const model = loadSiteModelFromDisk();
if (!model.ok) throw new Error('the site config does not load');
const caps = model.value.site.business;
const limits = { topPageLimit: caps.searchRowLimit };
const page = (current: number, pageSize: number) => ({ current, pageSize, offset: (current - 1) * pageSize });

describe('searchReach', () => {
  it('is the export row limit within the top page limit: 20 for a level-0 member, 1000 for a paid one or an admin', () => {
    expect(searchReach(limits, { isAdmin: false, isSuperuser: false, membershipLevel: 0 }, caps)).toBe(Math.min(caps.searchRowLimit, caps.exportRowLimitLevel0));
    expect(searchReach(limits, { isAdmin: false, isSuperuser: false, membershipLevel: 5 }, caps)).toBe(Math.min(caps.searchRowLimit, caps.exportRowLimit));
    expect(searchReach(limits, { isAdmin: true, isSuperuser: false, membershipLevel: 0 }, caps)).toBe(Math.min(caps.searchRowLimit, caps.exportRowLimit));
    expect(searchReach({ topPageLimit: 500 }, { isAdmin: true, isSuperuser: false, membershipLevel: 0 }, { exportRowLimit: 1000, exportRowLimitLevel0: 20 })).toBe(500);
    expect(searchReach({ topPageLimit: 1000 }, { isAdmin: false, isSuperuser: false, membershipLevel: 0 }, { exportRowLimit: 1000, exportRowLimitLevel0: 20 })).toBe(20);
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
