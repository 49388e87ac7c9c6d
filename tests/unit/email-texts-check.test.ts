import { describe, expect, it } from 'vitest';
import { edit, errorLines } from './config-fixture';

// Issue 35: the order e-mails and the pieces they are filled with (emails.yaml parts:) are held to
// the rules of the code mails: in every locale, showing what they must, using only what is filled,
// and a plural piece in each plural form of its language.

describe('the order e-mails in the config check', () => {
  it('refuses a Russian term without its "few" form, and a piece that uses a placeholder nobody fills', () => {
    const file = 'locales/ru/emails.yaml';
    const withoutFew = edit(file, '  termYears_few: "{{count}} года"\n', '')[file];
    const changed = { [file]: withoutFew.replace('offline: пакет больше не продаётся.', 'offline: "пакет {{name}} больше не продаётся."') };
    const lines = errorLines(changed).join('\n');
    expect(lines).toContain('lacks "termYears_few": a plural text in "ru" needs the forms one, few, many, other');
    expect(lines).toContain('/parts/lapse/offline uses {{name}}, which is not filled here');
  });

  it('refuses a bank-transfer lapse notice that no longer says where to write for a refund', () => {
    const file = 'locales/en/emails.yaml';
    const changed = edit(file, 'write to {{billingEmail}} with the payment reference', 'write to us with the payment reference');
    expect(errorLines(changed).join('\n')).toContain('/orderLapsedTransfer/body must show {{billingEmail}}: the mail is useless without it');
  });

  it('refuses an order mail missing in one locale', () => {
    const file = 'locales/zh-cn/emails.yaml';
    const changed = edit(file, 'orderReminder:\n  subject: "提醒：订单 {{orderId}} 保留至 {{deadline}}"\n', 'orderReminder:\n');
    expect(errorLines(changed).join('\n')).toContain('is missing "orderReminder.subject", which the server\'s e-mails use');
  });
});
