import { randomUUID } from 'node:crypto';
import { and, eq, gte, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { packageChanges, submissions, verificationCodes } from '../../server/db/schema';
import { codeFrom, siteModel, startApi } from './api-harness';
import { atPayPal, capturesAt, postJson, purchase } from './purchase-helpers';

// Production mode: several stateless API instances share PostgreSQL and keep rate limits in Redis.
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets them).
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(enabled)('two API instances on PostgreSQL and Redis', () => {
  const run = randomUUID().slice(0, 8);
  const opened: Array<{ close(): Promise<void> }> = [];
  let database: Database;
  afterAll(async () => {
    for (const o of opened) await o.close();
    await database.db.delete(submissions).where(like(submissions.email, `%-${run}@%`));
    await database.db.delete(verificationCodes).where(like(verificationCodes.email, `%-${run}@%`));
    await database.close();
  });

  async function twoInstances() {
    database ??= await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    const instance = async () => {
      const redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
      // Codes from earlier runs stay in the shared database: only the per-address rule is under test here.
      // Counters of this run only: an earlier run's requests within the minute must not count.
      const api = await startApi({ redis, rateLimitNamespace: `test-rate-limit-${run}:`, codePolicy: { perIpPerHour: 1_000_000 } }, database);
      opened.push({ close: async () => { await api.close(); redis.disconnect(); } });
      return api;
    };
    return [await instance(), await instance()] as const;
  }

  it('a code sent by one instance is accepted by the other, and both refuse a resend', async () => {
    const [a, b] = await twoInstances();
    // By its address: the instances share the database's mail outbox, so their SMTP peers also get
    // the sales mails of submissions stored by other tests on the same database.
    const email = `buyer-${run}@shared.example`;
    expect((await a.form('/api/public/sendVerifyCode', { email })).code).toBe(1);
    expect((await b.form('/api/public/sendVerifyCode', { email })).code).toBe(140010);
    const formData = { name: 'Ana Silva', company: 'Porto Cork', job: 'CEO', email, mobile: '+351 22 000 0000', country: 'PT', interested: 'JP' };
    const answer = await b.form('/api/public/submittedForm', { formData: JSON.stringify(formData), isCaptcha: 'true', email, captcha: codeFrom(a.smtp.inbox.find((m) => m.to.includes(email))), serviceName: 'en' });
    expect(answer.code).toBe(1);
  });

  it('a double click reaching both instances at once is stored once and answered the same', async () => {
    const [a, b] = await twoInstances();
    const email = `double-${run}@shared.example`;
    expect((await a.form('/api/public/sendVerifyCode', { email })).code).toBe(1);
    const formData = { name: 'Ana Silva', company: 'Porto Cork', job: 'CEO', email, mobile: '+351 22 000 0000', country: 'PT', interested: 'JP' };
    const fields = { formData: JSON.stringify(formData), isCaptcha: 'true', email, captcha: codeFrom(a.smtp.inbox.find((m) => m.to.includes(email))), serviceName: 'en' };
    const headers = { 'idempotency-key': `double-${run}` };
    const [first, second] = await Promise.all([a.form('/api/public/submittedForm', fields, headers), b.form('/api/public/submittedForm', fields, headers)]);
    expect(first.code).toBe(1);
    expect(second).toEqual(first);
    expect(await database.db.select().from(submissions).where(like(submissions.email, email))).toHaveLength(1);
  });

  it('shares rate limits between instances through Redis', async () => {
    const [a, b] = await twoInstances();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const api = i % 2 ? b : a;
      const response = await fetch(`${api.base}/console/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `x-${run}@shared.example`, password: 'nope-nope' }) });
      statuses.push(response.status);
    }
    // 10 per minute in all: each instance alone would have allowed 12 (6 each).
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('an order placed through one instance is paid through the other; a new price read by two instances starting together is recorded once', async () => {
    const [a, b] = await twoInstances();
    const placed = await purchase(a, `buyer-${run}@shared.cn`);
    const id = placed.answer.data.id as string;
    const provider = await postJson(b.base, '/public/paypal', { orderId: id, returnUrl: `${b.base}/en/payment/${id}` });
    await atPayPal(provider.answer.data.approveUrl, 'pay');
    const paid = await postJson(a.base, '/public/paypal/capture', { orderId: id, providerOrderId: provider.answer.data.providerOrderId });
    expect(paid.answer).toMatchObject({ code: 1, data: { state: 'paid' } });
    expect(await capturesAt(b, provider.answer.data.providerOrderId)).toHaveLength(1);

    const since = new Date();
    const model = siteModel();
    const repriced = { ...model, pricing: { ...model.pricing, packages: model.pricing.packages.map((p) => (p.id === 'pro' ? { ...p, price: 949, priceMinor: 94900 } : p)) } };
    const started = await Promise.all([startApi({ model: repriced }, database), startApi({ model: repriced }, database)]);
    for (const api of started) opened.push(api);
    const changes = await database.db.select().from(packageChanges).where(and(eq(packageChanges.packageId, 'pro'), gte(packageChanges.at, since)));
    expect(changes.map((c) => c.kind)).toEqual(['repriced']);
    // Back to the project's price, so the shared database keeps the config's.
    opened.push(await startApi({}, database));
  });
});
