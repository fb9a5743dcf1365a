// The page's web-search proxy (npm start): the standalone page asks its own server, which asks the
// SearXNG instance the user set up, or fetches a page for search_visit, so no CORS stands in the
// way. What it accepts:
// - only GET, only http(s), only requests for this server's own address (Host and Origin, see
//   net-guard.mjs: a site that rebinds its name to 127.0.0.1 is refused) that carry the page's
//   `x-troupe-search` header (a cross-origin page cannot send it without a preflight this server
//   never answers);
// - only public targets: the host name is resolved first and every address it resolves to must be
//   public (not loopback, link-local, private, unspecified…); the connection goes to exactly those
//   checked addresses (a second lookup cannot swap in 127.0.0.1), and each redirect is checked the
//   same way. The one exception is the SearXNG instance set in the page's settings (`base` of
//   /proxy/searxng, `searxng` of /proxy/visit): its origin — scheme, host and port exactly — may be
//   local, as a self-hosted SearXNG usually is;
// - answers are cut at 2 MB and served as plain data.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { addressProblem, foreignRequestProblem } from './net-guard.mjs';

const MAX_BYTES = 2_000_000;
const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 5;

/** A target the proxy will not fetch; the message names the address and why. */
class Refused extends Error {}

/**
 * @typedef {{ address: string, family: number }} Address
 * @typedef {(hostname: string) => Promise<Address[]>} Resolver
 */

/** @type {Resolver} */
const systemResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * A `lookup` for http.request that answers only with addresses already checked.
 * @param {Address[]} addresses
 */
function pinnedLookup(addresses) {
  /** @type {(hostname: string, options: any, cb?: any) => void} */
  return (_hostname, options, cb) => {
    if (typeof options === 'function') [cb, options] = [options, {}];
    const family = typeof options === 'number' ? options : (options?.family ?? 0);
    const list = addresses.filter((a) => !family || a.family === family);
    if (!list.length) return cb(Object.assign(new Error('no checked address of that family'), { code: 'ENOTFOUND' }));
    if (options?.all) cb(null, list);
    else cb(null, list[0].address, list[0].family);
  };
}

/**
 * The addresses `url` is fetched at: resolved once, each one checked (unless `url` is on the allowed
 * SearXNG origin), and the connection goes to exactly these.
 * @param {URL} url @param {string | null} allowOrigin @param {Resolver} resolve
 * @returns {Promise<Address[]>}
 */
async function checkedAddresses(url, allowOrigin, resolve) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(`${url.href} is not an http(s) address.`);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const family = isIP(host);
  /** @type {Address[]} */
  const addresses = family ? [{ address: host, family }] : await resolve(host);
  if (!addresses.length) throw new Error(`${host} has no address`);
  if (allowOrigin && url.origin === allowOrigin) return addresses;
  for (const a of addresses) {
    const why = addressProblem(a.address);
    if (why)
      throw new Refused(
        `${url.origin} is ${family ? '' : `${host}, which resolves to ${a.address}, `}${why}. The search proxy reads only public addresses, and the SearXNG set in the page's settings.`,
      );
  }
  return addresses;
}

/**
 * GET `start`, following up to MAX_REDIRECTS redirects, each target checked.
 * @param {URL} start
 * @param {{ allowOrigin: string | null, accept: string, signal: AbortSignal, resolve: Resolver }} o
 * @returns {Promise<{ res: import('node:http').IncomingMessage, url: URL }>}
 */
async function guardedGet(start, { allowOrigin, accept, signal, resolve }) {
  let url = start;
  for (let hop = 0; ; hop++) {
    const addresses = await checkedAddresses(url, allowOrigin, resolve);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    /** @type {import('node:http').IncomingMessage} */
    const res = await new Promise((ok, fail) => {
      const req = request(
        url,
        {
          method: 'GET',
          agent: false,
          signal,
          headers: { accept, 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Troupe search proxy' },
          lookup: pinnedLookup(addresses),
        },
        ok,
      );
      req.on('error', fail);
      req.end();
    });
    const location = res.headers.location;
    if (res.statusCode && [301, 302, 303, 307, 308].includes(res.statusCode) && location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      let next;
      try {
        next = new URL(location, url);
      } catch {
        throw new Error(`a redirect to a bad address (${location.slice(0, 200)})`);
      }
      url = next;
      continue;
    }
    return { res, url };
  }
}

/** The body, decoded, cut at MAX_BYTES. @param {import('node:http').IncomingMessage} res */
async function readCapped(res) {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  /** @type {NodeJS.ReadableStream} */
  let body = res;
  if (encoding === 'gzip' || encoding === 'x-gzip') body = res.pipe(createGunzip());
  else if (encoding === 'deflate') body = res.pipe(createInflate());
  else if (encoding === 'br') body = res.pipe(createBrotliDecompress());
  /** @type {Buffer[]} */
  const parts = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      parts.push(/** @type {Buffer} */ (chunk));
      size += chunk.length;
      if (size >= MAX_BYTES) break;
    }
  } finally {
    res.destroy();
  }
  return Buffer.concat(parts).subarray(0, MAX_BYTES);
}

/** @param {string | null} s */
const originOf = (s) => {
  if (!s) return null;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/**
 * `resolve`: how host names become addresses (default: the system's resolver); `timeoutMs`: the most
 * one proxied request may take (default 20 s).
 * @param {{ resolve?: Resolver, timeoutMs?: number }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>}
 */
export function createSearchProxy({ resolve = systemResolver, timeoutMs = TIMEOUT_MS } = {}) {
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/proxy/searxng' && url.pathname !== '/proxy/visit') return false;
    /** @param {number} status @param {string | Buffer} body */
    const send = (status, body, type = 'text/plain; charset=utf-8', extra = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-troupe-proxy': '1', ...extra });
      res.end(body);
    };
    // serve() refuses these already; the proxy does not rely on being mounted there.
    const foreign = foreignRequestProblem(req);
    if (foreign) return (send(foreign.status, foreign.message), true);
    if (req.method !== 'GET') return (send(405, 'GET only'), true);
    if (req.headers['x-troupe-search'] !== '1') return (send(403, 'missing x-troupe-search'), true);
    let target;
    let allowOrigin;
    try {
      if (url.pathname === '/proxy/searxng') {
        const base = new URL(url.searchParams.get('base') ?? '');
        target = new URL('search', base.href.endsWith('/') ? base.href : `${base.href}/`);
        for (const [k, v] of url.searchParams) if (k !== 'base') target.searchParams.set(k, v);
        allowOrigin = originOf(base.href);
      } else {
        target = new URL(url.searchParams.get('url') ?? '');
        allowOrigin = originOf(url.searchParams.get('searxng'));
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http(s)');
    } catch {
      return (send(400, 'bad address'), true);
    }
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    try {
      const { res: upstream, url: final } = await guardedGet(target, {
        allowOrigin,
        accept: url.pathname === '/proxy/searxng' ? 'application/json, text/html' : 'text/html, text/plain',
        signal: AbortSignal.any([aborted.signal, AbortSignal.timeout(timeoutMs)]),
        resolve,
      });
      const body = await readCapped(upstream);
      send(upstream.statusCode ?? 502, body, String(upstream.headers['content-type'] ?? 'application/octet-stream'), { 'x-final-url': final.href });
    } catch (e) {
      if (res.headersSent || res.destroyed) return true;
      if (e instanceof Refused) send(403, `refused: ${e.message}`, undefined, { 'x-troupe-refused': '1' });
      else send(502, `upstream failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    return true;
  };
}
