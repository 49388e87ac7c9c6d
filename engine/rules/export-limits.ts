import type { BusinessRules } from '../config/site-model.js';

/**
 * Spec 6 and 9: how many rows one export may hold. The inputs are named apart on purpose: the
 * session's `level` field says main account (0) or sub account, which is a different thing from
 * the membership level (low 4 bits of the member value, engine/rules/membership.ts). Passing one
 * for the other would cap every main account at the level-0 cap.
 */

/** site.yaml `business:`: the full cap (1000 in the spec) and the cap of a level-0 member (20). */
export type ExportCaps = Pick<BusinessRules, 'exportRowLimit' | 'exportRowLimitLevel0'>;

export interface ExportLimitInput {
  /** Role from the session: userRole contains admin. */
  isAdmin: boolean;
  isSuperuser: boolean;
  /** Membership level, 0 = normal (free) member. */
  membershipLevel: number;
}

/**
 * Staff are checked first, so an admin who is also a free member still gets the full cap. Only
 * level 0 gets the level-0 cap: the spec's default is the full one, and levels 9 to 15 (not yet
 * named) are paid levels added later, not free ones.
 */
export function exportRowLimit(input: ExportLimitInput, caps: ExportCaps): number {
  if (input.isAdmin || input.isSuperuser) return caps.exportRowLimit;
  return input.membershipLevel === 0 ? caps.exportRowLimitLevel0 : caps.exportRowLimit;
}
