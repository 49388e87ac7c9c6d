import { csvCell } from './csv-cell.js';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { submissions } from '../db/schema.js';
import type { SubmissionType } from '../api/submissions.js';

/** The types submissions are stored under: each form's `stored` name in config/forms.yaml (login and register store none). */
export function submissionTypesOf(forms: Record<string, { stored?: string }>): SubmissionType[] {
  return [...new Set(Object.values(forms).flatMap((f) => (f.stored ? [f.stored] : [])))].sort();
}

export interface SubmissionRow {
  id: string;
  type: string;
  locale: string;
  email: string | null;
  createdAt: string;
  payload: Record<string, unknown>;
}

export async function listSubmissions(db: AppDatabase, filter: { type?: SubmissionType; since?: Date }): Promise<SubmissionRow[]> {
  const rows = await db
    .select()
    .from(submissions)
    .where(and(filter.type ? eq(submissions.type, filter.type) : undefined, filter.since ? gte(submissions.createdAt, filter.since) : undefined))
    .orderBy(asc(submissions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    locale: r.locale,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    payload: r.payload as Record<string, unknown>,
  }));
}

/**
 * The forms' fields that hold a phone number (their ui:inputType is tel, schemas/forms/*.ui.json):
 * only in these columns is a leading + kept as data. A tel field inside a group (the debt claim's
 * creditor.phone) is part of the group's JSON cell, which never starts with +.
 */
export const phoneFields: readonly string[] = ['mobile', 'phone'];

/** RFC 4180 CSV, one column per form field (cells as csvCell writes them). */
export function submissionsToCsv(rows: SubmissionRow[]): string {
  const fixed = ['id', 'type', 'locale', 'email', 'created_at'];
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.payload)))].filter((f) => !fixed.includes(f));
  const header = [...fixed, ...fields];
  const lines = rows.map((r) => [
    ...[r.id, r.type, r.locale, r.email, r.createdAt].map((value) => csvCell(value)),
    ...fields.map((f) => csvCell(r.payload[f], { phone: phoneFields.includes(f) })),
  ].join(','));
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
