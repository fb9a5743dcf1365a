// Runaway input and slow streams, as every mode meets them through the runtime: oversized tool
// arguments and drafts are refused with an error the model can act on and a visible notice, and each
// transport retry is shown in the agent's fold section with its reason.
import { expect, test } from 'vitest';
import { fakeModel } from '../../../../test/fixtures/director/fake-model.ts';
import { fakeSlot } from '../../../../test/fixtures/director/scenario.ts';
import { MAX_TOOL_ARGUMENT_CHARS } from '../../agent/execute-tool.ts';
import type { LlmEvent, ModelCallOptions, ModelClient } from '../../llm/types.ts';
import { Draft, MAX_DRAFT_CHARS } from '../../tools/draft.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorConfig } from '../director/config.ts';
import { runDirectorTurn } from '../director/engine.ts';
import { storyFromMessages } from './story.ts';

const config: DirectorConfig = {
  mainAgent: { systemPrompt: 'main', tools: ['write_message', 'apply_message_patches'] },
  subAgents: [],
  inline: { tools: [] },
  limits: { ...DEFAULT_DIRECTOR_LIMITS, maxRounds: 4 },
  useStreaming: true,
  discardOnAbort: false,
};

test('a draft beyond the cap is refused and left as it was', () => {
  const d = new Draft('start');
  expect(d.write('x'.repeat(MAX_DRAFT_CHARS))).toMatchObject({ ok: false, code: 'draft_too_large' });
  expect(d.text).toBe('start');
  expect(d.applyPatches([{ find: 'start', replaceWith: 'y'.repeat(MAX_DRAFT_CHARS + 1) }])).toMatchObject({ ok: false, code: 'draft_too_large' });
  expect(d.text).toBe('start');
});

test('oversized tool arguments are refused before anything runs; the model is told how to recover and the user sees it', async () => {
  const huge = 'w'.repeat(MAX_TOOL_ARGUMENT_CHARS + 10);
  const model = fakeModel((_r, i) =>
    i === 0
      ? { toolCalls: [{ name: 'write_message', args: { text: huge } }] }
      : i === 1
        ? { toolCalls: [{ name: 'write_message', args: { text: 'A short reply.' } }] }
        : { toolCalls: [{ name: 'finalize' }] },
  );
  const slot = fakeSlot();
  const res = await runDirectorTurn({
    config,
    story: storyFromMessages([{ role: 'user', content: 'hi' }]),
    generationType: 'normal',
    slot,
    clientFor: () => model,
  });
  expect(res.outcome).toBe('finalized');
  expect(res.text).toBe('A short reply.');
  const refusal = JSON.parse(model.requests[1].messages.at(-1)!.content!);
  expect(refusal).toMatchObject({ ok: false, code: 'arguments_too_large', hint: expect.stringContaining('append') });
  // The huge text never became part of the reply, and the fold says what happened.
  expect(slot.texts.some((t) => t.length > 1000)).toBe(false);
  expect(res.reasoning).toMatch(/### \[limits\]\nmain: The arguments of this write_message call are \d+ characters long/);
});

test('a transport retry shows in the agent’s section with its reason; the stall time reaches the client', async () => {
  const seen: ModelCallOptions[] = [];
  let call = 0;
  const client: ModelClient = async function* (_req, opts): AsyncGenerator<LlmEvent> {
    seen.push(opts);
    call++;
    if (call === 1) {
      yield { type: 'text-delta', text: 'half a thou' };
      yield {
        type: 'retry',
        attempt: 2,
        delayMs: 1500,
        error: { kind: 'stall', message: 'The model stream stalled: no bytes for 30000 ms.', retryable: true },
      };
      yield { type: 'text-delta', text: 'Writing.' };
      const c = { id: 'c1', name: 'write_message', arguments: JSON.stringify({ text: 'Hello.' }) };
      yield { type: 'tool-call-start', index: 0, id: c.id, name: c.name };
      yield { type: 'tool-call-end', index: 0, call: c };
      yield { type: 'finish', reason: 'tool_calls', timing: { firstByteMs: 0, durationMs: 0, attempts: 2 } };
      return;
    }
    const c = { id: 'c2', name: 'finalize', arguments: '{}' };
    yield { type: 'tool-call-start', index: 0, id: c.id, name: c.name };
    yield { type: 'tool-call-end', index: 0, call: c };
    yield { type: 'finish', reason: 'tool_calls', timing: { firstByteMs: 0, durationMs: 0, attempts: 1 } };
  };
  const res = await runDirectorTurn({
    config,
    story: storyFromMessages([{ role: 'user', content: 'hi' }]),
    generationType: 'normal',
    slot: fakeSlot(),
    clientFor: () => client,
    stallTimeoutMs: 30_000,
  });
  expect(res.outcome).toBe('finalized');
  expect(seen.every((o) => o.stallTimeoutMs === 30_000)).toBe(true);
  // The void text is gone; the retry and its reason are there, then the new text.
  expect(res.reasoning).toContain('### [main-1]\n(retry 1 in 2 s: The model stream stalled: no bytes for 30000 ms.)\nWriting.');
  expect(res.reasoning).not.toContain('half a thou');
  expect(res.trace.entries).toContainEqual(expect.objectContaining({ kind: 'event', name: 'stream-retry', data: expect.objectContaining({ kind: 'stall' }) }));
});
