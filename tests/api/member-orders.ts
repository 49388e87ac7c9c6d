import { request as httpRequest } from 'node:http';
import { accounts } from '../../server/db/schema';
import { startSession } from '../../server/auth/sessions';
import type { AppDatabase } from '../../server/db/database';
import { knownCaptcha, postJson, type Answer } from './purchase-helpers';
import type { RunningApi } from './api-harness';
import { only } from '../unit/present';

/**
 * Orders placed by a logged-in member (the member's form: package, term, method; the session
 * says who buys), for the tests of what happens to an order after it is placed: payment, origins,
 * the price book. The account is made in the database, as any account is after registering.
 */
export async function memberCookie(database: { db: AppDatabase }, email: string): Promise<string> {
  const account = only(await database.db.insert(accounts).values({ email, passwordHash: 'not used: the session is made here', nickname: 'Mei Chen', accountName: 'Mei Chen', level: 0 }).returning(), `account ${email}`);
  const session = await startSession(database.db, account.id);
  return `ts-token=${session.token}`;
}

/** The member's purchase form, filled in: Global Plus by PayPal unless `fields` say otherwise. */
export async function memberOrderBody(api: Pick<RunningApi, 'database'>, fields: Record<string, unknown> = {}) {
  return { package: 'global-plus', term: '1-year', paymentMethod: 'paypal', agree: true, captcha: 'k4pz', captchaId: await knownCaptcha(api as RunningApi), locale: 'en', ...fields };
}

/** POST /pay/payment as that member, at `base` (an instance of the API). */
export async function memberOrder(api: Pick<RunningApi, 'database'>, base: string, cookie: string, fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return postJson(base, '/pay/payment', await memberOrderBody(api, fields), { cookie, ...headers });
}

/**
 * A JSON POST with headers a browser's fetch never lets a page set (Host): what an attacker's own
 * client sends.
 */
export function rawPost(base: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; answer: Answer }> {
  const url = new URL(path, base);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers } }, (response) => {
      let received = '';
      response.on('data', (chunk: Buffer) => (received += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, answer: JSON.parse(received) as Answer }));
    });
    sent.on('error', reject);
    sent.end(text);
  });
}
