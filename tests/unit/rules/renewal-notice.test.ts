import { describe, expect, it } from 'vitest';
import { renewalNotice } from '../../../engine/rules/renewal-notice';
import { grantPackage } from '../../../engine/rules/package-grant';
import { loadSiteModelFromDisk } from '../../../engine/config/read-source-files';
import { encodeMemberValue } from '../../../engine/rules/membership';
import { encodeOwnedDatasets } from '../../../engine/rules/owned-datasets';

const model = (() => {
  const loaded = loadSiteModelFromDisk();
  if (!loaded.ok) throw new Error('config does not load');
  return loaded.value;
})();
const byLevel = [...model.pricing.packages].sort((a, b) => a.level - b.level);
const small = byLevel[0]!;
const large = byLevel[byLevel.length - 1]!;
const now = new Date('2026-06-01T00:00:00Z');
const until = '2026-12-05T06:03:00.000Z';
const term = model.pricing.termYears;

describe('what a member with a running package is told before ordering again', () => {
  it('says nothing without a running package, or once it has ended', () => {
    expect(renewalNotice(null, small, now, term)).toBeUndefined();
    expect(renewalNotice({ level: 0, package: null, until: null }, small, now, term)).toBeUndefined();
    expect(renewalNotice({ level: small.level, package: small.id, until: '2026-05-01T00:00:00Z' }, small, now, term)).toBeUndefined();
  });

  it('the same package: the new term is added after the current end', () => {
    const notice = renewalNotice({ level: small.level, package: small.id, until }, small, now, term);
    expect(notice).toEqual({ effect: 'extended', current: small.id, until: new Date(until), next: new Date(`${2026 + term}-12-05T06:03:00.000Z`) });
  });

  it('a larger package: a new term from the payment, the rest of the current one not added', () => {
    const notice = renewalNotice({ level: small.level, package: small.id, until }, large, now, term);
    expect(notice).toEqual({ effect: 'upgraded', current: small.id, until: new Date(until), next: new Date(`${2026 + term}-06-01T00:00:00.000Z`) });
  });

  it('a smaller package: refused while the larger one runs', () => {
    expect(renewalNotice({ level: large.level, package: large.id, until }, small, now, term)).toEqual({ effect: 'smaller', current: large.id, until: new Date(until) });
  });

  it('tells the end the payment then grants (the same rule as grantPackage)', () => {
    for (const pkg of [small, large]) {
      const memberValue = encodeMemberValue({ level: small.level, permissions: new Set(), otherBits: 0 });
      const ownedBits = encodeOwnedDatasets({ codes: new Set<string>(), ship: false, transit: false }, model.catalogue);
      if (!memberValue.ok || !ownedBits.ok) throw new Error('cannot encode the membership');
      const granted = grantPackage({ memberValue: memberValue.value, package: small.id, until: new Date(until), ownedBits: ownedBits.value, permissions: [] }, pkg, { paidAt: now, termYears: term, catalogue: model.catalogue, packages: model.pricing.packages, exportCaps: model.site.business });
      const notice = renewalNotice({ level: small.level, package: small.id, until }, pkg, now, term);
      expect(granted.ok && notice && 'next' in notice && granted.value.until?.getTime()).toBe(notice && 'next' in notice ? notice.next.getTime() : -1);
    }
  });
});
