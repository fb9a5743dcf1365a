// The LLM transport in real Chromium: the built module is imported by a page, which streams from the
// scripted server on the page's own origin with the browser's fetch (ReadableStream bodies).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serve } from '../../scripts/serve.mjs';
import { createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { launchBrowser } from './browser.ts';

const root = join(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'troupe-llm-e2e-'));
let browser: Browser;
let page: Page;
let api: ScriptedApi;
let server: Awaited<ReturnType<typeof serve>>;

const content = 'Streaming wörks — 流式 🌊 in the browser, piece by piece.';

beforeAll(async () => {
  // Build only src/core/llm (what the hosts bundle), with the project's bundler, as an ES module.
  const script = `
    import { build } from 'vite';
    await build({
      configFile: false, root: ${JSON.stringify(root)}, logLevel: 'warn',
      build: { outDir: ${JSON.stringify(out)}, emptyOutDir: true, target: 'es2022', minify: false,
        lib: { entry: 'src/core/llm/index.ts', formats: ['es'], fileName: () => 'llm.js' } },
    });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: 'pipe' });
  // The page exposes the module as window.llm (a dynamic import inside page.evaluate would be rewritten by vitest).
  writeFileSync(
    join(out, 'index.html'),
    '<!doctype html><title>llm e2e</title><script type="module">import * as llm from "./llm.js"; window.llm = llm;</script>',
  );
  api = createScriptedApi({
    scenario: [
      {
        match: { lastMessage: 'quirks' },
        reasoning: 'Thinking about it.',
        content,
        chunkChars: 4,
        toolCalls: [
          { id: 'c1', name: 'note_read', arguments: { title: 'Harbor — 港' } },
          { id: 'c2', name: 'lorebook_search', arguments: { keys: ['Elowen'] } },
        ],
        interleave: true,
        argsChunkChars: 3,
        comments: true,
        crlf: true,
        writeSize: 64,
        frameDelayMs: 15,
      },
      { match: { lastMessage: 'abort' }, content: 'some words and then silence', chunkChars: 5, fault: 'stall', afterFrames: 3 },
      { match: { lastMessage: 'retry' }, status: 429, headers: { 'retry-after-ms': '5' } },
      { match: { lastMessage: 'retry' }, content: 'after retry' },
    ],
  });
  server = await serve({ root: out, api: api.handle });
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => 'llm' in window);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

test('streams a tool turn with real fetch streaming in Chromium', async () => {
  const result = await page.evaluate(async () => {
    const llm = (window as unknown as { llm: any }).llm;
    const stamps: number[] = [];
    const events: { type: string }[] = [];
    for await (const e of llm.streamChatCompletion(
      { model: 'scripted-model', messages: [{ role: 'user', content: 'quirks' }], tools: [{ name: 'note_read', description: '', parameters: {} }] },
      { endpoint: '/v1/chat/completions' },
    )) {
      events.push(e);
      if (e.type === 'text-delta') stamps.push(performance.now());
    }
    const completion = await llm.collectCompletion(events);
    return { completion, spreadMs: stamps[stamps.length - 1] - stamps[0], deltas: stamps.length };
  });
  expect(result.completion).toMatchObject({
    content,
    reasoning: 'Thinking about it.',
    finishReason: 'tool_calls',
    toolCalls: [
      { id: 'c1', name: 'note_read', arguments: '{"title":"Harbor — 港"}' },
      { id: 'c2', name: 'lorebook_search', arguments: '{"keys":["Elowen"]}' },
    ],
    timing: { attempts: 1 },
  });
  expect(result.completion.usage.totalTokens).toBeGreaterThan(0);
  // Deltas were handed over as bytes arrived, not after the whole body was buffered.
  expect(result.deltas).toBeGreaterThan(5);
  expect(result.spreadMs).toBeGreaterThan(30);
  expect(api.requests.find((r) => r.body.messages[0].content === 'quirks')?.body.tools[0].function.name).toBe('note_read');
});

test('aborting in the page ends the stream and closes the connection', async () => {
  const events = await page.evaluate(async () => {
    const llm = (window as unknown as { llm: any }).llm;
    const controller = new AbortController();
    const seen: { type: string; reason?: string; error?: { kind: string } }[] = [];
    for await (const e of llm.streamChatCompletion(
      { model: 'scripted-model', messages: [{ role: 'user', content: 'abort' }] },
      { endpoint: '/v1/chat/completions', signal: controller.signal },
    )) {
      seen.push(e);
      if (e.type === 'text-delta') controller.abort();
    }
    return seen;
  });
  expect(events.at(-2)).toMatchObject({ type: 'error', error: { kind: 'aborted' } });
  expect(events.at(-1)).toMatchObject({ type: 'finish', reason: 'aborted' });
  const logged = await api.waitFor((r) => r.body?.messages?.[0]?.content === 'abort' && r.clientClosed);
  expect(logged.clientClosed).toBe(true);
});

test('a 429 is retried in the browser after the wait the server asked for', async () => {
  const completion = await page.evaluate(async () => {
    const llm = (window as unknown as { llm: any }).llm;
    return llm.collectCompletion(
      llm.streamChatCompletion({ model: 'scripted-model', messages: [{ role: 'user', content: 'retry' }] }, { endpoint: '/v1/chat/completions' }),
    );
  });
  expect(completion).toMatchObject({ content: 'after retry', timing: { attempts: 2 } });
});
