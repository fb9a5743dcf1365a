// Cached input tokens as each provider reports them, through the real decoders.
import { expect, test } from 'vitest';
import { decodeToCompletion } from './stream-decoder.ts';
import { addUsage, zeroUsage } from './usage.ts';

const sse = (...frames: unknown[]) => frames.map((f) => `data: ${JSON.stringify(f)}\n\n`).join('') + 'data: [DONE]\n\n';
const finish = { choices: [{ index: 0, delta: { content: 'ok' }, finish_reason: 'stop' }] };

test('OpenAI prompt_tokens_details.cached_tokens and DeepSeek prompt_cache_hit_tokens', () => {
  const openai = decodeToCompletion(
    [sse(finish, { choices: [], usage: { prompt_tokens: 1200, completion_tokens: 10, prompt_tokens_details: { cached_tokens: 1024 } } })],
    { format: 'openai' },
  );
  expect(openai.usage).toEqual({ promptTokens: 1200, completionTokens: 10, totalTokens: 1210, cachedPromptTokens: 1024 });
  const deepseek = decodeToCompletion(
    [sse(finish, { choices: [], usage: { prompt_tokens: 900, completion_tokens: 5, prompt_cache_hit_tokens: 640, prompt_cache_miss_tokens: 260 } })],
    { format: 'openai' },
  );
  expect(deepseek.usage).toMatchObject({ promptTokens: 900, cachedPromptTokens: 640 });
  const none = decodeToCompletion([sse(finish, { choices: [], usage: { prompt_tokens: 3, completion_tokens: 1 } })], { format: 'openai' });
  expect(none.usage).toEqual({ promptTokens: 3, completionTokens: 1, totalTokens: 4 });
});

test('Anthropic cache_read_input_tokens (input counts every part) and Gemini cachedContentTokenCount', () => {
  const events = [
    {
      type: 'message_start',
      message: { id: 'm', usage: { input_tokens: 50, cache_creation_input_tokens: 100, cache_read_input_tokens: 2000, output_tokens: 1 } },
    },
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'hi' } },
    { type: 'content_block_stop', index: 0 },
    { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 7 } },
    { type: 'message_stop' },
  ];
  const anthropic = decodeToCompletion([events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('')], { format: 'anthropic' });
  expect(anthropic.usage).toEqual({ promptTokens: 2150, completionTokens: 7, totalTokens: 2157, cachedPromptTokens: 2000 });
  const gemini = decodeToCompletion(
    [
      sse({
        candidates: [{ content: { parts: [{ text: 'hi' }] }, finishReason: 'STOP' }],
        usageMetadata: { promptTokenCount: 800, candidatesTokenCount: 4, cachedContentTokenCount: 512, totalTokenCount: 804 },
      }),
    ],
    { format: 'gemini' },
  );
  expect(gemini.usage).toMatchObject({ promptTokens: 800, cachedPromptTokens: 512 });
});

test('addUsage sums cached tokens only where reported', () => {
  const u = zeroUsage();
  addUsage(u, { promptTokens: 10, completionTokens: 2, totalTokens: 12 });
  expect(u).toEqual({ promptTokens: 10, completionTokens: 2, totalTokens: 12 });
  addUsage(u, { promptTokens: 20, completionTokens: 1, totalTokens: 21, cachedPromptTokens: 16 });
  expect(u).toEqual({ promptTokens: 30, completionTokens: 3, totalTokens: 33, cachedPromptTokens: 16 });
});
