import Fastify, { type FastifyInstance } from 'fastify';
import { addContactFormats, parameterFailure, type FastifySchemaValidationError } from './api/parameter-validation.js';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import { codes, failure } from './api/envelope.js';
import { FormValidator } from './api/form-validation.js';
import { registerDemoRequestRoutes } from './api/demo-request-routes.js';
import { registerPublicFormRoutes } from './api/public-form-routes.js';
import { registerCatalogueRoutes } from './api/catalogue-routes.js';
import { registerStatisticsRoutes } from './api/statistics-routes.js';
import type { SiteModel } from '../engine/config/site-model.js';
import { registerAuthRoutes } from './auth/auth-routes.js';
import fastifyCookie from '@fastify/cookie';
import { defaultCodePolicy, type CodePolicy } from './api/verification-codes.js';
import { registerSite } from './site-server.js';
import { registerOperatorRoutes } from './operator/operator-routes.js';

export interface AppOptions {
  database: Database;
  mailer: Mailer;
  /** Serve the prerendered site from this build folder as well as the API. */
  buildDir?: string;
  logger?: boolean;
  trustProxy?: boolean;
  /** Shared rate-limit counters for several instances; in-process counters without it. */
  redis?: Redis;
  codePolicy?: CodePolicy;
  /** The checked config: packages, tool lists, locales. */
  model: SiteModel;
  /** Enables the operator read API (npm run submissions). */
  operatorToken?: string;
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024, // forms are small; anything bigger is not a visitor's submission
    // Route schemas (request-schemas.ts) know the spec's e-mail and domain formats.
    ajv: { plugins: [addContactFormats] },
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false, // pages get their own policy with the hashes of their inline scripts
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'site-rate-limit:' } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, code: 429, data: {}, msg: 'Too many requests, please try again in a minute' }),
  });

  // No stack traces in answers: the log has them, the visitor gets the envelope.
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    // A parameter that breaks the route's schema is a business error like a form field's (spec 8).
    if (error.validation) {
      const failed = parameterFailure(error as FastifySchemaValidationError, request);
      // Operator commands are not the site's client: they get a plain 400 naming the field.
      if (request.routeOptions.config.operator) return reply.code(400).send({ error: `${failed.data.field} ${error.message}` });
      return reply.code(200).send(failed);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 429) return reply.code(429).send({ code: 429, data: {}, msg: error.message });
    if (status >= 400 && status < 500) return reply.code(status).send(failure(codes.wrongParameters));
    return reply.code(500).send(failure(codes.interfaceException));
  });

  app.get('/healthz', async (_request, reply) => {
    await options.database.db.execute(sql`select 1`);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok', database: options.database.kind });
  });

  const context = {
    database: options.database,
    mailer: options.mailer,
    forms: new FormValidator(),
    locales: options.model.site.locales.map((l) => l.id),
    salesEmail: options.model.site.notifications?.salesEmail,
    rateLimits: { codes: { max: 20, timeWindow: 60_000 }, forms: { max: 10, timeWindow: 60_000 }, login: { max: 10, timeWindow: 60_000 } },
  };
  registerDemoRequestRoutes(app, { ...context, codePolicy: options.codePolicy ?? defaultCodePolicy });
  registerPublicFormRoutes(app, context);
  registerCatalogueRoutes(app, options.model);
  registerStatisticsRoutes(app, { model: options.model, database: options.database });
  registerAuthRoutes(app, { ...context, codePolicy: options.codePolicy ?? defaultCodePolicy });

  registerOperatorRoutes(app, {
    database: options.database,
    token: options.operatorToken,
    dataSources: new Set(options.model.catalogue.datasets.map((d) => d.value)),
  });

  if (options.buildDir) await registerSite(app, { buildDir: options.buildDir });
  return app;
}
