import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Prepared, Statement } from './database.js';

/**
 * The same statements as Database.query, run in a Drizzle transaction (or savepoint): the
 * statement's text with each $n replaced by its parameter, through the transaction's connection.
 */
export function statementIn(tx: AppDatabase): Statement {
  return async <Row>(text: string, params: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
    const result = await tx.execute(sql.join(chunks));
    return (result as unknown as { rows: Row[] }).rows;
  };
}

/** A statement the database runs prepared (Database.prepared), run instead in a Drizzle transaction. */
export function preparedIn(tx: AppDatabase, text: string): Prepared {
  const run = statementIn(tx);
  return (params) => run(text, [...params]);
}
