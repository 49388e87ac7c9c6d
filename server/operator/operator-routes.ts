import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { listSubmissions } from './list-submissions.js';
import type { SubmissionType } from '../api/submissions.js';
import type { SiteModel } from '../../engine/config/site-model.js';
import { listOrders } from '../orders/order-store.js';
import { markOrderPaid } from './mark-order-paid.js';
import { checkFigures, readFigures, storeFigures, type DatasetFigures } from './dataset-figures.js';
import { registerAccountOperatorRoutes } from '../accounts/account-operator-routes.js';

interface OperatorOptions {
  /** Packages and catalogue: what a paid order grants; texts and seller: its receipt; business: the account rules. */
  model: Pick<SiteModel, 'pricing' | 'catalogue' | 'messages' | 'site'>;
  /** An order was marked paid: its receipt, stored with the payment, is to be sent now. */
  onPaid?: (orderId: string) => void;
  /** Runs the order notices' sweep (order-notices.ts) at once, at `at` when the server allows another time (tests). */
  sweepOrderNotices?: (at: Date | undefined, orderId: number | undefined) => Promise<{ reminded: number; lapsed: number } | { refused: string }>;
  /** The submission types of config/forms.yaml, for --type. */
  submissionTypes: string[];
  database: Database;
  token?: string;
  /** Codes of config/catalogue/: figures for anything else are refused. */
  dataSources: Set<string>;
  /** Wrong tokens one client address may send per window before every call from it is refused (429). */
  failureLimit: { max: number; timeWindow: number };
}

const figuresBody = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['dataSource', 'records', 'firstMonth', 'latestMonth'],
    properties: {
      dataSource: { type: 'string', maxLength: 40 },
      records: { type: 'integer', minimum: 0 },
      firstMonth: { type: 'string', maxLength: 7 },
      latestMonth: { type: 'string', maxLength: 7 },
    },
  },
} as const;

/**
 * Operator access for `npm run submissions`, `npm run orders`, `npm run accounts` and `npm run dataset-figures` while the server holds
 * the embedded database (PGlite allows one process). Needs the operator token; without one
 * configured these routes do not exist. The public nginx configuration never proxies them
 * (server/api-paths.ts): operators reach an instance directly (docs/deployment.md).
 *
 * Wrong tokens are counted per client address (in Redis when configured, so shared by every
 * instance): past `failureLimit` in a window every call from that address is answered 429 with
 * Retry-After, the right token included, so a locked address learns nothing from its guesses. Calls
 * with the right token are not counted: the operator commands send one or two requests each and
 * are never slowed (decision 045).
 */
export function registerOperatorRoutes(app: FastifyInstance, { database, token, dataSources, submissionTypes, model, onPaid, sweepOrderNotices, failureLimit }: OperatorOptions) {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  // The connection's own address, never X-Forwarded-For: the operator API is reached directly, and
  // a header a client writes would give each guess a new address.
  const failures = app.createRateLimit({ ...failureLimit, keyGenerator: (request) => `operator-token-failures:${request.socket.remoteAddress ?? 'unknown'}` });
  const refuse = (reply: FastifyReply, seconds: number) =>
    reply.code(429).header('Retry-After', String(Math.max(1, seconds))).send({ error: `too many wrong operator tokens from this address: try again in ${Math.max(1, seconds)} s` });
  const requireOperator = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const right = given.length === expected.length && timingSafeEqual(given, expected);
    if (right) {
      // Looked at, not counted: a locked address is refused even with the right token.
      const state = await failures(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) return refuse(reply, state.ttlInSeconds);
      return;
    }
    // One atomic increment-and-check per wrong token: a burst cannot be checked past the limit.
    const counted = await failures(request);
    if (!counted.isAllowed && counted.isExceeded) return refuse(reply, counted.ttlInSeconds);
    return reply.code(401).send({ error: 'operator token required' });
  };

  app.get<{ Querystring: { type?: string; since?: string } }>('/operator/submissions', { onRequest: requireOperator, config: { operator: true } }, async (request, reply) => {
    const { type, since } = request.query;
    if (type && !submissionTypes.includes(type)) return reply.code(400).send({ error: `type must be one of ${submissionTypes.join(', ')}` });
    const sinceDate = since ? new Date(since) : undefined;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) return reply.code(400).send({ error: 'since must be a date like 2026-01-01' });
    return listSubmissions(database.db, { type: type as SubmissionType | undefined, since: sinceDate });
  });

  app.get('/operator/orders', { onRequest: requireOperator, config: { operator: true } }, async () => listOrders(database.db));

  app.put<{ Params: { id: string }; Body: { reference?: string } }>('/operator/orders/:id/paid', {
    onRequest: requireOperator, config: { operator: true },
    schema: { body: { type: 'object', additionalProperties: false, properties: { reference: { type: 'string', maxLength: 200 } } } },
  }, async (request, reply) => {
    const answer = await markOrderPaid(database.db, model, request.params.id, request.body?.reference);
    if (!answer.ok) return reply.code(answer.status).send({ error: answer.error });
    if (!answer.alreadyPaid) onPaid?.(answer.id);
    return answer;
  });

  app.post<{ Body: { at?: string; order?: string } }>('/operator/order-notices', {
    onRequest: requireOperator, config: { operator: true },
    schema: { body: { type: 'object', additionalProperties: false, properties: { at: { type: 'string', maxLength: 40 }, order: { type: 'string', pattern: '^[0-9]{1,15}$' } } } },
  }, async (request, reply) => {
    if (!sweepOrderNotices) return reply.code(404).send({ error: 'this server sends no order notices' });
    const given = request.body?.at;
    const at = given === undefined ? undefined : new Date(given);
    if (at && Number.isNaN(at.getTime())) return reply.code(400).send({ error: 'at must be a time like 2026-12-05T06:55:00Z' });
    const answer = await sweepOrderNotices(at, request.body?.order === undefined ? undefined : Number(request.body.order));
    if ('refused' in answer) return reply.code(400).send({ error: answer.refused });
    return answer;
  });

  app.get('/operator/dataset-figures', { onRequest: requireOperator, config: { operator: true } }, async () => readFigures(database.db));

  app.put<{ Body: DatasetFigures[] }>('/operator/dataset-figures', { onRequest: requireOperator, config: { operator: true }, schema: { body: figuresBody } }, async (request, reply) => {
    const problems = checkFigures(request.body, dataSources);
    if (problems.length) return reply.code(400).send({ error: 'nothing was stored', problems });
    await storeFigures(database.db, request.body);
    return { stored: request.body.length };
  });

  registerAccountOperatorRoutes(app, { database, business: model.site.business, requireOperator });
}
