import type { Prepared } from '../db/database.js';
import type { OutboxMail } from '../mail/mail-outbox.js';
import type { Envelope } from './envelope.js';
import type { KeyUse } from './idempotency.js';

/** A form's `stored` name in config/forms.yaml (the form id unless it says otherwise). */
export type SubmissionType = string;

export interface NewSubmission {
  type: SubmissionType;
  locale: string;
  email?: string;
  payload: unknown;
  /** The request's Idempotency-Key, bound to it (idempotency.ts). */
  keyUse?: KeyUse;
}

/** A submission ready to store: its id and answer decided, and the mail that announces it. */
export interface SubmissionRow extends NewSubmission {
  id: string;
  answer: Envelope;
  mail?: OutboxMail;
}

/**
 * Stores submissions in one statement, which is atomic by itself: each row's Idempotency-Key
 * (claimed with the answer it will give), the row, and its mail in the outbox, all or none. A row
 * whose key is already taken is not stored, and its id is missing from the result: taken by an
 * earlier request, or by one being stored elsewhere (PostgreSQL makes this statement wait for
 * that one's commit, so the key's answer is there to read afterwards). Keys are claimed in key
 * order, so two instances storing overlapping keys cannot deadlock. The rows travel as one JSON
 * parameter, so the statement's text is the same for any number of rows, and it is prepared once.
 */
export const storeSubmissionsStatement = `
  with batch as (
    select * from jsonb_to_recordset($1::jsonb) as r(
      id uuid, type text, locale text, email text, payload jsonb, answer jsonb,
      idempotency_key text, endpoint text, caller integer, body_hash text,
      mail_to text, mail_subject text, mail_body text)
  ),
  claimed as (
    insert into idempotency_keys (key, endpoint, caller, body_hash, answer)
    select idempotency_key, endpoint, caller, body_hash, answer from batch
    where idempotency_key is not null
    order by idempotency_key
    on conflict (key) do nothing
    returning key
  ),
  stored as (
    insert into submissions (id, type, locale, email, payload, idempotency_key, answer)
    select id, type, locale, email, payload, idempotency_key, answer from batch
    where idempotency_key is null or idempotency_key in (select key from claimed)
    returning id
  ),
  mailed as (
    insert into mail_outbox (recipient, subject, body)
    select batch.mail_to, batch.mail_subject, batch.mail_body from batch join stored on stored.id = batch.id
    where batch.mail_to is not null
  )
  select id::text as id from stored`;

/**
 * Runs storeSubmissionsStatement for these rows (at most one per key: a twin waits for the first
 * to be stored, submission-batches.ts) and answers the ids stored. `run` is the database's
 * prepared statement, or the statement in a transaction (statementIn).
 */
export async function storeSubmissionRows(run: Prepared, rows: readonly SubmissionRow[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const batch = JSON.stringify(rows.map((row) => ({
    id: row.id,
    type: row.type,
    locale: row.locale,
    email: row.email ?? null,
    payload: row.payload,
    answer: row.answer,
    idempotency_key: row.keyUse?.key ?? null,
    endpoint: row.keyUse?.endpoint ?? null,
    caller: row.keyUse?.caller ?? null,
    body_hash: row.keyUse?.bodyHash ?? null,
    mail_to: row.mail?.to ?? null,
    mail_subject: row.mail?.subject ?? null,
    mail_body: row.mail?.text ?? null,
  })));
  const stored = await run<{ id: string }>([batch]);
  return new Set(stored.map((row) => row.id));
}
