import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser suites each start Chromium; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
