import { Writable } from 'node:stream';

/** The part of Vite's logger the dev API writes to. */
export interface DevLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

interface LogLine {
  level?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

/** Fastify's two lines per request: the dev server, like Vite itself, does not log each request. */
const perRequest = new Set(['incoming request', 'request completed']);
/** pino's own fields and the request's, which say nothing to someone reading the dev terminal. */
const bookkeeping = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err', 'req', 'res', 'responseTime']);

/**
 * The API's log (pino's JSON lines) as one readable line each in the dev server's terminal:
 * `[api] e-mail written to the outbox outbox=data/dev/outbox`. An error keeps its stack, since a
 * failing API call is a fault to fix.
 */
export function apiLogStream(logger: DevLogger): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim()) writeLine(logger, line);
      }
      done();
    },
  });
}

function writeLine(logger: DevLogger, text: string): void {
  let line: LogLine;
  try {
    line = JSON.parse(text) as LogLine;
  } catch {
    logger.info(`[api] ${text}`);
    return;
  }
  if (line.msg && perRequest.has(line.msg)) return;
  const fields = Object.entries(line).filter(([key]) => !bookkeeping.has(key)).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const level = line.level ?? 30;
  const error = line.err ? (level >= 50 ? `\n${line.err.stack ?? line.err.message ?? ''}` : `: ${line.err.message ?? ''}`) : '';
  const message = `[api] ${[line.msg ?? '', ...fields].join(' ')}${error}`;
  if (level >= 50) logger.error(message);
  else if (level >= 40) logger.warn(message);
  else logger.info(message);
}
