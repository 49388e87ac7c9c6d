import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase, type Database } from '../../server/db/database';
import { datasetFigures, idempotencyKeys, mailOutbox, submissions } from '../../server/db/schema';
import { SubmissionBatches, maxBatchRows, type StoreOutcome, type SubmissionUnit } from '../../server/api/submission-batches';
import { storeSubmissionRows, storeSubmissionsStatement } from '../../server/api/submissions';
import { preparedIn } from '../../server/db/statements';
import { bodyHash } from '../../server/api/idempotency';
import { freshSchema, type FreshSchema } from '../../scripts/reliability/postgres-schema';
import { itemAt, only } from '../unit/present';

// Group commit (server/api/submission-batches.ts): submissions arriving together are stored by one
// statement with their keys and outbox mails, each answered only after its batch committed.

const unit = (overrides: { key?: string; body?: string; type?: string; verify?: SubmissionUnit['verify'] } = {}): SubmissionUnit => {
  const id = randomUUID();
  const payload = { creditor: { companyName: overrides.body ?? `Batch Co ${id.slice(0, 8)}` } };
  return {
    row: {
      id, type: overrides.type ?? 'debt-claim', locale: 'en', email: 'batch@exporter.example',
      keyUse: overrides.key ? { key: overrides.key, endpoint: 'POST /public/debt/claim', caller: null, bodyHash: bodyHash(payload) } : undefined,
      answer: { code: 1, data: { id }, msg: 'sent successfully' },
    },
    content: async () => ({ payload, mail: { to: 'sales@meridiantrade.example', subject: 'Debt collection claim (en)', text: `Submission id: ${id}` } }),
    verify: overrides.verify,
  };
};

/** SubmissionBatches over a database, counting the batches that stored something. */
function batchesOf(database: Database) {
  const counted = { batches: 0 };
  return { batches: new SubmissionBatches(database, () => counted.batches++), counted };
}

const storedIds = async (db: AppDatabase, ids: string[]) => (await db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, ids))).map((r) => r.id).sort();
const mailsFor = async (db: AppDatabase, ids: string[]) => (await db.select({ body: mailOutbox.body }).from(mailOutbox)).filter((m) => ids.some((id) => m.body.includes(id))).length;

