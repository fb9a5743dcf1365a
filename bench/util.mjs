// Shared helpers for bench files: timing with warm-up and medians, the built core, and a bench page
// in Chromium.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { serve } from '../scripts/serve.mjs';
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

/** Middle and 90th-percentile values of a list of numbers. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p90 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.9))];
};

/**
 * A bench page in Chromium: `entry` (a module that puts `global` on window) bundled with vite's build
 * API into a temp folder, served on 127.0.0.1 and opened; `use(page, browser)` measures. Everything is
 * closed and removed afterwards.
 */
export async function withBenchPage({ entry, title, global, bodyStyle = 'font:14px system-ui', viewport = { width: 1000, height: 800 } }, use) {
  const root = resolve(import.meta.dirname, '..');
  const out = mkdtempSync(join(tmpdir(), 'troupe-bench-'));
  let browser;
  let server;
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: out,
        emptyOutDir: true,
        target: 'es2022',
        cssCodeSplit: false,
        lib: { entry: resolve(root, entry), formats: ['es'], fileName: () => 'bench.js', cssFileName: 'bench' },
        rolldownOptions: { output: { minify: true } },
      },
    });
    writeFileSync(
      join(out, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="./bench.css"><body style="${bodyStyle}"><script type="module" src="./bench.js"></script></body>`,
    );
    server = await serve({ root: out });
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage({ viewport });
    await page.goto(server.url);
    await page.waitForFunction((g) => g in window, global);
    return await use(page, browser);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  }
}
