import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written to the outbox folder as an .eml
 * file and logged, so someone trying the site locally can read their verification code.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(options.outboxDir, { recursive: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^A-Za-z0-9@.-]/g, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      // Not the address or subject (it holds the code): the log keeps nothing a visitor typed.
      options.log.info({ outbox: options.outboxDir }, 'e-mail written to the outbox');
    },
  };
}
