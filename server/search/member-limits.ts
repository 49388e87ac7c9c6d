import type { accounts } from '../db/schema.js';
import type { ExportLimitInput } from '../../engine/rules/export-limits.js';
import { activeLevel } from '../../engine/rules/package-grant.js';

/**
 * What the export row limit of a session's account depends on (export-limits.ts): its admin role
 * and the membership level that counts today. The export and the searches (decision 044) ask it.
 */
export function exportLimitInput(account: Pick<typeof accounts.$inferSelect, 'userRole' | 'memberValue' | 'memberUntil'>, now = new Date()): ExportLimitInput {
  return {
    isAdmin: account.userRole.includes('admin'),
    isSuperuser: false,
    membershipLevel: activeLevel({ memberValue: account.memberValue, until: account.memberUntil }, now),
  };
}
