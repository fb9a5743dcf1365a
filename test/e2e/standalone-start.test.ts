// `npm start` end to end: it builds (into a temp folder here), serves the page and the offline demo
// model on 127.0.0.1, prints the address; the page's own origin answers /demo/v1 with real streaming.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { collectCompletion } from '../../src/core/llm/collect.ts';
import { createModelClient } from '../../src/core/llm/client.ts';
import { launchBrowser } from './browser.ts';

const root = join(import.meta.dirname, '../..');
let out: string;
let child: ChildProcess;
let url: string;
let browser: Browser;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'troupe-start-'));
  child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, TROUPE_OUT: out, PORT: '0', DEMO_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d.toString();
      const m = /Troupe is running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(log);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${log}`)));
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  child?.kill();
  if (out) rmSync(out, { recursive: true, force: true });
});

test('prints a 127.0.0.1 address and serves the page there', async () => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(await res.text()).toMatch(/<div id="app">/);
});

test("the demo model answers at /demo/v1 and streams a director turn's first step", async () => {
  const models = await (await fetch(`${url}demo/v1/models`)).json();
  expect(models.data.map((m: { id: string }) => m.id)).toEqual(['troupe-demo']);
  const client = createModelClient({ baseUrl: `${url}demo/v1` });
  const c = await collectCompletion(
    client(
      {
        model: 'troupe-demo',
        messages: [
          { role: 'system', content: '<character name="Mira">' },
          { role: 'user', content: 'Is the ferry running?' },
        ],
        tools: [
          {
            name: 'dispatch_subagent',
            description: '',
            parameters: {
              type: 'object',
              properties: { subagentId: { type: 'string', enum: ['chat_scout', 'intent_scout', 'voice_critic'] }, task: { type: 'string' } },
            },
          },
          { name: 'await_subagents', description: '', parameters: { type: 'object', properties: {} } },
          { name: 'write_message', description: '', parameters: { type: 'object', properties: {} } },
          { name: 'finalize', description: '', parameters: { type: 'object', properties: {} } },
        ],
      },
      {},
    ),
  );
  expect(c.error).toBeUndefined();
  expect(c.toolCalls.map((t) => JSON.parse(t.arguments).subagentId)).toEqual(['chat_scout', 'intent_scout']);
});

test("in Chromium, the page's origin streams from the demo model (same origin, no CORS)", async () => {
  const page = await browser.newPage();
  await page.goto(url);
  const text = await page.evaluate(async () => {
    const res = await fetch('/demo/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'troupe-demo', stream: true, messages: [{ role: 'user', content: 'Hello?' }] }),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let all = '';
    let reads = 0;
    for (;;) {
      const r = await reader.read();
      if (r.done) break;
      reads++;
      all += decoder.decode(r.value, { stream: true });
    }
    return { all, reads, type: res.headers.get('content-type') };
  });
  expect(text.type).toContain('text/event-stream');
  expect(text.all).toContain('data: [DONE]');
  expect(text.all).toContain('"reasoning_content"');
  await page.close();
});

/** One GET with the Host an attacker chooses. */
function rawGet(address: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(address);
  return new Promise((ok, fail) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

test("answers only its own address: issue 31's rebinding reproduction gets 421, the proxy reads no loopback secret, a malformed path is 400", async () => {
  const hits: string[] = [];
  const secret = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('the secret: hunter2');
  });
  await new Promise<void>((ok) => secret.listen(0, '127.0.0.1', ok));
  const secretUrl = `http://127.0.0.1:${(secret.address() as import('node:net').AddressInfo).port}/secret`;
  try {
    const { port } = new URL(url);
    const path = `/proxy/visit?url=${encodeURIComponent(secretUrl)}`;
    const rebound = await rawGet(url, path, { 'x-troupe-search': '1', host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` });
    expect(rebound.status).toBe(421);
    expect(rebound.body).not.toContain('hunter2');
    expect((await rawGet(url, '/', { host: `attacker.example:${port}` })).status).toBe(421);
    // The page itself, in Chromium: same origin, and still no loopback target.
    const page = await browser.newPage();
    await page.goto(url);
    const r = await page.evaluate(async (p) => {
      const res = await fetch(p, { headers: { 'x-troupe-search': '1' } });
      return { status: res.status, body: await res.text() };
    }, path);
    await page.close();
    expect(r.status).toBe(403);
    expect(r.body).toMatch(/^refused: .* is a loopback address/);
    expect(hits).toEqual([]);
    const bad = await rawGet(url, '/%E0%A4%A', { host: `127.0.0.1:${port}` });
    expect(bad.status).toBe(400);
    expect(bad.body).not.toContain('URIError');
  } finally {
    await new Promise((ok) => secret.close(ok));
  }
});
