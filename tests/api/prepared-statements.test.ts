import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';

// Database.prepared (server/db/pglite-prepared.ts on PGlite, node-postgres's named statements on
// PostgreSQL): a statement parsed once, then only bound and executed.

function preparedStatementTests(open: () => Promise<Database>) {
  let database: Database;
  const table = `prepared_test_${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    database = await open();
    await database.exec(`create table ${table} (id integer primary key, label text not null, data jsonb, at timestamptz)`);
  }, 60_000);
  afterAll(async () => {
    await database?.exec(`drop table if exists ${table}`);
    await database?.close();
  });

  it('answers rows typed as the driver types them: numbers, text, JSON, times, nulls', async () => {
    const insert = database.prepared(`${table}_insert`, `insert into ${table} (id, label, data, at) values ($1, $2, $3::jsonb, $4) returning id, label, data, at`);
    const [row] = await insert<{ id: number; label: string; data: unknown; at: Date }>([1, 'first', JSON.stringify({ a: [1, 'b'] }), '2026-11-26T03:00:00.000Z']);
    expect(row).toEqual({ id: 1, label: 'first', data: { a: [1, 'b'] }, at: new Date('2026-11-26T03:00:00.000Z') });
    expect(await insert([2, 'second', null, null])).toEqual([{ id: 2, label: 'second', data: null, at: null }]);
  });

  it('is parsed once and then only executed, by name, however often it runs', async () => {
    const count = database.prepared(`${table}_count`, `select count(*)::int as n from ${table} where id > $1`);
    for (let i = 0; i < 10; i++) expect(await count([0])).toEqual([{ n: 2 }]);
    if (database.kind === 'pglite') {
      // PGlite is one session: its prepared statements can be listed there.
      const listed = await database.query<{ name: string; runs: number }>('select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name = $1', [`${table}_count`]);
      expect(listed).toEqual([{ name: `${table}_count`, runs: 10 }]);
    }
  });

  it('refuses one name for two statements', () => {
    database.prepared(`${table}_named`, 'select 1');
    expect(database.prepared(`${table}_named`, 'select 1')).toBe(database.prepared(`${table}_named`, 'select 1'));
    expect(() => database.prepared(`${table}_named`, 'select 2')).toThrow(/already another statement/);
  });

  it('fails on a failing statement and works again afterwards', async () => {
    const insert = database.prepared(`${table}_insert_only`, `insert into ${table} (id, label) values ($1, $2)`);
    await expect(insert([1, 'duplicate key'])).rejects.toThrow(/duplicate key/);
    await insert([3, 'third']);
    expect(await database.query(`select label from ${table} where id = 3`)).toEqual([{ label: 'third' }]);
  });

  it('never runs inside another caller\'s open transaction (on PGlite\'s one connection it waits for it to end)', async () => {
    const count = database.prepared(`${table}_count_all`, `select count(*)::int as n from ${table} where label = $1`);
    expect(await count<{ n: number }>(['uncommitted'])).toEqual([{ n: 0 }]); // parsed: each use is now one call
    type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let open!: (tx: Transaction) => void;
    const opened = new Promise<Transaction>((resolve) => (open = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${table} (id, label) values (100, 'uncommitted')`));
      open(tx);
      await held;
      tx.rollback();
    }).catch(() => undefined);
    const tx = await opened; // open, with its row inserted
    let answered = false;
    const counted = count<{ n: number }>(['uncommitted']).finally(() => (answered = true));
    if (database.kind === 'postgres') {
      // PostgreSQL answers it on another connection, without the uncommitted row.
      expect(await counted).toEqual([{ n: 0 }]);
    } else {
      // PGlite has one connection, which serves its callers in turn: a statement of the open
      // transaction sent after the count is answered while the count still waits.
      await tx.execute(sql.raw('select 1'));
      expect(answered).toBe(false);
    }
    release();
    await transaction;
    // Run inside the open transaction it would have counted the row that was then rolled back.
    expect(await counted).toEqual([{ n: 0 }]);
  });
}

describe('prepared statements on PGlite', () => preparedStatementTests(() => openDatabase({ inMemory: true })));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('prepared statements on PostgreSQL', () => preparedStatementTests(() => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL })));
