import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { mailText } from '../../scripts/reliability/mail-text';

// The e-mails the browser tests' server writes to its outbox (DATA_DIR/outbox/*.eml; the
// production set's instances share one folder): what a visitor would read in their mailbox.

const outboxDir = () => join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');

/** The mails to `address` so far, oldest first, as their reader sees them (bodies decoded). */
export function mailsTo(address: string): string[] {
  const name = address.replace(/[^A-Za-z0-9@.-]/g, '_');
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml') && f.includes(name)).sort();
  } catch {
    return []; // no mail written yet: the folder is made with the first
  }
  return files.map((f) => mailText({ raw: readFileSync(join(outboxDir(), f), 'utf8') }).body);
}

/** Waits for the `count`-th mail to `address` and answers it. */
export async function nthMailTo(address: string, count: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { message: `mail ${count} to ${address}`, timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1]!; // the poll above waited for it
}

/** The six-digit code of the newest mail to `address`, once one has come. */
export async function emailedCode(address: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(() => {
    code = /(?<!\d)(\d{6})(?!\d)/.exec(mailsTo(address).at(-1) ?? '')?.[1];
    return code;
  }, { message: `a code e-mailed to ${address}`, timeout: 15_000 }).toMatch(/^\d{6}$/);
  return code!; // the poll above waited for it
}
