import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { accounts, sessions } from '../../server/db/schema';
import { seedDemoAccounts } from '../../server/auth/seed-accounts';
import { itemAt, only } from '../unit/present';
import { hashToken, revokeSession, startSession } from '../../server/auth/sessions';
import { SessionLookups } from '../../server/auth/session-lookups';

// Session lookups (server/auth/session-lookups.ts): the tokens of requests arriving together are
// looked up in one query, and each gets exactly its own session's account, or none.

let database: Database;
let queries = 0;
/** The database, counting the runs of its prepared statements. */
const counting = (): Database => ({ ...database, prepared: (name, text) => {
  const run = database.prepared(name, text);
  return (params) => (queries++, run(params));
} });

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  await seedDemoAccounts(database.db);
}, 60_000);
afterAll(() => database?.close());

const accountOf = async (email: string) => only(await database.db.select().from(accounts).where(eq(accounts.email, email)), `account ${email}`);

describe('looking up sessions together', () => {
  it('answers each token with its own account, and revoked, expired and unknown tokens with none, in one query', async () => {
    const [admin, sub, member] = await Promise.all([accountOf('admin@demo.example'), accountOf('sub@demo.example'), accountOf('member@demo.example')]);
    const live = await Promise.all([admin, sub, member].map((a) => startSession(database.db, a.id)));
    const revoked = await startSession(database.db, admin.id);
    await revokeSession(database.db, revoked.token);
    const expired = await startSession(database.db, member.id);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.tokenHash, hashToken(expired.token)));

    const lookups = new SessionLookups(counting());
    queries = 0;
    const found = await Promise.all([...live.map((s) => s.token), revoked.token, expired.token, 'no-such-token', itemAt(live, 0, 'session of the admin').token].map((t) => lookups.accountFor(t)));
    expect(queries).toBe(1);
    expect(found.map((a) => a?.email)).toEqual([admin.email, sub.email, member.email, undefined, undefined, undefined, admin.email]);
  });

  it('gives the account exactly as the schema reads it (what the identity call and the SSO check show)', async () => {
    const oem = await accountOf('oem@demo.example');
    const { token } = await startSession(database.db, oem.id);
    expect(await new SessionLookups(database).accountFor(token)).toEqual(oem);
  });

  it('never answers a session revoked before the lookup as live', async () => {
    const member = await accountOf('member@demo.example');
    const lookups = new SessionLookups(database);
    const { token } = await startSession(database.db, member.id);
    expect((await lookups.accountFor(token))?.id).toBe(member.id);
    await revokeSession(database.db, token);
    expect(await lookups.accountFor(token)).toBeUndefined();
  });

  it('fails every waiting lookup when the database fails, and keeps answering afterwards', async () => {
    let failing = true;
    const flaky: Database = { ...database, prepared: (name, text) => {
      const run = database.prepared(name, text);
      return (params) => (failing ? Promise.reject(new Error('connection lost')) : run(params));
    } };
    const lookups = new SessionLookups(flaky);
    const member = await accountOf('member@demo.example');
    const { token } = await startSession(database.db, member.id);
    const results = await Promise.allSettled([lookups.accountFor(token), lookups.accountFor(token)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    failing = false;
    expect((await lookups.accountFor(token))?.id).toBe(member.id);
  });
});
