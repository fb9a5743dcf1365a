// What the run view reads from a trace: live changes and streamed text, the timeline (lanes, overlaps,
// waits), costs from the reported usage and a price table, an imported file checked, and a replay that
// says where a changed profile leaves the recording.
import { describe, expect, test } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { agentOf, fakeSlot, FINAL_TEXT, happyPath, teamConfig } from '../../../test/fixtures/director/scenario.ts';
import { runDirectorTurn } from '../engines/director/engine.ts';
import type { Usage } from '../llm/types.ts';
import { traceCosts, usageCost } from './cost.ts';
import { parseTraceJson, TraceFormatError } from './parse.ts';
import { createReplay } from './replay.ts';
import { buildTimeline } from './timeline.ts';
import { createTrace, type TraceExport } from './trace.ts';
import { storyFromMessages } from '../engines/runtime/story.ts';

const USAGE: Record<string, Usage> = {
  main: { promptTokens: 1000, completionTokens: 100, totalTokens: 1100, cachedPromptTokens: 600 },
  chat_scout: { promptTokens: 400, completionTokens: 50, totalTokens: 450 },
  voice_critic: { promptTokens: 300, completionTokens: 40, totalTokens: 340, cachedPromptTokens: 100 },
  continuity_critic: { promptTokens: 200, completionTokens: 30, totalTokens: 230 },
};

async function recordedTurn(opts: { concurrent?: number } = {}) {
  let t = 0;
  const trace = createTrace({ mode: 'director', now: () => (t += 1) });
  const changes: number[] = [];
  trace.subscribe(() => changes.push(trace.entries.length));
  const model = fakeModel((r) => ({ ...happyPath(r), usage: USAGE[agentOf(r)] }));
  const res = await runDirectorTurn({
    config: teamConfig({
      limits: { maxRounds: 20, subAgentMaxRounds: 16, maxConcurrentSubagents: opts.concurrent ?? 4, maxTotalSubagentRuns: 16, toolCallRetryMax: 2 },
    }),
    story: storyFromMessages([]),
    generationType: 'normal',
    slot: fakeSlot(),
    clientFor: () => model,
    modelFor: () => 'model-a',
    chat: { messages: () => [] },
    trace,
  });
  return { res, trace, changes, model };
}

describe('a live trace', () => {
  test('tells listeners about every change and keeps the text of requests still streaming', async () => {
    let t = 0;
    const trace = createTrace({ mode: 'loop', now: () => (t += 5) });
    let calls = 0;
    const off = trace.subscribe(() => calls++);
    trace.record({ type: 'request', agentId: 'a', round: 1, attempt: 0, request: { model: 'm', messages: [{ role: 'user', content: 'hi' }] } });
    trace.record({ type: 'text-delta', agentId: 'a', round: 1, attempt: 0, text: 'Hel' });
    trace.record({ type: 'text-delta', agentId: 'a', round: 1, attempt: 0, text: 'lo' });
    trace.record({ type: 'reasoning-delta', agentId: 'a', round: 1, attempt: 0, text: 'think' });
    expect(trace.streaming().get('a:1:0')).toEqual({ content: 'Hello', reasoning: 'think' });
    expect(calls).toBe(4);
    expect(trace.finished()).toBeUndefined();
    expect(trace.elapsed()).toBeGreaterThan(0);
    trace.record({
      type: 'response',
      agentId: 'a',
      round: 1,
      attempt: 0,
      durationMs: 10,
      completion: { content: 'Hello', reasoning: 'think', toolCalls: [], finishReason: 'stop' },
    });
    expect(trace.streaming().has('a:1:0')).toBe(false);
    off();
    trace.finish('completed');
    expect(calls).toBe(5);
    expect(trace.finished()).toBe('completed');
    // A finished trace's clock stops.
    expect(trace.elapsed()).toBe(trace.elapsed());
  });

  test('a director turn notifies as it records, request by request', async () => {
    const { trace, changes } = await recordedTurn();
    expect(changes.length).toBeGreaterThan(20);
    expect(changes.at(-1)).toBe(trace.entries.length);
  });
});

