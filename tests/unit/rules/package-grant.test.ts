import { describe, expect, it } from 'vitest';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { activeLevel, grantPackage, mayOrder, packageDatasets, type Membership } from '../../../engine/rules/package-grant';
import { decodeMemberValue, permissionFlags } from '../../../engine/rules/membership';
import { decodeOwnedDatasets } from '../../../engine/rules/owned-datasets';

const loaded = loadSiteModelFromDisk();
if (!loaded.ok) throw new Error('the project config must be valid');
const { catalogue, pricing } = loaded.value;
const pkg = (id: string) => pricing.packages.find((p) => p.id === id)!;
const input = (paidAt: Date) => ({ paidAt, termYears: 1, catalogue, packages: pricing.packages, exportCaps: loaded.value.site.business });
const fresh: Membership = { memberValue: 0, package: null, until: null, ownedBits: '', permissions: [] };
const day = 24 * 3600 * 1000;

describe('what a paid order grants (spec 3, 9)', () => {
  it('the package level, a year from payment, its datasets and the customs data permission with the paid export cap', () => {
    const paidAt = new Date('2026-11-25T10:00:00Z');
    const granted = grantPackage(fresh, pkg('global-plus'), input(paidAt));
    if (!granted.ok) throw new Error(granted.error);
    expect(decodeMemberValue(granted.value.memberValue)).toMatchObject({ ok: true, value: { level: 6 } });
    expect(granted.value.until).toEqual(new Date('2027-11-25T10:00:00Z'));
    const owned = decodeOwnedDatasets(granted.value.ownedBits, catalogue);
    if (!owned.ok) throw new Error(owned.error);
    expect([...owned.value.codes].sort()).toEqual([...new Set(packageDatasets(catalogue, pricing.packages, 6))].sort());
    // Global Plus holds PRO's US imports but not Luxury's own datasets.
    expect(packageDatasets(catalogue, pricing.packages, 6).length).toBeGreaterThan(packageDatasets(catalogue, pricing.packages, 4).length);
    expect(packageDatasets(catalogue, pricing.packages, 7).length).toBeGreaterThan(packageDatasets(catalogue, pricing.packages, 6).length);
    expect(granted.value.permissions).toEqual([{ TS: { CDS: { download_limit: loaded.value.site.business.exportRowLimit } } }]);
  });

  it('keeps the permission flags and other TS permissions the account already had', () => {
    const flags = permissionFlags.TRADE_SO | permissionFlags.TS_AI;
    const member: Membership = { ...fresh, memberValue: flags, permissions: [{ TS: { SO: {}, CDS: { download_limit: 20, extra: true } } }] };
    const granted = grantPackage(member, pkg('pro'), input(new Date('2026-01-01T00:00:00Z')));
    if (!granted.ok) throw new Error(granted.error);
    expect(granted.value.memberValue).toBe(flags | 4);
    expect(granted.value.permissions).toEqual([{ TS: { SO: {}, CDS: { download_limit: loaded.value.site.business.exportRowLimit, extra: true } } }]);
  });

  it('the same package again extends the running term; a larger one starts a new term now', () => {
    const first = grantPackage(fresh, pkg('global'), input(new Date('2026-03-01T00:00:00Z')));
    if (!first.ok) throw new Error(first.error);
    const renewed = grantPackage(first.value, pkg('global'), input(new Date('2026-12-01T00:00:00Z')));
    expect(renewed.ok && renewed.value.until).toEqual(new Date('2028-03-01T00:00:00Z'));
    const upgraded = grantPackage(first.value, pkg('global-deluxe'), input(new Date('2026-12-01T00:00:00Z')));
    expect(upgraded.ok && [activeLevel(upgraded.value, new Date('2026-12-02')), upgraded.value.until]).toEqual([8, new Date('2027-12-01T00:00:00Z')]);
  });

  it('never lowers a running membership; a lapsed one counts as level 0', () => {
    const deluxe = grantPackage(fresh, pkg('global-deluxe'), input(new Date('2026-06-01T00:00:00Z')));
    if (!deluxe.ok) throw new Error(deluxe.error);
    const lower = grantPackage(deluxe.value, pkg('pro'), input(new Date('2026-07-01T00:00:00Z')));
    expect(lower.ok && [activeLevel(lower.value, new Date('2026-07-02')), lower.value.package, lower.value.until]).toEqual([8, 'global-deluxe', new Date('2027-07-01T00:00:00Z')]);
    expect(mayOrder(deluxe.value, pkg('pro'), new Date('2026-07-01'))).toBe(false);
    expect(mayOrder(deluxe.value, pkg('global-deluxe'), new Date('2026-07-01'))).toBe(true);
    // A year and a day later the membership has ended: any package may be ordered again.
    const later = new Date(new Date('2027-06-01T00:00:00Z').getTime() + day);
    expect(activeLevel(deluxe.value, later)).toBe(0);
    expect(mayOrder(deluxe.value, pkg('pro'), later)).toBe(true);
  });

  it('refuses a corrupt stored membership rather than guessing', () => {
    expect(grantPackage({ ...fresh, ownedBits: '10x1' }, pkg('pro'), input(new Date())).ok).toBe(false);
    expect(grantPackage({ ...fresh, memberValue: -3 }, pkg('pro'), input(new Date())).ok).toBe(false);
  });
});
