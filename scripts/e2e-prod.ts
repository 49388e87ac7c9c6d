/**
 * `npm run test:e2e:prod`: the browser tests that matter in production (playwright.prod.config.ts)
 * against nginx in front of two API instances on PostgreSQL and Redis. Only where both exist:
 * TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets them); a fresh machine without them is told
 * so and passes, as the other production-mode tests do.
 */
import { spawnSync } from 'node:child_process';
import { nginxMissing } from '../server/deploy/nginx-process.js';

if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.log('test:e2e:prod: not run: TEST_DATABASE_URL and TEST_REDIS_URL are not both set (PostgreSQL and Redis are needed)');
  process.exit(0);
}
const missing = nginxMissing();
if (missing) {
  console.error(`test:e2e:prod: ${missing}`);
  process.exit(1);
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.prod.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
