import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer.js';
import type { NewSubmission } from './submissions.js';

const titles: Record<string, string> = {
  demo: 'Demo request',
  contact: 'Contact message',
  'credit-report': 'Credit report enquiry',
  'debt-claim': 'Debt collection claim',
  'package-purchase': 'Package purchase',
};

/**
 * Tells the sales address (site.yaml notifications.salesEmail) about a stored submission. Runs
 * after the answer is decided and never throws: the submission is already safe in the database.
 */
export function notifySales(mailer: Mailer, salesEmail: string | undefined, submission: NewSubmission & { id: string }, log: FastifyBaseLogger): void {
  if (!salesEmail) return;
  const lines = Object.entries(submission.payload as Record<string, unknown>).map(
    ([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  mailer
    .send({
      to: salesEmail,
      subject: `${titles[submission.type] ?? submission.type} (${submission.locale})${submission.email ? ` from ${submission.email}` : ''}`,
      text: [`A visitor sent a ${titles[submission.type]?.toLowerCase() ?? submission.type}.`, '', ...lines, '', `Submission id: ${submission.id}`].join('\n'),
    })
    .catch((error: unknown) => log.warn({ err: error, submission: submission.id }, 'sales notification could not be sent'));
}
