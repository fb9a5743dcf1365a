import { describe, expect, test } from 'vitest';
import { STREAMS, byteChunks, longArgumentsStream, readStream } from '../../../test/fixtures/streams/index.mjs';
import { CompletionAccumulator } from './collect.ts';
import { decodeCompletionBody, decodeStreamChunks, decodeToCompletion, StreamDecoder } from './stream-decoder.ts';
import type { Completion, LlmEvent } from './types.ts';

function collect(events: LlmEvent[]): Completion {
  const acc = new CompletionAccumulator();
  for (const e of events) acc.add(e);
  const c = acc.result();
  delete c.timing;
  return c;
}

/** Decodes through events + CompletionAccumulator, and checks that the event-free path agrees. */
function decode(chunks: (Uint8Array | string)[], format?: 'openai' | 'anthropic' | 'gemini'): Completion {
  const options = { idPrefix: 'gen_', ...(format ? { format } : {}) };
  const viaEvents = collect(decodeStreamChunks(chunks, options));
  const direct = decodeToCompletion(chunks, options);
  expect(direct.timing).toEqual({ firstByteMs: 0, durationMs: 0, attempts: 1 });
  delete direct.timing;
  expect(direct).toEqual(viaEvents);
  return viaEvents;
}

describe('recorded streams decode to the expected completion', () => {
  for (const s of STREAMS) {
    test(s.file, () => {
      const text = readStream(s.file);
      const whole = decode([text]);
      const { error, ...rest } = s.expected;
      expect(whole).toMatchObject(rest);
      expect(whole.toolCalls.length).toBe(s.expected.toolCalls.length);
      if (error) expect(whole.error).toMatchObject(error);
      else expect(whole.error).toBeUndefined();
      // Same result whatever the chunking, and whether the format is given or sniffed.
      for (const size of [1, 2, 3, 7, 64, 1000]) expect(decode(byteChunks(text, size))).toEqual(whole);
      expect(decode([text], s.format)).toEqual(whole);
    });
  }
});

