/**
 * `npm start`: builds the site if the build is missing or stale, then serves it and the reference
 * API on PORT (default 8080). Data: PostgreSQL when DATABASE_URL is set, otherwise PGlite under
 * DATA_DIR (default ./data). E-mail: SMTP_URL, otherwise .eml files in DATA_DIR/outbox.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { defaultRateLimits, type RateLimits } from './api/api-context.js';
import { loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import { formatConfigError } from '../engine/config/config-error.js';
import { openDatabase, type Database } from './db/database.js';
import { DataFolderLockedError } from './db/data-folder-lock.js';
import { createMailer } from './mail/mailer.js';
import { createApp } from './app.js';
import { seedDemoAccounts } from './auth/seed-accounts.js';
import { payPalSettingsFromEnv, type PayPalSettings } from './payments/paypal-client.js';
import { buildIsCurrent, buildSite } from './build-before-serving.js';
import { closeConnectionsWhileStopping, stopOnSignals } from './graceful-shutdown.js';
import { redisClientOptions, redisHealthOf } from './redis-health.js';

const buildDir = resolve(projectRoot, process.env.SITE_BUILD_DIR ?? 'build');
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const serveSite = !process.argv.includes('--api-only');

if (serveSite && process.argv.includes('--build-if-needed') && !buildIsCurrent(buildDir)) await buildSite();

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
// From here a stop signal drains requests and closes, in reverse order, what was opened so far.
const shutdown = stopOnSignals(log);
const database = await openDatabaseOrExit();
shutdown.add(() => database.close());
// Demo accounts are for trying the console locally, never for a shared production database.
if (!process.env.DATABASE_URL || process.env.SEED_DEMO_ACCOUNTS === 'true') await seedDemoAccounts(database.db);
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, redisClientOptions) : undefined;
if (redis) {
  // Watched at once: the first failed connection attempt comes before the app exists.
  const redisHealth = redisHealthOf(redis, log);
  shutdown.add(async () => {
    redisHealth.stop();
    await redis.quit().catch(() => redis.disconnect());
  });
}
const config = loadSiteModelFromDisk();
if (!config.ok) {
  for (const error of config.errors) console.error(formatConfigError(error));
  process.exit(1);
}
const app = await createApp({
  database,
  redis,
  mailer: createMailer({ smtpUrl: process.env.SMTP_URL, outboxDir: join(dataDir, 'outbox'), from: process.env.MAIL_FROM ?? 'no-reply@localhost', log }),
  buildDir: serveSite ? buildDir : undefined,
  model: config.value,
  trustProxy: (await import('./trust-proxy.js')).trustProxyOrExit(process.env.TRUST_PROXY), // addresses/CIDRs or hop count; `true` refused
  operatorToken: operatorToken(),
  corsOrigins: corsOrigins(),
  fixedCaptchaText: testCaptchaText(),
  rateLimits: testRateLimits(),
  paypal: payPalSettings(),
});

// Stops accepting, answers new requests on open connections with 503 and waits for those in flight.
closeConnectionsWhileStopping(app);
shutdown.add(() => app.close());
await app.listen({ port, host });
console.log(`Site and API ready on http://localhost:${port}/cn  (/en, /ru; health: /healthz; e-mail outbox: ${process.env.SMTP_URL ? 'SMTP' : join(dataDir, 'outbox')})`);

/**
 * OPERATOR_TOKEN in production. For the embedded database a random one is made at each start and
 * left in the data folder (readable by its owner only) for `npm run submissions`.
 */
function operatorToken(): string | undefined {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  if (process.env.DATABASE_URL) return undefined;
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'operator-token'), token, { mode: 0o600 });
  return token;
}

/**
 * PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (PAYPAL_API_BASE: the sandbox unless set to the live
 * API). Without them the local simulator takes payments, which NODE_ENV=production refuses.
 */
function payPalSettings(): PayPalSettings | undefined {
  try {
    const settings = payPalSettingsFromEnv(process.env);
    if (!settings) log.warn('PAYPAL_CLIENT_ID is not set: PayPal payments go to the local simulator (no real money moves)');
    return settings;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** CORS_ORIGINS: comma-separated site origins on other hosts, e.g. https://www.meridiantrade.example */
function corsOrigins(): string[] {
  const origins = (process.env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      console.error(`CORS_ORIGINS: "${origin}" is not an origin like https://www.example.com`);
      process.exit(1);
    }
  }
  return origins;
}

/** The embedded database is one process's: a second server on the same DATA_DIR says who holds it. */
async function openDatabaseOrExit(): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A captcha everyone can read defeats its purpose: only for automated tests, never in production. */
function testCaptchaText(): string | undefined {
  const text = process.env.TEST_CAPTCHA_TEXT;
  if (!text) return undefined;
  if (process.env.NODE_ENV === 'production') {
    console.error('TEST_CAPTCHA_TEXT is for automated tests and cannot be set with NODE_ENV=production');
    process.exit(1);
  }
  log.warn('TEST_CAPTCHA_TEXT is set: every captcha shows the same text (automated tests only)');
  return text;
}

/**
 * TEST_RATE_LIMIT_FACTOR raises every per-client limit by a factor: a browser test suite is one
 * client that opens many captchas and forms a minute. Refused with NODE_ENV=production.
 */
function testRateLimits(): Partial<RateLimits> | undefined {
  const factor = Number(process.env.TEST_RATE_LIMIT_FACTOR ?? 1);
  if (!Number.isFinite(factor) || factor <= 1) return undefined;
  if (process.env.NODE_ENV === 'production') {
    console.error('TEST_RATE_LIMIT_FACTOR is for automated tests and cannot be set with NODE_ENV=production');
    process.exit(1);
  }
  return Object.fromEntries(Object.entries(defaultRateLimits).map(([kind, limit]) => [kind, { ...limit, max: limit.max * factor }]));
}
