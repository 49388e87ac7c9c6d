import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { mailOutbox } from '../../server/db/schema';
import { MailOutbox, defaultOutboxPolicy, type OutboxPolicy } from '../../server/mail/mail-outbox';
import type { Mail, Mailer } from '../../server/mail/mailer';
import { freshSchema, type FreshSchema } from '../../scripts/reliability/postgres-schema';
import { itemAt, only } from '../unit/present';

// The outbox (server/mail/mail-outbox.ts): mails stored with what they announce are sent from the
// database, each once, retried when the mailer fails, and never lost to a killed sender's lease.

const quiet = pino({ level: 'silent' });
const quick: OutboxPolicy = { ...defaultOutboxPolicy, retrySeconds: 0.05, pollSeconds: 0.05, maxAttempts: 3 };

/** A mailer that keeps what it is given, or fails while `failing` says so. */
function fakeMailer(failing: (mail: Mail) => boolean = () => false) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (failing(mail)) throw new Error('SMTP 451 try again later');
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

const put = async (database: Database, tag: string, count: number, extra: Partial<typeof mailOutbox.$inferInsert> = {}) => {
  await database.db.insert(mailOutbox).values(Array.from({ length: count }, (_, i) => ({ recipient: 'sales@meridiantrade.example', subject: `${tag} ${i}`, body: `mail ${i} of ${tag}`, ...extra })));
};
const left = async (database: Database, tag: string) => database.db.select().from(mailOutbox).where(like(mailOutbox.subject, `${tag} %`));

