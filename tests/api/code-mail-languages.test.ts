import { describe, expect, it } from 'vitest';
import { apiForThisFile, codeFrom, siteModel } from './api-harness';
import { postJson } from './purchase-helpers';
import { mailText } from '../../scripts/reliability/mail-text';
import { lookupMessage } from '../../engine/config/message-lookup';
import { fillMailPlaceholders } from '../../engine/config/email-text-keys';

// Issue 35: the audit said registration codes went out in English. The send-code calls of the
// registration, the purchase and the password reset name the page's locale, and the code mail is
// written in it (locales/<locale>/emails.yaml), in each of the site's languages.

const api = apiForThisFile();
const model = siteModel();
const expectedSubject = (locale: 'zh-cn' | 'en' | 'ru', mail: string, code: string) =>
  fillMailPlaceholders(lookupMessage(model.messages[locale].emails, `${mail}.subject`)!, { code });

describe('code mails in the language of the page they were asked on', () => {
  for (const locale of ['zh-cn', 'en', 'ru'] as const) {
    it(`registration and purchase codes in ${locale}`, async () => {
      for (const [path, mail] of [['/console/user/register/sendCode', 'registerCode'], ['/pay/payment/sendCode', 'purchaseCode']] as const) {
        const email = `${mail.toLowerCase()}.${locale}@languages.example`;
        expect((await postJson(api().base, path, { email, locale })).answer.code).toBe(1);
        const received = api().smtp.inbox.filter((m) => m.to.includes(email)).at(-1)!;
        expect(mailText(received).subject).toBe(expectedSubject(locale, mail, codeFrom(received)));
      }
    });
  }

  it('a locale the site does not have is written in the site\'s first', async () => {
    const email = 'unknown.locale@languages.example';
    expect((await postJson(api().base, '/console/user/register/sendCode', { email, locale: 'de' })).answer.code).toBe(1);
    const received = api().smtp.inbox.filter((m) => m.to.includes(email)).at(-1)!;
    expect(mailText(received).subject).toBe(expectedSubject(model.site.locales[0]!.id as 'zh-cn', 'registerCode', codeFrom(received)));
  });
});
