import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
// Wiped before each run, so stored submissions, codes and rate limits start from nothing.
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// Browser tests run in Debian's Chromium (/usr/bin/chromium); nothing is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 3, // on 2 cores: the tests mostly wait on Chromium and the server (suite 8.7 min with 2, about 8.1 with 3)
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dataDir} && node --import tsx server/main.ts --build-if-needed`,
    url: `http://localhost:${port}/healthz`,
    // TEST_CAPTCHA_TEXT: the browser tests can pass the image captcha (they cannot read a picture);
    // TEST_RATE_LIMIT_FACTOR: the whole suite is one client opening many captchas a minute.
    env: { PORT: String(port), DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_CAPTCHA_TEXT: 'k4pz', TEST_RATE_LIMIT_FACTOR: '10' },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
