import type { AppDatabase, Database, Prepared } from '../db/database.js';
import { preparedIn } from '../db/statements.js';
import { storeSubmissionRows, storeSubmissionsStatement, type SubmissionRow } from './submissions.js';

/** What became of a submission: stored; not stored, its key being taken; or its captcha or code refused. */
export type StoreOutcome = 'stored' | 'key-taken' | 'refused';

/**
 * A submission to store. A form with a captcha or e-mailed code checks it in the transaction that
 * stores the submission (a spent code stays unspent when storing fails), and its content is made
 * only once the check passed (secrets are hashed then: no CPU for a guess).
 */
export interface SubmissionUnit {
  /** Decided before storing: id, type, locale, e-mail, Idempotency-Key and the answer. */
  row: Omit<SubmissionRow, 'payload' | 'mail'>;
  /** What is kept and mailed, made only for a submission about to be stored. */
  content: () => Promise<Pick<SubmissionRow, 'payload' | 'mail'>>;
  verify?: (tx: AppDatabase) => Promise<boolean>;
}

interface Pending {
  unit: SubmissionUnit;
  row?: SubmissionRow;
  resolve: (outcome: StoreOutcome) => void;
  reject: (error: unknown) => void;
}

/** Rows per statement: 100 bodies of at most 64 KB keep the statement's one parameter under 7 MB. */
export const maxBatchRows = 100;

/** The key a twin would share: submissions with one key are never in the same batch. */
const keyOf = (pending: Pending) => pending.unit.row.keyUse?.key;

/**
 * Group commit of submissions. Each request waits for the commit of the batch that holds its
 * submission, and is answered only then: nothing is acknowledged before it is stored. Requests
 * arriving while a batch is being stored form the next one, so under load one statement stores
 * many submissions (with their keys and outbox mails, submissions.ts) where each used to take a
 * transaction of its own; alone, a request is stored at once as before. A batch whose statement
 * fails is stored again one submission at a time, so one bad row fails only its own request.
 * Several instances (PostgreSQL) each batch their own requests; the database arbitrates between
 * batches as it did between single transactions (keys, locks), see storeSubmissionRows.
 */
export class SubmissionBatches {
  private readonly waiting: Pending[] = [];
  private flushing = false;

  private readonly storeRows: Prepared;

  constructor(private readonly database: Database, private readonly onStored: () => void) {
    this.storeRows = database.prepared('store_submissions', storeSubmissionsStatement);
  }

  store(unit: SubmissionUnit): Promise<StoreOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ unit, resolve, reject });
      if (this.flushing) return;
      this.flushing = true;
      // After the current turn of the event loop: the requests read in it join this batch.
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.waiting.length) await this.storeBatch(this.nextBatch());
    } finally {
      this.flushing = false;
    }
  }

  /** Up to maxBatchRows, in arrival order; a twin of a submission in the batch waits for the next. */
  private nextBatch(): Pending[] {
    const batch: Pending[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < maxBatchRows;) {
      const key = keyOf(this.waiting[i]!); // i < this.waiting.length
      if (key !== undefined && keys.has(key)) {
        i++;
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(...this.waiting.splice(i, 1));
    }
    return batch;
  }

  private async storeBatch(batch: Pending[]): Promise<void> {
    let outcomes: Map<Pending, StoreOutcome>;
    try {
      outcomes = await this.commit(batch);
    } catch (error) {
      const [only, ...others] = batch;
      if (only && others.length === 0) return only.reject(error);
      // Everything was rolled back: each one again on its own, so only a bad one fails.
      for (const pending of batch) await this.storeBatch([pending]);
      return;
    }
    if ([...outcomes.values()].includes('stored')) this.onStored();
    for (const pending of batch) pending.resolve(outcomes.get(pending)!);
  }

  private async commit(batch: Pending[]): Promise<Map<Pending, StoreOutcome>> {
    const plain: Pending[] = [];
    for (const pending of batch) {
      if (pending.unit.verify) continue;
      pending.row ??= { ...pending.unit.row, ...(await pending.unit.content()) };
      plain.push(pending);
    }
    // Without captchas or codes to check, one statement is the whole transaction.
    if (plain.length === batch.length) return outcomesOf(plain, await storeSubmissionRows(this.storeRows, plain.map((p) => p.row!)));
    return this.database.db.transaction(async (tx) => {
      const outcomes = new Map<Pending, StoreOutcome>();
      for (const pending of batch.filter((p) => p.unit.verify)) outcomes.set(pending, await verifiedStore(tx, pending));
      for (const [pending, outcome] of outcomesOf(plain, await storeSubmissionRows(preparedIn(tx, storeSubmissionsStatement), plain.map((p) => p.row!)))) outcomes.set(pending, outcome);
      return outcomes;
    });
  }
}

function outcomesOf(batch: Pending[], stored: Set<string>): Map<Pending, StoreOutcome> {
  return new Map(batch.map((pending) => [pending, stored.has(pending.unit.row.id) ? 'stored' : 'key-taken']));
}

class KeyTaken extends Error {}

/**
 * A submission with a captcha or code, in a savepoint of its own: the check, then the row. When
 * its key turns out to be taken, the savepoint is rolled back, so the captcha or code is not
 * spent by a request that stores nothing (as in the transaction of its own it had before batching).
 */
async function verifiedStore(tx: AppDatabase, pending: Pending): Promise<StoreOutcome> {
  try {
    return await tx.transaction(async (savepoint) => {
      if (!(await pending.unit.verify!(savepoint))) return 'refused';
      const row: SubmissionRow = { ...pending.unit.row, ...(await pending.unit.content()) };
      if (!(await storeSubmissionRows(preparedIn(savepoint, storeSubmissionsStatement), [row])).has(row.id)) throw new KeyTaken();
      return 'stored';
    });
  } catch (error) {
    if (error instanceof KeyTaken) return 'key-taken';
    throw error;
  }
}
