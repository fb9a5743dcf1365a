// Shared helpers for bench files: timing with warm-up and medians.
import { performance } from 'node:perf_hooks';

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

export const core = () => import(new URL('../dist/core.js', import.meta.url).href);
