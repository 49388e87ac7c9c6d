import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccountDecision, demoSeedingRefusal, isLoopbackHost, type DemoAccountSituation } from '../../server/auth/demo-account-exposure';
import { demoAccounts, demoAccountsWithPublishedPasswords, seedDemoAccounts } from '../../server/auth/seed-accounts';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/database';
import { accounts } from '../../server/db/schema';
import { freePort, spawnServer, untilHealthy, type ServerProcess } from './server-process';

// Issue 33: `npm start` listened on 0.0.0.0 by default while it seeded demo accounts whose
// passwords the README publishes, so anyone on the network could log in as the admin. Now it
// listens on 127.0.0.1 unless HOST says otherwise, and never serves those accounts elsewhere
// (decision 045).

const decide = (situation: Partial<DemoAccountSituation>) =>
  demoAccountDecision({ host: '127.0.0.1', seedSetting: false, embedded: true, withPublishedPasswords: [], ...situation });

describe('where the server listens decides the demo accounts', () => {
  it('loopback is 127.0.0.0/8, ::1 and localhost however written; everything else can be reached from other machines', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST']) expect([host, isLoopbackHost(host)]).toEqual([host, true]);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', '::2', 'fe80::1', 'api.internal', 'localhost.example.com', '128.0.0.1']) expect([host, isLoopbackHost(host)]).toEqual([host, false]);
  });

  it('on loopback: seeded on the embedded database or with SEED_DEMO_ACCOUNTS=true, as before', () => {
    expect(decide({})).toEqual({ action: 'seed' });
    expect(decide({ host: '::1', embedded: false, seedSetting: true })).toEqual({ action: 'seed' });
    expect(decide({ host: 'localhost', embedded: false })).toEqual({ action: 'none' });
    // Accounts with published passwords are what a local trial is for.
    expect(decide({ withPublishedPasswords: ['admin@demo.example'] })).toEqual({ action: 'seed' });
  });

  it('off loopback: never seeded; SEED_DEMO_ACCOUNTS=true is refused, saying what to do', () => {
    expect(decide({ host: '0.0.0.0' })).toEqual({ action: 'none' });
    expect(decide({ host: '10.0.0.5', embedded: false })).toEqual({ action: 'none' });
    const refused = decide({ host: '0.0.0.0', seedSetting: true });
    expect(refused.action).toBe('refuse');
    const message = refused.action === 'refuse' ? refused.message : '';
    expect(message).toMatch(/^The server did not start: SEED_DEMO_ACCOUNTS=true with HOST=0\.0\.0\.0\./);
    expect(message).toContain('HOST=127.0.0.1');
    expect(message).toContain('leave SEED_DEMO_ACCOUNTS unset');
    // The same whatever the database: the settings alone decide, before anything is opened.
    expect(decide({ host: '::', seedSetting: true, embedded: false })).toEqual({ action: 'refuse', message: demoSeedingRefusal('::', true) });
    expect(demoSeedingRefusal('0.0.0.0', true)).toBe(message);
    expect(demoSeedingRefusal('0.0.0.0', false)).toBeUndefined();
    expect(demoSeedingRefusal('127.0.0.1', true)).toBeUndefined();
  });

  it('off loopback: a database that holds demo accounts with their published passwords is refused, naming them and the ways out', () => {
    const refused = decide({ host: '0.0.0.0', withPublishedPasswords: ['admin@demo.example', 'sub@demo.example'] });
    expect(refused.action).toBe('refuse');
    const message = refused.action === 'refuse' ? refused.message : '';
    expect(message).toContain('(admin@demo.example, sub@demo.example)');
    expect(message).toContain('HOST=0.0.0.0');
    for (const wayOut of ['HOST=127.0.0.1', 'fresh DATA_DIR', 'change those accounts\' passwords']) expect(message).toContain(wayOut);
    expect(decide({ host: '10.0.0.5', embedded: false, withPublishedPasswords: ['member@demo.example'] }).action).toBe('refuse');
  });
});

describe('demo accounts that still have their published passwords', () => {
  it('are every seeded one, less those whose password was changed', async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      expect(await demoAccountsWithPublishedPasswords(database.db)).toEqual([]);
      await seedDemoAccounts(database.db);
      expect(await demoAccountsWithPublishedPasswords(database.db)).toEqual(demoAccounts.map((d) => d.email));
      const [admin, sub] = demoAccounts;
      await database.db.update(accounts).set({ passwordHash: await hashPassword('a new secret of its owner') }).where(eq(accounts.email, admin!.email));
      await database.db.delete(accounts).where(eq(accounts.email, sub!.email));
      expect(await demoAccountsWithPublishedPasswords(database.db)).toEqual(demoAccounts.slice(2).map((d) => d.email));
    } finally {
      await database.close();
    }
  }, 60_000);
});

/** The exit code of a server that stops at start; one that listens instead is stopped at once and reported so. */
async function exitAtStart(server: ServerProcess): Promise<number | string> {
  const listening = untilHealthy(server).then(() => 'listening' as const, () => 'ended' as const);
  const outcome = await Promise.race([server.exited, listening]);
  if (outcome === 'listening') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  return outcome;
}

describe('the server process (issue 33)', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-exposure-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('HOST=0.0.0.0 with SEED_DEMO_ACCOUNTS=true does not start: exit 1 with the reason, nothing opened', async () => {
    const dataDir = join(folder(), 'data');
    const server = spawnServer({ HOST: '0.0.0.0', SEED_DEMO_ACCOUNTS: 'true', PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await exitAtStart(server), server.output()).toBe(1);
    expect(server.output()).toContain('The server did not start: SEED_DEMO_ACCOUNTS=true with HOST=0.0.0.0.');
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('a data folder seeded on loopback is not served on HOST=0.0.0.0: exit 1, naming the accounts', async () => {
    const dataDir = folder();
    const seeded = await openDatabase({ dataDir });
    await seedDemoAccounts(seeded.db);
    await seeded.close();
    const server = spawnServer({ HOST: '0.0.0.0', PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await exitAtStart(server), server.output()).toBe(1);
    expect(server.output()).toContain('the database holds demo accounts with the passwords the README publishes (admin@demo.example');
    // The folder is free again for the start the message suggests.
    expect(existsSync(join(dataDir, 'database.lock'))).toBe(false);
  }, 90_000);
});
