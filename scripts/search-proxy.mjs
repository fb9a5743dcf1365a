// The page's web-search proxy (npm start): the standalone page asks its own server, which asks the
// SearXNG instance the user set up, or fetches a page for search_visit, so no CORS stands in the
// way. Only GET, only http(s), only for requests that carry the page's `x-troupe-search` header
// (a cross-origin page cannot send it without a preflight this server never answers); answers are
// cut at 2 MB and served as plain data.
const MAX_BYTES = 2_000_000;
const TIMEOUT_MS = 20_000;

/** @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>} */
export function createSearchProxy({ fetch = globalThis.fetch } = {}) {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/proxy/searxng' && url.pathname !== '/proxy/visit') return false;
    const send = (status, body, type = 'text/plain; charset=utf-8', extra = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-troupe-proxy': '1', ...extra });
      res.end(body);
    };
    if (req.method !== 'GET') return send(405, 'GET only'), true;
    if (req.headers['x-troupe-search'] !== '1') return send(403, 'missing x-troupe-search'), true;
    let target;
    try {
      if (url.pathname === '/proxy/searxng') {
        const base = new URL(url.searchParams.get('base') ?? '');
        target = new URL('search', base.href.endsWith('/') ? base.href : `${base.href}/`);
        for (const [k, v] of url.searchParams) if (k !== 'base') target.searchParams.set(k, v);
      } else {
        target = new URL(url.searchParams.get('url') ?? '');
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http(s)');
    } catch {
      return send(400, 'bad address'), true;
    }
    try {
      const upstream = await fetch(target, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: url.pathname === '/proxy/searxng' ? 'application/json, text/html' : 'text/html, text/plain' } });
      const reader = upstream.body?.getReader();
      const parts = [];
      let size = 0;
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        size += value.byteLength;
        if (size >= MAX_BYTES) {
          await reader.cancel();
          break;
        }
      }
      send(upstream.status, Buffer.concat(parts).subarray(0, MAX_BYTES), upstream.headers.get('content-type') ?? 'application/octet-stream', { 'x-final-url': upstream.url || target.href });
    } catch (e) {
      send(502, `upstream failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    return true;
  };
}
