// The scripted server's Claude side (test/fixtures/scripted-server/claude.mjs): what it streams decodes
// to a signed thinking block, and it refuses, as Claude does, a tool loop that drops or alters it.
import { expect, test } from 'vitest';
import { decodeToCompletion } from '../src/core/llm/stream-decoder.ts';
import { claudeFrames, claudeRequestProblem, signThinking, startScriptedServer } from './fixtures/scripted-server/index.mjs';

const reasoning = 'The glade first; then the stream.';
const frames = claudeFrames({ reasoning, toolCalls: [{ id: 'toolu_1', name: 'scout', arguments: { where: 'glade' } }], chunkChars: 5 });

test('a streamed reply decodes to its thinking (whole, signed) and its tool call', () => {
  const c = decodeToCompletion(frames, { format: 'anthropic' });
  expect(c).toMatchObject({ reasoning, finishReason: 'tool_calls', toolCalls: [{ id: 'toolu_1', name: 'scout', arguments: '{"where":"glade"}' }] });
  expect(c.reasoningBlocks).toEqual([{ type: 'thinking', thinking: reasoning, signature: signThinking(reasoning) }]);
});

test('with thinking on, a tool loop whose assistant turn lacks its signed thinking block is refused', () => {
  const thinking = { type: 'thinking', thinking: reasoning, signature: signThinking(reasoning) };
  const use = { type: 'tool_use', id: 'toolu_1', name: 'scout', input: { where: 'glade' } };
  const body = (assistant: object[]) => ({
    model: 'claude-sonnet-4-5',
    max_tokens: 4096,
    thinking: { type: 'enabled', budget_tokens: 1024 },
    tool_choice: { type: 'auto' },
    messages: [
      { role: 'user', content: [{ type: 'text', text: 'Is it safe?' }] },
      { role: 'assistant', content: assistant },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'quiet' }] },
    ],
  });
  expect(claudeRequestProblem(body([thinking, use]))).toBeNull();
  expect(claudeRequestProblem(body([use]))).toMatch(/^messages\.1\.content\.0\.type: Expected `thinking` or `redacted_thinking`, but found `tool_use`/);
  expect(claudeRequestProblem(body([{ ...thinking, thinking: reasoning + ' ' }, use]))).toMatch(/Invalid `signature`/);
  expect(claudeRequestProblem(body([{ ...thinking, signature: undefined }, use]))).toMatch(/Invalid `signature`/);
  expect(claudeRequestProblem({ ...body([use]), thinking: undefined })).toBeNull();
  expect(claudeRequestProblem({ ...body([thinking, use]), tool_choice: { type: 'any' } })).toMatch(/forces tool use/);
  expect(claudeRequestProblem({ ...body([thinking, use]), messages: body([thinking, use]).messages.slice(0, 2) })).toMatch(/without `tool_result`/);
});

test('over HTTP: POST …/messages streams Claude events; a refused request is a 400 with Anthropic’s error object', async () => {
  const server = await startScriptedServer({ scenario: [{ reasoning, toolCalls: [{ id: 'toolu_1', name: 'scout', arguments: {} }] }] });
  try {
    const post = (body: object) =>
      fetch(`${server.url}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const ok = await post({
      model: 'claude-sonnet-4-5',
      max_tokens: 2048,
      stream: true,
      thinking: { type: 'enabled', budget_tokens: 1024 },
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(ok.headers.get('content-type')).toMatch(/text\/event-stream/);
    const text = await ok.text();
    expect(text.startsWith('event: message_start\n')).toBe(true);
    expect(text).toContain('"type":"signature_delta"');
    expect(text.trimEnd().endsWith('data: {"type":"message_stop"}')).toBe(true);
    const refused = await post({
      model: 'claude-sonnet-4-5',
      max_tokens: 2048,
      stream: true,
      thinking: { type: 'enabled', budget_tokens: 1024 },
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'scout', input: {} }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'x' }] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect(server.requests.map((r) => [r.path, r.status])).toEqual([
      ['/v1/messages', 200],
      ['/v1/messages', 400],
    ]);
  } finally {
    await server.close();
  }
});
