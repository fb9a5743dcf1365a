import * as z from 'zod';
import { defineTool } from '../agent/tool.ts';
import { describe, expect, test } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { fakeSlot, FINAL_TEXT, happyPath, teamConfig } from '../../../test/fixtures/director/scenario.ts';
import { runAgent } from '../agent/run-agent.ts';
import { runDirectorTurn } from '../engines/director/engine.ts';
import { redactSecrets } from './redact.ts';
import { replayClient } from './replay.ts';
import { createTrace } from './trace.ts';
import { storyFromMessages } from '../engines/runtime/story.ts';

describe('trace', () => {
  test('records requests, responses, tool calls and results with timing and usage per agent', async () => {
    let t = 0;
    const trace = createTrace({ mode: 'loop', now: () => (t += 10), startedAt: new Date('2026-01-01T00:00:00Z') });
    const model = fakeModel((_r, i) =>
      i === 0
        ? { text: 'a', toolCalls: [{ name: 'echo', args: { v: 1 }, id: 'c1' }], usage: { promptTokens: 7, completionTokens: 3, totalTokens: 10 } }
        : { text: 'done' },
    );
    await runAgent({
      id: 'agent-x',
      client: model,
      messages: [{ role: 'user', content: 'hi' }],
      maxRounds: 3,
      onEvent: trace.record,
      tools: [defineTool({ name: 'echo', description: '', parameters: z.looseObject({}), execute: (a) => a })],
    });
    trace.label('agent-x', 'Echoer');
    trace.finish('completed');
    const json = trace.toJSON();
    expect(json).toMatchObject({ format: 'troupe_trace_v1', mode: 'loop', startedAt: '2026-01-01T00:00:00.000Z', status: 'completed' });
    expect(json.agents).toEqual([
      {
        id: 'agent-x',
        label: 'Echoer',
        requests: 2,
        toolCalls: 1,
        usage: { promptTokens: 17, completionTokens: 8, totalTokens: 25 },
        durationMs: expect.any(Number),
        status: 'natural',
      },
    ]);
    expect(json.entries.map((e) => e.kind)).toEqual(['request', 'response', 'tool-call', 'tool-result', 'request', 'response', 'agent-end']);
    const call = json.entries[2];
    expect(call).toMatchObject({ kind: 'tool-call', callId: 'c1', name: 'echo', arguments: '{"v":1}' });
    expect(json.entries[3]).toMatchObject({ kind: 'tool-result', ok: true, result: { v: 1 }, at: 70 });
    expect(json.entries[0]).toMatchObject({ kind: 'request', tools: ['echo'], messages: [{ role: 'user', content: 'hi' }] });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  test('redaction: credential keys and token-looking values never survive', () => {
    const out = redactSecrets({
      headers: { Authorization: 'Bearer x' },
      apiKey: 'k',
      nested: [{ 'x-api-key': 'z', text: 'my key is sk-abcdefghijklmnop ok' }],
      promptTokens: 5,
    });
    expect(out).toEqual({
      headers: '[redacted]',
      apiKey: '[redacted]',
      nested: [{ 'x-api-key': '[redacted]', text: 'my key is [redacted] ok' }],
      promptTokens: 5,
    });
    const shared = [1, 2];
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ a: [1, 2], b: [1, 2], self: '[cycle]' });
  });

  test('a recorded director turn replays offline to the same reply', async () => {
    const live = fakeModel(happyPath);
    const first = await runDirectorTurn({
      config: teamConfig(),
      story: storyFromMessages([]),
      generationType: 'normal',
      slot: fakeSlot(),
      clientFor: () => live,
      chat: { messages: () => [] },
    });
    expect(first.text).toBe(FINAL_TEXT);
    const recorded = JSON.parse(JSON.stringify(first.trace.toJSON()));
    const slot = fakeSlot();
    const again = await runDirectorTurn({
      config: teamConfig(),
      story: storyFromMessages([]),
      generationType: 'normal',
      slot,
      clientFor: () => replayClient(recorded),
      chat: { messages: () => [] },
    });
    expect(again.error).toBeUndefined();
    expect(again.outcome).toBe('finalized');
    expect(slot.text).toBe(FINAL_TEXT);
    expect(again.reasoning).toBe(first.reasoning);
    // A conversation that differs from the recording gets a clear error.
    const other = await runAgent({ id: 'm', client: replayClient(recorded), messages: [{ role: 'user', content: 'something else' }], maxRounds: 1 });
    expect(other).toMatchObject({ status: 'error', error: { message: expect.stringMatching(/no recorded response/) } });
  });
});
