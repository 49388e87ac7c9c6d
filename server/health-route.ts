import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';
import type { RedisHealth } from './redis-health.js';

/**
 * GET /healthz: 200 { status: 'ok', database, redis? } when the database answers and Redis (if
 * configured) does; otherwise 503 { status: 'degraded', ... } naming what is unreachable, so a
 * load balancer stops sending visitors to an instance whose forms would all be refused.
 */
export function registerHealthCheck(app: FastifyInstance, { database, redis }: { database: Database; redis?: RedisHealth }): void {
  app.get('/healthz', async (request, reply) => {
    let databaseState: 'ok' | 'unreachable' = 'ok';
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database did not answer');
      databaseState = 'unreachable';
    }
    const redisState = redis ? await redis.check() : undefined;
    const healthy = databaseState === 'ok' && (redisState ?? 'ok') === 'ok';
    return reply
      .code(healthy ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: healthy ? 'ok' : 'degraded',
        database: databaseState === 'ok' ? database.kind : 'unreachable',
        ...(redisState ? { redis: redisState } : {}),
      });
  });
}
