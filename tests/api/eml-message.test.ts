import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { emlMessage } from '../../server/mail/eml-message';
import { createMailer, type Mail } from '../../server/mail/mailer';
import { itemAt, present } from '../unit/present';

// The local outbox's .eml files (no SMTP_URL): written by server/mail/eml-message.ts instead of
// nodemailer's composer, and read the same by anyone reading them.

/** Headers unfolded and their encoded words decoded; the body decoded by its transfer encoding. */
function read(raw: string): { headers: Record<string, string>; text: string } {
  const [head, ...rest] = raw.split('\n\n');
  const headers: Record<string, string> = {};
  for (const line of present(head, 'the head of the message').replace(/\r?\n[ \t]/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    const words = line.slice(at + 1).trim().replace(/\?=\s+=\?/g, '?==?');
    headers[line.slice(0, at).toLowerCase()] = words.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) => kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
  }
  const body = rest.join('\n\n');
  const encoding = headers['content-transfer-encoding'];
  const text = encoding === 'quoted-printable'
    ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

const mails: Mail[] = [
  { to: 'sales@meridiantrade.example', subject: 'Debt collection claim (en) from bench.creditor@example.com', text: `A visitor sent a debt collection claim.\n\ncreditor: ${JSON.stringify({ companyName: 'Bench Exports Ltd', contactName: 'Bench Creditor' })}\n\nSubmission id: 0f6b` },
  { to: 'buyer@lamps.example', subject: 'Your verification code: 123456', text: 'Your verification code is 123456. It is valid for 10 minutes.\n\nIf you did not ask for it, ignore this message.' },
  { to: 'sales@meridiantrade.example', subject: 'Заявка на демонстрацию (ru) from olga@kazan-import.example — 请求演示', text: 'Привет, мир\n中文的留言\n<script>alert(1)</script> & "quotes" = signs\n' + 'x'.repeat(180) },
  { to: 'sales@meridiantrade.example', subject: 'Line\r\nBcc: attacker@evil.example', text: 'a line with trailing spaces   \nand a tab\there' },
];

describe('the outbox\'s .eml files', () => {
  it('read the same as nodemailer\'s: addresses, subject and text, whatever the script or line length', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    for (const mail of mails) {
      const ours = read(emlMessage(mail, { from: 'Meridian Trade <no-reply@meridiantrade.example>' }));
      const theirs = read(((await transport.sendMail({ from: 'Meridian Trade <no-reply@meridiantrade.example>', ...mail })).message as Buffer).toString());
      for (const header of ['from', 'to', 'mime-version', 'content-type']) expect(ours.headers[header], header).toBe(theirs.headers[header]);
      expect(ours.headers.subject).toBe(present(theirs.headers.subject, 'the subject nodemailer wrote').replace(/\s+/g, ' '));
      expect(ours.text).toBe(theirs.text);
      expect(ours.text).toBe(`${mail.text}\n`);
      expect(ours.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@meridiantrade\.example>$/);
      expect(new Date(present(ours.headers.date, 'the date header')).getTime()).not.toBeNaN();
    }
  });

  it('never lets a line break in a header start another header', () => {
    const raw = emlMessage(itemAt(mails, 3, 'the mail with a line break in its subject'), { from: 'no-reply@localhost' });
    expect(itemAt(raw.split('\n\n'), 0, 'the head of the message').split('\n').some((line) => /^bcc:/i.test(line))).toBe(false);
    expect(read(raw).headers.subject).toBe('Line Bcc: attacker@evil.example');
  });

  it('keeps short ASCII lines readable as they are (the verification code can be read from the file)', () => {
    const raw = emlMessage(itemAt(mails, 1, 'the verification code mail'), { from: 'no-reply@localhost' });
    expect(raw).toContain('Content-Transfer-Encoding: 7bit');
    expect(raw).toContain('Subject: Your verification code: 123456\n');
    expect(raw).toContain('\n\nYour verification code is 123456. It is valid for 10 minutes.');
  });
});

describe('the local outbox folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one file per mail, also for many mails to one address in the same millisecond, newest last by name', async () => {
    const mailer = createMailer({ outboxDir: dir, from: 'no-reply@localhost', log: pino({ level: 'silent' }) });
    await Promise.all(Array.from({ length: 50 }, (_, i) => mailer.send({ to: 'sales@meridiantrade.example', subject: `Claim ${i}`, text: `number ${i}` })));
    const files = readdirSync(dir).filter((f) => f.endsWith('-sales@meridiantrade.example.eml')).sort();
    expect(files).toHaveLength(50);
    expect(read(readFileSync(join(dir, files.at(-1)!), 'utf8')).text).toBe('number 49\n');
  });
});
