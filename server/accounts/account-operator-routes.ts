import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { BusinessRules } from '../../engine/config/site-model.js';
import { accountHistory, cancelInactiveAccounts, changeAccountStatus, inactiveAccounts, maxActorLength, maxReasonLength } from './account-status-store.js';

const by = {
  reason: { type: 'string', maxLength: maxReasonLength },
  actor: { type: 'string', maxLength: maxActorLength },
} as const;

const statusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'command', 'reason', 'actor'],
  properties: { email: { type: 'string', maxLength: 320 }, command: { enum: ['freeze', 'freeze-partly', 'cancel', 'lift'] }, ...by },
} as const;

const cancelInactiveBody = { type: 'object', additionalProperties: false, required: ['reason', 'actor'], properties: by } as const;

/**
 * `npm run accounts` while the server holds the embedded database (scripts/operator/operator-access.ts):
 * the same functions the command runs directly on PostgreSQL or a free data folder, behind the
 * operator token (registered by operator-routes.ts, which owns the token check).
 */
export function registerAccountOperatorRoutes(app: FastifyInstance, { database, business, requireOperator }: {
  database: Database;
  business: Pick<BusinessRules, 'inactivityMonths'>;
  requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}) {
  const db = database.db;
  const operator = { onRequest: requireOperator, config: { operator: true } };

  app.put<{ Body: { email: string; command: 'freeze' | 'freeze-partly' | 'cancel' | 'lift'; reason: string; actor: string } }>('/operator/accounts/status', { ...operator, schema: { body: statusBody } }, async (request, reply) => {
    const { email, command, reason, actor } = request.body;
    const answer = await changeAccountStatus(db, email, command, { reason, actor });
    return answer.ok ? answer : reply.code(answer.status).send({ error: answer.error });
  });

  app.get('/operator/accounts/inactive', operator, async () => inactiveAccounts(db, business.inactivityMonths));

  app.put<{ Body: { reason: string; actor: string } }>('/operator/accounts/cancel-inactive', { ...operator, schema: { body: cancelInactiveBody } }, async (request, reply) => {
    const answer = await cancelInactiveAccounts(db, business.inactivityMonths, request.body);
    return answer.ok ? answer : reply.code(answer.status).send({ error: answer.error });
  });

  app.get<{ Querystring: { email?: string } }>('/operator/accounts/history', operator, async (request, reply) => {
    const email = request.query.email ?? '';
    if (!email || email.length > 320) return reply.code(400).send({ error: 'email is required' });
    const history = await accountHistory(db, email);
    return history ?? reply.code(404).send({ error: `there is no account with the e-mail ${email.trim().toLowerCase()}` });
  });
}
