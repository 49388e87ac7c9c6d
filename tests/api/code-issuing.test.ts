import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { verificationCodes } from '../../server/db/schema';
import { codePolicyFor, issueCode } from '../../server/api/verification-codes';
import { startApi, type RunningApi } from './api-harness';
import { itemAt } from '../unit/present';

// Twenty requests for one address at once used to send twenty codes on PostgreSQL (each saw no
// recent code before any had stored one). Issuing now takes an advisory lock on the address.
const policy = codePolicyFor({ verifyCodeCountdownSeconds: 60 }, { perIpPerHour: 1_000_000 });
const generous = { max: 1000, timeWindow: 60_000 };
const run = randomUUID().slice(0, 8);

async function twentyAtOnce(apis: RunningApi[], email: string): Promise<number[]> {
  const calls = Array.from({ length: 20 }, (_, i) => itemAt(apis, i % apis.length, 'API instance').form('/api/public/sendVerifyCode', { email }));
  return (await Promise.all(calls)).map((answer) => answer.code).sort();
}

async function expectOneCode(database: Database, apis: RunningApi[], email: string) {
  const answers = await twentyAtOnce(apis, email);
  expect(answers.filter((code) => code === 1)).toHaveLength(1);
  expect(answers.filter((code) => code === 140010)).toHaveLength(19);
  expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.email, email))).toHaveLength(1);
  await expect.poll(() => apis.reduce((n, api) => n + api.smtp.inbox.filter((m) => m.to.includes(email)).length, 0)).toBe(1);
}

describe('issuing codes on the embedded database', () => {
  it('20 concurrent requests for one address send one code', async () => {
    const api = await startApi({ codePolicy: policy, rateLimits: { codes: generous } });
    try {
      await expectOneCode(api.database, [api], `race-${run}@pglite.example`);
      // Direct calls too, bypassing HTTP: one issued, the rest too often.
      const issued = await Promise.all(Array.from({ length: 20 }, () => issueCode(api.database.db, { email: `direct-${run}@pglite.example`, ip: '192.0.2.7', purpose: 'demo', policy })));
      expect(issued.filter((i) => i.kind === 'issued')).toHaveLength(1);
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('issuing codes on PostgreSQL, two instances', () => {
  let database: Database | undefined;
  const apis: RunningApi[] = [];
  afterAll(async () => {
    for (const api of apis) await api.close();
    if (database) {
      await database.db.delete(verificationCodes).where(like(verificationCodes.email, `%-${run}@postgres.example`));
      await database.close();
    }
  });

  it('20 concurrent requests for one address, spread over both instances, send one code', async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    for (let i = 0; i < 2; i++) apis.push(await startApi({ codePolicy: policy, rateLimits: { codes: generous } }, database));
    await expectOneCode(database, apis, `race-${run}@postgres.example`);
    const issued = await Promise.all(Array.from({ length: 20 }, () => issueCode(database!.db, { email: `direct-${run}@postgres.example`, ip: '192.0.2.7', purpose: 'demo', policy })));
    expect(issued.filter((i) => i.kind === 'issued')).toHaveLength(1);
  }, 60_000);
});
