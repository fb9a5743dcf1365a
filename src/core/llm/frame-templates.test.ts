// The OpenAI fast paths must never change a result: every stream decodes the same with them on and off.
import { describe, expect, test } from 'vitest';
import { streamFrames, type Reply } from '../../../test/fixtures/scripted-server/index.mjs';
import { STREAMS, byteChunks, longArgumentsStream, readStream } from '../../../test/fixtures/streams/index.mjs';
import { CompletionAccumulator } from './collect.ts';
import { DecodeState } from './decode-state.ts';
import { FrameTemplates } from './frame-templates.ts';
import { decodeStreamChunks, decodeToCompletion, StreamDecoder } from './stream-decoder.ts';
import type { LlmEvent } from './types.ts';

let templateHits = 0;

function both(text: string, size: number) {
  const chunks = byteChunks(text, size);
  const fast = decodeStreamChunks(chunks, { idPrefix: 'g', format: 'openai' });
  const slow = decodeStreamChunks(chunks, { idPrefix: 'g', format: 'openai', fastPaths: false });
  // Count how often the template path really ran, so these comparisons are not vacuous.
  const probe = new StreamDecoder({ idPrefix: 'g', format: 'openai' });
  for (const c of chunks) probe.feed(c);
  templateHits += (probe as unknown as { templates?: FrameTemplates }).templates?.hits ?? 0;
  // The event-free path (templates on) assembles what the events say.
  expect(decodeToCompletion(chunks, { idPrefix: 'g', format: 'openai' })).toEqual(collect(slow));
  return { fast, slow };
}

const collect = (events: LlmEvent[]) => {
  const acc = new CompletionAccumulator();
  for (const e of events) acc.add(e);
  return acc.result();
};

