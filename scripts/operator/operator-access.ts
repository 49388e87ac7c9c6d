import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from '../../engine/config/read-source-files.js';
import { openDatabase, type AppDatabase } from '../../server/db/database.js';
import { DataFolderLockedError } from '../../server/db/data-folder-lock.js';

export const fail = (command: string, message: string): never => {
  console.error(`${command}: ${message}`);
  process.exit(2);
};

/**
 * How an operator command reaches the data. With DATABASE_URL it uses PostgreSQL directly.
 * Otherwise the embedded database belongs to the running server (PGlite allows one process), so
 * the command asks the server's operator API; when no server runs, it opens DATA_DIR itself. The
 * folder's lock (server/db/data-folder-lock.ts) keeps it from ever being a second opener.
 */
export async function withOperatorAccess<T>(
  command: string,
  viaServer: { path: string; method?: 'GET' | 'PUT'; body?: unknown },
  direct: (db: AppDatabase) => Promise<T>,
): Promise<T> {
  const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? 'data');
  const base = process.env.SITE_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  if (!process.env.DATABASE_URL) {
    const tokenFile = join(dataDir, 'operator-token');
    const token = process.env.OPERATOR_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined);
    if (token) {
      try {
        const response = await fetch(`${base}${viaServer.path}`, {
          method: viaServer.method ?? 'GET',
          headers: { authorization: `Bearer ${token}`, ...(viaServer.body ? { 'content-type': 'application/json' } : {}) },
          body: viaServer.body ? JSON.stringify(viaServer.body) : undefined,
        });
        if (!response.ok) fail(command, await refusal(response, base));
        return (await response.json()) as T;
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // no server running: open the data folder below
      }
    }
  }
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir }).catch((error: unknown) => {
    // A server holds the folder but did not answer where we asked: never open it a second time.
    if (!(error instanceof DataFolderLockedError)) throw error;
    return fail(command, `the server holding ${dataDir} (pid ${error.holder.pid}) did not answer at ${base}; ` +
      'set PORT or SITE_API_URL to its address (and OPERATOR_TOKEN if it was started with one), or stop it to use the folder directly');
  });
  try {
    return await direct(database.db);
  } finally {
    await database.close();
  }
}

/** What the server said when it refused: its { error } in words, else the status and the body. */
async function refusal(response: Response, base: string): Promise<string> {
  // The public nginx configuration answers the operator paths 404 itself (decision 045).
  if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
    return `${base} has no operator API: it is the public site (nginx), which never passes the operator paths on; ` +
      'set SITE_API_URL to an API instance\'s own address on the internal network (docs/deployment.md, "Operator access")';
  }
  const text = await response.text();
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    if (typeof error === 'string') return error;
  } catch {
    // not JSON: shown as it is below
  }
  return `the server answered ${response.status}: ${text}`;
}
