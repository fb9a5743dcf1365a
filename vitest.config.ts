import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { bundledSkillsPlugin } from './scripts/bundled-skills-plugin.ts';

export default defineConfig({
  plugins: [bundledSkillsPlugin(resolve(import.meta.dirname, 'skills-bundled'))],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    reporters: ['default', './test/plain-reporter.ts'],
    testTimeout: 30_000,
    // expect.poll waits for a state only the awaited work produces; 1 s (vitest's default) is too
    // short for a loaded 2-core machine, and a longer wait costs nothing when the state comes early.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    // End-to-end files each launch Chromium; keep them from starving the 2-core machine.
    maxWorkers: 2,
  },
});
