import Fastify, { type FastifyInstance } from 'fastify';
import { parameterFailure, type FastifySchemaValidationError } from './api/parameter-validation.js';
import { addContactFormats } from '../engine/config/contact-formats.js';
import { tokenCookieName } from '../engine/api/token-cookie.js';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import { codes, failure } from './api/envelope.js';
import { loggableError, logSerializers } from './api/loggable-error.js';
import { registerTextSafetyCheck } from './api/text-safety.js';
import { registerSameOriginGuard } from './api/same-origin-guard.js';
import { FormValidator } from './api/form-validation.js';
import { registerDemoRequestRoutes } from './api/demo-request-routes.js';
import { registerPublicFormRoutes } from './api/public-form-routes.js';
import { registerCatalogueRoutes } from './api/catalogue-routes.js';
import { registerSearchRoutes } from './search/search-routes.js';
import { registerStatisticsRoutes } from './api/statistics-routes.js';
import { registerPageViewRoutes } from './api/page-view-routes.js';
import type { SiteModel } from '../engine/config/site-model.js';
import { lookupMessage } from '../engine/config/message-lookup.js';
import { registerAuthRoutes } from './auth/auth-routes.js';
import fastifyCookie from '@fastify/cookie';
import { codePolicyFor, type CodePolicy } from './api/verification-codes.js';
import { registerSite } from './site-server.js';
import { registerOperatorRoutes } from './operator/operator-routes.js';
import { submissionTypesOf } from './operator/list-submissions.js';
import { defaultRateLimits, type RateLimits } from './api/api-context.js';
import type { PayPalSettings } from './payments/paypal-client.js';
import { registerOrders } from './orders/register-orders.js';
import { OrderNotices } from './orders/order-notices.js';
import { redisHealthOf } from './redis-health.js';
import { RateLimitStoreUnavailable, redisRateLimitStore } from './redis-rate-limit-store.js';
import { registerHealthCheck } from './health-route.js';
import { registerSecurityHeaders } from './security-headers.js';
import { MailOutbox } from './mail/mail-outbox.js';
import { SubmissionBatches } from './api/submission-batches.js';
import { SessionLookups } from './auth/session-lookups.js';
import { serverTimeoutOptions, type ServerTimeouts } from './server-timeouts.js';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.js';
import { environmentValue } from './environment.js';
import { siteOriginsOf, type ListeningAddress } from './site-origins.js';

const tooManyRequests = 'Too many requests, please try again in a minute';
const serviceUnavailable = 'The service is briefly unavailable, please try again in a moment';

