import { expect, test } from 'vitest';
import { collectCompletion } from './collect.ts';
import type { LlmEvent } from './types.ts';

const timing = { firstByteMs: 1, durationMs: 2, attempts: 1 };

test('deltas, calls, usage and finish become one completion', async () => {
  const events: LlmEvent[] = [
    { type: 'reasoning-delta', text: 'th' },
    { type: 'reasoning-delta', text: 'ink' },
    { type: 'text-delta', text: 'Hel' },
    { type: 'text-delta', text: 'lo' },
    { type: 'tool-call-start', index: 0, id: 'a', name: 'f' },
    { type: 'tool-call-delta', index: 0, id: 'a', argumentsDelta: '{}' },
    { type: 'tool-call-end', index: 0, call: { id: 'a', name: 'f', arguments: '{}' } },
    { type: 'usage', usage: { promptTokens: 1, completionTokens: 2, totalTokens: 3 } },
    { type: 'finish', reason: 'tool_calls', timing },
  ];
  expect(await collectCompletion(events)).toEqual({
    content: 'Hello',
    reasoning: 'think',
    toolCalls: [{ id: 'a', name: 'f', arguments: '{}' }],
    finishReason: 'tool_calls',
    usage: { promptTokens: 1, completionTokens: 2, totalTokens: 3 },
    timing,
  });
});

test('a retry event drops what the abandoned attempt produced', async () => {
  const error = { kind: 'network' as const, message: 'x', retryable: true };
  const c = await collectCompletion([
    { type: 'text-delta', text: 'partial' },
    { type: 'retry', attempt: 2, delayMs: 1, error },
    { type: 'text-delta', text: 'whole' },
    { type: 'finish', reason: 'stop', timing },
  ]);
  expect(c.content).toBe('whole');
  expect(c.error).toBeUndefined();
});

test('an error is kept with the partial output; a stream that throws becomes an error', async () => {
  const error = { kind: 'stall' as const, message: 'stalled', retryable: true };
  const c = await collectCompletion([
    { type: 'text-delta', text: 'half' },
    { type: 'error', error },
    { type: 'finish', reason: 'error', timing },
  ]);
  expect(c).toMatchObject({ content: 'half', finishReason: 'error', error });

  async function* broken(): AsyncGenerator<LlmEvent> {
    yield { type: 'text-delta', text: 'a' };
    throw new Error('boom');
  }
  expect(await collectCompletion(broken())).toMatchObject({ content: 'a', finishReason: 'error', error: { message: 'boom' } });
});
