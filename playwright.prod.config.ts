import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { e2eSampleSize } from './tests/e2e/e2e-sample-size';

// The browser tests that matter in production, against `npm run prod:local`: nginx with the
// generated configuration in front of two API instances on PostgreSQL and Redis
// (scripts/prod-e2e-server.ts). Run by npm test when TEST_DATABASE_URL and TEST_REDIS_URL are set.
const port = Number(process.env.E2E_PROD_PORT ?? 8093);
const dataDir = process.env.E2E_PROD_DATA_DIR ?? '.tmp/e2e-prod-data';
process.env.E2E_DATA_DIR = dataDir; // the specs read the outbox and operator token here
process.env.E2E_PORT = String(port); // nginx; the operator commands ask an instance (instances.json here)

// What the serving and the API instances decide, tagged @production in the specs
// (tests/e2e/production-tag.ts): redirects, 404s and headers on every kind of answer, language
// switching, storing each of the five forms, login, the logged-in header and sessions, a payment
// with the simulator (orders across instances, the operator command on an instance directly, as
// nginx never passes the operator API on); then one instance stopped under load.
// E2E_PROD_FULL=1 runs those spec files whole instead (about 70 tests),
// less what happens in the browser alone (checks before sending, drafts, menus per persona,
// screenshots), which is the same whoever serves the files.
const full = process.env.E2E_PROD_FULL === '1';
const productionSpecs = /\/(http|language|forms|demo-dialog|console|purchase|shipment-search)\.spec\.ts$/;
const browserOnly = /screenshot of|an empty form shows|survives a reload|comes back after a reload|sees exactly its header entries|required fields are marked|show their messages and send nothing|first visit claims no restored draft|worded as the spec says|a dropdown opens on hover|language dropdown of the console|keyboard alone|refused at the field/;
const selection = full ? { grepInvert: browserOnly } : { grep: /@production/ };

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'production', testMatch: productionSpecs, ...selection, use: { ...(base.projects?.[0]?.use ?? {}), baseURL: `http://127.0.0.1:${port}` } },
    // Last, alone: it stops one of the two API instances.
    { name: 'instance-stop', testMatch: /instance-stop\.prod\.spec\.ts/, dependencies: ['production'], use: { baseURL: `http://127.0.0.1:${port}` } },
  ],
  webServer: {
    command: 'node --import tsx scripts/prod-e2e-server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, SAMPLE_DATA: String(e2eSampleSize) },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
