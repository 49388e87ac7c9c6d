import { randomUUID } from 'node:crypto';
import { encodeWords, foldLines, hasLongerLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';
import type { Mail } from './mail.js';

/** A header's value on one line: a line break in it would start another header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** Folded at 76 characters, non-ASCII words as encoded words (RFC 2047), as nodemailer writes headers. */
function header(name: string, value: string): string {
  const encoded = isPlainText(value) ? value : encodeWords(value, 'Q', 52, true);
  return foldLines(`${name}: ${oneLine(encoded)}`, 76).replace(/\r\n/g, '\n');
}

/**
 * An e-mail as the local outbox writes it (no SMTP_URL): one text/plain part in UTF-8, 7bit when
 * it is short ASCII lines, otherwise quoted-printable, with nodemailer's own encoding helpers, so
 * the file reads like the one nodemailer's stream transport wrote before. Built as one string:
 * the full composer (streams, plugins, address parsing) took about 0.3 ms a message, more than
 * storing the submission the message announces.
 */
export function emlMessage(mail: Mail, options: { from: string; date?: Date }): string {
  const date = options.date ?? new Date();
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  const text = mail.text.replace(/\r\n?/g, '\n');
  const plain = isPlainText(text) && !hasLongerLines(text, 76);
  return [
    header('From', options.from),
    header('To', mail.to),
    header('Subject', mail.subject),
    `Message-ID: <${randomUUID()}@${oneLine(domain)}>`,
    `Content-Transfer-Encoding: ${plain ? '7bit' : 'quoted-printable'}`,
    `Date: ${date.toUTCString().replace(/GMT$/, '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    plain ? text : wrapQuotedPrintable(quotedPrintable(text), 76).replace(/\r\n/g, '\n'),
  ].join('\n') + '\n';
}
