// The transport against the scripted OpenAI-compatible server: real sockets, Node's real fetch.
// Faults and aborts are in stream-chat-faults.test.ts.
import { describe, expect, test } from 'vitest';
import type { Turn } from '../../../test/fixtures/scripted-server/index.mjs';
import { readStream } from '../../../test/fixtures/streams/index.mjs';
import { ask, events, run, serve } from './testing.ts';

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

describe('what the server was sent', () => {
  test('each agent request is logged with its body; concurrent requests overlap', async () => {
    const s = await serve([
      { match: { agent: 'scout' }, content: 'scout report', latencyMs: 200 },
      { match: { agent: 'writer' }, content: 'draft', latencyMs: 200 },
      { match: { agent: 'critic' }, content: 'notes', latencyMs: 200 },
    ]);
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
