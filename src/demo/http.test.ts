// The demo model on the wire: the node:http handler read back by the official openai SDK and by our
// own transport, the frames' shape, and errors.
import { createServer, type Server } from 'node:http';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectCompletion } from '../core/llm/collect.ts';
import { createModelClient, listModels } from '../core/llm/client.ts';
import { createDemoHandler } from './http.ts';
import { completionChunks, sseFrames, usageFor, wireIds } from './stream.ts';
import { readDemoRequest } from './request.ts';
import { demoRespond } from './brain.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  const api = createDemoHandler({ prefix: '/demo/v1', delayMs: 0 });
  server = createServer(async (req, res) => {
    if (!(await api(req, res))) res.writeHead(404).end('static');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/demo/v1`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const mainTools = [
  {
    type: 'function',
    function: {
      name: 'dispatch_subagent',
      description: 'Team:\n- chat_scout: scans\n- voice_critic: reviews',
      parameters: {
        type: 'object',
        properties: { subagentId: { type: 'string', enum: ['chat_scout', 'intent_scout', 'voice_critic'] }, task: { type: 'string' } },
      },
    },
  },
  { type: 'function', function: { name: 'await_subagents', description: '', parameters: { type: 'object', properties: { handles: { type: 'array' } } } } },
  { type: 'function', function: { name: 'write_message', description: '', parameters: { type: 'object', properties: { text: { type: 'string' } } } } },
  { type: 'function', function: { name: 'finalize', description: '', parameters: { type: 'object', properties: {} } } },
] as const;
const messages = [
  { role: 'system' as const, content: '<character name="Mira">' },
  { role: 'user' as const, content: 'Is the ferry running?' },
];

describe('createDemoHandler', () => {
  test('GET /models lists the demo model; paths outside the prefix fall through', async () => {
    expect(await listModels({ baseUrl: base })).toEqual(['troupe-demo']);
    const other = await fetch(base.replace('/demo/v1', '/index.html'));
    expect(await other.text()).toBe('static');
    const unknown = await fetch(`${base}/embeddings`);
    expect(unknown.status).toBe(404);
  });

  test('the openai SDK assembles a streamed answer with two parallel tool calls', async () => {
    const client = new OpenAI({ apiKey: 'unused', baseURL: base, maxRetries: 0 });
    const stream = client.chat.completions.stream({ model: 'troupe-demo', messages, tools: mainTools as never, stream_options: { include_usage: true } });
    const final = await stream.finalChatCompletion();
    const calls = final.choices[0].message.tool_calls!.map((c) =>
      c.type === 'function' ? [c.function.name, JSON.parse(c.function.arguments).subagentId] : [],
    );
    expect(calls).toEqual([
      ['dispatch_subagent', 'chat_scout'],
      ['dispatch_subagent', 'intent_scout'],
    ]);
    expect(final.choices[0].finish_reason).toBe('tool_calls');
    expect(final.usage?.total_tokens).toBeGreaterThan(0);
  });

  test('the openai SDK reads a non-streaming answer', async () => {
    const client = new OpenAI({ apiKey: 'unused', baseURL: base, maxRetries: 0 });
    const r = await client.chat.completions.create({ model: 'troupe-demo', messages });
    expect(r.choices[0].message.content).toContain('"Is the ferry running?"');
    expect(r.choices[0].finish_reason).toBe('stop');
  });

  test('our transport streams reasoning and text', async () => {
    const client = createModelClient({ baseUrl: base, apiKey: 'k' });
    const c = await collectCompletion(client({ model: 'troupe-demo', messages: messages.map((m) => ({ ...m })) }, {}));
    expect(c.error).toBeUndefined();
    expect(c.reasoning).toContain('Mira should answer');
    expect(c.content).toBe(demoRespond({ messages }).content);
  });

  test('invalid JSON and bad fields answer 400 with a message', async () => {
    const bad = await fetch(`${base}/chat/completions`, { method: 'POST', body: '{nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/not valid JSON/);
    const empty = await fetch(`${base}/chat/completions`, { method: 'POST', body: '{"messages":[]}' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toMatch(/^messages:/);
  });
});

describe('frames', () => {
  test('content in small pieces, arguments over several chunks, a usage chunk, then [DONE]', () => {
    const body = { messages, tools: mainTools, stream: true };
    const req = readDemoRequest(body);
    const res = demoRespond(body);
    const chunks = completionChunks(res, { model: 'm', ids: wireIds(body), includeUsage: true, usage: usageFor(req, res) });
    const deltas = chunks.map((c) => (c.choices as { delta?: Record<string, unknown> }[])[0]?.delta ?? {});
    const argPieces = deltas.filter((d) => (d.tool_calls as { index: number; function?: { arguments?: string } }[] | undefined)?.[0]?.function?.arguments);
    expect(argPieces.length).toBeGreaterThanOrEqual(6);
    const first = argPieces
      .map((d) => (d.tool_calls as { index: number; function: { arguments: string } }[])[0])
      .filter((t) => t.index === 0)
      .map((t) => t.function.arguments)
      .join('');
    expect(JSON.parse(first)).toEqual(res.toolCalls![0].arguments);
    const text = deltas.filter((d) => typeof d.content === 'string' && d.content).map((d) => d.content as string);
    expect(text.length).toBeGreaterThan(3);
    expect(text.every((t) => Array.from(t).length <= 6)).toBe(true);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage).toMatchObject({ total_tokens: expect.any(Number) });
    const frames = sseFrames(chunks);
    expect(frames.at(-1)).toBe('data: [DONE]\n\n');
    // Deterministic to the byte.
    expect(sseFrames(completionChunks(demoRespond(body), { model: 'm', ids: wireIds(body), includeUsage: true, usage: usageFor(req, res) }))).toEqual(frames);
  });
});
