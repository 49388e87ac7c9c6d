import type { OutboxMail } from '../mail/mail-outbox.js';
import type { NewSubmission } from './submissions.js';

const titles: Record<string, string> = {
  demo: 'Demo request',
  contact: 'Contact message',
  'credit-report': 'Credit report enquiry',
  'debt-claim': 'Debt collection claim',
  'package-purchase': 'Package purchase',
};

/**
 * The mail that tells the sales address (site.yaml notifications.salesEmail) about a submission.
 * It is stored in the outbox with the submission, in the same statement (submissions.ts), and
 * sent from there (server/mail/mail-outbox.ts): a stored submission always gets its mail, also
 * when the server is killed right after answering, and a mail failure never fails the submission.
 */
export function salesNotification(salesEmail: string | undefined, submission: NewSubmission & { id: string }): OutboxMail | undefined {
  if (!salesEmail) return undefined;
  const lines = Object.entries(submission.payload as Record<string, unknown>).map(
    ([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return {
    to: salesEmail,
    subject: `${titles[submission.type] ?? submission.type} (${submission.locale})${submission.email ? ` from ${submission.email}` : ''}`,
    text: [`A visitor sent a ${titles[submission.type]?.toLowerCase() ?? submission.type}.`, '', ...lines, '', `Submission id: ${submission.id}`].join('\n'),
  };
}
