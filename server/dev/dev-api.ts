import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { SiteModel } from '../../engine/config/site-model.js';
import { openDatabase, type Database } from '../db/database.js';
import { DataFolderLockedError } from '../db/data-folder-lock.js';
import { createMailer } from '../mail/mailer.js';
import { createApp } from '../app.js';
import { seedDemoAccounts } from '../auth/seed-accounts.js';
import { describeProblems, payPalSettingsOf, readEnvironment, type Environment } from '../environment.js';
import { apiLogStream, type DevLogger } from './api-log-lines.js';

/**
 * The reference API inside `npm run dev` (vite-plugin-dev-api.ts): the app of `npm start`
 * (server/app.ts, every route and hook) answering on the dev server's own origin, on the embedded
 * database in a data folder of its own, with the demo accounts seeded. Only the dev plugin loads
 * this file; the production server (server/main.ts) never imports it.
 */
export interface DevApi {
  /** Hands the request to the API when it is the API's (dispatchTo), otherwise to the next middleware. */
  handle(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  /** The config changed: later requests go to an app built from this model, on the same database. */
  useModel(model: SiteModel): void;
  /** Closes the app, and the database when no other dev server of this process uses it. */
  close(): Promise<void>;
}

export interface DevApiOptions {
  model: SiteModel;
  /** The embedded database's folder: data/dev by default, not npm start's data/. */
  dataDir: string;
  logger: DevLogger;
  /** Where the dev server listens: the site's loopback origins and the PayPal simulator's address (decision 041). */
  listening?: () => AddressInfo | string | null | undefined;
}

type Dispatch = (req: IncomingMessage, res: ServerResponse) => boolean;

export function startDevApi(options: DevApiOptions): DevApi {
  const environment = readEnvironment();
  const database = environment.ok ? shareDatabase(options.dataDir) : undefined;
  let app: Promise<FastifyInstance | undefined> = Promise.resolve(undefined);
  let dispatch: Promise<Dispatch> = Promise.resolve(unavailable('The reference API is starting'));

  const start = (model: SiteModel) => {
    const previous = app;
    app = (async () => {
      if (!environment.ok) throw new Error(describeProblems(environment.error));
      if (!database) throw new Error('no database');
      return appFor(model, await database.database, environment.value, options);
    })();
    dispatch = app.then(
      (ready) => (ready ? dispatchTo(ready) : unavailable('The reference API is closed')),
      (error: unknown) => {
        const reason = error instanceof DataFolderLockedError ? `${error.message} (npm run dev: DEV_DATA_DIR)` : error instanceof Error ? error.message : String(error);
        options.logger.error(`[api] not started: ${reason}`);
        return unavailable(`The reference API did not start: ${reason}`);
      },
    );
    // The previous app answers nothing more once the new one is in place.
    void dispatch.then(() => previous.then((old) => old?.close(), () => undefined));
  };
  start(options.model);

  return {
    handle(req, res, next) {
      // The editors' tools of the dev server (decision 023) answer their own calls, POSTs included.
      if ((req.url ?? '').startsWith('/_authoring/')) return next();
      dispatch.then((answer) => answer(req, res) || next()).catch(next);
    },
    useModel: start,
    async close() {
      const last = await app.catch(() => undefined);
      app = Promise.resolve(undefined);
      dispatch = Promise.resolve(unavailable('The reference API is closed'));
      await last?.close();
      await database?.release();
    },
  };
}

async function appFor(model: SiteModel, database: Database, env: Environment, options: DevApiOptions): Promise<FastifyInstance> {
  const stream = apiLogStream(options.logger);
  const app = await createApp({
    database,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDir: join(options.dataDir, 'outbox'), from: env.MAIL_FROM, log: pino({ level: env.LOG_LEVEL }, stream) }),
    model,
    logStream: stream,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    siteOrigin: env.SITE_ORIGIN,
    // This app never listens itself: the dev server hands it its requests.
    listeningAddress: options.listening ?? (() => null),
    fixedCaptchaText: env.TEST_CAPTCHA_TEXT,
    paypal: payPalSettingsOf(env),
  });
  await app.ready();
  return app;
}

/**
 * The API answers what it has a route for, and every request that is not a GET or HEAD: as under
 * `npm start`, where the site only ever answers those two, a POST to a path the API lacks gets the
 * API's 404 rather than reaching React Router (which has no actions and prints a stack trace).
 */
function dispatchTo(app: FastifyInstance): Dispatch {
  return (req, res) => {
    const method = req.method ?? 'GET';
    const url = (req.url ?? '/').split('?')[0] ?? '/';
    const ownedByApi = (method !== 'GET' && method !== 'HEAD') || app.findRoute({ method: method as 'GET', url }) !== null;
    if (ownedByApi) app.routing(req, res);
    return ownedByApi;
  };
}

/** While the API cannot answer, its calls get the envelope with 503 and the reason. */
function unavailable(reason: string): Dispatch {
  return (req, res) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && !isApiPath(req.url ?? '/')) return false;
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 503, data: {}, msg: reason }));
    return true;
  };
}

/** The path prefixes of the API's calls, for answering while the app itself is not there. */
function isApiPath(url: string): boolean {
  return /^\/(api|public|console|auth|pay|paypal-sandbox|healthz)(\/|$|\?)/.test(url);
}

/**
 * One embedded database per process, shared by the dev servers Vite makes: a restart (a change of
 * the route table, or of a file vite.config.ts imports) creates the new server before it closes the
 * old one, and the data folder's lock refuses a second opening, in this process too.
 */
interface SharedDatabase {
  database: Promise<Database>;
  users: number;
}

const sharedDatabases = new Map<string, SharedDatabase>();

function shareDatabase(dataDir: string): { database: Promise<Database>; release(): Promise<void> } {
  let shared = sharedDatabases.get(dataDir);
  if (!shared) {
    const opening = openDatabase({ dataDir }).then(async (database) => {
      await seedDemoAccounts(database.db); // as npm start does on the embedded database
      return database;
    });
    shared = { database: opening, users: 0 };
    sharedDatabases.set(dataDir, shared);
    // Not opened (a folder another process holds: npm run dev twice): startDevApi says why, and
    // the next dev server of this process tries again.
    opening.catch(() => {
      if (sharedDatabases.get(dataDir) === shared) sharedDatabases.delete(dataDir);
    });
  }
  shared.users++;
  const mine = shared;
  let released = false;
  return {
    database: mine.database,
    async release() {
      if (released) return;
      released = true;
      if (--mine.users > 0) return;
      if (sharedDatabases.get(dataDir) === mine) sharedDatabases.delete(dataDir);
      await (await mine.database.catch(() => undefined))?.close();
    },
  };
}