describe('group commit on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  }, 60_000);
  afterAll(() => database?.close());

  it('stores submissions sent together in a few statements, each with its outbox mail, and answers each only after its commit', async () => {
    const { batches, counted } = batchesOf(database);
    const units = Array.from({ length: 60 }, () => unit());
    const outcomes = await Promise.all(units.map((u) => batches.store(u)));
    expect(outcomes).toEqual(units.map(() => 'stored'));
    const ids = units.map((u) => u.row.id);
    expect(await storedIds(database.db, ids)).toEqual([...ids].sort());
    expect(await mailsFor(database.db, ids)).toBe(60);
    // Sent in one turn of the event loop: one statement (a later one only past maxBatchRows).
    expect(counted.batches).toBe(Math.ceil(60 / maxBatchRows));
  });

  it('stores each row as it was given: payload, e-mail, locale, key and answer', async () => {
    const { batches } = batchesOf(database);
    const keyed = unit({ key: `exact-${randomUUID()}` });
    expect(await batches.store(keyed)).toBe('stored');
    const [row] = await database.db.select().from(submissions).where(eq(submissions.id, keyed.row.id));
    expect(row).toMatchObject({ type: 'debt-claim', locale: 'en', email: 'batch@exporter.example', payload: (await keyed.content()).payload, idempotencyKey: keyed.row.keyUse!.key, answer: keyed.row.answer });
    const [key] = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, keyed.row.keyUse!.key));
    expect(key).toMatchObject({ endpoint: 'POST /public/debt/claim', caller: null, bodyHash: keyed.row.keyUse!.bodyHash, answer: keyed.row.answer });
  });

  it('a row that cannot be stored fails alone: the rest of its batch is stored again one by one', async () => {
    const { batches } = batchesOf(database);
    const good = Array.from({ length: 5 }, () => unit());
    // The submissions table checks a type's shape (migration 0005): this one breaks it.
    const bad = unit({ type: 'Not A Type' });
    const results = await Promise.allSettled([...good, bad].map((u) => batches.store(u)));
    expect(results.slice(0, 5).map((r) => r.status === 'fulfilled' && r.value)).toEqual(['stored', 'stored', 'stored', 'stored', 'stored']);
    expect(itemAt(results, 5, 'outcome of the bad row').status).toBe('rejected');
    expect(await storedIds(database.db, good.map((u) => u.row.id))).toHaveLength(5);
    expect(await storedIds(database.db, [bad.row.id])).toEqual([]);
    expect(await mailsFor(database.db, [bad.row.id])).toBe(0);
  });

  it('twins sent together (one key) are stored once: the second waits for the next batch and finds the key taken', async () => {
    const { batches, counted } = batchesOf(database);
    const key = `twin-${randomUUID()}`;
    const [first, second] = [unit({ key, body: 'Twin Co' }), unit({ key, body: 'Twin Co' })];
    expect(await Promise.all([batches.store(first), batches.store(second), batches.store(unit())])).toEqual(['stored', 'key-taken', 'stored']);
    // Never both in one statement (which would fail on the key and be stored again one by one).
    expect(counted.batches).toBe(1);
    expect(await database.db.select().from(submissions).where(eq(submissions.idempotencyKey, key))).toHaveLength(1);
    expect(await mailsFor(database.db, [first.row.id, second.row.id])).toBe(1);
  });

  it('a key already used earlier is not stored again, and its mail is not written', async () => {
    const { batches } = batchesOf(database);
    const key = `earlier-${randomUUID()}`;
    expect(await batches.store(unit({ key }))).toBe('stored');
    const again = unit({ key });
    expect(await batches.store(again)).toBe('key-taken');
    expect(await storedIds(database.db, [again.row.id])).toEqual([]);
    expect(await mailsFor(database.db, [again.row.id])).toBe(0);
  });

  it('checks a captcha or code in the batch\'s transaction: refused stores nothing; a taken key rolls the check back', async () => {
    const { batches } = batchesOf(database);
    // A check that leaves a trace, as spending a captcha does.
    const traced = (source: string, passes: boolean) => async (tx: AppDatabase) => {
      await tx.insert(datasetFigures).values({ dataSource: source, records: 1, firstMonth: '2026-01', latestMonth: '2026-01' });
      return passes;
    };
    const key = `verified-${randomUUID()}`;
    const [refused, passed, plain] = [unit({ verify: traced(`R-${key}`, false) }), unit({ key, verify: traced(`P-${key}`, true) }), unit()];
    expect(await Promise.all([batches.store(refused), batches.store(passed), batches.store(plain)])).toEqual<StoreOutcome[]>(['refused', 'stored', 'stored']);
    expect(await storedIds(database.db, [refused.row.id])).toEqual([]);
    // A refused check still counts (a wrong code's attempt is kept), as in a transaction of its own.
    expect(await database.db.select().from(datasetFigures).where(eq(datasetFigures.dataSource, `R-${key}`))).toHaveLength(1);

    const retried = unit({ key, verify: traced(`T-${key}`, true) });
    expect(await batches.store(retried)).toBe('key-taken');
    expect(await database.db.select().from(datasetFigures).where(eq(datasetFigures.dataSource, `T-${key}`))).toEqual([]);
  });

  it('a batch waits for nothing when alone: one submission is stored at once', async () => {
    const { batches, counted } = batchesOf(database);
    const started = performance.now();
    expect(await batches.store(unit())).toBe('stored');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(counted.batches).toBe(1);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('group commit on PostgreSQL, two instances', () => {
  let schema: FreshSchema | undefined;
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    await schema?.drop();
  });

  it('overlapping keys sent to both at once are each stored once, with one mail; no batch deadlocks', async () => {
    schema = await freshSchema(process.env.TEST_DATABASE_URL!, 'batches');
    for (let i = 0; i < 2; i++) opened.push(await openDatabase({ databaseUrl: schema.url }));
    const first = itemAt(opened, 0, 'first database connection');
    const instances = [batchesOf(first).batches, batchesOf(itemAt(opened, 1, 'second database connection')).batches] as const;
    for (let round = 0; round < 5; round++) {
      const keys = Array.from({ length: 20 }, (_, i) => `pg-batch-${round}-${i}-${randomUUID()}`);
      // Each key sent to both instances, in opposite orders, with a few unkeyed rows between.
      const sends = [
        ...keys.map((key) => instances[0].store(unit({ key, body: key }))),
        ...[...keys].reverse().map((key) => instances[1].store(unit({ key, body: key }))),
        ...Array.from({ length: 10 }, (_, i) => itemAt(instances, i % 2, 'instance').store(unit())),
      ];
      const outcomes = await Promise.all(sends);
      expect(outcomes.filter((o) => o === 'stored')).toHaveLength(20 + 10);
      const rows = await first.db.select({ key: submissions.idempotencyKey }).from(submissions).where(inArray(submissions.idempotencyKey, keys));
      expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
    }
    const { n } = only((await first.db.execute(sql`select count(*)::int as n from mail_outbox`) as unknown as { rows: Array<{ n: number }> }).rows, 'count of outbox mails');
    expect(n).toBe(5 * 30);
  }, 60_000);

  it('stores the same rows through storeSubmissionRows inside a transaction that is rolled back: nothing stays', async () => {
    const database = itemAt(opened, 0, 'database connection opened by the previous test');
    const rows = [unit(), unit()].map((u) => ({ ...u.row, payload: { a: 1 } }));
    await expect(database.db.transaction(async (tx) => {
      expect((await storeSubmissionRows(preparedIn(tx, storeSubmissionsStatement), rows)).size).toBe(2);
      tx.rollback();
    })).rejects.toThrow();
    expect(await storedIds(database.db, rows.map((r) => r.id))).toEqual([]);
  });
});
