import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrationFiles, runMigrations } from '../../server/db/migrations';
import { submissions } from '../../server/db/schema';

const dataDir = mkdtempSync(join(tmpdir(), 'site-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function roundTrip(open: () => ReturnType<typeof openDatabase>) {
  const first = await open();
  const id = randomUUID();
  await first.db.insert(submissions).values({ id, type: 'demo', locale: 'en', email: 'a@b.example', payload: { name: 'A' }, answer: { code: 1 } });
  await runMigrations(first); // a second run changes nothing
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
    expect(applied).toEqual(migrationFiles().map((m) => m.id));
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: the same migrations and storage', async () => {
    const { rows, applied } = await roundTrip(() => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL }));
    expect(rows).toHaveLength(1);
    expect(applied).toEqual(migrationFiles().map((m) => m.id));
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
        const applied = await opened[0].db.execute(sql.raw(`select count(*)::int as n from ${schema}.schema_migrations`));
        expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(migrationFiles().length);
        await Promise.all(opened.map((d) => d.close()));
      }
    } finally {
      await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    }
  }, 120_000);
});
