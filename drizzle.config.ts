import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit's settings: `npx drizzle-kit generate --name <what-changed>` writes the migration that
 * takes the database from the last snapshot (server/db/migrations/meta/) to server/db/schema.ts.
 * The server applies them itself when it starts (server/db/migrations.ts); decision 019.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  // Named by time, not 0000, 0001...: the hand-written migrations before them (legacy-migrations/)
  // were 0001 to 0011, and their ids stay recorded in schema_migrations.
  migrations: { prefix: 'timestamp' },
  strict: true,
  verbose: true,
});
