import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { verificationCodes } from '../../server/db/schema';
import { codePolicyFor, consumeCode, issueCode } from '../../server/api/verification-codes';
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

// Guessing a code: fifty guesses at once used to be compared all (each read the live code before
// any miss was counted), so a 6-digit code had fifty tries instead of five. Each guess now takes
// one of the code's attempts before it is compared, in one statement.
const guesses = 50;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function issued(db: Database['db'], email: string): Promise<string> {
  const code = await issueCode(db, { email, ip: '192.0.2.9', purpose: 'demo', policy });
  if (code.kind !== 'issued') throw new Error('the code was not issued');
  return code.code;
}

async function attemptsOf(db: Database['db'], email: string): Promise<number[]> {
  return (await db.select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.email, email))).map((r) => r.attempts);
}

/** 49 wrong guesses and the right code last, at once, over the given databases (instances). */
async function guessBurst(dbs: Array<Database['db']>, email: string): Promise<boolean[]> {
  const code = await issued(itemAt(dbs, 0, 'database'), email);
  const tries = [...Array.from({ length: guesses - 1 }, () => wrongFor(code)), code];
  return Promise.all(tries.map((guess, i) => consumeCode(itemAt(dbs, i % dbs.length, 'database'), { email, purpose: 'demo', code: guess, policy })));
}

describe('guessing a code on the embedded database', () => {
  it(`of ${guesses} guesses at once, only ${policy.maxWrongAttempts} are compared: the right one sent last is refused`, async () => {
    const api = await startApi({ codePolicy: policy, rateLimits: { codes: generous, forms: generous } });
    try {
      const email = `burst-${run}@pglite.example`;
      expect(await guessBurst([api.database.db], email)).toEqual(Array.from({ length: guesses }, () => false));
      expect(await attemptsOf(api.database.db, email)).toEqual([policy.maxWrongAttempts]);

      // The same through the demo form: fifty submissions at once, the right code last.
      const formEmail = `form-burst-${run}@pglite.example`;
      const code = await issued(api.database.db, formEmail);
      const formData = JSON.stringify({ name: 'Ana Silva', company: 'Porto Cork', job: 'CEO', email: formEmail, mobile: '+351 22 000 0000', country: 'PT', interested: 'JP' });
      const tries = [...Array.from({ length: guesses - 1 }, () => wrongFor(code)), code];
      const answers = await Promise.all(tries.map((captcha) => api.form('/api/public/submittedForm', { formData, isCaptcha: 'true', email: formEmail, captcha, serviceName: 'en' })));
      expect(answers.map((a) => a.code)).toEqual(Array.from({ length: guesses }, () => 20008));
      expect(await attemptsOf(api.database.db, formEmail)).toEqual([policy.maxWrongAttempts]);
    } finally {
      await api.close();
    }
  }, 60_000);

  it(`a right code within its ${policy.maxWrongAttempts} attempts is accepted once`, async () => {
    const api = await startApi({ codePolicy: policy });
    try {
      const email = `late-right-${run}@pglite.example`;
      const code = await issued(api.database.db, email);
      for (let i = 0; i < policy.maxWrongAttempts - 1; i++) expect(await consumeCode(api.database.db, { email, purpose: 'demo', code: wrongFor(code), policy })).toBe(false);
      expect(await consumeCode(api.database.db, { email, purpose: 'demo', code, policy })).toBe(true);
      expect(await consumeCode(api.database.db, { email, purpose: 'demo', code, policy })).toBe(false);
    } finally {
      await api.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('guessing a code on PostgreSQL, two instances', () => {
  const databases: Database[] = [];
  afterAll(async () => {
    const [database] = databases;
    if (database) await database.db.delete(verificationCodes).where(like(verificationCodes.email, `%-${run}@guess.postgres.example`));
    for (const db of databases) await db.close();
  });

  it(`of ${guesses} guesses at once on two connection pools, only ${policy.maxWrongAttempts} are compared`, async () => {
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }));
    const email = `burst-${run}@guess.postgres.example`;
    const dbs = databases.map((d) => d.db);
    expect(await guessBurst(dbs, email)).toEqual(Array.from({ length: guesses }, () => false));
    expect(await attemptsOf(itemAt(dbs, 0, 'database'), email)).toEqual([policy.maxWrongAttempts]);
  }, 60_000);
});
