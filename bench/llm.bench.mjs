// Stream decoding throughput: our decoder + accumulator against the official openai SDK's
// ChatCompletionStream and against eventsource-parser + JSON.parse + a naive accumulator, all on the
// same bytes, cut into the same 4 KiB reads (boundaries fall inside UTF-8 characters), in one run.
// Throughput = SSE bytes / median wall time of decoding a whole stream into a completion.
import { createParser } from 'eventsource-parser';
import OpenAI from 'openai';
import { ChatCompletionStream } from 'openai/lib/ChatCompletionStream';
import { STREAMS, byteChunks, longArgumentsStream, readStream } from '../test/fixtures/streams/index.mjs';
import { performance } from 'node:perf_hooks';
import { core } from './util.mjs';

const READ = 4096;

/** A long prose answer: ~4-character content deltas in full OpenAI chunk frames, then usage. */
function longTextStream(deltas) {
  const head =
    '{"id":"chatcmpl-text","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-mini","system_fingerprint":"fp_6f2e0a1b2c","choices":[{"index":0,"delta":';
  const tail = ',"logprobs":null,"finish_reason":null}],"usage":null}';
  const words = ['The ', 'harb', 'or ', 'slee', 'ps — ', '港口', '在沉', '睡. ', 'Wav', 'es ', 'fold', ' 🌊 '];
  const frames = [`data: ${head}{"role":"assistant","content":"","refusal":null}${tail}\n\n`];
  for (let i = 0; i < deltas; i++) frames.push(`data: ${head}{"content":${JSON.stringify(words[i % words.length])}}${tail}\n\n`);
  frames.push(`data: ${head}{}${tail.replace('"finish_reason":null', '"finish_reason":"stop"')}\n\n`);
  frames.push(
    'data: {"id":"chatcmpl-text","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-mini","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":20,"total_tokens":30}}\n\n',
  );
  frames.push('data: [DONE]\n\n');
  return frames.join('');
}

/** eventsource-parser for framing, JSON.parse per event, string += accumulation by index. */
function naive(chunks) {
  let content = '';
  let finish = null;
  let usage = null;
  const calls = [];
  let done = false;
  const parser = createParser({
    onEvent(ev) {
      if (done) return;
      if (ev.data === '[DONE]') {
        done = true;
        return;
      }
      const chunk = JSON.parse(ev.data);
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices?.[0];
      if (!choice) return;
      const d = choice.delta ?? {};
      if (d.content) content += d.content;
      for (const tc of d.tool_calls ?? []) {
        const slot = (calls[tc.index] ??= { id: '', name: '', arguments: '' });
        if (tc.id) slot.id = tc.id;
        if (tc.function?.name) slot.name = tc.function.name;
        if (tc.function?.arguments) slot.arguments += tc.function.arguments;
      }
      if (choice.finish_reason) finish = choice.finish_reason;
    },
  });
  const decoder = new TextDecoder();
  for (const c of chunks) parser.feed(decoder.decode(c, { stream: true }));
  parser.feed(decoder.decode());
  return { content, calls, finish, usage };
}

/** Our decoder's event API, as a streaming consumer uses it: StreamDecoder events into CompletionAccumulator. */
function ours(llm, chunks) {
  const decoder = new llm.StreamDecoder({ format: 'openai' });
  const acc = new llm.CompletionAccumulator();
  for (const c of chunks) {
    const events = decoder.feed(c);
    for (let i = 0; i < events.length; i++) acc.add(events[i]);
    if (decoder.finished) break;
  }
  const end = decoder.end();
  for (const e of end.events) acc.add(e);
  acc.add({ type: 'finish', reason: end.reason, timing: { firstByteMs: 0, durationMs: 0, attempts: 1 } });
  return acc.result();
}

/** Our decoder straight into a completion (no events): the same job as the naive accumulator's. */
const OPENAI = { format: 'openai' };
const oursDirect = (llm, chunks) => llm.decodeToCompletion(chunks, OPENAI);

const bodyOf = (chunks) =>
  new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });

/** Our whole transport: streamChatCompletion over a fetch whose body yields the same reads. */
function oursTransport(llm, chunks) {
  const fetch = async () => new Response(bodyOf(chunks), { headers: { 'content-type': 'text/event-stream' } });
  return llm.collectCompletion(
    llm.streamChatCompletion(
      { model: 'm', messages: [{ role: 'user', content: 'x' }] },
      { endpoint: 'http://bench.invalid/v1/chat/completions', fetch, retries: 0, stallTimeoutMs: 0 },
    ),
  );
}

