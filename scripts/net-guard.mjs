// What the page's server (`npm start`) answers and what its search proxy may reach.
//
// - A request is answered only when its Host is the server's own address: the address and port the
//   connection arrived at (127.0.0.1:PORT), or localhost:PORT when that address is loopback. A site
//   that rebinds its own name to 127.0.0.1 sends its own name as Host, and is refused. An Origin,
//   when the browser sends one, must be http:// and one of the same addresses.
// - The proxy refuses targets whose address is not public: loopback, link-local (cloud metadata at
//   169.254.169.254 included), private, shared (carrier-grade NAT), unspecified, multicast and reserved
//   ranges, and the IPv6 forms that carry one of those IPv4 addresses (mapped, compatible, NAT64,
//   6to4, Teredo).
import { isIP } from 'node:net';

/** @param {string} s @returns {number[] | null} */
function ipv4Bytes(s) {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address, or null. @param {string} ip @returns {number[] | null} */
function ipv6Groups(ip) {
  let s = ip.toLowerCase();
  const zone = s.indexOf('%');
  if (zone !== -1) s = s.slice(0, zone);
  const lastColon = s.lastIndexOf(':');
  if (lastColon === -1) return null;
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const b = ipv4Bytes(tail);
    if (!b) return null;
    s = `${s.slice(0, lastColon + 1)}${((b[0] << 8) | b[1]).toString(16)}:${((b[2] << 8) | b[3]).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  /** @param {string} p */
  const groups = (p) => (p === '' ? [] : p.split(':').map((h) => (/^[0-9a-f]{1,4}$/.test(h) ? parseInt(h, 16) : NaN)));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const fill = 8 - head.length - rest.length;
  if (fill < 1) return null;
  return [...head, ...new Array(fill).fill(0), ...rest];
}

/** @param {number[]} b */
function classifyV4([a, b]) {
  if (a === 0) return 'an unspecified ("this network") address';
  if (a === 127) return 'a loopback address';
  if (a === 10 || (a === 172 && (b & 0xf0) === 16) || (a === 192 && b === 168)) return 'a private address';
  if (a === 169 && b === 254) return 'a link-local address (cloud metadata lives there)';
  if (a === 100 && (b & 0xc0) === 64) return 'a shared (carrier-grade NAT) address';
  if (a >= 224) return 'a multicast or reserved address';
  return null;
}

/** @param {number} hi @param {number} lo */
const v4Of = (hi, lo) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];

/** @param {number[]} g */
function classifyV6(g) {
  /** @param {number} n */
  const zeros = (n) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return 'an unspecified address';
  if (zeros(7) && g[7] === 1) return 'a loopback address';
  /** @param {string} why @param {number[]} v4 */
  const embedded = (why, v4) => {
    const r = classifyV4(v4);
    return r ? `${r} (as ${why})` : null;
  };
  if (zeros(5) && g[5] === 0xffff) return embedded('an IPv4-mapped IPv6 address', v4Of(g[6], g[7]));
  if (zeros(6)) return 'an IPv4-compatible IPv6 address (deprecated)';
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return embedded('a NAT64 address', v4Of(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'a local-use NAT64 address';
  if (g[0] === 0x2002) return embedded('a 6to4 address', v4Of(g[1], g[2]));
  if (g[0] === 0x2001 && g[1] === 0) return embedded('a Teredo address', v4Of(g[6] ^ 0xffff, g[7] ^ 0xffff));
  if ((g[0] & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((g[0] & 0xffc0) === 0xfec0) return 'a site-local address';
  if ((g[0] & 0xfe00) === 0xfc00) return 'a private (unique local) address';
  if ((g[0] & 0xff00) === 0xff00) return 'a multicast address';
  return null;
}

/**
 * Why an IP address may not be fetched by the proxy ('a loopback address' …), or null for a public
 * one. Anything that is not an IP address is refused too.
 * @param {string} ip
 * @returns {string | null}
 */
export function addressProblem(ip) {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const kind = isIP(bare);
  if (kind === 4) return classifyV4(/** @type {number[]} */ (ipv4Bytes(bare)));
  if (kind === 6) {
    const g = ipv6Groups(bare);
    return g ? classifyV6(g) : 'not an IP address';
  }
  return 'not an IP address';
}

/**
 * The Host values this connection may carry: the address and port it arrived at, and localhost:PORT
 * when that address is loopback (without the port too when it is 80).
 * @param {string | undefined} localAddress
 * @param {number | undefined} localPort
 * @returns {Set<string>}
 */
export function ownHosts(localAddress, localPort) {
  const set = new Set();
  if (!localAddress || !localPort) return set;
  let ip = localAddress;
  if (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  const name = isIP(ip) === 6 ? `[${ip.toLowerCase()}]` : ip;
  set.add(`${name}:${localPort}`);
  if (addressProblem(ip) === 'a loopback address') set.add(`localhost:${localPort}`);
  if (localPort === 80) for (const h of [...set]) set.add(h.slice(0, -':80'.length));
  return set;
}

/**
 * Why this server must not answer `req`, or null: 421 when its Host is not this server's address,
 * 403 when its Origin is another site.
 * @param {import('node:http').IncomingMessage} req
 * @returns {{ status: 421 | 403, message: string } | null}
 */
export function foreignRequestProblem(req) {
  const own = ownHosts(req.socket.localAddress, req.socket.localPort);
  const first = [...own][0] ?? 'its own address';
  const host = String(req.headers.host ?? '').toLowerCase();
  if (!own.has(host)) return { status: 421, message: `This server answers only at http://${first}/ (the request was for ${host ? `"${host}"` : 'no host'}).` };
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const o = String(origin).toLowerCase();
    if (!(o.startsWith('http://') && own.has(o.slice('http://'.length))))
      return { status: 403, message: `This server answers only pages from http://${first} (the request came from "${origin}").` };
  }
  return null;
}
