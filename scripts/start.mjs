// `npm start`: build, then serve the standalone page on 127.0.0.1 with the offline demo model at
// /demo/v1 next to it (the page's default connection), and the web-search proxy at /proxy/searxng and
// /proxy/visit (the page's SearXNG setting goes through it).
// PORT picks the port (default 8790); DEMO_DELAY_MS the pause between streamed chunks (default 15);
// TROUPE_SKIP_BUILD=1 serves what dist/ already holds (building only the page and the demo model when
// they are missing or stale: they are not committed); TROUPE_OUT=<dir> builds into and serves from <dir>.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureLocalBuild } from './local-build.mjs';
import { createSearchProxy } from './search-proxy.mjs';
import { serve } from './serve.mjs';

const root = resolve(import.meta.dirname, '..');
const out = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : resolve(root, 'dist');
if (process.env.TROUPE_SKIP_BUILD !== '1') {
  execFileSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
} else {
  ensureLocalBuild(out);
}
const { createDemoHandler } = await import(pathToFileURL(resolve(out, 'demo.js')).href);
const delayMs = Number(process.env.DEMO_DELAY_MS ?? 15);
const port = Number(process.env.PORT ?? 8790); // 0 = any free port
const demo = createDemoHandler({ prefix: '/demo/v1', delayMs });
const proxy = createSearchProxy();
const server = await serve({ root: resolve(out, 'page'), port, lenient: true, api: async (req, res) => (await proxy(req, res)) || demo(req, res) });
console.log(`Troupe is running at ${server.url}  (offline demo model at ${server.url}demo/v1; Ctrl+C to stop)`);
