import { defineConfig, devices } from '@playwright/test';
import { e2eSampleSize } from './tests/e2e/e2e-sample-size';
import { chromiumLaunchOptions } from './scripts/chromium-launch';

const port = Number(process.env.E2E_PORT ?? 8091);
// Wiped before each run, so stored submissions, codes and rate limits start from nothing.
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// Browser tests run in Debian's Chromium (scripts/chromium-launch.ts); nothing is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 3, // on 2 cores: the tests mostly wait on Chromium and the server (suite 8.7 min with 2, about 8.1 with 3)
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } }, testIgnore: /mobile\.spec\.ts|\.prod\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dataDir} && node --import tsx server/main.ts --build-if-needed`,
    url: `http://localhost:${port}/healthz`,
    // TEST_CAPTCHA_TEXT: the browser tests can pass the image captcha (they cannot read a picture).
    // TEST_RATE_LIMIT_FACTOR: the suite's own rate limits. The whole suite is one client (one
    // address) that opens many pages, captchas and forms a minute, in parallel; production's
    // per-client limits (server/api/api-context.ts, x100 here: codes 2000, forms and logins 1000,
    // reads 30000 a minute) are for one visitor, not for the suite, which must never meet or wait
    // on them. The limits themselves are tested with small explicit limits of their own
    // (tests/api/rate-limits.test.ts and the others that pass rateLimits, and the reliability
    // suite's part 3 with production's).
    env: { PORT: String(port), DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_CAPTCHA_TEXT: 'k4pz', TEST_RATE_LIMIT_FACTOR: '100', TEST_ORDER_NOTICE_CLOCK: '1', SAMPLE_DATA: String(e2eSampleSize) },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
