import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase, Database, Prepared } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import type { Mail, Mailer } from './mailer.js';

export interface OutboxPolicy {
  /** How long a sender holds the rows it took; another instance takes them after that. */
  leaseSeconds: number;
  /** Rows taken at a time. */
  chunk: number;
  /** Messages handed to the mailer at once (SMTP connections, files being written). */
  concurrency: number;
  /** A message that failed this many times is given up (and logged). */
  maxAttempts: number;
  /** The first retry's wait; each further one waits twice as long. */
  retrySeconds: number;
  /** How often the outbox is looked at without being woken: retries, rows of a dead instance. */
  pollSeconds: number;
  /**
   * How long a wake waits before looking, so the mails of the batches committed meanwhile are
   * sent together: each look costs two statements (read, delete) whatever it finds.
   */
  gatherMs: number;
}

/** Sent mails whose space the embedded database reclaims at once (see vacuumIfEmbedded). */
const vacuumAfterDeletions = 2_000;

export const defaultOutboxPolicy: OutboxPolicy = { leaseSeconds: 60, chunk: 200, concurrency: 8, maxAttempts: 5, retrySeconds: 60, pollSeconds: 15, gatherMs: 20 };

/** A mail to store in the outbox in the same transaction as what it announces. */
export type OutboxMail = Mail;

/**
 * Stores mails in the outbox with `db`, the transaction that writes what they announce (an order,
 * its payment): they are sent if and only if it commits, also when the process dies right after
 * the commit. The caller wakes the outbox once the transaction has committed.
 */
export async function enqueueMails(db: AppDatabase, mails: readonly OutboxMail[]): Promise<void> {
  if (!mails.length) return;
  await db.insert(mailOutbox).values(mails.map((mail) => ({ recipient: mail.to, subject: mail.subject, body: mail.text })));
}

type Taken = { id: number; recipient: string; subject: string; body: string; attempt: number };

/**
 * Sends what was stored in mail_outbox (migration 0011): woken when a transaction that wrote mails
 * committed, and every pollSeconds. On PostgreSQL rows are taken under a lease with SKIP LOCKED,
 * so instances never take the same row, and a row whose instance was killed is sent by whichever
 * takes it after the lease. At least once: a kill between sending and deleting the row sends that
 * mail again.
 */
export class MailOutbox {
  private draining: Promise<void> | undefined;
  private wokenWhileDraining = false;
  private looking = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private deletedSinceVacuum = 0;

  private readonly statements: Record<'takeDue' | 'lease' | 'delete', Prepared>;

  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly policy: OutboxPolicy = defaultOutboxPolicy,
  ) {
    this.statements = {
      takeDue: database.prepared('outbox_take_due',
        'select id::int as id, recipient, subject, body, attempts + 1 as attempt from mail_outbox where next_attempt_at <= now() order by id limit $1'),
      lease: database.prepared('outbox_lease', `
        update mail_outbox set claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
          order by id limit $2
          for update skip locked)
        returning id::int as id, recipient, subject, body, attempts as attempt`),
      delete: database.prepared('outbox_delete', "delete from mail_outbox where id = any(string_to_array($1, ',')::bigint[])"),
    };
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.policy.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Mails were committed: send them soon (gatherMs) rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      // A wake before the look has begun is answered by that look; one after it, by another.
      if (this.looking) this.wokenWhileDraining = true;
      return;
    }
    this.draining = new Promise((resolve) => setTimeout(resolve, this.policy.gatherMs)).then(() => this.drain()).finally(() => {
      this.draining = undefined;
      if (this.wokenWhileDraining) {
        this.wokenWhileDraining = false;
        this.wake();
      }
    });
  }

  /** Waits for the chunk being sent; what is left stays in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
  }

  /** Resolves once nothing due is left (tests, and the bench's check that mails kept up). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drain(): Promise<void> {
    this.looking = true;
    try {
      while (!this.stopped) {
        const taken = await this.take();
        if (taken.length) await this.send(taken);
        if (taken.length < this.policy.chunk) break;
      }
      await this.vacuumIfEmbedded();
    } catch (error) {
      // The database is away (it is checked again at the next wake or poll); never a crash.
      this.log.error({ err: error }, 'mail outbox: could not read or update the outbox');
    } finally {
      this.looking = false;
    }
  }

  /**
   * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: without this the
   * space of every sent (deleted) mail would stay, and each look at the outbox would step over
   * them all. Done once the outbox is drained, after enough deletions to be worth it.
   */
  private async vacuumIfEmbedded(): Promise<void> {
    if (this.database.kind !== 'pglite' || this.deletedSinceVacuum < vacuumAfterDeletions || this.stopped) return;
    this.deletedSinceVacuum = 0;
    await this.database.exec('vacuum mail_outbox');
  }

  /**
   * Due rows, oldest first. On PostgreSQL they are leased (other instances skip them until the
   * lease ends); the embedded database has no other instance (its folder is locked), and this
   * sender never takes twice at once, so reading them is enough: no write per mail to lease it.
   * `attempt` is the number of the try about to be made.
   */
  private async take(): Promise<Taken[]> {
    const { chunk, leaseSeconds } = this.policy;
    if (this.database.kind === 'pglite') return this.statements.takeDue<Taken>([chunk]);
    return this.statements.lease<Taken>([leaseSeconds, chunk]);
  }

  private async send(taken: Taken[]): Promise<void> {
    const sent: number[] = [];
    const failed: Taken[] = [];
    // One iterator shared by the workers: each row is sent by exactly one of them.
    const rows = taken.values();
    const worker = async () => {
      for (const row of rows) {
        try {
          await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
          sent.push(row.id);
        } catch (error) {
          // Never the address or subject: they are what a visitor typed.
          this.log.warn({ err: error, outboxId: row.id, attempt: row.attempt }, 'mail outbox: a message could not be sent');
          failed.push(row);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.policy.concurrency, taken.length) }, worker));
    const givenUp = failed.filter((row) => row.attempt >= this.policy.maxAttempts);
    if (givenUp.length) this.log.error({ outboxIds: givenUp.map((row) => row.id) }, `mail outbox: given up after ${this.policy.maxAttempts} tries`);
    const done = [...sent, ...givenUp.map((row) => row.id)];
    if (done.length) await this.statements.delete([done.join(',')]);
    this.deletedSinceVacuum += done.length;
    for (const row of failed.filter((r) => r.attempt < this.policy.maxAttempts)) {
      const waitSeconds = this.policy.retrySeconds * 2 ** (row.attempt - 1);
      await this.database.query(
        'update mail_outbox set attempts = $1, claimed_until = null, next_attempt_at = now() + make_interval(secs => $2) where id = $3',
        [row.attempt, waitSeconds, row.id],
      );
    }
  }
}