describe('the outbox on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
  }, 60_000);
  afterAll(() => database?.close());

  it('sends every stored mail once when woken, in chunks, and deletes what it sent', async () => {
    const { mailer, sent } = fakeMailer();
    const outbox = new MailOutbox(database, mailer, quiet, { ...defaultOutboxPolicy, chunk: 7 });
    await put(database, 'woken', 30);
    outbox.start();
    await expect.poll(() => sent.filter((m) => m.subject.startsWith('woken ')).length).toBe(30);
    await outbox.idle();
    expect(new Set(sent.map((m) => m.subject)).size).toBe(sent.length);
    expect(sent[0]).toEqual({ to: 'sales@meridiantrade.example', subject: 'woken 0', text: 'mail 0 of woken' });
    expect(await left(database, 'woken')).toEqual([]);
    await outbox.stop();
  });

  it('gathers the mails of batches committed close together into one look (each look is two statements)', async () => {
    const { mailer, sent } = fakeMailer();
    const looks: string[] = [];
    const counting: Database = { ...database, prepared: (name, text) => {
      const run = database.prepared(name, text);
      return (params) => (looks.push(name), run(params));
    } };
    const outbox = new MailOutbox(counting, mailer, quiet, { ...defaultOutboxPolicy, gatherMs: 100 });
    outbox.start();
    await outbox.idle();
    looks.length = 0;
    for (let i = 0; i < 5; i++) {
      await put(database, `gathered-${i}`, 3);
      outbox.wake();
    }
    await outbox.idle();
    expect(sent.filter((m) => m.subject.startsWith('gathered-'))).toHaveLength(15);
    expect(looks).toEqual(['outbox_take_due', 'outbox_delete']);
    await outbox.stop();
  });

  it('keeps a mail the mailer refused and tries it again later; gives it up after the last try', async () => {
    let refusals = 0;
    const { mailer, sent } = fakeMailer((mail) => mail.subject.startsWith('flaky ') ? refusals++ < 1 : mail.subject.startsWith('refused '));
    const outbox = new MailOutbox(database, mailer, quiet, quick);
    await put(database, 'flaky', 1);
    await put(database, 'refused', 1);
    outbox.start();
    await expect.poll(() => sent.filter((m) => m.subject === 'flaky 0').length, { timeout: 5_000 }).toBe(1);
    await expect.poll(() => left(database, 'refused'), { timeout: 5_000 }).toEqual([]);
    expect(sent.filter((m) => m.subject === 'refused 0')).toEqual([]);
    await outbox.stop();
  });

  it('takes mails whatever lease they carry on the embedded database: no other process can hold one (the folder is locked)', async () => {
    await put(database, 'orphan', 3, { claimedUntil: new Date(Date.now() + 3_600_000), attempts: 1 });
    const { mailer, sent } = fakeMailer();
    const outbox = new MailOutbox(database, mailer, quiet);
    outbox.start();
    await expect.poll(() => sent.filter((m) => m.subject.startsWith('orphan ')).length).toBe(3);
    await outbox.stop();
  });

  it('stops without losing anything: what it did not send stays for the next start', async () => {
    const { mailer } = fakeMailer();
    const outbox = new MailOutbox(database, mailer, quiet);
    await outbox.stop();
    await put(database, 'after-stop', 2);
    outbox.wake();
    expect(await left(database, 'after-stop')).toHaveLength(2);
    await database.db.delete(mailOutbox).where(like(mailOutbox.subject, 'after-stop %'));
  });

  it('reclaims the space of sent mails itself (the embedded database has no autovacuum), so the table does not grow with every mail ever sent', async () => {
    const { mailer, sent } = fakeMailer();
    const outbox = new MailOutbox(database, mailer, quiet, { ...defaultOutboxPolicy, chunk: 500 });
    outbox.start();
    const size = async () => only(((await database.db.execute(sql`select pg_relation_size('mail_outbox')::int as bytes`)) as unknown as { rows: Array<{ bytes: number }> }).rows, 'size of mail_outbox').bytes;
    const sizes: number[] = [];
    for (let round = 0; round < 3; round++) {
      await put(database, `bulk-${round}`, 2_500);
      outbox.wake();
      await expect.poll(() => sent.filter((m) => m.subject.startsWith(`bulk-${round} `)).length, { timeout: 20_000 }).toBe(2_500);
      await outbox.idle();
      sizes.push(await size());
    }
    // Without the vacuum each round would add its 2,500 rows' pages to the file.
    expect(itemAt(sizes, 2, 'size after the third round')).toBeLessThanOrEqual(itemAt(sizes, 0, 'size after the first round') * 1.2);
    await outbox.stop();
  }, 60_000);

  it('logs and carries on when the database is away, never throwing at its caller', async () => {
    const gone = await openDatabase({ inMemory: true });
    const { mailer } = fakeMailer();
    const logged: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
    const outbox = new MailOutbox(gone, mailer, log, quick);
    outbox.start();
    await gone.close();
    outbox.wake();
    await outbox.idle();
    expect(logged.join('')).toContain('mail outbox: could not read or update the outbox');
    await outbox.stop();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the outbox on PostgreSQL, two instances', () => {
  let schema: FreshSchema | undefined;
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    await schema?.drop();
  });

  it('two senders never send one mail twice (rows are taken with SKIP LOCKED under a lease)', async () => {
    schema = await freshSchema(process.env.TEST_DATABASE_URL!, 'outbox');
    for (let i = 0; i < 2; i++) opened.push(await openDatabase({ databaseUrl: schema.url }));
    const first = itemAt(opened, 0, 'first database connection');
    const tag = `shared-${randomUUID().slice(0, 8)}`;
    await put(first, tag, 300);
    const mailers = [fakeMailer(), fakeMailer()] as const;
    const outboxes = opened.map((database, i) => new MailOutbox(database, itemAt(mailers, i, 'fake mailer of the connection').mailer, quiet, { ...defaultOutboxPolicy, chunk: 10 }));
    for (const o of outboxes) o.start();
    const all = () => [...mailers[0].sent, ...mailers[1].sent].filter((m) => m.subject.startsWith(`${tag} `));
    await expect.poll(() => all().length, { timeout: 10_000 }).toBe(300);
    await Promise.all(outboxes.map((o) => o.idle()));
    expect(new Set(all().map((m) => m.subject)).size).toBe(300);
    expect(mailers[0].sent.length).toBeGreaterThan(0);
    expect(mailers[1].sent.length).toBeGreaterThan(0);
    expect(await left(first, tag)).toEqual([]);
    await Promise.all(outboxes.map((o) => o.stop()));
  }, 30_000);

  it('leaves a mail another live instance holds, and takes it once that lease has run out', async () => {
    const database = itemAt(opened, 0, 'database connection opened by the previous test');
    const tag = `leased-${randomUUID().slice(0, 8)}`;
    await put(database, tag, 1, { claimedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    const { mailer, sent } = fakeMailer();
    const outbox = new MailOutbox(database, mailer, quiet, quick);
    outbox.start();
    await outbox.idle(); // its first look at the outbox is over
    expect(sent.filter((m) => m.subject.startsWith(tag))).toEqual([]);
    await database.db.update(mailOutbox).set({ claimedUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.subject, `${tag} 0`));
    await expect.poll(() => sent.filter((m) => m.subject.startsWith(tag)).length, { timeout: 5_000 }).toBe(1);
    await outbox.stop();
  });
});
