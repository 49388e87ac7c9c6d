/**
 * A buyer of the money-path checks (issue 33): logs in, orders a package as a member, asks for
 * the PayPal approval, approves at the local simulator as the buyer's browser would, captures;
 * and reads what the simulator holds, as PayPal's own API would tell it. Every call can carry
 * extra headers (a forged Host, an X-Forwarded-For), so they go through node:http (fetch will not
 * send a Host of the caller's choosing).
 */
import { call, isEnvelope, newCaptcha, parseJson, rawCall, type Envelope, type RawAnswer } from './http-client.js';

/** The simulator's credentials (server/orders/register-orders.ts): what the adapter presents to it. */
const simulatorBasic = `Basic ${Buffer.from('local-simulator:local-simulator-secret').toString('base64')}`;

export interface JsonAnswer extends RawAnswer {
  body: Envelope | undefined;
}

/** A JSON POST exactly as given (a Host header of the caller's choosing included). */
export async function postJson(base: string, path: string, json: unknown, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<JsonAnswer> {
  const answer = await rawCall(base, { method: 'POST', path, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(json), timeoutMs });
  const body = parseJson(answer.text);
  return { ...answer, body: isEnvelope(body) ? body : undefined };
}

/** "200 10001 returnUrl" / "403 -" : what an answer was, short, for a note. */
export const brief = (answer: JsonAnswer) => `${answer.status} ${answer.body ? `${answer.body.code}${answer.body.data?.field ? ` ${answer.body.data.field}` : ''}` : answer.text.slice(0, 40)}`;

export const succeeded = (answer: JsonAnswer) => answer.status === 200 && answer.body?.code === 1;

/** The session token a login set as its cookie (the login answer's body need not carry it). */
export async function logIn(base: string, email: string, password: string, headers: Record<string, string> = {}): Promise<{ token?: string; answer: JsonAnswer }> {
  const answer = await postJson(base, '/console/user/login', { email, password }, headers);
  const cookies = answer.headers['set-cookie'] ?? [];
  const token = (Array.isArray(cookies) ? cookies : [cookies]).map((c) => /^ts-token=([^;]+)/.exec(c)?.[1]).find(Boolean);
  return { token, answer };
}

export const session = (token: string) => ({ cookie: `ts-token=${token}` });

/** POST /pay/payment as a logged-in member (package-order form), with a captcha answered right. */
export async function memberOrder(base: string, options: { token: string; packageId: string; method: 'paypal' | 'bank-transfer'; captchaText: string; headers?: Record<string, string> }): Promise<JsonAnswer> {
  const captchaId = await newCaptcha(base);
  return postJson(base, '/pay/payment', {
    package: options.packageId, term: '1-year', paymentMethod: options.method, agree: true, captchaId, captcha: options.captchaText, locale: 'en',
  }, { ...session(options.token), ...options.headers });
}

/** POST /public/paypal: the approval for an order, to come back to returnUrl. */
export function payPalApproval(base: string, orderId: string, returnUrl: string, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  return postJson(base, '/public/paypal', { orderId, returnUrl }, headers);
}

export function capture(base: string, orderId: string, providerOrderId: string, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  return postJson(base, '/public/paypal/capture', { orderId, providerOrderId }, headers);
}

/**
 * The buyer presses Pay now on the simulator's approval page. The page is on the server under
 * test whatever origin the approve link names (the site's public one is not reachable here), so
 * its path and token are taken from the link and asked of `base`. Answers where the buyer was sent.
 */
export async function approveAtSimulator(base: string, approveUrl: string): Promise<{ ok: boolean; location?: string; status: number }> {
  const link = new URL(approveUrl);
  const token = link.searchParams.get('token') ?? '';
  const page = await call(base, `${link.pathname}${link.search}`);
  if (page.status !== 200) return { ok: false, status: page.status };
  const pressed = await rawCall(base, {
    method: 'POST', path: link.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, choice: 'pay' }).toString(),
  });
  const location = typeof pressed.headers.location === 'string' ? pressed.headers.location : undefined;
  return { ok: pressed.status === 303, location, status: pressed.status };
}

/** What the simulator holds for a provider order: its status and how many captures (PayPal's own API). */
export async function atSimulator(base: string, providerOrderId: string): Promise<{ status: string; captures: number }> {
  const token = await call(base, '/paypal-sandbox/v1/oauth2/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: simulatorBasic } });
  const accessToken = String(token.body?.access_token ?? '');
  const order = await call(base, `/paypal-sandbox/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (order.status !== 200) return { status: `HTTP ${order.status}`, captures: 0 };
  const units = (order.body?.purchase_units ?? []) as Array<{ payments?: { captures?: unknown[] } }>;
  return { status: String(order.body?.status), captures: units.reduce((n, unit) => n + (unit.payments?.captures?.length ?? 0), 0) };
}

/** The order as the payment page reads it (GET /public/payment/:id): its amount and whether it is paid. */
export async function orderState(base: string, orderId: string): Promise<{ amountMinor?: number; paid: boolean; state: string }> {
  const answer = await call(base, `/public/payment/${orderId}`);
  const data = isEnvelope(answer.body) && answer.body.code === 1 ? answer.body.data : undefined;
  return { amountMinor: typeof data?.amountMinor === 'number' ? data.amountMinor : undefined, paid: Boolean(data?.paidAt), state: String(data?.state ?? answer.text.slice(0, 80)) };
}
