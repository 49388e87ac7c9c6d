import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './database-types.js';

const folder = fileURLToPath(new URL('./migrations', import.meta.url));

export function migrationFiles(): Array<{ id: string; sql: string }> {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: readFileSync(join(folder, f), 'utf8') }));
}

/**
 * Applies each migration once, in file-name order, inside one transaction that holds an advisory
 * lock, so several API instances starting together migrate the database exactly once.
 */
export async function runMigrations(database: Pick<Database, 'exec' | 'db'>): Promise<string[]> {
  const applied: string[] = [];
  // Under the same lock: two instances creating the table at once can both pass "if not exists"
  // and one then fails on PostgreSQL's catalogue (a duplicate pg_type row), so it never starts.
  await database.exec(`begin;
select pg_advisory_xact_lock(724001);
create table if not exists schema_migrations (
  id text primary key,
  applied_at timestamptz not null default now()
);
commit;`);
  for (const migration of migrationFiles()) {
    const quotedId = migration.id.replace(/'/g, "''");
    // One script per migration: lock, skip if done, apply, record; all or nothing.
    await database.exec(`begin;
select pg_advisory_xact_lock(724001);
do $migrate$ begin
  if not exists (select 1 from schema_migrations where id = '${quotedId}') then
    execute ${dollarQuote(migration.sql)};
    insert into schema_migrations (id) values ('${quotedId}');
  end if;
end $migrate$;
commit;`);
    applied.push(migration.id);
  }
  return applied;
}

/** A dollar-quoted SQL string literal whose tag does not occur in the text. */
function dollarQuote(text: string): string {
  let tag = 'sql';
  while (text.includes(`$${tag}$`)) tag += '_';
  return `$${tag}$${text}$${tag}$`;
}
