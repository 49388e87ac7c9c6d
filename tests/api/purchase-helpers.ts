import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { captchas, payPalSandboxOrders } from '../../server/db/schema';
import { hashCaptchaText } from '../../server/api/captchas';
import { codeFrom, type RunningApi } from './api-harness';
import { itemAt, only } from '../unit/present';

// any: each call answers a data shape of its own, and the assertions say which.
export type Answer = { code: number; data: any; msg: string };

/** A JSON POST, with the answer and the session cookie it set (if any). */
export function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    .then(async (r) => ({ answer: (await r.json()) as Answer, cookie: r.headers.get('set-cookie') ?? '' }));
}

/** A captcha whose text the test knows (the API only ever stores a hash of it). */
export async function knownCaptcha(api: RunningApi, text = 'k4pz'): Promise<string> {
  const id = randomUUID();
  await api.database.db.insert(captchas).values({ id, textHash: hashCaptchaText(id, text), expiresAt: new Date(Date.now() + 60_000) });
  return id;
}

/** A visitor's package-purchase form, filled in. */
export const buyer = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Mei', lastName: 'Chen', email, password: 'Harbour-2026 secret', package: 'global-plus', term: '1-year',
  paymentMethod: 'paypal', agree: true, captcha: 'k4pz', locale: 'en', ...extra,
});

/**
 * The code the purchase's send-code call e-mails to `email` (an address without an account). The
 * mail is sent before the call answers, so it is in the inbox by then.
 */
export async function purchaseCode(api: RunningApi, email: string, locale = 'en'): Promise<string> {
  const sent = await postJson(api.base, '/pay/payment/sendCode', { email, locale });
  expect(sent.answer.code).toBe(1);
  return codeFrom(api.smtp.inbox.filter((m) => m.to.includes(email.toLowerCase())).at(-1));
}

/** POST /pay/payment as a new visitor, with the e-mailed code and the captcha answered right. */
export async function purchase(api: RunningApi, email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const code = 'code' in extra ? {} : { code: await purchaseCode(api, email) };
  return postJson(api.base, '/pay/payment', { ...buyer(email, extra), ...code, captchaId: await knownCaptcha(api) }, headers);
}

/** The buyer at the simulator's approval page, pressing a button as a browser would; where it sends them. */
export async function atPayPal(approveUrl: string, choice: 'pay' | 'cancel' | 'decline'): Promise<URL> {
  const url = new URL(approveUrl);
  expect((await fetch(url)).status).toBe(200);
  const answer = await fetch(`${url.origin}/paypal-sandbox/checkoutnow`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: url.searchParams.get('token')!, choice }),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** The captures the simulator holds for a provider order. */
export async function capturesAt(api: RunningApi, providerOrderId: string): Promise<unknown[]> {
  const row = only(await api.database.db.select().from(payPalSandboxOrders).where(eq(payPalSandboxOrders.id, providerOrderId)), `simulator order ${providerOrderId}`);
  const body = row.body as { purchase_units: Array<{ payments?: { captures: unknown[] } }> };
  return itemAt(body.purchase_units, 0, `purchase unit of simulator order ${providerOrderId}`).payments?.captures ?? [];
}

/** Moves an order back in time, as if `days` had passed since it was placed. */
export async function ageOrder(api: RunningApi, id: number, days: number): Promise<void> {
  const { orders } = await import('../../server/db/schema');
  const row = only(await api.database.db.select().from(orders).where(eq(orders.id, id)), `order ${id}`);
  const shift = days * 24 * 3600 * 1000;
  await api.database.db.update(orders).set({ createdAt: new Date(row.createdAt.getTime() - shift), expiresAt: new Date(row.expiresAt.getTime() - shift) }).where(eq(orders.id, id));
}
