import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../db/database.js';
import { submissions } from '../db/schema.js';
import type { Envelope } from './envelope.js';
import { claimKey, type KeyUse } from './idempotency.js';

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

/**
 * Stores a submission, and under its Idempotency-Key the answer that will be given for it, in
 * one transaction (`db`), so a retry with the same key gets the same answer and the submission is
 * stored once. The key is claimed first: when a twin request holds it, this throws AnsweredEarlier
 * and nothing is stored.
 */
export async function storeSubmission(
  db: AppDatabase,
  input: NewSubmission,
  answer: (id: string) => Envelope,
): Promise<{ answer: Envelope; stored: NewSubmission & { id: string } }> {
  const id = randomUUID();
  const reply = answer(id);
  if (input.keyUse) await claimKey(db, input.keyUse, reply);
  await db.insert(submissions).values({ id, type: input.type, locale: input.locale, email: input.email ?? null, payload: input.payload, idempotencyKey: input.keyUse?.key ?? null, answer: reply });
  return { answer: reply, stored: { ...input, id } };
}
