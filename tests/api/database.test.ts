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