describe('timeline', () => {
  test('one lane per agent in order of appearance; parallel critics overlap; a queued sub-agent shows its wait', async () => {
    const { trace } = await recordedTurn({ concurrent: 1 });
    const labels = new Map(trace.agents().map((a) => [a.id, a.label]));
    const tl = buildTimeline(trace.entries, { labels, finished: true });
    expect(tl.lanes.map((l) => l.label)).toEqual(['main', 'chat_scout', 'voice_critic', 'continuity_critic']);
    const lane = (label: string) => tl.lanes.find((l) => l.label === label)!;
    // main: 8 rounds → 8 request bars and a tool bar per call.
    expect(lane('main').bars.filter((b) => b.kind === 'request')).toHaveLength(8);
    expect(
      lane('main')
        .bars.filter((b) => b.kind === 'tool')
        .map((b) => b.tool),
    ).toContain('finalize');
    // With one slot the second critic waits for the first: a wait bar that ends when the first critic ends.
    const wait = lane('continuity_critic').bars.find((b) => b.kind === 'wait')!;
    expect(wait).toBeDefined();
    const voiceEnd = Math.max(...lane('voice_critic').bars.map((b) => b.end));
    expect(wait.end).toBeGreaterThanOrEqual(voiceEnd);
    // The first critic, dispatched in the same response, started as soon as the dispatches were queued: no wait.
    expect(lane('voice_critic').bars.find((b) => b.kind === 'wait')).toBeUndefined();
    for (const l of tl.lanes) for (const b of l.bars) expect(b.running).toBe(false);
  });

  test('with free slots the two critics run at the same time', async () => {
    const { trace } = await recordedTurn({ concurrent: 4 });
    const tl = buildTimeline(trace.entries, { labels: new Map(trace.agents().map((a) => [a.id, a.label])) });
    const span = (label: string) => {
      const bars = tl.lanes.find((l) => l.label === label)!.bars.filter((b) => b.kind !== 'wait');
      return [Math.min(...bars.map((b) => b.start)), Math.max(...bars.map((b) => b.end))];
    };
    const [v0, v1] = span('voice_critic');
    const [c0, c1] = span('continuity_critic');
    expect(Math.max(v0, c0)).toBeLessThan(Math.min(v1, c1));
    // Neither waited for a slot: the second started as soon as the first, though the first's start came between.
    for (const label of ['voice_critic', 'continuity_critic'])
      expect(tl.lanes.find((l) => l.label === label)!.bars.filter((b) => b.kind === 'wait')).toEqual([]);
  });

  test('a request still streaming is a running bar that ends now', () => {
    const trace = createTrace({ mode: 'loop', now: () => 0 });
    trace.record({ type: 'request', agentId: 'a', round: 1, attempt: 0, request: { model: 'm', messages: [] } });
    const tl = buildTimeline(trace.entries, { now: 250 });
    expect(tl.lanes[0].bars[0]).toMatchObject({ kind: 'request', running: true, start: 0, end: 250 });
    expect(buildTimeline(trace.entries, { now: 250, finished: true }).lanes[0].bars[0]).toMatchObject({ running: false, failed: true });
  });
});

describe('cost', () => {
  test('per million tokens, cached input at its own price', () => {
    expect(
      usageCost(
        { promptTokens: 1_000_000, completionTokens: 500_000, totalTokens: 1_500_000, cachedPromptTokens: 400_000 },
        { input: 2, cachedInput: 0.5, output: 8 },
      ),
    ).toBeCloseTo(0.6 * 2 + 0.4 * 0.5 + 0.5 * 8);
  });

  test('per agent and for the turn equal the reported usage times the price table', async () => {
    const { trace } = await recordedTurn();
    const price = { input: 3, cachedInput: 0.3, output: 15 };
    const costs = traceCosts(trace.entries, (m) => (m === 'model-a' ? price : undefined));
    const labels = new Map(trace.agents().map((a) => [a.id, a.label]));
    const main = costs.agents.find((a) => labels.get(a.agent) === 'main')!;
    expect(main.requests).toBe(8);
    expect(main.usage).toEqual({ promptTokens: 8000, completionTokens: 800, totalTokens: 8800, cachedPromptTokens: 4800 });
    expect(main.cost).toBeCloseTo(8 * ((400 * 3 + 600 * 0.3 + 100 * 15) / 1e6));
    const voice = costs.agents.find((a) => labels.get(a.agent) === 'voice_critic')!;
    expect(voice.cost).toBeCloseTo(2 * ((200 * 3 + 100 * 0.3 + 40 * 15) / 1e6));
    expect(costs.total.cost).toBeCloseTo(costs.agents.reduce((s, a) => s + a.cost, 0));
    expect(costs.total.usage.totalTokens).toBe(trace.usage().totalTokens);
    expect(costs.models.get('model-a')!.requests).toBe(costs.total.requests);
    expect(costs.total.unpriced).toBe(0);
    // No price for the model: nothing is made up; the responses are counted as unpriced.
    const none = traceCosts(trace.entries, () => undefined);
    expect(none.total.cost).toBe(0);
    expect(none.total.unpriced).toBe(none.total.requests);
  });

  test('a response without usage is counted, not estimated', () => {
    const trace = createTrace({ mode: 'loop', now: () => 0 });
    trace.record({ type: 'request', agentId: 'a', round: 1, attempt: 0, request: { model: 'm', messages: [] } });
    trace.record({
      type: 'response',
      agentId: 'a',
      round: 1,
      attempt: 0,
      durationMs: 1,
      completion: { content: '', reasoning: '', toolCalls: [], finishReason: 'stop' },
    });
    const c = traceCosts(trace.entries, () => ({ input: 1, cachedInput: 1, output: 1 }));
    expect(c.total).toMatchObject({ requests: 1, unreported: 1, cost: 0 });
  });
});

