// The SillyTavern stand-in served as a page in Chromium, with the built extension (the repository's
// manifest.json and dist/) under /scripts/extensions/third-party/troupe/ as SillyTavern serves it,
// and the demo model at /demo/v1 behind the stand-in's chat-completion proxy. Used by the boot tests
// and the boot bench; no SillyTavern needed.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { serve } from '../../scripts/serve.mjs';

const root = join(import.meta.dirname, '../..');

export async function serveStandIn(options: { delayMs?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'troupe-st-stand-in-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: join(dir, 'harness'),
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: join(root, 'test/fixtures/st-context/browser/harness.ts'), formats: ['es'], fileName: () => 'harness.js' },
    },
  });
  writeFileSync(join(dir, 'harness/index.html'), '<!doctype html><meta charset="utf-8"><title>SillyTavern stand-in</title><body><script type="module" src="./harness.js"></script></body>');
  mkdirSync(join(dir, 'scripts/extensions/third-party'), { recursive: true });
  symlinkSync(root, join(dir, 'scripts/extensions/third-party/troupe'), 'dir');
  const { createDemoHandler } = await import(pathToFileURL(join(root, 'dist/demo.js')).href);
  const server = await serve({ root: dir, api: createDemoHandler({ prefix: '/demo/v1', delayMs: options.delayMs ?? 0 }) });
  return {
    /** The stand-in page; `settings` is Troupe's stored settings record to start from. */
    url: (query: { settings?: unknown; variant?: '1.12'; locale?: string } = {}) => {
      const q = new URLSearchParams();
      if (query.settings !== undefined) q.set('settings', JSON.stringify(query.settings));
      if (query.variant) q.set('variant', query.variant);
      if (query.locale) q.set('locale', query.locale);
      return `${server.url}harness/index.html${q.size ? `?${q}` : ''}`;
    },
    origin: server.url.replace(/\/$/, ''),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
