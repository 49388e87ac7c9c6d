/**
 * Spec 6 and 9: how many rows one export may hold. The inputs are named apart on purpose: the
 * session's `level` field says main account (0) or sub account, which is a different thing from
 * the membership level (low 4 bits of the member value, engine/rules/membership.ts). Passing one
 * for the other would cap every main account at 20 rows.
 */

export const exportRowCap = 1000;
export const freeMemberExportRowCap = 20;

export interface ExportLimitInput {
  /** Role from the session: userRole contains admin. */
  isAdmin: boolean;
  isSuperuser: boolean;
  /** Membership level, 0 = normal (free) member. */
  membershipLevel: number;
}

export type ExportRowLimit = typeof exportRowCap | typeof freeMemberExportRowCap;

/**
 * Staff are checked first, so an admin who is also a free member still gets the full cap. Only
 * level 0 is capped at 20: the spec's default is 1000, and levels 9 to 15 (not yet named) are paid
 * levels added later, not free ones.
 */
export function exportRowLimit(input: ExportLimitInput): ExportRowLimit {
  if (input.isAdmin || input.isSuperuser) return exportRowCap;
  return input.membershipLevel === 0 ? freeMemberExportRowCap : exportRowCap;
}
