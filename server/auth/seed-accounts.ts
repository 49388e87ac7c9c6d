import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { accounts } from '../db/schema.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { demoPersonas } from '../../engine/access/demo-personas.js';

/** The password of each demo persona: listed in the README, and only ever seeded for local trials. */
const demoPasswords: Record<string, string> = {
  'main-admin': 'Admin-demo-2026',
  'sales-sub': 'Sub-demo-2026',
  'basic-member': 'Member-demo-2026',
  'trade-search': 'Tradeso-demo-2026',
  'ai-email': 'Aimail-demo-2026',
  'oem-partner': 'Oem-demo-2026',
};
/** What the account table holds beyond the persona: a department, and the customs data owned. */
const demoExtras: Record<string, { dept: string | null; dataSource: string }> = {
  'main-admin': { dept: 'Management', dataSource: '1'.repeat(132) },
  'sales-sub': { dept: 'Sales', dataSource: '1'.repeat(40) },
};

/**
 * Demo accounts for trying the console locally, one per persona of engine/access/demo-personas.ts.
 * Only created on the embedded database or when SEED_DEMO_ACCOUNTS=true, and only on a server
 * listening on loopback (demo-account-exposure.ts); listed in the README.
 */
export const demoAccounts = demoPersonas.map((persona) => {
  const password = demoPasswords[persona.id];
  if (!password) throw new Error(`the demo persona ${persona.id} has no password in seed-accounts.ts`);
  const extras = demoExtras[persona.id] ?? { dept: null, dataSource: '' };
  return { ...persona, password, role: persona.userRole, ...extras };
});

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
        oemDomains: demo.oemDomains,
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

/**
 * The demo accounts the database holds that still have the password the README publishes: a
 * server reachable from other machines must not serve them (demo-account-exposure.ts). One slow
 * hash check per demo account present (at most six, at start).
 */
export async function demoAccountsWithPublishedPasswords(db: AppDatabase): Promise<string[]> {
  const rows = await db.select({ email: accounts.email, passwordHash: accounts.passwordHash }).from(accounts).where(inArray(accounts.email, demoAccounts.map((d) => d.email)));
  const published: string[] = [];
  for (const demo of demoAccounts) {
    const row = rows.find((r) => r.email === demo.email);
    if (row && (await verifyPassword(demo.password, row.passwordHash))) published.push(demo.email);
  }
  return published;
}
