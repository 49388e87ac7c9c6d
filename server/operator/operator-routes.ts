import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { listSubmissions, submissionTypes } from './list-submissions.js';
import type { SubmissionType } from '../api/submissions.js';

/**
 * Operator read access for `npm run submissions` while the server holds the embedded database
 * (PGlite allows one process). Needs the operator token; without one configured it does not exist.
 */
export function registerOperatorRoutes(app: FastifyInstance, { database, token }: { database: Database; token?: string }) {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get<{ Querystring: { type?: string; since?: string } }>('/operator/submissions', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ error: 'operator token required' });
    const { type, since } = request.query;
    if (type && !submissionTypes.includes(type as SubmissionType)) return reply.code(400).send({ error: `type must be one of ${submissionTypes.join(', ')}` });
    const sinceDate = since ? new Date(since) : undefined;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) return reply.code(400).send({ error: 'since must be a date like 2026-01-01' });
    return listSubmissions(database.db, { type: type as SubmissionType | undefined, since: sinceDate });
  });
}
