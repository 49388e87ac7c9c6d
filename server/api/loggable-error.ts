import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

/**
 * An error as the log may keep it. The log never holds what a visitor submitted:
 * - a failed query's error carries the query's values (drizzle puts them in its message and
 *   `params`): a password hash, an e-mail address, whatever was being stored. The log gets the SQL
 *   with its placeholders and the database's own code and message, less any quoted value in it;
 * - an SMTP error names the refused recipients, and the server's reply often repeats them: the
 *   log gets the SMTP command and codes only.
 */
export function loggableError(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) return queryError(error);
  if (isSmtpError(error)) {
    const safe = new Error(`SMTP ${error.command ?? ''} failed${error.responseCode ? ` with ${error.responseCode}` : ''}`.replace(/ {2}/, ' '));
    safe.name = 'SmtpError';
    safe.stack = `${safe.name}: ${safe.message}\n${stackFrames(error)}`;
    return Object.assign(safe, { code: error.code, responseCode: error.responseCode, command: error.command });
  }
  return error;
}

function queryError(error: DrizzleQueryError): Error {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const safe = new Error(`Failed query: ${error.query}`);
  safe.name = 'DrizzleQueryError';
  safe.stack = `${safe.name}: ${safe.message}\n${stackFrames(error)}`;
  return Object.assign(safe, {
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
    ...(typeof cause?.message === 'string' ? { causeMessage: withoutQuotedValues(cause.message) } : {}),
  });
}

/** PostgreSQL quotes the offending input in some messages (invalid input syntax for type uuid: "..."). */
function withoutQuotedValues(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"');
}

function stackFrames(error: Error): string {
  return (error.stack ?? '').split('\n').slice(1).filter((line) => line.trimStart().startsWith('at ')).join('\n');
}

type SmtpError = Error & { command?: string; responseCode?: number; code?: string };

function isSmtpError(error: unknown): error is SmtpError {
  return error instanceof Error && ('responseCode' in error || 'rejected' in error || 'command' in error);
}

/**
 * The log's serializers: every `err` goes through loggableError, whichever call logs it, and a
 * request is logged by its path alone, since a query string carries what the visitor sent.
 */
export const logSerializers = {
  err: (error: unknown) => pino.stdSerializers.err(loggableError(error) as Error),
  req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