describe('import and replay', () => {
  test('an exported trace reads back; damage and foreign files are refused naming the problem', async () => {
    const { trace } = await recordedTurn();
    const text = JSON.stringify(trace.toJSON());
    expect(parseTraceJson(text).entries).toHaveLength(trace.entries.length);
    expect(() => parseTraceJson('{nope')).toThrow(/not JSON/);
    expect(() => parseTraceJson(JSON.stringify({ format: 'luker_orchestrator_profile_v3' }))).toThrow(/not a Troupe trace/);
    // The first entry is the engine's plain-reply event; damage the first request.
    const broken = JSON.parse(text);
    const first = (broken.entries as { kind: string }[]).findIndex((e) => e.kind === 'request');
    expect(first).toBeGreaterThan(0);
    broken.entries[first].messages = 'x';
    expect(() => parseTraceJson(JSON.stringify(broken))).toThrow(TraceFormatError);
    expect(() => parseTraceJson(JSON.stringify(broken))).toThrow(new RegExp(`entries\\.${first}\\.messages`));
  });

  test('replaying with the same profile reproduces the reply; a changed sub-agent prompt is reported where it diverges', async () => {
    const { trace } = await recordedTurn();
    const recorded: TraceExport = JSON.parse(JSON.stringify(trace.toJSON()));
    const same = createReplay(recorded);
    const slot = fakeSlot();
    const again = await runDirectorTurn({
      config: teamConfig(),
      story: storyFromMessages([]),
      generationType: 'normal',
      slot,
      clientFor: () => same.client,
      chat: { messages: () => [] },
    });
    expect(slot.text).toBe(FINAL_TEXT);
    expect(again.outcome).toBe('finalized');
    expect(same.divergence()).toBeUndefined();
    expect(same.answered).toBe(same.recorded);

    const changed = teamConfig();
    changed.subAgents[1] = { ...changed.subAgents[1], systemPrompt: `${changed.subAgents[1].systemPrompt} Be harsher.` };
    const heard: unknown[] = [];
    const other = createReplay(recorded, { onDivergence: (d) => heard.push(d) });
    await runDirectorTurn({
      config: changed,
      story: storyFromMessages([]),
      generationType: 'normal',
      slot: fakeSlot(),
      clientFor: () => other.client,
      chat: { messages: () => [] },
    });
    const d = other.divergence()!;
    const labels = new Map(recorded.agents.map((a) => [a.id, a.label]));
    expect(d).toMatchObject({ kind: 'request', round: 1, messageIndex: 0 });
    expect(labels.get(d.agent!)).toBe('voice_critic');
    expect(d.replayed?.content).toContain('Be harsher.');
    expect(d.recorded?.content).not.toContain('Be harsher.');
    expect(heard).toHaveLength(1);
  });

  test('recorded tool results answer the tools that read the world, matched by arguments', async () => {
    const { trace } = await recordedTurn();
    const replay = createReplay(JSON.parse(JSON.stringify(trace.toJSON())));
    const { chatReadRangeTool } = await import('../tools/chat.ts');
    const real = chatReadRangeTool({ messages: () => [{ floor: 0, role: 'user', content: 'NOT RECORDED' }] });
    const tool = replay.answerTool(real);
    const recordedResult = trace.entries.find((e) => e.kind === 'tool-result' && e.name === 'chat_read_range');
    expect(await tool.execute({ start: -2, end: -1 }, {})).toEqual((recordedResult as { result: unknown }).result);
    expect(await tool.execute({ start: 0, end: 5 }, {})).toMatchObject({ ok: false, code: 'replay_missing' });
    expect(replay.divergence()).toMatchObject({ kind: 'tool', tool: 'chat_read_range' });
  });
});
