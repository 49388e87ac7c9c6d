import { decimalString } from '../../engine/config/money.js';
import { ok } from '../../engine/config/result.js';
import { orderFrom, payPalFailure, property, text, type Answer } from './paypal-answers.js';
import type { PayPalOrder, PayPalResult } from './paypal-types.js';

/**
 * A thin adapter for PayPal's Orders v2 REST API (create, get, capture) over fetch. It speaks to
 * PayPal's sandbox or live API, or to the local simulator (paypal-simulator.ts), which answers the
 * same shapes. Every provider answer, network failure and timeout becomes a PayPalResult: nothing
 * here throws for what PayPal says. Amounts travel as PayPal's decimal strings and are converted
 * to integer minor units by text (engine/config/money.ts), never through floating point. The client
 * secret and access tokens never appear in a result or a message.
 */

export interface PayPalSettings {
  /** e.g. https://api-m.sandbox.paypal.com, or the simulator's base http://127.0.0.1:PORT/paypal-sandbox; a function when only known after listen(). */
  apiBase: string | (() => string);
  clientId: string;
  clientSecret: string;
  /** How long one HTTP exchange may take before it counts as 'unavailable'; default 30 s. */
  timeoutMs?: number;
}

export interface CreateOrderInput {
  /** Our order number (digits): PayPal's reference_id and custom_id. */
  referenceId: string;
  amountMinor: number;
  currency: string;
  /** What the buyer sees at PayPal, e.g. "Global Plus, 1 year" (PayPal keeps 127 characters). */
  description: string;
  returnUrl: string;
  cancelUrl: string;
  /** experience_context: the merchant name PayPal shows, and its page language (e.g. en-US). */
  brandName?: string;
  locale?: string;
  /** PayPal-Request-Id: the same id never creates a second order, it answers the first. */
  requestId: string;
}

export type { PayPalCapture, PayPalFailure, PayPalFailureKind, PayPalOrder, PayPalResult } from './paypal-types.js';

export interface PayPalClient {
  createOrder(input: CreateOrderInput): Promise<PayPalResult<PayPalOrder>>;
  /** Safe to repeat with the same requestId after 'unavailable': PayPal answers the first capture. */
  captureOrder(providerOrderId: string, requestId: string): Promise<PayPalResult<PayPalOrder>>;
  getOrder(providerOrderId: string): Promise<PayPalResult<PayPalOrder>>;
}

export const payPalSandboxApiBase = 'https://api-m.sandbox.paypal.com';
const orderIdPattern = /^[A-Z0-9]{1,36}$/;
const requestIdPattern = /^[\x21-\x7e]{1,108}$/;

const clip = (value: string, max: number) => [...value].slice(0, max).join('');

/**
 * A client for one PayPal app. It keeps one access token, renewed shortly before PayPal's expiry;
 * `fetchImpl` replaces the global fetch (tests count requests with it).
 */
