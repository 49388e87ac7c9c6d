/**
 * Accounts made for one check, as a visitor makes one: the register form's send-code call, the
 * code read from the mail (the suite's SMTP sink), then the registration. Each check of issue 33
 * gets accounts of its own, so a lock or a package one check leaves changes no other's answers,
 * and no check depends on the demo accounts (which a server may rightly refuse to seed).
 */
import { describeWait, waitScaled } from './machine-load.js';
import { postJson, brief, succeeded } from './shop-client.js';
import { codeIn, type SmtpSink } from './smtp-sink.js';

/** A mail to an idle server's sink arrives within a second; generously. */
export const mailBaseMs = 20_000;

export interface Account {
  email: string;
  password: string;
}

let counter = 0;

/** Another client address each call (198.18.0.0/15, for benchmarks), as a trusted proxy would report it. */
export function nextClientAddress(): string {
  const n = counter++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

export const fromAddress = (address = nextClientAddress()) => ({ 'x-forwarded-for': address });

/** Waits until `count` mails have reached the address; false (with how long it waited) if they did not. */
export async function mailsReach(sink: SmtpSink, address: string, count: number): Promise<{ ok: boolean; note: string }> {
  const waited = await waitScaled(() => sink.to(address).length >= count, mailBaseMs, 100);
  return { ok: waited.held, note: waited.held ? '' : `${sink.to(address).length} of ${count} mails to ${address} arrived: ${describeWait(waited, mailBaseMs)}` };
}

/** Registers each address (in parallel); throws with the first refusal. */
export async function registerAccounts(base: string, sink: SmtpSink, emails: string[]): Promise<Account[]> {
  return Promise.all(emails.map(async (email) => {
    const password = `Reliable-${Math.random().toString(36).slice(2, 10)}-2026`;
    const before = sink.to(email).length;
    const sent = await postJson(base, '/console/user/register/sendCode', { email }, fromAddress());
    if (!succeeded(sent)) throw new Error(`registering ${email}: send-code answered ${brief(sent)}`);
    const arrived = await mailsReach(sink, email, before + 1);
    if (!arrived.ok) throw new Error(`registering ${email}: ${arrived.note}`);
    const code = codeIn(sink.to(email).at(-1)!);
    if (!code) throw new Error(`registering ${email}: no code in the mail "${sink.to(email).at(-1)!.raw.slice(0, 200)}"`);
    const registered = await postJson(base, '/console/user/register', { email, password, code, nickname: 'Reliability' }, fromAddress());
    if (!succeeded(registered)) throw new Error(`registering ${email}: register answered ${brief(registered)}`);
    return { email, password };
  }));
}
