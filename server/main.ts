/**
 * `npm start`: builds the site if the build is missing or stale, then serves it and the reference
 * API on PORT (default 8080). Data: PostgreSQL when DATABASE_URL is set, otherwise PGlite under
 * DATA_DIR (default ./data). E-mail: SMTP_URL, otherwise .eml files in DATA_DIR/outbox. Every
 * setting comes from the environment through server/environment.ts, checked before anything starts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { defaultRateLimits, type RateLimits } from './api/api-context.js';
import { defaultCodePolicy, type CodePolicy } from './api/verification-codes.js';
import { loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import { formatConfigError } from '../engine/config/config-error.js';
import { openDatabase, type Database } from './db/database.js';
import { DataFolderLockedError } from './db/data-folder-lock.js';
import { loadSampleDataAtStart } from './db/sample-data.js';
import { createMailer } from './mail/mailer.js';
import { createApp } from './app.js';
import { demoAccountsWithPublishedPasswords, seedDemoAccounts } from './auth/seed-accounts.js';
import { demoAccountDecision, demoSeedingRefusal, isLoopbackHost } from './auth/demo-account-exposure.js';
import { buildIsCurrent, buildSite } from './build-before-serving.js';
import { closeConnectionsWhileStopping, stopOnSignals } from './graceful-shutdown.js';
import { redisClientOptions, redisHealthOf } from './redis-health.js';
import { environmentOrExit, payPalSettingsOf } from './environment.js';

// Every wrong variable is said at once, and nothing is built or opened.
const env = environmentOrExit();
const buildDir = resolve(projectRoot, env.SITE_BUILD_DIR);
const dataDir = resolve(projectRoot, env.DATA_DIR);
const serveSite = !process.argv.includes('--api-only');
// Demo accounts with published passwords on an address others reach: refused before anything starts.
const seedingRefused = demoSeedingRefusal(env.HOST, env.SEED_DEMO_ACCOUNTS);
if (seedingRefused) {
  console.error(seedingRefused);
  process.exit(1);
}

if (serveSite && process.argv.includes('--build-if-needed') && !buildIsCurrent(buildDir)) await buildSite();

const log = pino({ level: env.LOG_LEVEL });
// From here a stop signal drains requests and closes, in reverse order, what was opened so far.
const shutdown = stopOnSignals(log);
const database = await openDatabaseOrExit();
shutdown.add(() => database.close());
// Demo accounts are for trying the console locally, never for a shared production database, and
// never on an address other machines reach (decision 045).
const demoAccounts = demoAccountDecision({
  host: env.HOST,
  seedSetting: env.SEED_DEMO_ACCOUNTS,
  embedded: !env.DATABASE_URL,
  withPublishedPasswords: isLoopbackHost(env.HOST) ? [] : await demoAccountsWithPublishedPasswords(database.db),
});
if (demoAccounts.action === 'refuse') {
  console.error(demoAccounts.message);
  await database.close();
  process.exit(1);
}
if (demoAccounts.action === 'seed') await seedDemoAccounts(database.db);
else if (!env.DATABASE_URL && !isLoopbackHost(env.HOST)) log.warn(`HOST=${env.HOST} can be reached from other machines: the demo accounts are not created (they are for HOST=127.0.0.1 only)`);
const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, redisClientOptions) : undefined;
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
  for (const error of config.error) console.error(formatConfigError(error));
  process.exit(1);
}
// The fictional reference search data (SAMPLE_DATA, default small): loaded once per size, then kept.
await loadSampleDataAtStart(database, env.SAMPLE_DATA, { catalogue: config.value.catalogue, log });
const app = await createApp({
  database,
  redis,
  mailer: createMailer({ smtpUrl: env.SMTP_URL, outboxDir: join(dataDir, 'outbox'), from: env.MAIL_FROM, log }),
  buildDir: serveSite ? buildDir : undefined,
  model: config.value,
  trustProxy: env.TRUST_PROXY, // addresses/CIDRs or hop count; `true` refused
  operatorToken: operatorToken(),
  ssoSecret: ssoSecret(),
  corsOrigins: env.CORS_ORIGINS,
  siteOrigin: env.SITE_ORIGIN, // links and return addresses; never the request's Host (decision 041)
  fixedCaptchaText: testCaptchaText(),
  rateLimits: testRateLimits(),
  codePolicy: testCodePolicy(),
  paypal: payPalSettings(),
  orderNotices: { otherTimes: env.TEST_ORDER_NOTICE_CLOCK === '1' },
});

// Stops accepting, answers new requests on open connections with 503 and waits for those in flight.
closeConnectionsWhileStopping(app);
shutdown.add(() => app.close());
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Site and API ready on http://localhost:${env.PORT}/cn  (/en, /ru; health: /healthz; e-mail outbox: ${env.SMTP_URL ? 'SMTP' : join(dataDir, 'outbox')})`);

/**
 * OPERATOR_TOKEN in production. For the embedded database a random one is made at each start and
 * left in the data folder (readable by its owner only) for `npm run submissions`.
 */
function operatorToken(): string | undefined {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  if (env.DATABASE_URL) return undefined;
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'operator-token'), token, { mode: 0o600 });
  return token;
}

/**
 * SSO_TICKET_SECRET signs single-sign-on tickets; every instance must share it. One instance on
 * the embedded database may make its own at each start (a ticket lives a minute).
 */
function ssoSecret(): string | undefined {
  if (env.SSO_TICKET_SECRET) return env.SSO_TICKET_SECRET;
  if (!env.DATABASE_URL) return randomBytes(32).toString('base64url');
  log.warn('SSO_TICKET_SECRET is not set: single sign-on to the accounts\' OEM systems is refused');
  return undefined;
}

/** Without PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET the local simulator takes payments (refused in production). */
function payPalSettings() {
  const settings = payPalSettingsOf(env);
  if (!settings) log.warn('PAYPAL_CLIENT_ID is not set: PayPal payments go to the local simulator (no real money moves)');
  return settings;
}

/** The embedded database is one process's: a second server on the same DATA_DIR says who holds it. */
async function openDatabaseOrExit(): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A captcha everyone can read defeats its purpose: only for automated tests (environment.ts refuses it in production). */
function testCaptchaText(): string | undefined {
  if (env.TEST_CAPTCHA_TEXT) log.warn('TEST_CAPTCHA_TEXT is set: every captcha shows the same text (automated tests only)');
  return env.TEST_CAPTCHA_TEXT;
}

/** The same factor on the e-mailed codes one client address may ask for an hour (the suite is one address). */
function testCodePolicy(): Partial<CodePolicy> | undefined {
  const factor = env.TEST_RATE_LIMIT_FACTOR;
  return factor > 1 ? { perIpPerHour: defaultCodePolicy.perIpPerHour * factor } : undefined;
}

/**
 * TEST_RATE_LIMIT_FACTOR raises every per-client limit by a factor: a browser test suite is one
 * client that opens many captchas and forms a minute. Refused with NODE_ENV=production.
 */
function testRateLimits(): Partial<RateLimits> | undefined {
  const factor = env.TEST_RATE_LIMIT_FACTOR;
  if (factor <= 1) return undefined;
  return Object.fromEntries(Object.entries(defaultRateLimits).map(([kind, limit]) => [kind, { ...limit, max: limit.max * factor }]));
}
