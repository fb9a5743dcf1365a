// Shared helpers for bench files: timing with warm-up and medians, and the built core.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** Runs `fn` `warmup` times, then `runs` times; returns the median duration in ms. */
export async function medianMs(fn, { runs = 15, warmup = 3 } = {}) {
  for (let i = 0; i < warmup; i++) await fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The folder the build wrote (TROUPE_OUT, as scripts/build.mjs uses it) or dist/. */
export const distDir = () => process.env.TROUPE_OUT ?? new URL('../dist', import.meta.url).pathname;

/** dist/core.js, the public core as built. */
export const core = () => import(pathToFileURL(join(distDir(), 'core.js')).href);
