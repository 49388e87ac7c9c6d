/**
 * The browser tests' production setup (playwright.prod.config.ts): `npm run prod:local` on a fresh
 * PostgreSQL schema of TEST_DATABASE_URL and on TEST_REDIS_URL, with one data folder for both API
 * instances' e-mail outbox and the operator token the tests read, and the browser tests' settings
 * (captcha text, rate-limit factor, sample size). The schema is dropped when it stops.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';

const [databaseUrl, redisUrl, dataDir, port, sampleSize] = [process.env.TEST_DATABASE_URL, process.env.TEST_REDIS_URL, process.env.E2E_DATA_DIR, process.env.E2E_PORT, process.env.SAMPLE_DATA];
if (!databaseUrl || !redisUrl || !dataDir || !port) throw new Error('TEST_DATABASE_URL, TEST_REDIS_URL, E2E_DATA_DIR and E2E_PORT are needed');

const schema = `e2e_prod_${process.pid}`;
const admin = new pg.Client(databaseUrl);
await admin.connect();
await admin.query(`create schema ${schema}`);
const url = new URL(databaseUrl);
url.searchParams.set('options', `-c search_path=${schema}`);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const operatorToken = randomBytes(24).toString('hex');
writeFileSync(join(dataDir, 'operator-token'), operatorToken);

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prod-local.ts', '--data-dir', dataDir], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(), REDIS_URL: redisUrl, PORT: port, OPERATOR_TOKEN: operatorToken,
    TEST_CAPTCHA_TEXT: 'k4pz', TEST_RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'warn', ...(sampleSize ? { SAMPLE_DATA: sampleSize } : {}),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await admin.end();
  process.exit(code ?? 0);
});
