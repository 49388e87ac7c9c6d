/**
 * An SMTP peer on 127.0.0.1 that keeps every message: counting mails per address is exact here,
 * where outbox file names (one per millisecond and address) could hide two mails sent at once.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { codeIn } from './mail-text.js';

export { codeIn, mailText } from './mail-text.js';

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
