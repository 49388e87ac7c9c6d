/**
 * `npm start`: builds the site if the build is missing or stale, then serves it and the reference
 * API on PORT (default 8080). Data: PostgreSQL when DATABASE_URL is set, otherwise PGlite under
 * DATA_DIR (default ./data). E-mail: SMTP_URL, otherwise .eml files in DATA_DIR/outbox.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { defaultRateLimits, type RateLimits } from './api/api-context.js';
import { contentRoot, loadSiteModelFromDisk, projectRoot } from '../engine/config/read-source-files.js';
import { formatConfigError } from '../engine/config/config-error.js';
import { inputHash } from '../scripts/build/input-hash.js';
import { openDatabase } from './db/database.js';
import { createMailer } from './mail/mailer.js';
import { createApp } from './app.js';
import { seedDemoAccounts } from './auth/seed-accounts.js';
import { manifestFile, type SiteManifest } from './site-manifest.js';
import { payPalSettingsFromEnv, type PayPalSettings } from './payments/paypal-client.js';

const buildDir = resolve(projectRoot, process.env.SITE_BUILD_DIR ?? 'build');
const dataDir = resolve(projectRoot, process.env.DATA_DIR ?? 'data');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const serveSite = !process.argv.includes('--api-only');

if (serveSite && process.argv.includes('--build-if-needed') && !buildIsCurrent()) {
  console.log('Building the site (config, pages or code changed since the last build)...');
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts/build-site.ts')], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
// Demo accounts are for trying the console locally, never for a shared production database.
if (!process.env.DATABASE_URL || process.env.SEED_DEMO_ACCOUNTS === 'true') await seedDemoAccounts(database.db);
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
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

const close = async () => {
  await app.close();
  await database.close();
  redis?.disconnect();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
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

function buildIsCurrent(): boolean {
  const file = join(buildDir, manifestFile);
  if (!existsSync(file)) return false;
  const built = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  return built.inputHash === inputHash(projectRoot, contentRoot());
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