describe('OpenAI chunk quirks', () => {
  const chunk = (delta: object, finish: string | null = null, extra: object = {}) =>
    `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;

  test('finish_reason stop on a turn with tool calls becomes tool_calls', () => {
    const c = decode([
      chunk({ tool_calls: [{ index: 0, id: 'a', type: 'function', function: { name: 'f', arguments: '{}' } }] }),
      chunk({}, 'stop'),
      'data: [DONE]\n\n',
    ]);
    expect(c.finishReason).toBe('tool_calls');
  });

  test('length stays length even with a (truncated) tool call', () => {
    const c = decode([chunk({ tool_calls: [{ index: 0, id: 'a', function: { name: 'f', arguments: '{"a' } }] }), chunk({}, 'length'), 'data: [DONE]\n\n']);
    expect(c.finishReason).toBe('length');
    expect(c.toolCalls[0].arguments).toBe('{"a');
  });

  test('reasoning_content wins over reasoning when a chunk has both', () => {
    const c = decode([chunk({ reasoning_content: 'A', reasoning: 'A' }), chunk({ reasoning: 'B' }), chunk({}, 'stop'), 'data: [DONE]\n\n']);
    expect(c.reasoning).toBe('AB');
  });

  test('usage on a final chunk with empty choices is reported, after the finish reason', () => {
    const events = decodeStreamChunks([
      chunk({ content: 'hi' }),
      chunk({}, 'stop'),
      `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 1 } })}\n\n`,
      'data: [DONE]\n\n',
    ]);
    expect(events.map((e) => e.type)).toEqual(['text-delta', 'usage', 'finish']);
    expect(events[1]).toEqual({ type: 'usage', usage: { promptTokens: 3, completionTokens: 1, totalTokens: 4 } });
  });

  test('an error object in a data frame ends the stream with a provider error; content before it is kept', () => {
    const events = decodeStreamChunks([
      chunk({ content: 'par' }),
      'data: {"error":{"message":"Rate limit exceeded","code":429}}\n\n',
      chunk({ content: 'never seen' }),
    ]);
    expect(events.map((e) => e.type)).toEqual(['text-delta', 'error', 'finish']);
    const c = collect(events);
    expect(c.content).toBe('par');
    expect(c.error).toMatchObject({ kind: 'provider', message: 'Rate limit exceeded', status: 429, retryable: true });
    expect(c.finishReason).toBe('error');
  });

  test('a frame that is not JSON is a protocol error naming the frame', () => {
    const c = decode(['data: {"choices":[\n\n']);
    expect(c.error).toMatchObject({ kind: 'protocol' });
    expect(c.error?.message).toContain('{"choices":[');
  });

  test('a stream that stops before any finish reason or [DONE] is an error, and open calls are not reported', () => {
    const c = decode([chunk({ tool_calls: [{ index: 0, id: 'a', function: { name: 'f', arguments: '{"a":' } }] })]);
    expect(c.error).toMatchObject({ kind: 'protocol', retryable: true });
    expect(c.toolCalls).toEqual([]);
  });

  test('nothing after [DONE] is read', () => {
    const c = decode([chunk({ content: 'a' }), 'data: [DONE]\n\n', chunk({ content: 'b' }), 'data: junk\n\n']);
    expect(c).toMatchObject({ content: 'a', finishReason: 'stop' });
    expect(c.error).toBeUndefined();
  });

  test('only choice 0 is read', () => {
    const two = `data: ${JSON.stringify({
      choices: [
        { index: 1, delta: { content: 'B' } },
        { index: 0, delta: { content: 'A' } },
      ],
    })}\n\n`;
    expect(decode([two, chunk({}, 'stop')]).content).toBe('A');
  });

  test('fields before "choices" that matter are still read; a "choices" that is not the top-level key is not cut at', () => {
    const frames = [
      // usage before choices
      `data: {"id":"x","usage":{"prompt_tokens":1,"completion_tokens":1},"choices":[{"index":0,"delta":{"content":"a"}}]}\n\n`,
      // "choices" as a string value, then as a nested key, before the real key
      `data: {"object":"choices","meta":{"choices":[1]},"choices":[{"index":0,"delta":{"content":"b"}}]}\n\n`,
      // the real key first
      `data: {"choices":[{"index":0,"delta":{"content":"c"},"finish_reason":"stop"}]}\n\n`,
    ];
    const c = decode(frames, 'openai');
    expect(c).toMatchObject({ content: 'abc', usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 } });
    const err = decode(['data: {"id":"x","error":{"message":"late failure"},"choices":[{"index":0,"delta":{}}]}\n\n'], 'openai');
    expect(err.error).toMatchObject({ message: 'late failure' });
  });

  test('the decoder reports when the provider has finished, so the caller can stop reading', () => {
    const d = new StreamDecoder();
    d.feedText(chunk({ content: 'x' }));
    expect(d.finished).toBe(false);
    d.feedText('data: [DONE]\n\n');
    expect(d.finished).toBe(true);
  });
});

describe('native formats through the auto sniffer', () => {
  test('Anthropic error event', () => {
    const c = decode([
      'event: message_start\ndata: {"type":"message_start","message":{"usage":{"input_tokens":5,"output_tokens":1}}}\n\n',
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
    ]);
    expect(c.error).toMatchObject({ kind: 'provider', code: 'overloaded_error', message: 'Overloaded', retryable: true });
  });

  test('Anthropic thinking: each signed block is kept whole, in order; a redacted one keeps its data; an unsigned one only its text', () => {
    const c = decode([
      'data: {"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":"","signature":""}}\n\n',
      'data: {"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"Check "}}\n\n',
      'data: {"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"the map."}}\n\n',
      'data: {"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"sig-A"}}\n\n',
      'data: {"type":"content_block_stop","index":0}\n\n',
      'data: {"type":"content_block_start","index":1,"content_block":{"type":"redacted_thinking","data":"opaque=="}}\n\n',
      'data: {"type":"content_block_stop","index":1}\n\n',
      'data: {"type":"content_block_start","index":2,"content_block":{"type":"thinking","thinking":"unsigned"}}\n\n',
      'data: {"type":"content_block_stop","index":2}\n\n',
      'data: {"type":"content_block_start","index":3,"content_block":{"type":"tool_use","id":"toolu_1","name":"map","input":{}}}\n\n',
      'data: {"type":"content_block_delta","index":3,"delta":{"type":"input_json_delta","partial_json":"{\\"x\\":1}"}}\n\n',
      'data: {"type":"content_block_stop","index":3}\n\n',
      'data: {"type":"message_delta","delta":{"stop_reason":"tool_use"},"usage":{"output_tokens":9}}\n\n',
      'data: {"type":"message_stop"}\n\n',
    ]);
    expect(c).toMatchObject({
      reasoning: 'Check the map.unsigned',
      finishReason: 'tool_calls',
      toolCalls: [{ id: 'toolu_1', name: 'map', arguments: '{"x":1}' }],
    });
    expect(c.reasoningBlocks).toEqual([
      { type: 'thinking', thinking: 'Check the map.', signature: 'sig-A' },
      { type: 'redacted_thinking', data: 'opaque==' },
    ]);
  });

  test('a retried attempt drops the reasoning blocks of the attempt before', () => {
    const acc = new CompletionAccumulator();
    acc.add({ type: 'reasoning-block', block: { type: 'thinking', thinking: 'old', signature: 's1' } });
    acc.add({ type: 'retry', attempt: 2, delayMs: 0, error: { kind: 'network', message: 'cut', retryable: true } });
    acc.add({ type: 'reasoning-block', block: { type: 'thinking', thinking: 'new', signature: 's2' } });
    expect(acc.result().reasoningBlocks).toEqual([{ type: 'thinking', thinking: 'new', signature: 's2' }]);
    expect(new CompletionAccumulator().result()).not.toHaveProperty('reasoningBlocks');
  });

  test('Anthropic max_tokens maps to length', () => {
    const c = decode([
      'data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
      'data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"abc"}}\n\n',
      'data: {"type":"message_delta","delta":{"stop_reason":"max_tokens"},"usage":{"output_tokens":3}}\n\n',
      'data: {"type":"message_stop"}\n\n',
    ]);
    expect(c).toMatchObject({ content: 'abc', finishReason: 'length' });
  });

  test('Gemini safety block maps to content_filter', () => {
    const c = decode(['data: {"candidates":[{"content":{"parts":[{"text":"I"}]},"finishReason":"SAFETY"}]}\n\n']);
    expect(c).toMatchObject({ content: 'I', finishReason: 'content_filter' });
  });

  test('Gemini error frame', () => {
    const c = decode(['data: {"error":{"code":503,"message":"The model is overloaded.","status":"UNAVAILABLE"}}\n\n']);
    expect(c.error).toMatchObject({ kind: 'provider', status: 503, code: 'UNAVAILABLE', retryable: true });
  });
});

describe('whole (non-streaming) answers give the same completion as the stream', () => {
  test('OpenAI completion with reasoning and tool calls', () => {
    const c = collect(
      decodeCompletionBody(
        JSON.stringify({
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: null,
                reasoning_content: 'think',
                tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }],
              },
              finish_reason: 'tool_calls',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
        }),
      ).events.concat({ type: 'finish', reason: 'tool_calls', timing: { firstByteMs: 0, durationMs: 0, attempts: 1 } }),
    );
    expect(c).toEqual({
      content: '',
      reasoning: 'think',
      toolCalls: [{ id: 'c1', name: 'f', arguments: '{"a":1}' }],
      finishReason: 'tool_calls',
      usage: { promptTokens: 1, completionTokens: 2, totalTokens: 3 },
    });
  });

  test('HTTP 200 with {error} is an error', () => {
    const r = decodeCompletionBody('{"error":{"message":"quota exceeded"},"quota_error":true}');
    expect(r.reason).toBe('error');
    expect(r.error).toMatchObject({ kind: 'provider', message: 'quota exceeded' });
  });

  test('Anthropic message and Gemini answer', () => {
    const a = decodeCompletionBody(
      JSON.stringify({
        type: 'message',
        content: [
          { type: 'text', text: 'hi' },
          { type: 'tool_use', id: 't1', name: 'f', input: { x: 1 } },
        ],
        stop_reason: 'tool_use',
        usage: { input_tokens: 2, output_tokens: 3 },
      }),
      { idPrefix: 'g' },
    );
    expect(a.reason).toBe('tool_calls');
    expect(a.events.find((e) => e.type === 'tool-call-end')).toMatchObject({ call: { id: 't1', name: 'f', arguments: '{"x":1}' } });
    const thought = decodeCompletionBody(
      JSON.stringify({
        type: 'message',
        content: [
          { type: 'thinking', thinking: 'hm', signature: 'sig' },
          { type: 'tool_use', id: 't1', name: 'f', input: {} },
        ],
        stop_reason: 'tool_use',
      }),
    );
    expect(thought.events.filter((e) => e.type === 'reasoning-block')).toEqual([
      { type: 'reasoning-block', block: { type: 'thinking', thinking: 'hm', signature: 'sig' } },
    ]);
    const g = decodeCompletionBody(
      JSON.stringify([
        { candidates: [{ content: { parts: [{ text: 'a' }] } }] },
        { candidates: [{ content: { parts: [{ text: 'b' }] }, finishReason: 'STOP' }] },
      ]),
    );
    expect(
      g.events
        .filter((e) => e.type === 'text-delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('ab');
    expect(g.reason).toBe('stop');
  });

  test('a whole answer where a stream was asked for (no JSON content type, as SillyTavern forwards it) is decoded from its bytes', () => {
    // A quota error with HTTP 200, in pieces that split the JSON, pretty-printed over several lines.
    const quota = JSON.stringify({ error: { message: 'Insufficient quota — 额度不足' }, quota_error: true }, null, 2);
    for (const size of [1, 7, 1000]) {
      const c = decode(byteChunks(quota, size), 'openai');
      expect(c).toMatchObject({ content: '', finishReason: 'error', error: { kind: 'provider', message: 'Insufficient quota — 额度不足' } });
    }
    // A non-streaming completion: the same completion as the whole-body decoder gives.
    const body = JSON.stringify({
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Whole.', tool_calls: [{ id: 't1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
          finish_reason: 'tool_calls',
        },
      ],
    });
    expect(decode([body])).toMatchObject({ content: 'Whole.', finishReason: 'tool_calls', toolCalls: [{ id: 't1', name: 'f', arguments: '{"a":1}' }] });
    // Text that is neither frames nor JSON stays an incomplete stream; bytes after a frame are not re-read.
    expect(decode(['<html>502</html>']).error).toMatchObject({ kind: 'protocol' });
    expect(decode(['data: {"choices":[{"index":0,"delta":{"content":"Hi"}}]}\n\n{"error":{"message":"late"}}']).error).toMatchObject({ kind: 'protocol' });
  });

  test('a body that is not JSON is a protocol error', () => {
    expect(decodeCompletionBody('<html>502 Bad Gateway</html>').error).toMatchObject({ kind: 'protocol' });
  });
});

test('collect mode: feed returns no events, completion() needs end()', () => {
  const d = new StreamDecoder({ collect: true, format: 'openai' });
  expect(() => d.completion()).toThrow(/end\(\)/);
  expect(d.feedText('data: {"choices":[{"index":0,"delta":{"content":"Hi"}}]}\n\n')).toEqual([]);
  expect(d.end()).toEqual({ events: [], reason: 'error', error: expect.objectContaining({ kind: 'protocol' }) });
  expect(d.completion()).toMatchObject({ content: 'Hi', finishReason: 'error', error: { kind: 'protocol' } });
  expect(() => new StreamDecoder().completion()).toThrow(/collect/);
});

test('long arguments split over thousands of chunks assemble exactly', () => {
  const { sse, arguments: args } = longArgumentsStream(200_000, 10);
  const c = decode(byteChunks(sse, 4096));
  expect(c.toolCalls).toHaveLength(1);
  expect(c.toolCalls[0].arguments).toBe(args);
  expect(JSON.parse(c.toolCalls[0].arguments).text.length).toBeGreaterThan(190_000);
});
