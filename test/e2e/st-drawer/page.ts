// Builds the SillyTavern-shaped test page (entry.tsx) with vite's build API into a temp folder and
// serves it on 127.0.0.1 — the panel, the app and the host adapter as they ship, with their real
// stylesheet.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { contentPlugins } from '../../../scripts/content-plugins.ts';
import { serve } from '../../../scripts/serve.mjs';

const root = resolve(import.meta.dirname, '../../..');

export async function serveDrawerPage(): Promise<{ url: string; close(): Promise<void> }> {
  const out = mkdtempSync(join(tmpdir(), 'troupe-st-drawer-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: contentPlugins(root),
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      cssCodeSplit: false,
      minify: false,
      lib: { entry: resolve(import.meta.dirname, 'entry.tsx'), formats: ['es'], fileName: () => 'drawer.js', cssFileName: 'drawer' },
    },
  });
  writeFileSync(
    join(out, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>Troupe in a SillyTavern-shaped drawer</title><link rel="stylesheet" href="./drawer.css">' +
      '<body><script type="module" src="./drawer.js"></script></body>',
  );
  const server = await serve({ root: out });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
