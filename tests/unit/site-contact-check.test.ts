import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf, realFile } from './config-fixture';
import { contactSentenceProblems } from '../../engine/config/contact-sentence';

const site = 'config/site.yaml';

describe('site.yaml contact: (what a page offers where it needs JavaScript)', () => {
  it('is compiled into the site settings', () => {
    const result = loadWith();
    if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
    expect(result.value.site.contact).toEqual({ email: expect.stringContaining('@'), phone: expect.stringMatching(/^\+/) });
  });

  it('is required', () => {
    const changed = edit(site, /\ncontact:\n {2}email: [^\n]+\n {2}phone: [^\n]+\n/.exec(realSite())![0], '\n');
    expect(errorLines(changed)).toContain(`${site}:5:1 is missing the required key "contact"`);
  });

  it('refuses an e-mail that is no address and a phone that is no international number, at the value', () => {
    const [, email = '', phone = ''] = /\ncontact:\n {2}email: ([^\n]+)\n {2}phone: ([^\n]+)/.exec(realSite())!;
    const badEmail = edit(site, `email: ${email}`, 'email: sales.meridiantrade.example');
    const at = positionOf(badEmail[site], 'sales.meridiantrade.example');
    expect(errorLines(badEmail)).toContain(`${site}:${at.line}:${at.column} /contact/email must be an e-mail address like sales@example.com`);
    const badPhone = edit(site, `email: ${email}\n  phone: ${phone}`, `email: ${email}\n  phone: "021 5888 0100"`);
    const where = positionOf(badPhone[site], '"021 5888 0100"');
    expect(errorLines(badPhone)).toContain(`${site}:${where.line}:${where.column} /contact/phone must be an international number like +86 21 5888 0100`);
  });

  it('refuses a locale whose sentence drops a link or fills a placeholder nobody gives, at the sentence', () => {
    const file = 'locales/ru/common.yaml';
    const changed = edit(file, '<phone>{{phone}}</phone>.', '{{telefon}}.');
    const { line } = positionOf(changed[file], 'form: "');
    const lines = errorLines(changed);
    expect(lines).toContain(`${file}:${line}:9 /noScript/form must show <phone>{{phone}}</phone>: it becomes the tel: link of site.yaml contact.phone`);
    expect(lines).toContain(`${file}:${line}:9 /noScript/form uses {{telefon}}, which is not filled here (only {{email}} and {{phone}} are)`);
  });

  it('refuses a locale without the sentence', () => {
    const file = 'locales/en/common.yaml';
    const changed = edit(file, '\n  payment: "Your order', '\n  paymentX: "Your order');
    expect(errorLines(changed).some((l) => l.startsWith(`${file}:`) && l.includes('is missing "noScript.payment"'))).toBe(true);
  });
});

describe('contactSentenceProblems', () => {
  it('accepts a sentence with both links, in any order', () => {
    expect(contactSentenceProblems('Call <phone>{{phone}}</phone> or write to <email>{{email}}</email>.')).toEqual([]);
  });

  it('names each missing link, stray placeholder and unknown tag', () => {
    expect(contactSentenceProblems('Write to {{email}} or <b>call</b> {{ phone }} ({{hours}}).')).toEqual([
      'must show <email>{{email}}</email>: it becomes the mailto: link of site.yaml contact.email',
      'must show <phone>{{phone}}</phone>: it becomes the tel: link of site.yaml contact.phone',
      'uses {{hours}}, which is not filled here (only {{email}} and {{phone}} are)',
      'has the tag <b>, which is not a link here (only <email> and <phone> are)',
    ]);
  });
});

function realSite(): string {
  return realFile(site);
}