describe('fast paths give exactly the same events', () => {
  test('recorded OpenAI-format streams', () => {
    for (const s of STREAMS.filter((x) => x.format === 'openai')) {
      for (const size of [1, 5, 64, 4096]) {
        const { fast, slow } = both(readStream(s.file), size);
        expect(fast, s.file).toEqual(slow);
      }
    }
  });

  test('a long argument stream', () => {
    templateHits = 0;
    const { fast, slow } = both(longArgumentsStream(20_000, 7).sse, 1000);
    expect(fast).toEqual(slow);
    expect(templateHits).toBeGreaterThan(2000);
  });

  // Payloads chosen to collide with the text around them: key names, JSON keywords, quotes,
  // backslashes, escapes, the same fragment twice in a row, empty strings.
  const nasty = [
    'index',
    'logprobs',
    'null',
    '"',
    '\\',
    '\\"',
    '":"',
    'content',
    '}]}',
    '{"a":1}',
    'x',
    'x',
    '',
    '\u2028',
    'é',
    '🎉',
    '\n\r\t',
    'finish_reason',
    'chatcmpl-scripted-1',
  ];
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pick = () => nasty[rand(nasty.length)];
  const text = (n: number) => Array.from({ length: n }, pick).join('');

  test('randomised replies with awkward payloads and quirks', () => {
    templateHits = 0;
    for (let i = 0; i < 150; i++) {
      const reply: Reply = {
        content: text(rand(12)),
        reasoning: rand(2) ? text(rand(6)) : undefined,
        reasoningField: rand(2) ? 'reasoning' : 'reasoning_content',
        toolCalls: Array.from({ length: rand(3) }, (_, k) => ({ id: `c${k}`, name: pick() || 'f', arguments: text(rand(10)) })),
        chunkChars: 1 + rand(4),
        argsChunkChars: 1 + rand(4),
        interleave: rand(2) === 1,
        noIndex: rand(4) === 0,
        reuseIndex: rand(6) === 0,
        comments: rand(3) === 0,
        usageIn: rand(2) ? 'finish' : 'chunk',
      };
      if (reply.noIndex) reply.interleave = false;
      const sse = streamFrames(reply).join('');
      const { fast, slow } = both(sse, 1 + rand(300));
      expect(fast, JSON.stringify(reply)).toEqual(slow);
    }
    expect(templateHits).toBeGreaterThan(500);
  });

  test('a field that changes in every chunk (OpenAI "obfuscation"): same result, useless templates are dropped', () => {
    let n = 0;
    const sse = longArgumentsStream(30_000, 10).sse.replace(
      /"usage":null}/g,
      () => `"usage":null,"obfuscation":"${'abcdefghijklmnop'.slice(0, 1 + ((n++ * 7) % 13))}${n}"}`,
    );
    const { fast, slow } = both(sse, 777);
    expect(fast).toEqual(slow);
    const probe = new StreamDecoder({ format: 'openai' });
    for (const c of byteChunks(sse, 777)) probe.feed(c);
    const t = (probe as unknown as { templates: { templates: { used: number }[]; hits: number; checks: number; frames: number } }).templates;
    expect(t.frames).toBeGreaterThan(3000);
    expect(t.hits).toBe(0);
    // Nothing ever fits, so no test parse is made; what was remembered is recent (the rest was dropped).
    expect(t.checks).toBe(0);
    expect(t.templates.length).toBeLessThanOrEqual(6);
    for (const x of t.templates) expect(t.frames - x.used).toBeLessThan(64);
  });

  const hitsOf = (frames: string[]) => {
    const d = new StreamDecoder({ format: 'openai' });
    d.feedText(frames.join(''));
    d.end();
    return (d as unknown as { templates: FrameTemplates }).templates.hits;
  };
  const openAiFrame = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'gen-1', model: 'm', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

  test('a long phase that cannot be learned does not stop learning for the phases after it', () => {
    // OpenRouter repeats each reasoning piece in reasoning_details: the piece is found twice, never learned.
    const frames = [
      ...Array.from({ length: 60 }, (_, i) => openAiFrame({ reasoning: `r${i} `, reasoning_details: [{ type: 'reasoning.text', text: `r${i} ` }] })),
      ...Array.from({ length: 200 }, (_, i) => openAiFrame({ content: `c${i} ` })),
      openAiFrame({}, 'stop'),
      'data: [DONE]\n\n',
    ];
    expect(decodeStreamChunks(frames, { format: 'openai' })).toEqual(decodeStreamChunks(frames, { format: 'openai', fastPaths: false }));
    expect(hitsOf(frames)).toBeGreaterThan(190);
  });

  test('many tool calls one after another each get their template', () => {
    const frames = [openAiFrame({ role: 'assistant', content: null })];
    for (let call = 0; call < 16; call++) {
      frames.push(openAiFrame({ tool_calls: [{ index: call, id: `call_${call}`, type: 'function', function: { name: 'f', arguments: '' } }] }));
      for (let k = 0; k < 20; k++) frames.push(openAiFrame({ tool_calls: [{ index: call, function: { arguments: `"${call}-${k}",` } }] }));
    }
    frames.push(openAiFrame({}, 'tool_calls'), 'data: [DONE]\n\n');
    expect(decodeStreamChunks(frames, { format: 'openai' })).toEqual(decodeStreamChunks(frames, { format: 'openai', fastPaths: false }));
    // Each call: one normal parse to learn, one checked, 18 through the template.
    expect(hitsOf(frames)).toBeGreaterThanOrEqual(16 * 18);
  });

  test('payloads written with non-standard escapes and a field that changes every chunk', () => {
    const frames = [
      ...Array.from({ length: 20 }, () => 'data: {"choices":[{"index":0,"delta":{"content":"n"}}]}\n\n'),
      'data: {"choices":[{"index":0,"delta":{"content":"\\u0041B"}}]}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"AB"}}],"model":"AB"}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"\\/x"}}]}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"y"}}]}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"z"}}],"obfuscation":"q"}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"w"}}],"obfuscation":"rr"}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"v","role":"assistant"}}]}\n\n',
      'data: {"choices":[{"index":0,"delta":{"content":"u"},"finish_reason":"stop"}]}\n\n',
    ];
    const fast = decodeStreamChunks(frames, { format: 'openai' });
    const slow = decodeStreamChunks(frames, { format: 'openai', fastPaths: false });
    expect(fast).toEqual(slow);
    expect(collect(fast).content).toBe(`${'n'.repeat(20)}ABAB/xyzwvu`);
  });
});

