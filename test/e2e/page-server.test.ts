// The page's server (scripts/serve.mjs) and its search proxy (scripts/search-proxy.mjs) as an attacker
// meets them: real servers on free ports, real HTTP with forged Host and Origin headers. A site that
// rebinds its name to 127.0.0.1 gets nothing; the proxy reads no loopback, link-local or private
// address (directly, through a name, or through a redirect) except the SearXNG the page names; a
// malformed path is a 400.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addressProblem } from '../../scripts/net-guard.mjs';
import { createSearchProxy } from '../../scripts/search-proxy.mjs';
import { serve } from '../../scripts/serve.mjs';
import { standaloneWebSearch } from '../../src/hosts/standalone/search.ts';

const SECRET = 'the secret: hunter2';

/** A plain HTTP server on 127.0.0.1 that logs what reaches it. */
async function listen(handler: (path: string, res: import('node:http').ServerResponse) => void) {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req.url ?? '/', res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as import('node:net').AddressInfo).port;
  return {
    hits,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** One GET over real HTTP, with whatever Host and headers an attacker would send. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  setHost = true,
): Promise<{ status: number; body: string; headers: IncomingHttpHeaders }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers, setHost }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

let dir: string;
let secret: Awaited<ReturnType<typeof listen>>;
let searx: Awaited<ReturnType<typeof listen>>;
let site: { url: string; port: number; close(): Promise<void> };
/** A second site whose proxy resolves names through `names` (what a hostile DNS answers). */
let dnsSite: { url: string; port: number; close(): Promise<void> };
const names = new Map<string, string[][]>();
const lookups: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'troupe-page-server-'));
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site/index.html'), '<!doctype html><title>page</title><div id="app"></div>');
  mkdirSync(join(dir, 'site-old'));
  writeFileSync(join(dir, 'site-old/secret.txt'), SECRET);
  secret = await listen((path, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(`${SECRET} (${path})`));
  searx = await listen((path, res) => {
    if (path === '/wiki/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>a wiki page</p>');
    if (path === '/hop') return void res.writeHead(302, { location: '/wiki/page' }).end();
    if (path === '/to-secret') return void res.writeHead(302, { location: `${secret.origin}/secret` }).end();
    if (path === '/to-localhost') return void res.writeHead(307, { location: `http://localhost:${secret.port}/secret` }).end();
    if (path === '/to-metadata') return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path.startsWith('/search')) return void res.writeHead(302, { location: `${secret.origin}/secret` }).end();
    res.writeHead(404).end();
  });
  const proxy = createSearchProxy();
  site = await serve({ root: join(dir, 'site'), api: proxy });
  const resolve = async (hostname: string) => {
    lookups.push(hostname);
    const answers = names.get(hostname);
    const next = answers?.length ? (answers.length > 1 ? answers.shift()! : answers[0]!) : undefined;
    if (!next) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  dnsSite = await serve({ root: join(dir, 'site'), api: createSearchProxy({ resolve, timeoutMs: 1500 }) });
});

