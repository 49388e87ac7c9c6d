import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { formatMoney, parseDecimalString } from '../../engine/config/money.js';
import { approvableStatuses, approveOrder, completeOrder, findOrder, insertOrder, type SandboxOrder } from './paypal-sandbox-store.js';
import type { SandboxCapture } from './paypal-sandbox-types.js';
import { isWebUrl, property, readCreateRequest } from './paypal-sandbox-request.js';
import { approvalPage, unavailablePage, type SandboxPage } from './paypal-sandbox-page.js';
import { environmentValue } from '../environment.js';
import { loopbackBase } from '../site-origins.js';

/**
 * A local stand-in for PayPal's Orders v2 REST API and its approval page, so package purchase
 * works end to end with `npm start` and in tests without PayPal credentials. It answers the same
 * paths, headers and JSON shapes as https://api-m.sandbox.paypal.com for what the adapter
 * (paypal-client.ts) uses, including PayPal's idempotency by PayPal-Request-Id and its 422 issues.
 * Orders live in the database (several instances, restarts); access tokens are HMACs keyed by the
 * client secret, so any instance can verify any other's.
 */

export interface PayPalSimulatorOptions {
  database: Database;
  /** Where the API and the approval page are served; default /paypal-sandbox. */
  prefix?: string;
  /** The credentials the adapter must present at the token endpoint. */
  clientId: string;
  clientSecret: string;
  /** How long an access token is valid; PayPal's last about 9 hours. */
  tokenLifetimeSeconds?: number;
  /** The simulator's clock in ms, for tests that let tokens or orders expire; default Date.now. */
  now?: () => number;
  /**
   * The origin its answers' links name: where the adapter reaches it, read from the listening
   * socket (default: this server's own address once it listens), never from a request's Host.
   */
  origin?: () => string;
}

/** PayPal's approval link stops working after about 3 hours. */
const approvalHours = 3;
const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomId = (length: number) => Array.from({ length }, () => idAlphabet[randomInt(idAlphabet.length)]).join('');
const orderIdPattern = /^[A-Z0-9]{17}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest();

const errorMessages: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
};

/**
 * Registers the simulator's routes under the prefix: POST v1/oauth2/token, POST v2/checkout/orders,
 * GET v2/checkout/orders/:id, POST v2/checkout/orders/:id/capture, GET and POST checkoutnow.
 * Needs @fastify/formbody (the token request and the approval form). Throws in production.
 */
