/**
 * A fresh schema of TEST_DATABASE_URL for one run: the servers connect with search_path set to
 * it, run their migrations into it, and it is dropped afterwards. Other runs and other tests on
 * the same database see nothing of it, and leftovers of theirs (codes per IP, rows) do not count.
 */
import pg from 'pg';

export interface FreshSchema {
  /** TEST_DATABASE_URL with search_path set to the schema, for DATABASE_URL. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function freshSchema(databaseUrl: string, label: string): Promise<FreshSchema> {
  const name = `reliability_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`.replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${name}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
