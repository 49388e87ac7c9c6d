import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { submissions } from '../db/schema.js';
import type { Envelope } from './envelope.js';

/** A form's `stored` name in config/forms.yaml (the form id unless it says otherwise). */
export type SubmissionType = string;

export interface NewSubmission {
  type: SubmissionType;
  locale: string;
  email?: string;
  payload: unknown;
  idempotencyKey?: string;
}

/** The answer already given for this Idempotency-Key, if a submission used it. */
export async function previousAnswer(db: AppDatabase, idempotencyKey: string | undefined): Promise<Envelope | undefined> {
  if (!idempotencyKey) return undefined;
  const [row] = await db.select({ answer: submissions.answer }).from(submissions).where(eq(submissions.idempotencyKey, idempotencyKey));
  return row?.answer as Envelope | undefined;
}

/**
 * Stores a submission and the answer that will be given for it, in the same row, so a retry with
 * the same Idempotency-Key gets the same answer and the submission is stored once.
 */
export async function storeSubmission(
  db: AppDatabase,
  input: NewSubmission,
  answer: (id: string) => Envelope,
): Promise<{ answer: Envelope; stored?: NewSubmission & { id: string } }> {
  const id = randomUUID();
  const reply = answer(id);
  const inserted = await db
    .insert(submissions)
    .values({ id, type: input.type, locale: input.locale, email: input.email ?? null, payload: input.payload, idempotencyKey: input.idempotencyKey ?? null, answer: reply })
    .onConflictDoNothing({ target: submissions.idempotencyKey })
    .returning({ id: submissions.id });
  if (inserted.length === 1) return { answer: reply, stored: { ...input, id } };
  return { answer: (await previousAnswer(db, input.idempotencyKey))! };
}
