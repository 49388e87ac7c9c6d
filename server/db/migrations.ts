import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database-types.js';

/**
 * The database's migrations (decision 019). schema.ts is the one definition; drizzle-kit generates
 * the SQL of ./migrations from it (listed in order by meta/_journal.json), starting with a
 * baseline that creates everything at once. Before that, eleven migrations were written by hand
 * (./legacy-migrations, 0001 to 0011): they stay, frozen, for the databases they began, and the
 * baseline builds exactly what they built (tests/api/schema-migrations.test.ts compares the two).
 */
export interface Migration {
  /** Its id in schema_migrations: the file name without .sql. */
  id: string;
  sql: string;
}

const generatedFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const legacyFolder = fileURLToPath(new URL('./legacy-migrations', import.meta.url));

/** What the runner did with one migration: ran its SQL, recorded it without running it, or nothing. */
type Step = 'apply' | 'record' | 'skip';

/** Any two transactions that migrate hold this lock, so instances starting together take turns. */
const migrationLock = 724001;

/** drizzle-kit's migrations in the order of its journal; the first is the baseline. */
export function generatedMigrations(folder = generatedFolder): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => ({ id: tag, sql: readFileSync(join(folder, `${tag}.sql`), 'utf8') }));
}

/** The hand-written migrations 0001 to 0011, in file-name order. */
export function legacyMigrations(folder = legacyFolder): Migration[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(join(folder, f), 'utf8') }));
}

/**
 * Brings the database up to date and answers the ids of the migrations whose SQL this call ran, in
 * order (none when it was up to date, or when another instance got there first).
 *
 * - A new database gets the baseline and every generated migration after it.
 * - A database the hand-written migrations began (any of them recorded in schema_migrations) first
 *   gets those it lacks; the baseline is then recorded without running (it would create what is
 *   there already), and the generated migrations after it run as usual.
 *
 * Each migration is its own transaction holding an advisory lock, deciding from what is recorded
 * inside that transaction: several instances starting together apply each migration exactly once.
 */
export async function runMigrations(
  database: Pick<Database, 'exec' | 'db'>,
  migrations: { legacy: Migration[]; generated: Migration[] } = { legacy: legacyMigrations(), generated: generatedMigrations() },
): Promise<string[]> {
  const { legacy, generated } = migrations;
  const [baseline, ...later] = generated;
  if (!baseline) throw new Error('no generated migration: server/db/migrations/meta/_journal.json lists none');
  const legacyIds = new Set(legacy.map((m) => m.id));
  const lastLegacy = legacy.at(-1)?.id;
  const beganWithLegacy = (recorded: Set<string>) => [...recorded].some((id) => legacyIds.has(id));

  // Under the same lock: two instances creating the table at once can both pass "if not exists"
  // and one then fails on PostgreSQL's catalogue (a duplicate pg_type row), so it never starts.
  await database.exec(`begin;
select pg_advisory_xact_lock(${migrationLock});
create table if not exists schema_migrations (
  id text primary key,
  applied_at timestamptz not null default now()
);
commit;`);

  const applied: string[] = [];
  const run = async (migration: Migration, decide: (recorded: Set<string>) => Step) => {
    if ((await migrate(database, migration, decide)) === 'apply') applied.push(migration.id);
  };
  for (const migration of legacy) {
    await run(migration, (recorded) => (!recorded.has(migration.id) && beganWithLegacy(recorded) ? 'apply' : 'skip'));
  }
  await run(baseline, (recorded) => {
    if (recorded.has(baseline.id)) return 'skip';
    return lastLegacy !== undefined && recorded.has(lastLegacy) ? 'record' : 'apply';
  });
  for (const migration of later) await run(migration, (recorded) => (recorded.has(migration.id) ? 'skip' : 'apply'));
  return applied;
}

/** One migration, all or nothing: lock, read what is recorded, then apply and record, record, or nothing. */
async function migrate(database: Pick<Database, 'db'>, migration: Migration, decide: (recorded: Set<string>) => Step): Promise<Step> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(migrationLock))})`);
    const rows = (await tx.execute(sql`select id from schema_migrations`)) as unknown as { rows: Array<{ id: string }> };
    const step = decide(new Set(rows.rows.map((row) => row.id)));
    if (step === 'apply') await tx.execute(sql.raw(asOneStatement(independentOfSchema(migration.sql))));
    if (step !== 'skip') await tx.execute(sql`insert into schema_migrations (id) values (${migration.id})`);
    return step;
  });
}

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."table"; the tables themselves are created
 * in whichever schema the connection's search_path names first (a PostgreSQL database may keep
 * this server's tables in a schema of their own, as the tests do), so the references follow them.
 */
function independentOfSchema(script: string): string {
  return script.replaceAll('REFERENCES "public".', 'REFERENCES ');
}

/** A script of several statements as one (PGlite runs a single statement per query): a DO block that EXECUTEs it. */
function asOneStatement(script: string): string {
  const inner = delimiter(script, 'sql');
  const body = `begin execute ${inner}${script}${inner}; end`;
  const outer = delimiter(body, 'migrate');
  return `do ${outer}${body}${outer}`;
}

/** A dollar-quote delimiter ($tag$) that does not occur in the text. */
function delimiter(text: string, tag: string): string {
  while (text.includes(`$${tag}$`)) tag += '_';
  return `$${tag}$`;
}
