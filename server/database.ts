import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database of `npm start`: PGlite keeps its files under the data directory, so
 * nothing else needs installing. (PGlite does not create parent folders itself.)
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dirname(dir), { recursive: true });
  const db = await PGlite.create(dir);
  await db.exec(`create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now()
  )`);
  return db;
}