/** The SDK end to end: its SSE decoder and ChatCompletionStream accumulator over the same reads. */
async function sdk(chunks) {
  const client = new OpenAI({
    apiKey: 'x',
    baseURL: 'http://bench.invalid/v1',
    maxRetries: 0,
    fetch: async () => new Response(bodyOf(chunks), { headers: { 'content-type': 'text/event-stream' } }),
  });
  return client.chat.completions.stream({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).finalChatCompletion();
}

/** ChatCompletionStream.fromReadableStream: the same chunks as the newline-delimited JSON it reads. */
async function sdkFromReadable(ndjsonChunks) {
  return ChatCompletionStream.fromReadableStream(bodyOf(ndjsonChunks)).finalChatCompletion();
}

function toNdjson(sse) {
  const lines = [];
  for (const block of sse.split(/\r?\n\r?\n/)) {
    const data = block
      .split(/\r?\n/)
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trimStart())
      .join('\n');
    if (data && data !== '[DONE]') lines.push(JSON.stringify(JSON.parse(data)));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Median ms per contender, measured in rounds that run every contender once (in a rotating order),
 * so a busy machine slows all of them alike and the ratios stay fair.
 */
async function interleavedMedians(contenders, rounds) {
  const names = Object.keys(contenders);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  for (const n of names) for (let w = 0; w < 2; w++) await contenders[n](); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < names.length; k++) {
      const n = names[(r + k) % names.length];
      const t0 = performance.now();
      await contenders[n]();
      times[n].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(names.map((n) => [n, times[n].sort((a, b) => a - b)[Math.floor(rounds / 2)]]));
}

export default async () => {
  const llm = await core();
  const recorded = STREAMS.filter((s) => s.sdk === true).map((s) => readStream(s.file));
  const inputs = [
    { name: 'long text answer (20 000 deltas)', sse: longTextStream(20_000) },
    { name: 'tool call, 100 000-char arguments in 10 000 fragments', sse: longArgumentsStream(100_000, 10).sse },
    { name: 'tool call, 1 000 000-char arguments in 100 000 fragments', sse: longArgumentsStream(1_000_000, 10).sse },
    { name: `recorded OpenAI-format streams (${recorded.length}, x200)`, sse: recorded, repeat: 200 },
  ];
  const rows = [];
  const notes = [];
  const mbps = {};
  for (const input of inputs) {
    const streams = (Array.isArray(input.sse) ? input.sse : [input.sse]).map((s) => ({
      chunks: byteChunks(s, READ),
      ndjson: byteChunks(toNdjson(s), READ),
      bytes: new TextEncoder().encode(s).length,
    }));
    const repeat = input.repeat ?? 1;
    const bytes = streams.reduce((n, s) => n + s.bytes, 0) * repeat;
    // Synchronous contenders are not awaited per stream (that would add a microtask each time).
    const eachSync = (fn) => {
      for (let r = 0; r < repeat; r++) for (const s of streams) fn(s);
    };
    const each = async (fn) => {
      for (let r = 0; r < repeat; r++) for (const s of streams) await fn(s);
    };
    // Same answer from everyone, on every stream, before timing anything.
    for (const s of streams) {
      const a = ours(llm, s.chunks);
      const d = oursDirect(llm, s.chunks);
      const n = naive(s.chunks);
      const b = (await sdk(s.chunks)).choices[0];
      const answer = (content, calls, finish, usage) => JSON.stringify({ content, args: calls.map((c) => c.arguments), finish, usage });
      const mine = answer(a.content, a.toolCalls, a.finishReason, a.usage?.totalTokens);
      const others = {
        direct: answer(d.content, d.toolCalls, d.finishReason, d.usage?.totalTokens),
        naive: answer(n.content, n.calls, n.finish, n.usage?.total_tokens),
        // The SDK's final completion has no usage unless stream_options asked for it.
        sdk: answer(
          b.message.content ?? '',
          (b.message.tool_calls ?? []).map((t) => t.function),
          b.finish_reason,
          a.usage?.totalTokens,
        ),
      };
      for (const [who, theirs] of Object.entries(others)) {
        if (theirs !== mine) throw new Error(`${input.name}: ${who} disagrees\n  ours: ${mine}\n  ${who}: ${theirs}`);
      }
    }

    // Two groups, each interleaved: the synchronous decoders, then the promise-heavy ones (whose
    // garbage would otherwise be collected on the synchronous decoders' time).
    const t = {
      ...(await interleavedMedians(
        {
          ours: () => eachSync((s) => ours(llm, s.chunks)),
          direct: () => eachSync((s) => oursDirect(llm, s.chunks)),
          naive: () => eachSync((s) => naive(s.chunks)),
        },
        bytes > 20e6 ? 9 : 15,
      )),
      ...(await interleavedMedians(
        {
          transport: () => each((s) => oursTransport(llm, s.chunks)),
          sdk: () => each((s) => sdk(s.chunks)),
          sdkReadable: () => each((s) => sdkFromReadable(s.ndjson)),
        },
        bytes > 20e6 ? 5 : 7,
      )),
    };
    const rate = (ms) => bytes / 1e6 / (ms / 1000);
    const m = Object.fromEntries(Object.entries(t).map(([k, ms]) => [k, rate(ms)]));
    mbps[input.name] = m;
    const fastestOther = Math.max(m.naive, m.sdk, m.sdkReadable);
    const label = input.name;
    rows.push({ name: `${label}: ours (decoder events + accumulator)`, value: m.ours, unit: 'MB/s', target: '>= 100', pass: m.ours >= 100 });
    rows.push({ name: `${label}: ours (decodeToCompletion, no events)`, value: m.direct, unit: 'MB/s', target: '>= 100', pass: m.direct >= 100 });
    rows.push({ name: `${label}: ours (whole transport, fetch body)`, value: m.transport, unit: 'MB/s' });
    rows.push({ name: `${label}: eventsource-parser + JSON.parse + naive`, value: m.naive, unit: 'MB/s' });
    rows.push({ name: `${label}: openai SDK stream().finalChatCompletion()`, value: m.sdk, unit: 'MB/s' });
    rows.push({ name: `${label}: openai SDK ChatCompletionStream.fromReadableStream`, value: m.sdkReadable, unit: 'MB/s' });
    rows.push({ name: `${label}: ratio ours (events) / fastest other`, value: m.ours / fastestOther, unit: '×', target: '>= 1', pass: m.ours >= fastestOther });
    rows.push({
      name: `${label}: ratio ours (no events) / fastest other`,
      value: m.direct / fastestOther,
      unit: '×',
      target: '>= 1',
      pass: m.direct >= fastestOther,
    });
    rows.push({ name: `${label}: ratio ours / openai SDK`, value: m.ours / m.sdk, unit: '×' });
  }
  const short = mbps['tool call, 100 000-char arguments in 10 000 fragments'].ours;
  const long = mbps['tool call, 1 000 000-char arguments in 100 000 fragments'].ours;
  rows.push({
    name: 'linearity: throughput at 10× longer arguments / at 1×',
    value: long / short,
    unit: '×',
    target: '>= 0.8 (flat)',
    pass: long / short >= 0.8,
  });
  notes.push(
    `reads of ${READ} bytes; MB = 10^6 bytes of SSE; medians of interleaved rounds after 2 warm-ups (our two synchronous paths and eventsource-parser interleaved together, the promise-based contenders in a second group)`,
  );
  notes.push(
    "before timing, every stream is checked to decode to the same content, tool-call arguments and finish reason in our two paths, the naive accumulator and the SDK's stream() (and to the same usage in ours and the naive one)",
  );
  notes.push(
    'the naive accumulator does a little less than ours: it ignores reasoning text and errors, and does not flush an event that lacks its closing blank line',
  );
  notes.push(
    'fixed costs per replayed stream: in the synchronous group every contender builds its own decoder and result per stream and nothing else (no ReadableStream, no promise); the fetch Response/ReadableStream plumbing is only in the promise group, where all three contenders pay it',
  );
  notes.push(
    "fromReadableStream reads newline-delimited JSON (what the SDK's toReadableStream writes), so it gets the same chunks re-encoded that way; its MB/s is still counted on the SSE size",
  );
  notes.push('"whole transport" adds fetch Response/ReadableStream plumbing and one async-generator step per event');
  return { title: 'LLM stream decoding throughput', rows, notes };
};
