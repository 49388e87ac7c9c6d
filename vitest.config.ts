import { defineConfig } from 'vitest/config';

// Unit tests of pure modules and build-level tests; browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // The build tests' shared edited copy of the content (tests/build/edited-site.ts).
    globalSetup: ['tests/build/edited-site-setup.ts'],
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker, but most API and build tests wait on servers,
    // sockets and child processes rather than compute: three workers took the suite from 462 s to
    // 290 s on the 2-core CI machine, with the same results.
    maxWorkers: 3,
  },
});
