import { afterEach, expect, test } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../../test/fixtures/scripted-server/index.mjs';
import { createModelClient, listModels } from './client.ts';
import { collectCompletion } from './collect.ts';
import { buildChatBody } from './request.ts';
import { streamChatCompletion } from './stream-chat.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ask = { model: 'scripted-model', messages: [{ role: 'user' as const, content: 'hi' }] };

test('standalone: base URL + Bearer key', async () => {
  server = await startScriptedServer({ scenario: [{ content: 'ok' }] });
  const client = createModelClient({ baseUrl: `${server.url}/`, apiKey: 'sk-test-123' });
  const c = await collectCompletion(client(ask, {}));
  expect(c.content).toBe('ok');
  expect(server.requests[0].path).toBe('/v1/chat/completions');
  expect(server.requests[0].headers.authorization).toBe('Bearer sk-test-123');
});

test('SillyTavern-style: a proxy URL, per-request headers and a body the caller built (the OpenAI body plus its fields)', async () => {
  server = await startScriptedServer({ scenario: [{ content: 'a' }, { content: 'b' }], prefix: '/api/backends/chat-completions' });
  let token = 0;
  const send = () =>
    streamChatCompletion(ask, {
      endpoint: `${server!.origin}/api/backends/chat-completions/generate/chat/completions`,
      headers: () => ({ 'x-csrf-token': `t${++token}` }),
      body: { ...buildChatBody(ask), chat_completion_source: 'custom', custom_url: 'http://upstream/v1' },
    });
  expect((await collectCompletion(send())).content).toBe('a');
  expect((await collectCompletion(send())).content).toBe('b');
  expect(server.requests.map((r) => r.headers['x-csrf-token'])).toEqual(['t1', 't2']);
  expect(server.requests[0].body).toMatchObject({ chat_completion_source: 'custom', custom_url: 'http://upstream/v1', stream: true });
  expect(server.requests[0].headers.authorization).toBeUndefined();
});

test('the key never shows up in an error', async () => {
  server = await startScriptedServer({ scenario: [{ status: 401, body: { error: { message: 'Invalid API key' } } }] });
  const client = createModelClient({ baseUrl: server.url, apiKey: 'sk-secret-xyz' });
  const c = await collectCompletion(client(ask, {}));
  expect(c.error).toMatchObject({ kind: 'http', status: 401 });
  expect(JSON.stringify(c)).not.toContain('sk-secret-xyz');
});

test('an endpoint is required', () => {
  expect(() => createModelClient({})).toThrow(/endpoint/);
});

test('listModels reads GET /models', async () => {
  server = await startScriptedServer({ scenario: { turns: [], model: 'demo-1' } });
  expect(await listModels({ baseUrl: server.url })).toEqual(['demo-1']);
});

test('headers that cannot be produced end the request with a clear error, nothing sent', async () => {
  server = await startScriptedServer({ scenario: [{ content: 'x' }] });
  const client = createModelClient({
    baseUrl: server.url,
    headers: () => {
      throw new Error('no CSRF token yet');
    },
  });
  const c = await collectCompletion(client(ask, {}));
  expect(c.error).toMatchObject({ kind: 'protocol', retryable: false });
  expect(c.error!.message).toContain('no CSRF token yet');
  expect(server.requests).toHaveLength(0);
});
