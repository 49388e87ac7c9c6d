import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL URL (TEST_DATABASE_URL's database) whose connections work in a new schema of their
 * own, named `<prefix>_<random>`, and the call that drops it: tests of one file never see another's
 * tables. For a schema kept across a file's tests (beforeAll / afterAll).
 */
export async function createFreshSchema(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client(process.env.TEST_DATABASE_URL);
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** The same for one piece of work: the schema is dropped when `use` ends, however it ends. */
export async function withFreshSchema(prefix: string, use: (url: string) => Promise<void>): Promise<void> {
  const schema = await createFreshSchema(prefix);
  try {
    await use(schema.url);
  } finally {
    await schema.drop();
  }
}