describe('FrameTemplates', () => {
  const frame = (content: string) => JSON.stringify({ id: 'x', choices: [{ index: 0, delta: { content }, finish_reason: null }], usage: null });

  const learnFrom = (t: FrameTemplates, data: string) => t.learn(data, JSON.parse(data));

  test('after one normal parse, chunks of the same shape take the template', () => {
    const t = new FrameTemplates();
    const state = new DecodeState('g');
    const first = frame('Hello');
    expect(t.tryApply(frame('early'), state)).toBe(false);
    learnFrom(t, first);
    expect(t.tryApply(frame(' wörld "quoted"'), state)).toBe(true);
    expect(state.take()).toEqual([{ type: 'text-delta', text: ' wörld "quoted"' }]);
  });

  test('chunks of another shape do not', () => {
    const t = new FrameTemplates();
    const state = new DecodeState('g');
    const first = frame('Hello');
    learnFrom(t, first);
    const finish = JSON.stringify({ id: 'x', choices: [{ index: 0, delta: { content: 'a' }, finish_reason: 'stop' }], usage: null });
    expect(t.tryApply(finish, state)).toBe(false);
    expect(t.tryApply(frame('') + ' ', state)).toBe(false);
    // A payload that is not one string token.
    expect(t.tryApply(first.replace('"Hello"', '"a","b"'), state)).toBe(false);
    expect(t.tryApply(first.replace('"Hello"', '12'), state)).toBe(false);
    expect(state.take()).toEqual([]);
  });

  test('a payload found twice in the chunk is not learned', () => {
    const t = new FrameTemplates();
    const twice = JSON.stringify({ id: 'Hello', choices: [{ index: 0, delta: { content: 'Hello' } }] });
    learnFrom(t, twice);
    expect(t.tryApply(JSON.stringify({ id: 'Hello', choices: [{ index: 0, delta: { content: 'Bye' } }] }), new DecodeState('g'))).toBe(false);
  });

  const internals = (t: FrameTemplates) => t as unknown as { checks: number; templates: { checked: boolean }[] };

  test('the test parse is made only when a second chunk fits, once per template', () => {
    const t = new FrameTemplates();
    const state = new DecodeState('g');
    learnFrom(t, frame('Hello'));
    // Remembered but unchecked: chunks of other shapes cost no test parse.
    expect(internals(t).templates).toEqual([expect.objectContaining({ checked: false })]);
    const other = JSON.stringify({ id: 'x', choices: [{ index: 0, delta: { reasoning_content: 'r' }, finish_reason: null }], usage: null });
    expect(t.tryApply(other, state)).toBe(false);
    expect(internals(t).checks).toBe(0);
    expect(t.tryApply(frame('a'), state)).toBe(true);
    expect(t.tryApply(frame('b'), state)).toBe(true);
    expect(internals(t).checks).toBe(1);
    expect(internals(t).templates[0].checked).toBe(true);
    expect(state.take()).toEqual([
      { type: 'text-delta', text: 'a' },
      { type: 'text-delta', text: 'b' },
    ]);
  });

  test('a template whose test parse fails is dropped and the chunk takes the normal path', () => {
    const t = new FrameTemplates();
    const state = new DecodeState('g');
    // The payload is written with an escape, so its plain form "AB" is found in another field.
    const chunk = (x: string) => `{"x":"${x}","choices":[{"index":0,"delta":{"content":"\\u0041B"}}]}`;
    expect(JSON.parse(chunk('AB')).choices[0].delta.content).toBe('AB');
    learnFrom(t, chunk('AB'));
    expect(internals(t).templates).toHaveLength(1);
    // Fits prefix + string + suffix, but the string is "x", not the content: without the test parse it would emit "CD".
    expect(t.tryApply(chunk('CD'), state)).toBe(false);
    expect(internals(t).checks).toBe(1);
    expect(internals(t).templates).toHaveLength(0);
    expect(state.take()).toEqual([]);
  });
});
