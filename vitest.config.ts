import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    reporters: ['default', './test/plain-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // End-to-end files each launch Chromium; keep them from starving the 2-core machine.
    maxWorkers: 2,
  },
});
