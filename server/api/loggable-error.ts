import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error as the log may keep it. A failed query's error carries the query's values (drizzle
 * puts them in its message and `params`): a password hash, an e-mail address, whatever was being
 * stored. The log gets the SQL with its placeholders and the database's own code and message.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const safe = new Error(`Failed query: ${error.query}`);
  safe.name = 'DrizzleQueryError';
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '').split('\n').slice(1).filter((line) => line.trimStart().startsWith('at ')).join('\n')}`;
  return Object.assign(safe, {
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
    ...(typeof cause?.message === 'string' ? { causeMessage: cause.message } : {}),
  });
}
