import { defineConfig } from 'vitest/config';
import { contentPlugins } from './scripts/content-plugins.ts';

const e2e = ['test/e2e/**/*.test.{ts,tsx}'];

export default defineConfig({
  plugins: contentPlugins(import.meta.dirname),
  test: {
    reporters: ['default', './test/plain-reporter.ts'],
    // expect.poll waits for a state only the awaited work produces; 1 s (vitest's default) is too
    // short for a loaded 2-core machine, and a longer wait costs nothing when the state comes early.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    // End-to-end files each launch Chromium; keep them from starving the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: e2e,
          setupFiles: ['test/i18n-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // A browser test opens pages, builds chats and waits for whole generations: on a loaded
        // 2-core machine that can take a minute. Each still waits for the event that means done.
        // dist/page/ and dist/demo.js are built here when missing or stale (they are not committed).
        test: { name: 'e2e', include: e2e, testTimeout: 120_000, globalSetup: ['test/e2e/build-setup.ts'] },
      },
    ],
  },
});
