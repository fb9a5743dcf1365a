// The transport against the scripted OpenAI-compatible server: real sockets, Node's real fetch.
import { afterEach, describe, expect, test } from 'vitest';
import { startScriptedServer, type ScriptedServer, type Turn } from '../../../test/fixtures/scripted-server/index.mjs';
import { readStream } from '../../../test/fixtures/streams/index.mjs';
import { collectCompletion } from './collect.ts';
import { streamChatCompletion, type StreamChatOptions } from './stream-chat.ts';
import type { ChatRequest, LlmEvent } from './types.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(turns: Turn[]): Promise<ScriptedServer> {
  server = await startScriptedServer({ scenario: turns });
  return server;
}

const ask = (content = 'hi', extra: Partial<ChatRequest> = {}): ChatRequest => ({
  model: 'scripted-model',
  messages: [{ role: 'user', content }],
  ...extra,
});

const run = (s: ScriptedServer, request: ChatRequest = ask(), options: Partial<StreamChatOptions> = {}) =>
  collectCompletion(streamChatCompletion(request, { endpoint: s.endpoint, retryBaseMs: 1, ...options }));

async function events(s: ScriptedServer, request: ChatRequest = ask(), options: Partial<StreamChatOptions> = {}): Promise<LlmEvent[]> {
  const out: LlmEvent[] = [];
  for await (const e of streamChatCompletion(request, { endpoint: s.endpoint, retryBaseMs: 1, ...options })) out.push(e);
  return out;
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('quirks, over a real socket', () => {
  test('text and usage chunk; the request carries stream and include_usage', async () => {
    const s = await serve([{ content: 'Hello there, traveller.', usage: { prompt_tokens: 9, completion_tokens: 5, total_tokens: 14 } }]);
    const c = await run(s);
    expect(c).toMatchObject({ content: 'Hello there, traveller.', finishReason: 'stop', usage: { promptTokens: 9, completionTokens: 5, totalTokens: 14 } });
    expect(s.requests[0].body).toMatchObject({ model: 'scripted-model', stream: true, stream_options: { include_usage: true } });
    expect(c.timing).toMatchObject({ attempts: 1 });
    expect(c.timing!.firstByteMs).toBeGreaterThanOrEqual(0);
    expect(c.timing!.durationMs).toBeGreaterThanOrEqual(c.timing!.firstByteMs);
  });

  test('parallel tool calls with arguments split over many chunks, interleaved', async () => {
    const s = await serve([
      {
        content: 'Checking.',
        toolCalls: [
          { id: 'c1', name: 'note_read', arguments: { title: 'Harbor', lines: [1, 40] } },
          { id: 'c2', name: 'lorebook_search', arguments: { keys: ['Elowen', 'inn'] } },
        ],
        interleave: true,
        argsChunkChars: 3,
      },
    ]);
    const c = await run(s);
    expect(c.finishReason).toBe('tool_calls');
    expect(c.toolCalls).toEqual([
      { id: 'c1', name: 'note_read', arguments: '{"title":"Harbor","lines":[1,40]}' },
      { id: 'c2', name: 'lorebook_search', arguments: '{"keys":["Elowen","inn"]}' },
    ]);
  });

  test('missing index, whole calls, finish_reason stop on a tool turn (Gemini-compat style)', async () => {
    const extra = { extra_content: { google: { thought_signature: 'SIG==' } } };
    const s = await serve([
      {
        toolCalls: [
          { id: 'g1', name: 'a', arguments: { x: 1 }, extra },
          { id: 'g2', name: 'b', arguments: {} },
        ],
        noIndex: true,
        wholeCalls: true,
        finishReason: 'stop',
      },
    ]);
    const c = await run(s);
    expect(c.finishReason).toBe('tool_calls');
    expect(c.toolCalls).toEqual([
      { id: 'g1', name: 'a', arguments: '{"x":1}', extra },
      { id: 'g2', name: 'b', arguments: '{}' },
    ]);
  });

  test('missing index with arguments split over index-less fragments', async () => {
    const s = await serve([
      {
        toolCalls: [
          { id: 'n1', name: 'a', arguments: { text: 'a long value' } },
          { id: 'n2', name: 'b', arguments: { k: 2 } },
        ],
        noIndex: true,
        argsChunkChars: 4,
      },
    ]);
    const c = await run(s);
    expect(c.toolCalls.map((t) => [t.id, t.arguments])).toEqual([
      ['n1', '{"text":"a long value"}'],
      ['n2', '{"k":2}'],
    ]);
  });

  test('index 0 reused for every call (Ollama style)', async () => {
    const s = await serve([
      {
        toolCalls: [
          { id: 'o1', name: 'a', arguments: { q: 1 } },
          { id: 'o2', name: 'a', arguments: { q: 2 } },
        ],
        reuseIndex: true,
        wholeCalls: true,
      },
    ]);
    const c = await run(s);
    expect(c.toolCalls.map((t) => t.id)).toEqual(['o1', 'o2']);
  });

  test('reasoning_content and reasoning', async () => {
    const s = await serve([
      { reasoning: 'First think.', content: 'Answer.' },
      { reasoning: 'Other field.', reasoningField: 'reasoning', content: 'Two.' },
    ]);
    expect(await run(s)).toMatchObject({ reasoning: 'First think.', content: 'Answer.' });
    expect(await run(s)).toMatchObject({ reasoning: 'Other field.', content: 'Two.' });
  });

  test('comment lines, CRLF and writes split inside UTF-8 characters', async () => {
    const content = 'Ünïcödé — 港口在沉睡 🌊🌊 done.';
    const s = await serve([{ content, chunkChars: 3, comments: true, crlf: true, writeSize: 5 }]);
    expect((await run(s)).content).toBe(content);
  });

  test('usage on the finish chunk instead of a separate one', async () => {
    const s = await serve([{ content: 'x', usage: { prompt_tokens: 2, completion_tokens: 1, total_tokens: 3 }, usageIn: 'finish' }]);
    expect((await run(s)).usage).toEqual({ promptTokens: 2, completionTokens: 1, totalTokens: 3 });
  });

  test('a recorded Anthropic stream passed through a proxy is decoded (sniffed)', async () => {
    const s = await serve([{ sse: readStream('anthropic-messages-tools.sse'), writeSize: 13 }]);
    const c = await run(s);
    expect(c.toolCalls.map((t) => t.name)).toEqual(['lorebook_search', 'note_list']);
    expect(c.reasoning).toBe("The scene needs the innkeeper's name.");
  });

  test('a recorded Gemini native stream (no [DONE]) is decoded', async () => {
    const s = await serve([{ sse: readStream('gemini-native-tools.sse'), writeSize: 9 }]);
    const c = await run(s, ask(), { format: 'gemini' });
    expect(c).toMatchObject({ content: 'Sure — checking your notes.', finishReason: 'tool_calls' });
    expect(c.error).toBeUndefined();
  });

  test('events arrive in order: deltas, calls, usage, finish last', async () => {
    const s = await serve([{ reasoning: 'r', content: 'c', toolCalls: [{ id: 'a', name: 'f', arguments: '{}' }] }]);
    const types = (await events(s)).map((e) => e.type);
    expect(types.at(-1)).toBe('finish');
    expect(types.at(-2)).toBe('usage');
    expect(types.indexOf('reasoning-delta')).toBeLessThan(types.indexOf('text-delta'));
    expect(types.indexOf('tool-call-start')).toBeLessThan(types.indexOf('tool-call-end'));
  });
});

describe('non-streaming fallback', () => {
  test('stream:false gives the same completion shape', async () => {
    const turn: Turn = {
      reasoning: 'why',
      content: 'Because.',
      toolCalls: [{ id: 't1', name: 'f', arguments: { a: 1 } }],
      usage: { prompt_tokens: 4, completion_tokens: 3, total_tokens: 7 },
    };
    const s = await serve([turn, turn]);
    const streamed = await run(s, ask());
    const whole = await run(s, ask('hi', { stream: false }));
    expect(s.requests[1].body.stream).toBe(false);
    expect(s.requests[1].body).not.toHaveProperty('stream_options');
    const strip = ({ timing: _t, ...rest }: typeof streamed) => rest;
    expect(strip(whole)).toEqual(strip(streamed));
  });

  test('HTTP 200 with {error} is an error (non-streaming and when a stream was asked for)', async () => {
    const s = await serve([
      { json: { error: { message: 'Insufficient quota' }, quota_error: true } },
      { json: { error: { message: 'Insufficient quota' }, quota_error: true } },
    ]);
    const a = await run(s, ask('x', { stream: false }));
    expect(a).toMatchObject({ finishReason: 'error', error: { kind: 'provider', message: 'Insufficient quota', retryable: false } });
    const b = await run(s);
    expect(b.error).toMatchObject({ kind: 'provider', message: 'Insufficient quota' });
    expect(s.requests).toHaveLength(2);
  });
});

describe('faults', () => {
  test('429 with Retry-After in seconds: waits what the server asked, then succeeds', async () => {
    const s = await serve([{ status: 429, headers: { 'retry-after': '2' } }, { content: 'ok' }]);
    const waits: number[] = [];
    const retries: number[] = [];
    const c = await run(s, ask(), {
      wait: async (ms) => void waits.push(ms),
      onRetry: (info) => retries.push(info.attempt),
    });
    expect(c).toMatchObject({ content: 'ok', finishReason: 'stop', timing: { attempts: 2 } });
    expect(waits).toEqual([2000]);
    expect(retries).toEqual([2]);
    expect(s.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  test('Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 4000).toUTCString();
    const s = await serve([{ status: 503, headers: { 'retry-after': at } }, { content: 'ok' }]);
    const waits: number[] = [];
    const c = await run(s, ask(), { wait: async (ms) => void waits.push(ms) });
    expect(c.content).toBe('ok');
    expect(waits[0]).toBeGreaterThan(2000);
    expect(waits[0]).toBeLessThanOrEqual(4000);
  });

  test('a Retry-After longer than the longest wait ends the request instead', async () => {
    const s = await serve([{ status: 429, headers: { 'retry-after': '120' } }, { content: 'never' }]);
    const c = await run(s, ask(), { retryMaxMs: 10_000, wait: async () => undefined });
    expect(c.error).toMatchObject({ kind: 'http', status: 429 });
    expect(c.error!.message).toContain('120 s');
    expect(s.requests).toHaveLength(1);
  });

  test('500s are retried with real (short) backoff up to the configured count', async () => {
    const s = await serve([{ status: 500, times: Infinity }]);
    const seen: LlmEvent[] = [];
    for await (const e of streamChatCompletion(ask(), { endpoint: s.endpoint, retries: 3, retryBaseMs: 1, retryMaxMs: 5 })) seen.push(e);
    expect(s.requests).toHaveLength(4);
    expect(seen.filter((e) => e.type === 'retry').map((e) => (e as { attempt: number }).attempt)).toEqual([2, 3, 4]);
    const finish = seen.at(-1)!;
    expect(finish).toMatchObject({ type: 'finish', reason: 'error', timing: { attempts: 4 } });
    expect(seen.at(-2)).toMatchObject({ type: 'error', error: { kind: 'http', status: 500, retryable: true } });
  });

  test('408 and 409 are retried; 400 and 401 are not', async () => {
    const s = await serve([{ status: 408 }, { status: 409 }, { content: 'ok' }, { status: 400 }, { status: 401 }]);
    expect((await run(s)).content).toBe('ok');
    expect(s.requests).toHaveLength(3);
    expect((await run(s)).error).toMatchObject({ status: 400, retryable: false });
    expect(s.requests).toHaveLength(4);
    expect((await run(s)).error).toMatchObject({ status: 401 });
    expect(s.requests).toHaveLength(5);
  });

  test('network error (nothing listening) is retried, then reported', async () => {
    const s = await serve([]);
    const endpoint = s.endpoint;
    await s.close();
    server = undefined;
    const c = await collectCompletion(streamChatCompletion(ask(), { endpoint, retries: 1, retryBaseMs: 1 }));
    expect(c.error).toMatchObject({ kind: 'network', retryable: true });
    expect(c.timing?.attempts).toBe(2);
  });

  test('connection cut mid tool call after content: not retried, network error, no half call reported', async () => {
    const s = await serve([
      { content: 'Let me', toolCalls: [{ id: 'c1', name: 'f', arguments: { long: 'x'.repeat(50) } }], argsChunkChars: 5, fault: 'cut', afterFrames: 6 },
      { content: 'should not be asked' },
    ]);
    const c = await run(s);
    expect(c.error).toMatchObject({ kind: 'network' });
    expect(c.content).toBe('Let me');
    expect(c.toolCalls).toEqual([]);
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0].cut).toBe(true);
  });

  test('connection cut before any content is retried', async () => {
    const s = await serve([{ content: 'x', fault: 'cut', afterFrames: 1 }, { content: 'second' }]);
    const c = await run(s);
    expect(c).toMatchObject({ content: 'second', timing: { attempts: 2 } });
  });

  test('retryAfterContent: a retry event voids the partial output', async () => {
    const s = await serve([{ content: 'partial answer', chunkChars: 4, fault: 'cut', afterFrames: 3 }, { content: 'full answer' }]);
    const seen = await events(s, ask(), { retryAfterContent: true });
    const retryAt = seen.findIndex((e) => e.type === 'retry');
    expect(seen.slice(0, retryAt).some((e) => e.type === 'text-delta')).toBe(true);
    const c = await collectCompletion(seen);
    expect(c.content).toBe('full answer');
    expect(c.error).toBeUndefined();
  });

  test('an error frame mid-stream after content ends the request with a provider error', async () => {
    const s = await serve([{ content: 'Once upon a time', chunkChars: 5, errorFrame: { message: 'Upstream overloaded', code: 502 }, errorAfterFrames: 3 }]);
    const c = await run(s);
    expect(c).toMatchObject({ content: 'Once upon ', finishReason: 'error', error: { kind: 'provider', status: 502, message: 'Upstream overloaded' } });
    expect(s.requests).toHaveLength(1);
  });

  test('an error frame before any content is retried when its code is retryable', async () => {
    const s = await serve([{ content: 'x', errorFrame: { message: 'busy', code: 429 }, errorAfterFrames: 1 }, { content: 'fine' }]);
    expect((await run(s)).content).toBe('fine');
    expect(s.requests).toHaveLength(2);
  });

  test('stall: no bytes for N ms ends the request with a stall error and closes the socket', async () => {
    const s = await serve([{ content: 'begin and then silence', chunkChars: 6, fault: 'stall', afterFrames: 2 }]);
    const before = timers();
    // Long enough that a loaded machine does not stall between the frames that are sent.
    const c = await run(s, ask(), { stallTimeoutMs: 400, retries: 0 });
    expect(c.error).toMatchObject({ kind: 'stall', retryable: true });
    expect(c.error!.message).toContain('400 ms');
    expect(c.content).toBe('begin ');
    await s.waitFor((r) => r.clientClosed);
    expect(timers()).toBeLessThanOrEqual(before);
  });

  test('stall before the headers arrive counts too', async () => {
    const s = await serve([{ content: 'late', latencyMs: 5_000 }]);
    const c = await run(s, ask(), { stallTimeoutMs: 60, retries: 0 });
    expect(c.error).toMatchObject({ kind: 'stall' });
    await s.waitFor((r) => r.clientClosed);
  });
});

describe('abort', () => {
  test('abort mid-stream: the pending read settles, an aborted error then finish, the server sees the socket close', async () => {
    const s = await serve([{ content: 'first words then nothing more', chunkChars: 6, fault: 'stall', afterFrames: 2 }]);
    const before = timers();
    const controller = new AbortController();
    const it = streamChatCompletion(ask(), { endpoint: s.endpoint, signal: controller.signal, stallTimeoutMs: 60_000 })[Symbol.asyncIterator]();
    let ev = await it.next();
    while (!ev.done && ev.value.type !== 'text-delta') ev = await it.next();
    expect(ev.value).toMatchObject({ type: 'text-delta' });
    const pending = it.next(); // waits on the silent socket
    controller.abort();
    expect((await pending).value).toMatchObject({ type: 'error', error: { kind: 'aborted', retryable: false } });
    expect((await it.next()).value).toMatchObject({ type: 'finish', reason: 'aborted' });
    expect((await it.next()).done).toBe(true);
    const logged = await s.waitFor((r) => r.clientClosed);
    expect(logged.n).toBe(0);
    expect(s.inFlight).toBe(0);
    expect(timers()).toBeLessThanOrEqual(before);
  });

  test('abort while waiting for headers', async () => {
    const s = await serve([{ content: 'slow', latencyMs: 10_000 }]);
    const controller = new AbortController();
    const done = collectCompletion(streamChatCompletion(ask(), { endpoint: s.endpoint, signal: controller.signal }));
    await s.waitFor((r) => r.turn === 0);
    controller.abort();
    expect(await done).toMatchObject({ finishReason: 'aborted', error: { kind: 'aborted' } });
    await s.waitFor((r) => r.clientClosed);
  });

  test('abort during the backoff wait ends at once, without another request', async () => {
    const s = await serve([{ status: 503, headers: { 'retry-after': '20' } }, { content: 'never' }]);
    const controller = new AbortController();
    const c = await collectCompletion(
      streamChatCompletion(ask(), {
        endpoint: s.endpoint,
        signal: controller.signal,
        onRetry: () => controller.abort(),
      }),
    );
    expect(c).toMatchObject({ finishReason: 'aborted', error: { kind: 'aborted' } });
    expect(s.requests).toHaveLength(1);
  });

  test('an already aborted signal sends nothing', async () => {
    const s = await serve([{ content: 'x' }]);
    const c = await run(s, ask(), { signal: AbortSignal.abort() });
    expect(c.finishReason).toBe('aborted');
    expect(s.requests).toHaveLength(0);
  });

  test('a consumer that stops iterating closes the connection', async () => {
    const s = await serve([{ content: 'a b c d e f g', chunkChars: 2, fault: 'stall', afterFrames: 4 }]);
    for await (const e of streamChatCompletion(ask(), { endpoint: s.endpoint })) {
      if (e.type === 'text-delta') break;
    }
    await s.waitFor((r) => r.clientClosed);
    expect(s.inFlight).toBe(0);
  });
});

describe('what the server was sent', () => {
  test('each agent request is logged with its body; concurrent requests overlap', async () => {
    server = await startScriptedServer({
      scenario: [
        { match: { agent: 'scout' }, content: 'scout report', latencyMs: 200 },
        { match: { agent: 'writer' }, content: 'draft', latencyMs: 200 },
        { match: { agent: 'critic' }, content: 'notes', latencyMs: 200 },
      ],
    });
    const s = server;
    const agent = (id: string) => ({
      model: 'm',
      messages: [
        { role: 'system' as const, content: `You are agent ${id}.` },
        { role: 'user' as const, content: 'go' },
      ],
    });
    const results = await Promise.all(['writer', 'critic', 'scout'].map((id) => run(s, agent(id))));
    expect(results.map((r) => r.content)).toEqual(['draft', 'notes', 'scout report']);
    expect(s.maxInFlight).toBe(3);
    const byAgent = Object.fromEntries(s.requests.map((r) => [r.body.messages[0].content, r.turn]));
    expect(byAgent).toEqual({ 'You are agent scout.': 0, 'You are agent writer.': 1, 'You are agent critic.': 2 });
    for (const r of s.requests) expect(r.endedAt!).toBeGreaterThan(r.startedAt);
  });

  test('an unscripted request gets a clear non-retryable error', async () => {
    const s = await serve([]);
    const c = await run(s);
    expect(c.error).toMatchObject({ kind: 'http', status: 400, retryable: false });
    expect(c.error!.message).toContain('no turn left');
  });
});
