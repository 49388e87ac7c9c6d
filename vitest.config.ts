import { defineConfig } from 'vitest/config';

// Unit tests of pure modules and build-level tests; browser tests are Playwright's (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