afterAll(async () => {
  await site?.close();
  await dnsSite?.close();
  await secret?.close();
  await searx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const own = (port: number) => ({ host: `127.0.0.1:${port}`, 'x-troupe-search': '1' });
const visit = (url: string, searxng?: string) => `/proxy/visit?${new URLSearchParams({ url, ...(searxng ? { searxng } : {}) })}`;

describe('the server answers only its own address', () => {
  test("the issue's reproduction: a rebinding site's Host and Origin get 421 and nothing of the secret", async () => {
    const r = await get(site.port, visit(`${secret.origin}/secret`), {
      'x-troupe-search': '1',
      host: `attacker.example:${site.port}`,
      origin: `http://attacker.example:${site.port}`,
    });
    expect(r.status).toBe(421);
    expect(r.body).not.toContain('hunter2');
    expect(r.body).toContain(`http://127.0.0.1:${site.port}/`);
    expect(secret.hits).toEqual([]);
  });

  test('the static page too: a foreign Host, a wrong port, no Host at all are refused; 127.0.0.1 and localhost on the port are answered', async () => {
    expect((await get(site.port, '/', { host: `attacker.example:${site.port}` })).status).toBe(421);
    expect((await get(site.port, '/', { host: 'attacker.example' })).status).toBe(421);
    expect((await get(site.port, '/', { host: '127.0.0.1:1' })).status).toBe(421);
    expect((await get(site.port, '/', { host: `127.0.0.2:${site.port}` })).status).toBe(421);
    expect([400, 421]).toContain((await get(site.port, '/', {}, false)).status); // Node's parser refuses HTTP/1.1 without Host first
    const page = await get(site.port, '/', { host: `127.0.0.1:${site.port}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="app">');
    expect((await get(site.port, '/', { host: `LOCALHOST:${site.port}` })).status).toBe(200);
    expect((await fetch(site.url)).status).toBe(200);
  });

  test('an Origin, when sent, must be the server itself', async () => {
    const base = own(site.port);
    expect((await get(site.port, '/', { ...base, origin: 'http://attacker.example' })).status).toBe(403);
    expect((await get(site.port, '/', { ...base, origin: 'null' })).status).toBe(403);
    expect((await get(site.port, '/', { ...base, origin: `https://127.0.0.1:${site.port}` })).status).toBe(403);
    expect((await get(site.port, '/', { ...base, origin: `http://127.0.0.1:${site.port + 1}` })).status).toBe(403);
    const r = await get(site.port, visit(`${secret.origin}/secret`), { ...base, origin: 'http://attacker.example' });
    expect(r.status).toBe(403);
    expect((await get(site.port, '/', { ...base, origin: `http://127.0.0.1:${site.port}` })).status).toBe(200);
    expect((await get(site.port, '/', { ...base, origin: `http://localhost:${site.port}` })).status).toBe(200);
    expect(secret.hits).toEqual([]);
  });

  test('a malformed % in a path is a 400 without the error in the body; an encoded ../ into a sibling folder is refused', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/a%zz', '/%00']) {
      const r = await get(site.port, path, { host: `127.0.0.1:${site.port}` });
      expect(r.status, path).toBe(400);
      expect(r.body).not.toMatch(/URIError|malformed|Error:/);
    }
    const sibling = await get(site.port, '/..%2fsite-old/secret.txt', { host: `127.0.0.1:${site.port}` });
    expect(sibling.status).toBe(403);
    expect(sibling.body).not.toContain('hunter2');
  });
});

describe('the proxy reads only public addresses, and the SearXNG the page names', () => {
  test('loopback, unspecified, private and link-local targets, in every spelling, are refused before any connection', async () => {
    const targets = [
      `${secret.origin}/secret`,
      `http://localhost:${secret.port}/secret`,
      `http://[::1]:${secret.port}/secret`,
      `http://[::ffff:127.0.0.1]:${secret.port}/secret`,
      `http://0.0.0.0:${secret.port}/secret`,
      `http://2130706433:${secret.port}/secret`,
      `http://0x7f.1:${secret.port}/secret`,
      `http://127.1:${secret.port}/secret`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://[fd00::1]/',
      'http://[::]/',
      'http://100.64.0.1/',
    ];
    for (const url of targets) {
      const r = await get(site.port, visit(url), own(site.port));
      expect(r.status, url).toBe(403);
      expect(r.headers['x-troupe-refused'], url).toBe('1');
      expect(r.body, url).toMatch(/^refused: .*(loopback|unspecified|private|link-local|shared).*public addresses/);
    }
    expect(secret.hits).toEqual([]);
  });

  test('the SearXNG the page names may be local: its origin exactly, and redirects within it', async () => {
    const r = await get(site.port, visit(`${searx.origin}/hop`, `${searx.origin}/`), own(site.port));
    expect(r.status).toBe(200);
    expect(r.body).toBe('<p>a wiki page</p>');
    expect(r.headers['x-final-url']).toBe(`${searx.origin}/wiki/page`);
    // Same host, another port: not the SearXNG.
    const other = await get(site.port, visit(`${secret.origin}/secret`, `${searx.origin}/`), own(site.port));
    expect(other.status).toBe(403);
    expect(secret.hits).toEqual([]);
  });

  test('a redirect to 127.0.0.1, localhost or cloud metadata is refused, also from the SearXNG and from /proxy/searxng', async () => {
    for (const hop of ['/to-secret', '/to-localhost', '/to-metadata']) {
      const r = await get(site.port, visit(`${searx.origin}${hop}`, `${searx.origin}/`), own(site.port));
      expect(r.status, hop).toBe(403);
      expect(r.body, hop).not.toContain('hunter2');
    }
    const search = await get(site.port, `/proxy/searxng?${new URLSearchParams({ base: `${searx.origin}/`, q: 'x', format: 'json' })}`, own(site.port));
    expect(search.status).toBe(403);
    expect(search.body).toContain(`refused: ${secret.origin} is a loopback address`);
    const loop = await get(site.port, visit(`${searx.origin}/loop`, `${searx.origin}/`), own(site.port));
    expect(loop.status).toBe(502);
    expect(loop.body).toContain('more than 5 redirects');
    expect(secret.hits).toEqual([]);
  });

  test('a name is resolved first and every address it has is checked', async () => {
    names.set('mixed.example', [['93.184.216.34', '127.0.0.1']]);
    names.set('inner.example', [['::1']]);
    names.set('lan.example', [['192.168.0.10']]);
    for (const host of ['mixed.example', 'inner.example', 'lan.example']) {
      const r = await get(dnsSite.port, visit(`http://${host}:${secret.port}/secret`), own(dnsSite.port));
      expect(r.status, host).toBe(403);
      expect(r.body, host).toMatch(new RegExp(`${host.replace('.', '\\.')}, which resolves to .*, a (loopback|private) address`));
    }
    expect(secret.hits).toEqual([]);
  });

  test('the connection goes to the address that was checked: a name that turns into 127.0.0.1 on a second lookup never reaches it', async () => {
    // A hostile DNS: public on the first answer, loopback on every later one.
    names.set('flip.example', [['198.51.100.7'], ['127.0.0.1']]);
    lookups.length = 0;
    const r = await get(dnsSite.port, visit(`http://flip.example:${secret.port}/secret`), own(dnsSite.port));
    expect(r.body).not.toContain('hunter2');
    expect(lookups).toEqual(['flip.example']);
    expect(secret.hits).toEqual([]);
  });

  test('the SearXNG named by a host name is reached at the address its name resolves to', async () => {
    names.set('searx.example', [['127.0.0.1']]);
    const origin = `http://searx.example:${searx.port}`;
    const r = await get(dnsSite.port, visit(`${origin}/wiki/page`, `${origin}/`), own(dnsSite.port));
    expect(r.status).toBe(200);
    expect(r.body).toBe('<p>a wiki page</p>');
  });
});

test("the page's search_visit: its SearXNG's pages are read through the proxy; a loopback address is refused with the reason, and nothing is fetched", async () => {
  const provider = standaloneWebSearch({ fetch, origin: site.url.replace(/\/$/, '') }, { provider: 'searxng', searxngUrl: `${searx.origin}/` })!;
  expect((await provider.visit(`${searx.origin}/wiki/page`)).html).toBe('<p>a wiki page</p>');
  const refused = await provider.visit(`${secret.origin}/secret`).then(
    () => null,
    (e: unknown) => e as { code: string; message: string; hint?: string },
  );
  expect(refused).toMatchObject({ code: 'SEARCH_URL_INVALID', hint: 'Pick a public web address.' });
  expect(refused!.message).toMatch(/^Not fetched: http:\/\/127\.0\.0\.1:\d+ is a loopback address/);
  expect(secret.hits).toEqual([]);
});

test('addressProblem: which addresses are not public', () => {
  const refused = [
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.9.8.7',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.127.0.1',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'febf::ffff',
    'fc00::1',
    'fdff::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:c0a8:1::',
    'fe80::1%eth0',
    'localhost',
    'not an ip',
  ];
  for (const ip of refused) expect(addressProblem(ip), ip).not.toBeNull();
  const allowed = [
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::',
  ];
  for (const ip of allowed) expect(addressProblem(ip), ip).toBeNull();
  expect(addressProblem('169.254.169.254')).toMatch(/link-local/);
  expect(addressProblem('::ffff:169.254.169.254')).toMatch(/link-local .*IPv4-mapped/);
});
