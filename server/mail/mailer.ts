import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { emlMessage } from './eml-message.js';

import type { Mail } from './mail.js';

export type { Mail } from './mail.js';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written to the outbox folder as an .eml
 * file and logged, so someone trying the site locally can read their verification code. A file's
 * name is its time, a counter and the address: the time alone (one per millisecond and address)
 * let the sales notifications of submissions stored together overwrite each other.
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
  mkdirSync(options.outboxDir, { recursive: true });
  let written = 0;
  return {
    async send(mail) {
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(++written).padStart(6, '0')}-${mail.to.replace(/[^A-Za-z0-9@.-]/g, '_')}.eml`;
      // Synchronously: measured under load, fs/promises' thread hops cost the event loop more than
      // the write itself (and a worker thread more again), and the outbox fell behind with them.
      writeFileSync(join(options.outboxDir, name), emlMessage(mail, { from: options.from, date }));
      // Not the address or subject (it holds the code): the log keeps nothing a visitor typed.
      options.log.info({ outbox: options.outboxDir }, 'e-mail written to the outbox');
    },
  };
}
