import type { Catalogue, PricingPackage } from '../config/site-model.js';
import { decodeMemberValue, encodeMemberValue } from './membership.js';
import { decodeOwnedDatasets, encodeOwnedDatasets } from './owned-datasets.js';
import { exportRowLimit, type ExportCaps } from './export-limits.js';
import { fail, ok, type Result } from '../config/result.js';

/**
 * What a paid order gives the account (spec 3, 9): the package's membership level in the member
 * value, the package's datasets in the owned-dataset string, and the customs-data permission with
 * the paid export cap. A membership whose term has ended counts as level 0 (normal).
 */

export interface Membership {
  memberValue: number;
  package: string | null;
  until: Date | null;
  /** The owned-dataset bit string (spec 3: customs_data_source). */
  ownedBits: string;
  /** The identity answer's permissions list: items holding a TS group (spec 3). */
  permissions: Array<Record<string, unknown>>;
}

/** The level that counts at `at`: the member value's, while its term runs; 0 after it ends. */
export function activeLevel(membership: Pick<Membership, 'memberValue' | 'until'>, at: Date): number {
  const decoded = decodeMemberValue(membership.memberValue);
  if (!decoded.ok) return 0;
  return membership.until && membership.until > at ? decoded.value.level : 0;
}

/**
 * Ordering a package smaller than the membership that still runs would pay for nothing: refused
 * when the order is placed, with the membership's end, so the buyer can choose again.
 */
export function mayOrder(membership: Pick<Membership, 'memberValue' | 'until'>, pkg: Pick<PricingPackage, 'level'>, at: Date): boolean {
  return pkg.level >= activeLevel(membership, at);
}

/** The package's datasets: its own and those of every package with a lower level (compile-catalogue). */
export function packageDatasets(catalogue: Pick<Catalogue, 'datasets'>, packages: ReadonlyArray<Pick<PricingPackage, 'id' | 'level'>>, level: number): string[] {
  const levelOf = new Map(packages.map((p) => [p.id, p.level]));
  return catalogue.datasets.filter((d) => d.package !== undefined && (levelOf.get(d.package) ?? Infinity) <= level).map((d) => d.value);
}

const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

/**
 * What paying for a package at `paidAt` does to the term that runs (`running`: the level in force
 * then, activeLevel) (the rule grantPackage applies,
 * and the purchase form tells a member before the order is placed):
 * - 'new': nothing runs (or it has ended): a term of termYears from the payment;
 * - 'extended': the same level runs: termYears are added after its current end;
 * - 'upgraded': a higher level starts a new term at the payment; the rest of the old one lapses;
 * - 'kept': a lower level never lowers the one that runs; the later of both ends counts.
 */
export interface GrantedTerm {
  effect: 'new' | 'extended' | 'upgraded' | 'kept';
  level: number;
  packageId: string;
  until: Date;
}

export function grantedTerm(running: number, current: Pick<Membership, 'until' | 'package'>, pkg: Pick<PricingPackage, 'id' | 'level'>, paidAt: Date, termYears: number): GrantedTerm {
  const termFromNow = addYears(paidAt, termYears);
  if (running === 0 || !current.until) return { effect: 'new', level: pkg.level, packageId: pkg.id, until: termFromNow };
  if (pkg.level === running) return { effect: 'extended', level: pkg.level, packageId: pkg.id, until: addYears(current.until, termYears) };
  if (pkg.level > running) return { effect: 'upgraded', level: pkg.level, packageId: pkg.id, until: termFromNow };
  return { effect: 'kept', level: running, packageId: current.package ?? pkg.id, until: current.until > termFromNow ? current.until : termFromNow };
}

/**
 * The membership after paying for `pkg` at `paidAt`. The same level again extends the running
 * term; a higher level starts a new term now; a lower one (placed before a bigger package was
 * bought) never lowers the level, and its term runs from now if that ends later.
 */
export function grantPackage(current: Membership, pkg: Pick<PricingPackage, 'id' | 'level'>, input: {
  paidAt: Date;
  termYears: number;
  catalogue: Pick<Catalogue, 'datasets' | 'masterCodes' | 'shipBit' | 'transitBit'>;
  packages: ReadonlyArray<Pick<PricingPackage, 'id' | 'level'>>;
  /** site.yaml business: the export caps the granted level gets (export-limits.ts). */
  exportCaps: ExportCaps;
}): Result<Membership> {
  const member = decodeMemberValue(current.memberValue);
  if (!member.ok) return fail(member.error);
  const owned = decodeOwnedDatasets(current.ownedBits, input.catalogue);
  if (!owned.ok) return fail(owned.error);

  const { level, until, packageId } = grantedTerm(activeLevel(current, input.paidAt), current, pkg, input.paidAt, input.termYears);

  const memberValue = encodeMemberValue({ ...member.value, level });
  if (!memberValue.ok) return fail(memberValue.error);
  const codes = new Set([...owned.value.codes, ...packageDatasets(input.catalogue, input.packages, level)]);
  const ownedBits = encodeOwnedDatasets({ ...owned.value, codes }, input.catalogue);
  if (!ownedBits.ok) return fail(ownedBits.error);
  return ok({
    memberValue: memberValue.value,
    package: packageId,
    until,
    ownedBits: ownedBits.value,
    permissions: withCustomsData(current.permissions, exportRowLimit({ isAdmin: false, isSuperuser: false, membershipLevel: level }, input.exportCaps)),
  });
}

/** The TS group's CDS entry (customs data search) with the export cap, other entries kept. */
function withCustomsData(permissions: Array<Record<string, unknown>>, downloadLimit: number): Array<Record<string, unknown>> {
  const index = permissions.findIndex((item) => item && typeof item.TS === 'object' && item.TS !== null);
  const holder = index >= 0 ? permissions[index] : undefined; // none: a TS entry is added at the end
  const group = holder ? (holder.TS as Record<string, unknown>) : {};
  const cds = (group.CDS && typeof group.CDS === 'object' ? group.CDS : {}) as Record<string, unknown>;
  const limit = typeof cds.download_limit === 'number' ? Math.max(cds.download_limit, downloadLimit) : downloadLimit;
  const updated = { ...holder, TS: { ...group, CDS: { ...cds, download_limit: limit } } };
  return holder ? permissions.map((item, i) => (i === index ? updated : item)) : [...permissions, updated];
}