export async function registerPayPalSimulator(app: FastifyInstance, options: PayPalSimulatorOptions): Promise<void> {
  if (environmentValue('NODE_ENV') === 'production') {
    throw new Error('The PayPal simulator takes no real payments and is refused in production: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.');
  }
  const prefix = (options.prefix ?? '/paypal-sandbox').replace(/\/+$/, '');
  const db = options.database.db;
  const now = options.now ?? Date.now;
  const isoNow = () => new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const lifetime = options.tokenLifetimeSeconds ?? 32_400;
  const expectedBasic = sha256(`Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`);
  const sign = (payload: string) => createHmac('sha256', `paypal-sandbox-token:${options.clientSecret}`).update(`${options.clientId}.${payload}`).digest('base64url');

  const origin = options.origin ?? (() => {
    const base = loopbackBase(app.server.address());
    if (!base) throw new Error('the PayPal simulator answers before its server listens');
    return base;
  });
  const paypalError = (reply: FastifyReply, status: number, name: string, detail?: { issue: string; description: string; field?: string }) =>
    reply.code(status).send({ name, message: errorMessages[name], debug_id: randomBytes(7).toString('hex'), details: detail ? [detail] : [], links: [] });

  function orderAnswer(order: SandboxOrder) {
    const self = `${origin()}${prefix}/v2/checkout/orders/${order.id}`;
    const links = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') links.push({ href: `${origin()}${prefix}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    if (order.status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
    return { ...order.body, status: order.status, links };
  }

  /** API calls carry a token this simulator issued (with these credentials) that has not expired. */
  function authorised(request: FastifyRequest): boolean {
    const [, payload, signature] = /^Bearer A21AA([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '') ?? [];
    if (payload === undefined || signature === undefined || !timingSafeEqual(sha256(sign(payload)), sha256(signature))) return false;
    const expires = property(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), 'exp');
    return typeof expires === 'number' && expires > now();
  }

  /** PayPal-Request-Id: absent means no idempotency; PayPal allows at most 108 characters. */
  function requestIdOf(request: FastifyRequest): string | null | false {
    const value = request.headers['paypal-request-id'];
    if (value === undefined) return null;
    return typeof value === 'string' && value.length > 0 && value.length <= 108 ? value : false;
  }

  app.post(`${prefix}/v1/oauth2/token`, async (request, reply) => {
    const given = sha256(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expectedBasic)) return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (property(request.body, 'grant_type') !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' });
    }
    const payload = Buffer.from(JSON.stringify({ exp: now() + lifetime * 1000, n: randomBytes(6).toString('hex') })).toString('base64url');
    return reply.header('Cache-Control', 'no-store').send({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: `A21AA${payload}.${sign(payload)}`,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: lifetime,
      nonce: `${isoNow()}${randomBytes(8).toString('hex')}`,
    });
  });

  app.post(`${prefix}/v2/checkout/orders`, async (request, reply) => {
    if (!authorised(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const requestId = requestIdOf(request);
    if (requestId === false) return paypalError(reply, 400, 'INVALID_REQUEST', { field: 'PayPal-Request-Id', issue: 'INVALID_PARAMETER_VALUE', description: '1 to 108 characters.' });
    const parsed = readCreateRequest(request.body);
    if (!parsed.ok) {
      const { status, ...detail } = parsed.error;
      return paypalError(reply, status, status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', detail);
    }
    const id = randomId(17);
    const created = isoNow();
    const order = await insertOrder(db, {
      id,
      requestId,
      status: 'PAYER_ACTION_REQUIRED',
      body: { id, intent: 'CAPTURE', purchase_units: [parsed.value.unit], create_time: created, update_time: created },
      experience: parsed.value.experience,
      createdAt: new Date(now()),
    });
    return reply.code(201).send(orderAnswer(order));
  });

  app.get<{ Params: { id: string } }>(`${prefix}/v2/checkout/orders/:id`, async (request, reply) => {
    if (!authorised(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const order = orderIdPattern.test(request.params.id) ? await findOrder(db, request.params.id) : undefined;
    if (!order) return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' });
    return reply.send(orderAnswer(order));
  });

  app.post<{ Params: { id: string } }>(`${prefix}/v2/checkout/orders/:id/capture`, async (request, reply) => {
    if (!authorised(request)) return paypalError(reply, 401, 'AUTHENTICATION_FAILURE');
    const requestId = requestIdOf(request);
    if (requestId === false) return paypalError(reply, 400, 'INVALID_REQUEST', { field: 'PayPal-Request-Id', issue: 'INVALID_PARAMETER_VALUE', description: '1 to 108 characters.' });
    let order = orderIdPattern.test(request.params.id) ? await findOrder(db, request.params.id) : undefined;
    // Two rounds at most: when another capture completes the order between our read and our
    // update, the second round answers as of that capture.
    for (let round = 0; order && round < 2; round++) {
      if (requestId !== null && order.captureRequestId === requestId) return reply.code(201).send(orderAnswer(order));
      const unprocessable = (issue: string, description: string) => paypalError(reply, 422, 'UNPROCESSABLE_ENTITY', { issue, description });
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured. If intent is CAPTURE only one capture per order is allowed.');
      if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      if (order.declineCapture) return unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.');
      const at = isoNow();
      const capture: SandboxCapture = { id: randomId(17), status: 'COMPLETED', amount: order.body.purchase_units[0].amount, final_capture: true, create_time: at, update_time: at };
      const completed = await completeOrder(db, order, capture, requestId);
      if (completed) return reply.code(201).send(orderAnswer(completed));
      order = await findOrder(db, order.id);
    }
    return paypalError(reply, 404, 'RESOURCE_NOT_FOUND', { issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' });
  });

  const sendPage = (reply: FastifyReply, page: SandboxPage) =>
    reply
      .code(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', page.contentSecurityPolicy)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer') // the token is in the address
      .send(page.html);
  const notFound = (reply: FastifyReply) =>
    sendPage(reply, unavailablePage(404, 'The PayPal sandbox has no payment waiting for approval with this token: it is unknown, expired, or already finished.'));

  /** The order behind an approval token, while the buyer may still approve it. */
  async function approvable(token: unknown): Promise<SandboxOrder | undefined> {
    if (typeof token !== 'string' || !orderIdPattern.test(token)) return undefined;
    const order = await findOrder(db, token);
    const fresh = order && now() - order.createdAt.getTime() < approvalHours * 3_600_000;
    return fresh && approvableStatuses.includes(order.status) ? order : undefined;
  }

  app.get(`${prefix}/checkoutnow`, async (request, reply) => {
    const order = await approvable(property(request.query, 'token'));
    if (!order) return notFound(reply);
    const unit = order.body.purchase_units[0];
    const minor = parseDecimalString(unit.amount.value, unit.amount.currency_code);
    return sendPage(reply, approvalPage({
      formPath: `${prefix}/checkoutnow`,
      token: order.id,
      merchant: order.experience.brand_name ?? 'Sandbox merchant',
      description: unit.description ?? '',
      amount: minor.ok ? formatMoney(minor.value, unit.amount.currency_code, 'en', 'code') : `${unit.amount.currency_code} ${unit.amount.value}`,
      redirectOrigins: [order.experience.return_url, order.experience.cancel_url].filter(isWebUrl).map((url) => new URL(url).origin),
    }));
  });

  app.post(`${prefix}/checkoutnow`, async (request, reply) => {
    const order = await approvable(property(request.body, 'token'));
    if (!order) return notFound(reply);
    const choice = property(request.body, 'choice');
    if (choice === 'cancel') return reply.redirect(withQuery(order.experience.cancel_url, { token: order.id }), 303);
    if (choice !== 'pay' && choice !== 'decline') return sendPage(reply, unavailablePage(400, 'Choose Pay now, Cancel and return, or Simulate a declined card.'));
    const payerId = randomId(13);
    const approved = await approveOrder(db, order.id, { payerId, decline: choice === 'decline', at: isoNow() });
    if (!approved) return notFound(reply);
    return reply.redirect(withQuery(order.experience.return_url, { token: order.id, PayerID: payerId }), 303);
  });
}

/** The merchant's URL with PayPal's query parameters added, keeping its own. */
function withQuery(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(parameters)) target.searchParams.set(key, value);
  return target.href;
}
