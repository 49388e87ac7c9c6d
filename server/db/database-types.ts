import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

// The database as the rest of the server sees it, whichever driver openDatabase (database.ts)
// chose; a module of its own so the driver helpers and migrations need not import the opener.

export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One SQL statement with $1, $2... parameters, answering its rows. */
export type Statement = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export type PreparedParam = string | number | null;
/** A statement prepared once per connection (Database.prepared), run with its parameters. */
export type Prepared = <Row>(params: readonly PreparedParam[]) => Promise<Row[]>;

export interface Database {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  /**
   * A statement straight to the driver, outside any transaction. For the calls every request
   * makes (group-committed submissions, the outbox, session lookups): Drizzle's query building
   * and PGlite's merging of Drizzle's type parsers into its own (on every query) cost more than
   * such a statement itself. Everything else uses `db`.
   */
  query: Statement;
  /**
   * The same, for a statement that runs over and over: parsed and planned once per connection
   * (PostgreSQL: node-postgres's named statements; PGlite: pglite-prepared.ts), then only bound
   * and executed. `name` must be unique to `text`.
   */
  prepared(name: string, text: string): Prepared;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}
