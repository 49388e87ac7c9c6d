import type { accounts } from '../db/schema.js';
import { activeLevel } from '../../engine/rules/package-grant.js';

type AccountRow = typeof accounts.$inferSelect;

export interface OemDomain {
  companyDomain: string;
  systemName: { 'zh-cn': string; en: string };
}

/** The identity answer's user (spec 3, session/user): what the console shell reads. */
export function accountView(account: AccountRow) {
  return {
    id: account.id,
    level: account.level,
    nickname: account.nickname,
    phone: account.phone,
    email: account.email,
    deptInfo: account.deptName ? { name: account.deptName } : null,
    customs_data_source: account.customsDataSource,
    account: { name: account.accountName, oemDomains: account.oemDomains as OemDomain[] },
    userRole: account.userRole,
    permissions: account.permissions,
    member: memberOf(account),
    /** Spec 4: registered or partly frozen (a frozen or cancelled account has no session to ask with). */
    status: account.status,
  };
}

/**
 * Spec 3's membership as the console shell reads it: the member value (level in the low 4 bits,
 * permission flags above), the level that counts now (0 once the paid term has ended), the
 * package that set it and its end.
 */
function memberOf(account: AccountRow, now = new Date()) {
  return {
    value: account.memberValue,
    level: activeLevel({ memberValue: account.memberValue, until: account.memberUntil }, now),
    package: account.memberPackage,
    until: account.memberUntil?.toISOString() ?? null,
  };
}
