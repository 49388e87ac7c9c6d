/**
 * An SMTP peer on 127.0.0.1 that keeps every message: counting mails per address is exact here,
 * where outbox file names (one per millisecond and address) could hide two mails sent at once.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  mails: Array<{ to: string[]; raw: string }>;
  to(address: string): Array<{ to: string[]; raw: string }>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SmtpSink['mails'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // A server killed mid-conversation resets its connection: that is the kill, not a failure here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of the newest mail to the address. */
export function codeMailedTo(sink: SmtpSink, address: string): string | undefined {
  const mail = sink.to(address).at(-1);
  return mail ? codeIn(mail) : undefined;
}

/**
 * A code in a mail: six digits after the word "code" in its subject or text (whatever the
 * wording or language around it), else six digits standing alone in its subject.
 */
export function codeIn(mail: { raw: string }): string | undefined {
  const { subject, body } = mailText(mail);
  const text = `${subject}\n${body}`;
  return /code[^0-9\n]{0,40}\b(\d{6})\b/i.exec(text)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(subject)?.[1];
}

/**
 * A mail's subject and body as readable text: encoded words, quoted-printable and base64 decoded,
 * each part of a multipart mail in turn. Enough for the mails this server writes (nodemailer).
 */
export function mailText(mail: { raw: string }): { subject: string; body: string } {
  const { headers, body } = splitHeaders(mail.raw);
  return { subject: decodeWords(headers.get('subject') ?? ''), body: decodePart(headers, body) };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith('--')).map((part) => {
      const inner = splitHeaders(part.replace(/^\r?\n/, ''));
      return decodePart(inner.headers, inner.body);
    }).join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  return body;
}

function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  return bytes.toString('utf8');
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')));
}
