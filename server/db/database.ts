import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { runMigrations } from './migrations.js';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';
import { preparedOnPglite } from './pglite-prepared.js';
import type { AppDatabase, Database, Prepared, PreparedParam } from './database-types.js';

export type { AppDatabase, Database, Prepared, PreparedParam, Statement } from './database-types.js';

/**
 * PostgreSQL when a URL is given (several stateless API instances share it), otherwise PGlite
 * with its files under the data directory, so `npm start` needs nothing installed. Both run the
 * same migrations before the server answers.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; inMemory?: boolean }): Promise<Database> {
  let database: Database;
  let firstInMemory: PGlite | undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    database = {
      db: drizzlePostgres(pool, { schema }) as unknown as AppDatabase,
      kind: 'postgres',
      query: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
      prepared: oncePerName((name, text) => async <Row>(params: readonly PreparedParam[]) => (await pool.query({ name, text, values: [...params] })).rows as Row[]),
      exec: async (script) => void (await pool.query(script)),
      close: () => pool.end(),
    };
  } else {
    let dir: string | undefined;
    let lock: DataFolderLock | undefined;
    if (!options.inMemory) {
      const dataDir = resolve(options.dataDir ?? 'data');
      // One process per data folder (PGlite is not shared): throws DataFolderLockedError otherwise.
      lock = lockDataFolder(dataDir);
      dir = join(dataDir, 'pglite');
      mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders itself
    }
    try {
      const snapshot = options.inMemory ? await migratedInMemory : undefined;
      const client = await PGlite.create(dir, snapshot ? { loadDataDir: snapshot } : {});
      if (options.inMemory && !snapshot) firstInMemory = client;
      database = {
        db: drizzlePglite(client, { schema }) as unknown as AppDatabase,
        kind: 'pglite',
        query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
        prepared: oncePerName((name, text) => preparedOnPglite(client, name, text)),
        exec: async (script) => void (await client.exec(script)),
        close: async () => {
          try {
            await client.close();
          } finally {
            lock?.release();
          }
        },
      };
    } catch (error) {
      lock?.release();
      throw error;
    }
  }
  try {
    await runMigrations(database);
    // Awaited before anyone writes: the copy holds the migrated database and nothing else. A copy
    // that fails leaves the next databases to start afresh.
    if (firstInMemory && !migratedInMemory) {
      const copy = firstInMemory.dumpDataDir('none').catch(() => undefined);
      migratedInMemory = copy;
      await copy;
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * In-memory databases (the tests, the reliability harness) open many per process: after the first
 * has been migrated its files are kept, and the next ones start from a copy, with nothing left to
 * migrate. That saves PGlite's initdb and the migrations, most of the time of each opening
 * (measured 4.5 s -> 0.8 s on 2 busy cores).
 */
let migratedInMemory: Promise<Blob | File | undefined> | undefined;

/**
 * One prepared statement per name for a database (apps in one process may share one): PGlite's
 * single connection can hold a name once, and node-postgres refuses a name reused for other text.
 */
function oncePerName(make: (name: string, text: string) => Prepared): Database['prepared'] {
  const made = new Map<string, { text: string; run: Prepared }>();
  return (name, text) => {
    const existing = made.get(name);
    if (existing && existing.text !== text) throw new Error(`prepared statement ${name} is already another statement`);
    if (existing) return existing.run;
    const run = make(name, text);
    made.set(name, { text, run });
    return run;
  };
}
