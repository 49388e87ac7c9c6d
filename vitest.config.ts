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
    // Each test file in a worker reuses the modules the worker has loaded instead of importing its
    // own copies (the server, ajv, PGlite, React): importing was 293 of the suite's CPU seconds, and
    // the suite took 582 s instead of 785 s on 2 cores, with the same results. No test replaces a
    // module (vi.mock) or depends on a module being loaded fresh; state a test creates (servers,
    // databases, temporary folders) it closes itself.
    isolate: false,
  },
});
