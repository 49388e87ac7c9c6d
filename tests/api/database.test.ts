import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase, type Database } from '../../server/db/database';
import { generatedMigrations, legacyMigrations, runMigrations, type Migration } from '../../server/db/migrations';
import { withFreshSchema } from './fresh-schema';
import { submissions } from '../../server/db/schema';
import { itemAt, only } from '../unit/present';

const dataDir = mkdtempSync(join(tmpdir(), 'site-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function roundTrip(open: () => ReturnType<typeof openDatabase>) {
  const first = await open();
  const id = randomUUID();
  await first.db.insert(submissions).values({ id, type: 'demo', locale: 'en', email: 'a@b.example', payload: { name: 'A' }, answer: { code: 1 } });
  expect(await runMigrations(first)).toEqual([]); // a second run changes nothing
  await first.close();
  const second = await open();
  const rows = await second.db.select().from(submissions).where(eq(submissions.id, id));
  const applied = await second.db.execute(sql`select id from schema_migrations order by id`);
  await second.db.delete(submissions).where(eq(submissions.id, id));
  await second.close();
  return { rows, applied: (applied as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id) };
}

describe('migrations and storage', () => {
  it('PGlite: migrations apply once and data survives a restart', async () => {
    const { rows, applied } = await roundTrip(() => openDatabase({ dataDir }));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'demo', payload: { name: 'A' } });
    expect(applied).toEqual(generatedMigrations().map((m) => m.id));
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: the same migrations and storage', async () => {
    await withFreshSchema('migrations', async (url) => {
      const { rows, applied } = await roundTrip(() => openDatabase({ databaseUrl: url }));
      expect(rows).toHaveLength(1);
      expect(applied).toEqual(generatedMigrations().map((m) => m.id));
    });
  }, 60_000);
});


type Bare = Pick<Database, 'db' | 'exec' | 'close'> & { ids(): Promise<string[]> };

/** A database nobody has migrated yet (openDatabase would migrate it at once). */
async function bareDatabase(kind: 'pglite' | 'postgres', url?: string): Promise<Bare> {
  let bare: Pick<Database, 'db' | 'exec' | 'close'>;
  if (kind === 'pglite') {
    const client = await PGlite.create();
    bare = { db: drizzlePglite(client) as unknown as AppDatabase, exec: async (script) => void (await client.exec(script)), close: () => client.close() };
  } else {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    bare = { db: drizzlePostgres(pool) as unknown as AppDatabase, exec: async (script) => void (await pool.query(script)), close: () => pool.end() };
  }
  const ids = async () => ((await bare.db.execute(sql`select id from schema_migrations order by applied_at, id`)) as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  return { ...bare, ids };
}

/** What the hand-kept runner before drizzle-kit did: each of the first `count` SQL files, recorded by name. */
async function migrateTheOldWay(database: Pick<Database, 'exec'>, count: number): Promise<void> {
  await database.exec('create table schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  for (const migration of legacyMigrations().slice(0, count)) {
    await database.exec(`begin;\n${migration.sql}\n;insert into schema_migrations (id) values ('${migration.id}');\ncommit;`);
  }
}

const legacyIds = legacyMigrations().map((m) => m.id);
const baseline = itemAt(generatedMigrations(), 0, 'the baseline migration');
/** The project's own migrations generated after the baseline (sso-tickets, ...). */
const afterBaseline = generatedMigrations().slice(1).map((m) => m.id);
/** A migration drizzle-kit might generate next. */
const later: Migration = { id: '29990101000000_captcha_hint', sql: 'ALTER TABLE "captchas" ADD COLUMN "hint" text;' };

// Decision 019: PGlite folders and PostgreSQL databases the eleven hand-written migrations began
// keep working: they get the ones they lack, the baseline is recorded without running (it would
// create the tables again), and generated migrations after it run as on a new database.
const kinds: Array<[string, 'pglite' | 'postgres']> = [['PGlite', 'pglite'], ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', 'postgres'] as [string, 'postgres']] : [])];
describe.each(kinds)('%s: databases the hand-written migrations began', (_name, kind) => {
  const onBare = async (use: (database: Bare) => Promise<void>) => {
    const run = async (url?: string) => {
      const database = await bareDatabase(kind, url);
      try {
        await use(database);
      } finally {
        await database.close();
      }
    };
    if (kind === 'postgres') await withFreshSchema('migrations', run);
    else await run();
  };

  it('all eleven applied: only what came after the baseline runs, the baseline is recorded, the data stays', async () => {
    await onBare(async (database) => {
      await migrateTheOldWay(database, legacyIds.length);
      await database.db.insert(submissions).values({ id: randomUUID(), type: 'demo', locale: 'en', payload: {}, answer: { code: 1 } });
      expect(await runMigrations(database)).toEqual(afterBaseline);
      expect(await database.ids()).toEqual([...legacyIds, baseline.id, ...afterBaseline]);
      expect(await database.db.select().from(submissions)).toHaveLength(1);
      expect(await runMigrations(database)).toEqual([]);
    });
  }, 60_000);

  it('some applied (0001-0008): the missing three run, then the baseline is recorded', async () => {
    await onBare(async (database) => {
      await migrateTheOldWay(database, 8);
      expect(await runMigrations(database)).toEqual([...legacyIds.slice(8), ...afterBaseline]);
      expect(await database.ids()).toEqual([...legacyIds, baseline.id, ...afterBaseline]);
    });
  }, 60_000);

  it('a migration generated after the baseline runs on an old database and on a new one', async () => {
    const migrations = { legacy: legacyMigrations(), generated: [...generatedMigrations(), later] };
    await onBare(async (old) => {
      await migrateTheOldWay(old, legacyIds.length);
      expect(await runMigrations(old, migrations)).toEqual([...afterBaseline, later.id]);
      await old.exec(`insert into captchas (id, text_hash, expires_at, hint) values ('${randomUUID()}', 'x', now(), 'h')`);
    });
    await onBare(async (fresh) => {
      expect(await runMigrations(fresh, migrations)).toEqual([baseline.id, ...afterBaseline, later.id]);
      expect(await runMigrations(fresh, migrations)).toEqual([]);
      expect(await fresh.ids()).toEqual([baseline.id, ...afterBaseline, later.id]);
    });
  }, 60_000);
});

// Several API instances start together on a new database: each runs the migrations, and none may
// fail (creating the bookkeeping table at once used to break one of them on PostgreSQL's catalogue).
describe.runIf(process.env.TEST_DATABASE_URL)('instances migrating a new database together', () => {
  it('all four start, and each migration is applied once', async () => {
    const schema = `migrate_race_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const admin = await openDatabase({ databaseUrl: url.toString() });
    await admin.exec(`create schema ${schema}`);
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      for (let round = 0; round < 3; round++) {
        await admin.exec(`drop schema ${schema} cascade; create schema ${schema}`);
        const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString() })));
        const applied = await itemAt(opened, 0, 'first instance').db.execute(sql.raw(`select count(*)::int as n from ${schema}.schema_migrations`));
        expect(only((applied as unknown as { rows: Array<{ n: number }> }).rows, 'count of applied migrations').n).toBe(generatedMigrations().length);
        await Promise.all(opened.map((d) => d.close()));
      }
    } finally {
      await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    }
  }, 120_000);
});
