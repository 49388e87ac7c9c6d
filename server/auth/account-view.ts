import type { accounts } from '../db/schema.js';

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
  };
}
