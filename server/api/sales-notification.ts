import type { OutboxMail } from '../mail/mail-outbox.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { lookupMessage } from '../../engine/config/message-lookup.js';
import { localizedMail, salesLocale } from '../mail/localized-mail.js';
import type { NewSubmission } from './submissions.js';

/**
 * The mail that tells the sales address (site.yaml notifications.salesEmail) about a submission,
 * in the sales team's language (salesLocale, emails.yaml salesSubmission): the form's title as
 * that language's forms.yaml names it, and each field as it was sent.
 * It is stored in the outbox with the submission, in the same statement (submissions.ts), and
 * sent from there (server/mail/mail-outbox.ts): a stored submission always gets its mail, also
 * when the server is killed right after answering, and a mail failure never fails the submission.
 */
export function salesNotification(model: Pick<SiteModel, 'messages' | 'site'>, submission: NewSubmission & { id: string }): OutboxMail | undefined {
  const salesEmail = model.site.notifications?.salesEmail;
  if (!salesEmail) return undefined;
  const locale = salesLocale(model);
  const lines = Object.entries(submission.payload as Record<string, unknown>).map(
    ([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  const forms = model.messages[locale as keyof SiteModel['messages']]?.forms;
  return localizedMail(model, {
    to: salesEmail,
    locale,
    mail: 'salesSubmission',
    values: {
      form: lookupMessage(forms, `${submission.type}.title`) ?? submission.type,
      locale: submission.locale,
      email: submission.email ?? '',
      fields: lines.join('\n'),
      submissionId: submission.id,
    },
  });
}
