import { afterAll, beforeAll, expect } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp, type AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { createMailer } from '../../server/mail/mailer';
import { loadSiteModelFromDisk } from '../../engine/config/read-source-files';
import { only } from '../unit/present';
import { mailText } from '../../scripts/reliability/mail-text';

/** The project's checked config, as the server gets it. */
export function siteModel() {
  const result = loadSiteModelFromDisk();
  if (!result.ok) throw new Error('the project config must be valid');
  return result.value;
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on 127.0.0.1 that keeps what it receives and refuses addresses at refused.example. */
export async function startSmtp(): Promise<{ url: string; inbox: ReceivedMail[]; close(): Promise<void> }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The API on a real port of 127.0.0.1, over an in-memory PGlite (or TEST_DATABASE_URL). */
export async function startApi(overrides: Partial<AppOptions> = {}, database?: Database) {
  const smtp = await startSmtp();
  const db = database ?? (await openDatabase({ inMemory: true }));
  const app = await createApp({
    database: db,
    mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '', from: 'no-reply@test.example', log: pino({ level: 'silent' }) }),
    model: siteModel(),
    logger: false,
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    smtp,
    database: db,
    // any: each call answers a data shape of its own, and the assertions say which.
    get: (path: string) => fetch(`${base}${path}`).then((r) => r.json() as Promise<{ code: number; data: any; msg: string }>),
    form: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields) }).then((r) => r.json() as Promise<{ code: number; data: Record<string, unknown>; msg: string }>),
    async close() {
      await app.close();
      await smtp.close();
      if (!database) await db.close();
    },
  };
}

export type RunningApi = Awaited<ReturnType<typeof startApi>>;

/**
 * Waits until no mail stored so far is due in the outbox (e-mails go out after the answer, from
 * mail_outbox): each was sent and its row deleted, or it failed and waits for a later try. A sent
 * row is deleted only after the SMTP peer has the mail, so it is in the inbox by then.
 */
export async function mailsSent(api: Pick<RunningApi, 'database'>): Promise<void> {
  const due = async () => only(await api.database.query<{ n: number }>('select count(*)::int as n from mail_outbox where next_attempt_at <= now()'), 'count of due mails').n;
  await expect.poll(due, { timeout: 10_000, message: 'mails due in the outbox' }).toBe(0);
}

/**
 * One API for the whole test file: started before its tests, closed after them. Call the
 * returned function inside a test to reach it.
 */
export function apiForThisFile(): () => RunningApi {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('the API is reached before beforeAll started it');
    return api;
  };
}

/** The text of a received mail as its reader sees it (a Russian or Chinese body is base64 or =D0=... escapes on the wire). */
export function mailBody(mail: ReceivedMail): string {
  return mailText(mail).body;
}

/** The six-digit code of a code mail, in whichever language it is written. */
export function codeFrom(mail: ReceivedMail | undefined): string {
  const match = mail && mailBody(mail).match(/(?<!\d)(\d{6})(?!\d)/);
  if (!match) throw new Error('no verification code in the e-mail');
  return match[1]!; // the group always takes part in a match
}
