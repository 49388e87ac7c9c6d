import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration, pushSchema } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { generatedMigrations, legacyMigrations, runMigrations } from '../../server/db/migrations';
import { projectRoot } from '../../engine/config/read-source-files';
import { itemAt } from '../unit/present';

// Decision 019: server/db/schema.ts is the one definition of the database and the migrations are
// generated from it. These checks fail when the two disagree: schema.ts changed without
// `npx drizzle-kit generate`, a generated migration edited by hand, or the baseline no longer
// building what the hand-written migrations 0001-0011 built on the databases they began.

const snapshotsDir = join(projectRoot, 'server/db/migrations/meta');
/** drizzle-kit's record of the schema after the newest migration: what `generate` diffs against. */
function latestSnapshot(): Parameters<typeof generateMigration>[0] {
  const newest = readdirSync(snapshotsDir).filter((f) => f.endsWith('_snapshot.json')).sort().at(-1)!;
  return JSON.parse(readFileSync(join(snapshotsDir, newest), 'utf8')) as Parameters<typeof generateMigration>[0];
}

/** The SQL `drizzle-kit generate` would write now for these tables: none when the snapshot is current. */
async function pendingMigration(tables: Record<string, unknown>): Promise<string[]> {
  const previous = latestSnapshot();
  return generateMigration(previous, generateDrizzleJson(tables, previous.id));
}

async function database() {
  const client = await PGlite.create();
  return { client, db: drizzle(client, { schema }), exec: async (script: string) => void (await client.exec(script)) };
}

/**
 * What drizzle-kit would change in a database to make it match the tables (its `push`), apart
 * from the migrations' own bookkeeping table. drizzle-kit reads an empty text[] default back from
 * PostgreSQL as '{""}' and so always proposes to set accounts.user_role's '{}' again: that one
 * statement is its misreading, not a difference (the catalogue comparison below covers defaults).
 */
async function differences(db: Awaited<ReturnType<typeof database>>['db'], tables: Record<string, unknown>): Promise<string[]> {
  const { statementsToExecute } = await pushSchema(tables, db as never, undefined, ['!schema_migrations']);
  return statementsToExecute.filter((statement) => statement !== `ALTER TABLE "accounts" ALTER COLUMN "user_role" SET DEFAULT '{}';`);
}

/** Everything about the tables PostgreSQL knows: columns in order, defaults, constraints, indexes, sequences. */
async function catalogue(client: PGlite): Promise<string[]> {
  const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows.map((row) => JSON.stringify(row));
  return [
    ...(await rows(`select table_name, column_name, ordinal_position, data_type, udt_name, character_maximum_length, is_nullable, column_default, is_identity, identity_generation
      from information_schema.columns where table_schema = 'public' and table_name <> 'schema_migrations' order by 1, 3`)),
    ...(await rows(`select conrelid::regclass::text as table_name, conname, contype, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text <> 'schema_migrations' order by 1, 2`)),
    ...(await rows(`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename <> 'schema_migrations' order by 1`)),
    ...(await rows(`select sequencename, data_type::text, start_value::text, min_value::text, max_value::text, increment_by::text, cycle, cache_size::text
      from pg_sequences where schemaname = 'public' order by 1`)),
  ];
}

/** A table schema.ts might gain: the checks must notice it. */
const extraTable = pgTable('product_notes', { id: uuid('id').primaryKey(), note: text('note').notNull(), at: timestamp('at').notNull() });
/** captchas with one column more than its migration creates. */
const widerCaptchas = pgTable('captchas', {
  id: uuid('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  solvedBy: text('solved_by'),
});

describe('schema.ts and the migrations', () => {
  it('the migrations are generated from the current schema.ts (npx drizzle-kit generate has nothing to add)', async () => {
    expect(await pendingMigration(schema)).toEqual([]);
    // ...and a schema.ts changed without generating is noticed:
    expect((await pendingMigration({ ...schema, extraTable })).join('\n')).toContain('CREATE TABLE "product_notes"');
    expect((await pendingMigration({ ...schema, captchas: widerCaptchas })).join('\n')).toContain('ADD COLUMN "solved_by"');
  });

  it('a new database migrated by the server is exactly what schema.ts describes', async () => {
    const fresh = await database();
    try {
      expect(await runMigrations(fresh)).toEqual(generatedMigrations().map((m) => m.id));
      expect(await differences(fresh.db, schema)).toEqual([]);
      // ...and a migration that lacks what schema.ts has is noticed:
      expect((await differences(fresh.db, { ...schema, captchas: widerCaptchas })).join('\n')).toContain('"solved_by"');
    } finally {
      await fresh.client.close();
    }
  }, 120_000);

  it('the baseline builds exactly what the hand-written migrations 0001-0011 built', async () => {
    const [byLegacy, byBaseline] = [await database(), await database()];
    try {
      for (const migration of legacyMigrations()) await byLegacy.exec(migration.sql);
      await byBaseline.exec(itemAt(generatedMigrations(), 0, 'the baseline migration').sql);
      const [legacy, baseline] = [await catalogue(byLegacy.client), await catalogue(byBaseline.client)];
      expect(legacy.length).toBeGreaterThan(100);
      expect(baseline).toEqual(legacy);
      // With what was generated after the baseline, that database is schema.ts.
      for (const migration of generatedMigrations().slice(1)) await byLegacy.exec(migration.sql);
      expect(await differences(byLegacy.db, schema)).toEqual([]);
    } finally {
      await Promise.all([byLegacy.client.close(), byBaseline.client.close()]);
    }
  }, 120_000);
});