export function createPayPalClient(settings: PayPalSettings, fetchImpl: typeof fetch = fetch): PayPalClient {
  const timeoutMs = settings.timeoutMs ?? 30_000;
  const apiBase = () => (typeof settings.apiBase === 'function' ? settings.apiBase() : settings.apiBase).replace(/\/+$/, '');
  let token: { value: string; renewAt: number } | undefined;
  // Calls that need a token at the same moment share one token request.
  let tokenRequest: Promise<PayPalResult<string>> | undefined;

  async function exchange(path: string, init: RequestInit): Promise<PayPalResult<Answer>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(`${apiBase()}${path}`, { ...init, signal: controller.signal });
      const raw = await response.text(); // still under the timeout: a stalled body is a timeout too
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined; // an HTML error page from a proxy: the status alone decides
      }
      return ok({ status: response.status, body });
    } catch (error) {
      if (controller.signal.aborted) return payPalFailure('unavailable', `PayPal did not answer within ${timeoutMs / 1000} s`);
      const cause = property(property(error, 'cause'), 'code');
      return payPalFailure('unavailable', `PayPal could not be reached${typeof cause === 'string' ? ` (${cause})` : ''}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function requestToken(): Promise<PayPalResult<string>> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const answer = await exchange('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (!answer.ok) return answer;
    const { status, body } = answer.value;
    if (status === 429 || status >= 500) return payPalFailure('unavailable', `PayPal's token endpoint answered HTTP ${status}`, status);
    if (status < 200 || status >= 300) return payPalFailure('refused', `PayPal refused the client id and secret (HTTP ${status}${text(property(body, 'error')) ? `, ${text(property(body, 'error'))}` : ''})`, status);
    const value = text(property(body, 'access_token'));
    const expiresIn = property(body, 'expires_in');
    if (!value || typeof expiresIn !== 'number' || !(expiresIn > 0)) return payPalFailure('unavailable', 'PayPal answered the token request without a token');
    // Renewed a minute before PayPal's expiry (half the lifetime for short ones), so a call is
    // not sent with a token that expires on the way.
    token = { value, renewAt: Date.now() + (expiresIn - Math.min(60, expiresIn / 2)) * 1000 };
    return ok(value);
  }

  function accessToken(): Promise<PayPalResult<string>> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(ok(token.value));
    tokenRequest ??= requestToken().finally(() => (tokenRequest = undefined));
    return tokenRequest;
  }

  /** One API call; a 401 (token expired or revoked early) gets one new token and one retry. */
  async function call(method: 'GET' | 'POST', path: string, requestId?: string, body?: unknown): Promise<PayPalResult<Answer>> {
    for (let attempt = 1; ; attempt++) {
      const bearer = await accessToken();
      if (!bearer.ok) return bearer;
      const headers: Record<string, string> = { authorization: `Bearer ${bearer.value}`, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (requestId !== undefined) headers['paypal-request-id'] = requestId;
      const answer = await exchange(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!answer.ok || answer.value.status !== 401 || attempt > 1) return answer;
      if (token?.value === bearer.value) token = undefined;
    }
  }

  return {
    async createOrder(input) {
      const problem = createInputProblem(input);
      if (problem) return payPalFailure('refused', `not sent to PayPal: ${problem}`);
      const context: Record<string, string> = { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' };
      if (input.brandName) context.brand_name = clip(input.brandName, 127);
      if (input.locale) context.locale = input.locale;
      const answer = await call('POST', '/v2/checkout/orders', input.requestId, {
        intent: 'CAPTURE',
        purchase_units: [{
          reference_id: input.referenceId,
          custom_id: input.referenceId,
          description: clip(input.description, 127),
          amount: { currency_code: input.currency, value: decimalString(input.amountMinor, input.currency) },
        }],
        payment_source: { paypal: { experience_context: context } },
      });
      return answer.ok ? orderFrom(answer.value) : answer;
    },

    async captureOrder(providerOrderId, requestId) {
      if (!orderIdPattern.test(providerOrderId)) return payPalFailure('not-found', 'not a PayPal order id');
      if (!requestIdPattern.test(requestId)) return payPalFailure('refused', 'not sent to PayPal: a request id is 1 to 108 visible ASCII characters');
      const answer = await call('POST', `/v2/checkout/orders/${providerOrderId}/capture`, requestId, {});
      if (!answer.ok) return answer;
      const order = orderFrom(answer.value);
      if (order.ok && order.value.capture?.status === 'DECLINED') return payPalFailure('declined', 'PayPal declined the capture', answer.value.status);
      return order;
    },

    async getOrder(providerOrderId) {
      if (!orderIdPattern.test(providerOrderId)) return payPalFailure('not-found', 'not a PayPal order id');
      const answer = await call('GET', `/v2/checkout/orders/${providerOrderId}`);
      return answer.ok ? orderFrom(answer.value) : answer;
    },
  };
}

function createInputProblem(input: CreateOrderInput): string | undefined {
  if (!/^\d{1,64}$/.test(input.referenceId)) return 'the reference id is our order number, digits only';
  if (!/^[A-Z]{3}$/.test(input.currency)) return 'the currency is a three-letter ISO 4217 code';
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) return 'the amount is a whole number of minor units above 0';
  if (!isWebUrl(input.returnUrl) || !isWebUrl(input.cancelUrl)) return 'the return and cancel URLs are absolute http(s) URLs';
  if (!requestIdPattern.test(input.requestId)) return 'a request id is 1 to 108 visible ASCII characters';
  return undefined;
}

function isWebUrl(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}
