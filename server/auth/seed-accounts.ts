import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { accounts } from '../db/schema.js';
import { hashPassword } from './passwords.js';

/**
 * Demo accounts for trying the console locally, one per role and permission mix of spec 6. Only
 * created on the embedded database or when SEED_DEMO_ACCOUNTS=true; listed in the README.
 */
export const demoAccounts = [
  { email: 'admin@demo.example', password: 'Admin-demo-2026', nickname: 'Main admin', level: 0, role: ['admin', 'info', 'payment'], dept: 'Management',
    permissions: [{ TS: { CDS: { download_limit: 1000 }, SO: {}, MARKET_ANALYSIS: {}, AI: {}, RECOMMEND: {}, EMAIL: {}, OPENS: {} } }], dataSource: '1'.repeat(132) },
  { email: 'sub@demo.example', password: 'Sub-demo-2026', nickname: 'Sales sub account', level: 1, role: ['info'], dept: 'Sales',
    permissions: [{ TS: { CDS: { download_limit: 200 } } }], dataSource: '1'.repeat(40) },
  { email: 'member@demo.example', password: 'Member-demo-2026', nickname: 'Basic member', level: 0, role: [], dept: null,
    permissions: [], dataSource: '' },
  { email: 'tradeso@demo.example', password: 'Tradeso-demo-2026', nickname: 'Trade search user', level: 0, role: [], dept: null,
    permissions: [{ TS: { SO: {} } }], dataSource: '' },
  { email: 'ai-email@demo.example', password: 'Aimail-demo-2026', nickname: 'AI and e-mail user', level: 0, role: [], dept: null,
    permissions: [{ TS: { AI: {}, EMAIL: {} } }], dataSource: '' },
  { email: 'oem@demo.example', password: 'Oem-demo-2026', nickname: 'OEM partner', level: 0, role: ['admin'], dept: null,
    permissions: [{ TS: { OPENS: {} } }], dataSource: '',
    oemDomains: [{ companyDomain: 'https://data.partner-oem.example', systemName: { 'zh-cn': '伙伴贸易数据系统', en: 'Partner trade data system' } }] },
];

export async function seedDemoAccounts(db: AppDatabase): Promise<void> {
  // Hashing is deliberately slow (passwords.ts): a restart does not hash accounts it already has.
  const existing = new Set((await db.select({ email: accounts.email }).from(accounts).where(inArray(accounts.email, demoAccounts.map((d) => d.email)))).map((row) => row.email));
  for (const demo of demoAccounts.filter((d) => !existing.has(d.email))) {
    await db
      .insert(accounts)
      .values({
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
        nickname: demo.nickname,
        level: demo.level,
        deptName: demo.dept,
        userRole: demo.role,
        customsDataSource: demo.dataSource,
        permissions: demo.permissions,
        accountName: demo.nickname,
        oemDomains: demo.oemDomains ?? [],
      })
      .onConflictDoNothing({ target: accounts.email });
  }
  // The sub account belongs to the main admin account.
  const [mainAdmin, subAccount] = demoAccounts;
  if (!mainAdmin || !subAccount) throw new Error('demoAccounts must begin with the main admin and its sub account');
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, mainAdmin.email));
  if (!admin) throw new Error(`the demo account ${mainAdmin.email} is missing right after seeding`);
  await db.update(accounts).set({ parentId: admin.id }).where(eq(accounts.email, subAccount.email));
}
