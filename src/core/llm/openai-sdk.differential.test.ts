// Differential test: the same streams through our transport and through the official openai SDK's
// ChatCompletionStream accumulator must assemble to the same content, tool calls, finish reason and
// usage, wherever the SDK accepts the stream at all. Both read from the scripted server over a socket.
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startScriptedServer, streamFrames, type Reply, type ScriptedServer, type Turn } from '../../../test/fixtures/scripted-server/index.mjs';
import { STREAMS, longArgumentsStream, readStream } from '../../../test/fixtures/streams/index.mjs';
import { collectCompletion } from './collect.ts';
import { streamChatCompletion } from './stream-chat.ts';

interface Comparable {
  content: string;
  toolCalls: { id: string; name: string; arguments: string }[];
  finishReason: string;
  usage?: { promptTokens: number; completionTokens: number; totalTokens: number };
}

// Every stream is served once per client, replayed with awkward write sizes.
const generated: Reply[] = [
  { content: 'Plain answer with ünïcödé and 🎉.', chunkChars: 2 },
  { reasoning: 'hmm', content: 'x', toolCalls: [{ id: 'a', name: 'f', arguments: { deep: { list: [1, 2, { s: 'é' }] } } }], argsChunkChars: 1 },
  {
    toolCalls: [
      { id: 'p1', name: 'f', arguments: { a: 'one' } },
      { id: 'p2', name: 'g', arguments: { b: 'two' } },
      { id: 'p3', name: 'h', arguments: {} },
    ],
    interleave: true,
    argsChunkChars: 2,
    comments: true,
  },
  { content: 'usage on finish', usageIn: 'finish', usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 } },
  { content: 'cut short', finishReason: 'length', usage: false },
];

const cases: { name: string; turn: Turn; sdk: boolean | 'differs' | 'error' }[] = [
  ...STREAMS.filter((s) => s.format === 'openai').map((s) => ({ name: s.file, turn: { sse: readStream(s.file), writeSize: 7 }, sdk: s.sdk })),
  ...generated.map((reply, i) => ({ name: `generated #${i + 1}`, turn: { sse: streamFrames(reply).join(''), writeSize: 5 }, sdk: true as const })),
  { name: 'long arguments, 5 000 fragments', turn: { sse: longArgumentsStream(50_000, 10).sse, writeSize: 4096 }, sdk: true },
];

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer({ scenario: cases.flatMap((c) => [{ ...c.turn }, { ...c.turn }]) });
});
afterAll(() => server?.close());

const ask = { model: 'scripted-model', messages: [{ role: 'user' as const, content: 'hi' }] };

async function ours(): Promise<Comparable & { error?: unknown }> {
  const c = await collectCompletion(streamChatCompletion(ask, { endpoint: server.endpoint, retries: 0 }));
  return {
    content: c.content,
    toolCalls: c.toolCalls.map(({ id, name, arguments: a }) => ({ id, name, arguments: a })),
    finishReason: c.finishReason,
    // The SDK has no field for cached input tokens: compare the three it has.
    ...(c.usage ? { usage: { promptTokens: c.usage.promptTokens, completionTokens: c.usage.completionTokens, totalTokens: c.usage.totalTokens } } : {}),
    ...(c.error ? { error: c.error } : {}),
  };
}

async function sdk(): Promise<Comparable> {
  const client = new OpenAI({ apiKey: 'x', baseURL: server.url, maxRetries: 0 });
  const stream = client.chat.completions.stream({ ...ask, stream_options: { include_usage: true } });
  const done = await stream.finalChatCompletion();
  const choice = done.choices[0];
  const u = done.usage;
  return {
    content: choice.message.content ?? '',
    toolCalls: (choice.message.tool_calls ?? []).map((t) => {
      if (t.type !== 'function') throw new Error('unexpected tool type');
      return { id: t.id, name: t.function.name, arguments: t.function.arguments };
    }),
    finishReason: choice.finish_reason,
    ...(u ? { usage: { promptTokens: u.prompt_tokens, completionTokens: u.completion_tokens, totalTokens: u.total_tokens } } : {}),
  };
}

describe('our assembly equals the openai SDK accumulator', () => {
  for (const c of cases) {
    test(c.name, async () => {
      const mine = await ours();
      if (c.sdk === true) {
        expect(mine.error).toBeUndefined();
        expect(mine).toEqual(await sdk());
      } else if (c.sdk === 'differs') {
        // The SDK keys calls on index only: calls without an index are dropped, two calls at index 0 merge.
        const theirs = await sdk();
        expect(theirs.toolCalls.length).toBeLessThan(mine.toolCalls.length);
      } else if (c.sdk === 'error') {
        await expect(sdk()).rejects.toThrow();
        expect(mine.error).toBeDefined();
      } else {
        // Streams the SDK rejects (a tool call without `type`): we still assemble them.
        await expect(sdk()).rejects.toThrow();
        expect(mine.error).toBeUndefined();
        expect(mine.toolCalls.length).toBeGreaterThan(0);
      }
    });
  }
});