export interface AppOptions {
  database: Database;
  mailer: Mailer;
  /** Serve the prerendered site from this build folder as well as the API. */
  buildDir?: string;
  logger?: boolean;
  /** Where the log goes (stdout by default); tests read what is logged. */
  logStream?: NodeJS.WritableStream;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY, server/trust-proxy.ts); none by default. */
  trustProxy?: TrustProxy;
  /** Shared rate-limit counters for several instances; in-process counters without it. */
  redis?: Redis;
  /** Key prefix of those counters: instances of one deployment share it. */
  rateLimitNamespace?: string;
  /** Overrides of the code limits (tests); the resend interval is the config's countdown. */
  codePolicy?: Partial<CodePolicy>;
  /** The checked config: packages, tool lists, locales. */
  model: SiteModel;
  /** Enables the operator API (npm run submissions, npm run dataset-figures). */
  operatorToken?: string;
  /** Signs single-sign-on tickets to the account's OEM systems (SSO_TICKET_SECRET). */
  ssoSecret?: string;
  /** Site origins on other hosts (a CDN) whose pages may call this API with the visitor's cookie. */
  corsOrigins?: string[];
  /** SITE_ORIGIN: the origin visitors reach the site at (server/site-origins.ts). */
  siteOrigin?: string;
  /** Where this app's requests arrive, when another server hands them over (the dev server); default app.server.address(). */
  listeningAddress?: () => ListeningAddress;
  rateLimits?: Partial<RateLimits>;
  /** Every captcha shows this text: for browser tests only (TEST_CAPTCHA_TEXT). */
  fixedCaptchaText?: string;
  /** PayPal's API and credentials (PAYPAL_CLIENT_ID, ...); without them the local simulator stands in. */
  paypal?: PayPalSettings;
  /** How long a client may take to send its request (server-timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * The order notices' sweep (order-notices.ts): how often it runs, and whether the operator's
   * POST /operator/order-notices may run it as at another time (TEST_ORDER_NOTICE_CLOCK: browser
   * tests only, never in production).
   */
  orderNotices?: { intervalSeconds?: number; otherTimes?: boolean };
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Nothing a visitor submitted reaches the log: errors and requests go through logSerializers.
    logger: options.logger === false ? false : { level: environmentValue('LOG_LEVEL'), serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 64 * 1024, // forms are small; anything bigger is not a visitor's submission
    // Route schemas (request-schemas.ts) know the spec's e-mail and domain formats.
    ajv: { plugins: [addContactFormats] },
    ...serverTimeoutOptions(options.timeouts),
  });
  const redisHealth = options.redis && redisHealthOf(options.redis, app.log);

  const rateLimits = { ...defaultRateLimits, ...options.rateLimits };
  // Every API call has a request-rate limit; those that send e-mail or store data set tighter ones.
  // Added before the rate-limit plugin, whose own onRoute hook reads the result.
  app.addHook('onRoute', (route) => {
    if (/^\/(api|public|console|auth)\//.test(route.url) && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: rateLimits.reads };
    }
  });

  await registerSecurityHeaders(app); // helmet's headers (security-headers.ts)
  if (options.corsOrigins?.length) {
    await app.register(fastifyCors, {
      origin: options.corsOrigins,
      credentials: true, // the ts-token cookie
      methods: ['GET', 'POST', 'PUT', 'DELETE'], // PUT and DELETE: saving to and removing from "my collection"
      allowedHeaders: ['content-type', tokenCookieName, 'idempotency-key'],
      // A site on another host reads how long a refused call must wait (429) to say so to the visitor.
      exposedHeaders: ['retry-after'],
      maxAge: 600,
    });
  }
  // Pages carry their own policy (site-server.ts); API answers and files are never documents to
  // run, so they get the strictest one.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('content-security-policy') && !type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    }
    done(null, payload);
  });
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Redis away: refused with 503 at once (fail closed, fast), see redis-rate-limit-store.ts.
    ...(options.redis && redisHealth ? { store: redisRateLimitStore(options.redis, redisHealth, options.rateLimitNamespace ?? 'site-rate-limit:') } : {}),
    // Thrown to the error handler below, which answers it in the envelope.
    errorResponseBuilder: () => ({ statusCode: 429, message: tooManyRequests }),
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
    // Logged once per outage by redis-health.ts, not once per refused request.
    if (error instanceof RateLimitStoreUnavailable) return reply.code(503).header('Retry-After', '5').send({ code: 503, data: {}, msg: serviceUnavailable });
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    if (status === 429) return reply.code(429).send({ code: 429, data: {}, msg: tooManyRequests });
    if (status >= 400 && status < 500) return reply.code(status).send(failure(codes.wrongParameters));
    return reply.code(500).send(failure(codes.interfaceException));
  });

  registerTextSafetyCheck(app); // NUL, other control characters, lone surrogates: 10001 before any work
  // The site's origins from config and the listening socket, never a request (decision 041).
  const listening = options.listeningAddress ?? (() => app.server.address());
  const siteOrigins = siteOriginsOf({ configOrigin: options.model.site.origin, siteOrigin: options.siteOrigin, corsOrigins: options.corsOrigins ?? [] }, listening);
  registerSameOriginGuard(app, siteOrigins); // cross-site state changes refused (decision 014)
  registerHealthCheck(app, { database: options.database, redis: redisHealth });

  // Mails stored with what they announce (a submission's sales notification) go out from here.
  const outbox = new MailOutbox(options.database, options.mailer, app.log);
  app.addHook('onReady', async () => outbox.start());
  // The reminders and lapse notices of unpaid orders go into the outbox from a periodic sweep.
  const orderNotices = new OrderNotices({
    database: options.database, model: options.model, siteOrigin: () => siteOrigins().canonical, wakeOutbox: () => outbox.wake(), log: app.log,
    intervalSeconds: options.orderNotices?.intervalSeconds,
  });
  app.addHook('onReady', async () => orderNotices.start());
  app.addHook('onClose', async () => {
    await orderNotices.stop();
    await outbox.stop();
  });
  const submissions = new SubmissionBatches(options.database, () => outbox.wake());

  const codePolicy = codePolicyFor(options.model.site.constants, options.codePolicy);
  const context = {
    database: options.database,
    sessions: new SessionLookups(options.database),
    mailer: options.mailer,
    validator: new FormValidator(options.model.forms),
    locales: options.model.site.locales.map((l) => l.id),
    salesEmail: options.model.site.notifications?.salesEmail,
    rateLimits,
    ssoSecret: options.ssoSecret,
  };
  registerDemoRequestRoutes(app, { ...context, codePolicy, model: options.model });
  registerPublicFormRoutes(app, { ...context, codePolicy, model: options.model, forms: options.model.forms, successTexts: successTexts(options.model), fixedCaptchaText: options.fixedCaptchaText, submissions });
  registerCatalogueRoutes(app, options.model);
  registerStatisticsRoutes(app, { model: options.model, database: options.database });
  registerPageViewRoutes(app, { database: options.database, htmlLangs: options.model.site.locales.map((l) => l.htmlLang) });
  registerAuthRoutes(app, { ...context, codePolicy, loginLockout: options.model.site.loginLockout, model: options.model, siteOrigin: () => siteOrigins().canonical });
  registerSearchRoutes(app, { ...context, model: options.model });
  await registerOrders(app, { ...context, codePolicy, model: options.model, siteOrigins, wakeOutbox: () => outbox.wake() }, options.paypal, listening);

  registerOperatorRoutes(app, {
    model: options.model,
    // The receipt was stored with the payment (mark-order-paid.ts): send it now.
    onPaid: () => outbox.wake(),
    sweepOrderNotices: async (at, orderId) => {
      if (at && !options.orderNotices?.otherTimes) return { refused: 'at is for tests only (TEST_ORDER_NOTICE_CLOCK): leave it out to sweep now' };
      return orderNotices.sweep(at, orderId);
    },
    database: options.database,
    token: options.operatorToken,
    dataSources: new Set(options.model.catalogue.datasets.map((d) => d.value)),
    submissionTypes: submissionTypesOf(options.model.forms),
    // Wrong operator tokens are limited as logins are, per client address (decision 045).
    failureLimit: rateLimits.login,
  });

  if (options.buildDir) await registerSite(app, { buildDir: options.buildDir });
  return app;
}

/** The English success text of each form, as the answer's msg (the page shows its own locale's). */
function successTexts(model: SiteModel): Record<string, string> {
  const texts = model.messages.en?.forms ?? {};
  return Object.fromEntries(Object.keys(model.forms).map((id) => [id, lookupMessage(texts, `${id}.success`) ?? 'success']));
}
