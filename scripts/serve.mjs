// A small static file server for the built page, with an optional API handler in front.
// Used by `npm start` and by the end-to-end tests (port 0 = any free port).
// It answers only requests for its own address (see net-guard.mjs): a site that rebinds its name to
// 127.0.0.1 sends its own name as Host and gets 421; an Origin from another site gets 403.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { foreignRequestProblem } from './net-guard.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.zip': 'application/zip',
};

/**
 * `lenient` accepts clients that keep writing on a connection after sending `Connection: close`
 * (SillyTavern 1.12's chat-completion proxy does; Node's strict parser answers 400 to it). Only for
 * the loopback demo server of `npm start`.
 * @param {{ root: string, port?: number, host?: string, lenient?: boolean,
 *   api?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean | Promise<boolean> }} options
 * `api` answers a request and returns true, or returns false to let the static files answer it.
 */
export async function serve({ root, port = 0, host = '127.0.0.1', api, lenient = false }) {
  const base = resolve(root);
  const text = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  const server = createServer({ insecureHTTPParser: lenient }, async (req, res) => {
    try {
      const foreign = foreignRequestProblem(req);
      if (foreign) return void res.writeHead(foreign.status, text).end(foreign.message);
      if (api && (await api(req, res))) return;
      let decoded;
      try {
        decoded = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        return void res.writeHead(400, text).end('bad path: not a valid URL path (a "%" must start an escape such as %20)');
      }
      if (decoded.includes('\0')) return void res.writeHead(400, text).end('bad path');
      let path = normalize(join(base, decoded));
      if (path !== base && !path.startsWith(base + sep)) return void res.writeHead(403, text).end('forbidden');
      let st = statSync(path, { throwIfNoEntry: false });
      if (st?.isDirectory()) {
        path = join(path, 'index.html');
        st = statSync(path, { throwIfNoEntry: false });
      }
      if (!st?.isFile()) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'content-length': st.size,
        'cache-control': 'no-store',
      });
      createReadStream(path).pipe(res);
    } catch (e) {
      // The reason goes to the console, not to whoever asked.
      console.error(`serve: ${req.method} ${req.url}:`, e);
      if (!res.headersSent) res.writeHead(500, text);
      res.end('internal error');
    }
  });
  await new Promise((ok) => server.listen(port, host, ok));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}/`,
    port: address.port,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok(undefined));
      }),
  };
}
