// Test helpers for the transport's tests (stream-chat*.test.ts): the scripted OpenAI-compatible server
// (closed after each test), the request they send and the runs that collect its answer.
import { afterEach } from 'vitest';
import { startScriptedServer, type ScriptedServer, type Turn } from '../../../test/fixtures/scripted-server/index.mjs';
import { collectCompletion } from './collect.ts';
import { streamChatCompletion, type StreamChatOptions } from './stream-chat.ts';
import type { ChatRequest, LlmEvent } from './types.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

export async function serve(turns: Turn[]): Promise<ScriptedServer> {
  server = await startScriptedServer({ scenario: turns });
  return server;
}

export const ask = (content = 'hi', extra: Partial<ChatRequest> = {}): ChatRequest => ({
  model: 'scripted-model',
  messages: [{ role: 'user', content }],
  ...extra,
});

export const run = (s: ScriptedServer, request: ChatRequest = ask(), options: Partial<StreamChatOptions> = {}) =>
  collectCompletion(streamChatCompletion(request, { endpoint: s.endpoint, retryBaseMs: 1, ...options }));

export async function events(s: ScriptedServer, request: ChatRequest = ask(), options: Partial<StreamChatOptions> = {}): Promise<LlmEvent[]> {
  const out: LlmEvent[] = [];
  for await (const e of streamChatCompletion(request, { endpoint: s.endpoint, retryBaseMs: 1, ...options })) out.push(e);
  return out;
}

export const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/** Closes the server now (a test that needs nothing listening); the after-each close then has nothing to do. */
export async function stopServing(): Promise<void> {
  await server?.close();
  server = undefined;
}
