// The budget guard in every mode, with a runaway script: every agent keeps reading and never hands in,
// each response reporting 1,000 tokens. With a cap, the agent whose next request would pass it is told
// to finish (a [Runtime] notice), and at the next request that would still pass it, it is ended the way
// its round limit ends it. Without a cap the same script runs to the round limit.
import { describe, expect, test } from 'vitest';
import { fakeModel } from '../../../../test/fixtures/director/fake-model.ts';
import { fakeSlot } from '../../../../test/fixtures/director/scenario.ts';
import type { ChatRequest, Usage } from '../../llm/types.ts';
import type { Mode } from '../../profiles/modes.ts';
import { defaultProfile, type ProfileByMode } from '../../profiles/parse.ts';
import { runCapsuleTurn, type CapsuleTurnInput } from '../capsule/turn.ts';
import { directorConfigFromProfile } from '../director/from-profile.ts';
import { runDirectorTurn } from '../director/engine.ts';
import { budgetCheck, budgetNotice } from './budget.ts';
import { createTrace } from '../../trace/trace.ts';

const MODES: Mode[] = ['director', 'loop', 'spec', 'agenda', 'single'];
const USAGE: Usage = { promptTokens: 900, completionTokens: 100, totalTokens: 1000 };
const isNotice = (r: ChatRequest) =>
  r.messages.some((m) => m.role === 'user' && typeof m.content === 'string' && m.content.startsWith('[Runtime] Budget spent'));

/** Never hands in: reads the chat again and again (director: writes a draft once first). */
function runaway(r: ChatRequest) {
  const names = new Set((r.tools ?? []).map((t) => t.name));
  const made = r.messages
    .filter((m) => m.role === 'assistant')
    .flatMap((m) => m.toolCalls ?? [])
    .map((c) => c.name);
  const step = r.tools?.find((t) => t.name === 'planner_step');
  if (step) {
    const worker = ((step.parameters.properties as any).dispatches.items.properties.worker.enum as string[])[0];
    return { toolCalls: [{ name: 'planner_step', args: { dispatches: [{ worker, task_brief: 'Read the chat again.' }] } }], usage: USAGE };
  }
  if (names.has('write_message') && !made.includes('write_message'))
    return { toolCalls: [{ name: 'write_message', args: { text: 'A draft that stays.' } }], usage: USAGE };
  if (names.has('chat_read_range')) return { toolCalls: [{ name: 'chat_read_range', args: { start: 0, end: 1 } }], usage: USAGE };
  // Single mode has no reader: it answers in prose, which its policy re-asks.
  return { text: 'Still thinking.', usage: USAGE };
}

function profileFor(mode: Mode, maxTokens: number): ProfileByMode[Mode] {
  const p = structuredClone(defaultProfile(mode)) as Record<string, any>;
  p.budget = { maxTokens, maxCost: 0 };
  if (p.tools) p.tools.chat = { read_range: true, search: true };
  switch (mode) {
    case 'director':
      p.subAgents = [];
      p.mainAgent.tools = null;
      p.tools.message = { write_message: true, apply_message_patches: true, get_draft: true, draft_search: true };
      p.maxRounds = 30;
      break;
    case 'loop':
      p.maxRounds = 30;
      break;
    case 'spec':
      p.stages = [{ id: 'only', mode: 'serial', nodes: [{ id: 'reader', agent: p.agents[0].id }] }];
      p.nodeIterationMaxRounds = 30;
      break;
    case 'agenda':
      p.workers = p.workers.map((w: Record<string, unknown>) => ({ ...w, tools: null }));
      p.plannerMaxRounds = 15;
      break;
    case 'single':
      p.toolCallRetryMax = 10;
      break;
  }
  return p as ProfileByMode[Mode];
}

async function run(mode: Mode, maxTokens: number) {
  const model = fakeModel(runaway);
  const trace = createTrace({ mode });
  const hosts = {
    story: { background: ['Character: Lin Wan.'], lore: [], history: [{ role: 'user' as const, content: 'Hello.' }], after: [] },
    chat: { messages: () => [{ floor: 0, role: 'user' as const, content: 'Hello.' }] },
    clientFor: () => model,
    trace,
  };
  const profile = profileFor(mode, maxTokens);
  if (mode === 'director') {
    const slot = fakeSlot();
    const res = await runDirectorTurn({ ...hosts, config: directorConfigFromProfile(profile as ProfileByMode['director']), generationType: 'normal', slot });
    return { outcome: res.outcome, requests: model.requests, trace, slot, limit: undefined as string | undefined, capsule: undefined as string | undefined };
  }
  const res = await runCapsuleTurn({ ...hosts, mode, profile, chatId: 'c1' } as CapsuleTurnInput);
  return { outcome: res.outcome, requests: model.requests, trace, slot: undefined, limit: res.limit, capsule: res.capsule };
}

const events = (trace: ReturnType<typeof createTrace>, name: string) => trace.entries.filter((e) => e.kind === 'event' && e.name === name);

describe.each(MODES)('the budget guard in %s', (mode) => {
  test('a runaway turn is told to finish, then ended; the tokens stay near the cap', async () => {
    const free = await run(mode, 0);
    const capped = await run(mode, 2500);
    // Without a cap the script runs on until a round limit.
    expect(free.requests.length).toBeGreaterThan(capped.requests.length);
    expect(free.requests.some(isNotice)).toBe(false);
    // With it: the first request that would pass 2,500 tokens carries the notice, and nothing is sent
    // after an agent's next request would still pass it.
    const firstNotice = capped.requests.findIndex(isNotice);
    expect(firstNotice).toBeGreaterThan(0);
    expect(capped.trace.usage().totalTokens).toBeGreaterThanOrEqual(2000);
    expect(events(capped.trace, 'budget-notice').length).toBeGreaterThan(0);
    expect(events(capped.trace, 'budget-stop').length).toBeGreaterThan(0);
    const notice = capped.requests[firstNotice]!.messages.at(-1)!.content as string;
    // One agent at a time here: at most the request that brought the notice passes the cap.
    if (mode !== 'agenda') expect(capped.trace.usage().totalTokens).toBeLessThanOrEqual(4000);
    expect(notice).toMatch(/^\[Runtime\] Budget spent: this turn has used \d+ tokens of its 2500 tokens/);
    switch (mode) {
      case 'director':
        // Ends as max-rounds does: the draft is committed.
        expect(notice).toContain('call finalize now');
        expect(capped.outcome).toBe('budget');
        expect(capped.slot!.committed).toBe(1);
        expect(capped.slot!.text).toBe('A draft that stays.');
        expect(capped.requests.length).toBe(firstNotice + 1);
        break;
      case 'loop':
        // Ends as its round limit does: the last prose is the fallback, or there is none.
        expect(notice).toContain('call finalize({capsule_text}) now');
        expect(capped.limit).toBe('budget');
        expect(capped.requests.length).toBe(firstNotice + 1);
        break;
      case 'single':
        // Its re-asks are requests too: the notice comes on one, the next would pass the cap, so it ends.
        expect(notice).toContain('call final_guidance({text}) now');
        expect(capped.outcome).toBe('failed');
        expect(capped.requests.length).toBe(firstNotice + 1);
        break;
      default:
        // Spec nodes and agenda workers end as their round limits end them (the node or run fails).
        expect(['failed', 'empty', 'completed']).toContain(capped.outcome);
        break;
    }
  });
});

describe('budget checks', () => {
  test('used tokens plus the estimate of the request against the cap; a cost cap needs a price', () => {
    const trace = createTrace({ mode: 'loop' });
    trace.record({ type: 'request', agentId: 'a', round: 1, attempt: 0, request: { model: 'm', messages: [] } });
    trace.record({
      type: 'response',
      agentId: 'a',
      round: 1,
      attempt: 0,
      durationMs: 1,
      completion: { content: '', reasoning: '', toolCalls: [], finishReason: 'stop', usage: { promptTokens: 800, completionTokens: 100, totalTokens: 900 } },
    });
    const msg = (n: number) => [{ role: 'user' as const, content: 'x'.repeat(n * 4) }];
    const tokens = budgetCheck({ budget: { maxTokens: 1000, maxCost: 0 }, trace });
    expect(tokens('m', msg(99))).toBeUndefined();
    expect(tokens('m', msg(101))).toEqual({ unit: 'tokens', used: 900, estimate: 101, cap: 1000 });
    const unpriced: string[] = [];
    const price = { input: 10, cachedInput: 1, output: 30 };
    const cost = budgetCheck({
      budget: { maxTokens: 0, maxCost: 0.011 },
      trace,
      priceOf: (m) => (m === 'm' ? price : undefined),
      onUnpriced: (m) => unpriced.push(m),
    });
    // Used: 800 × 10 + 100 × 30 per million = 0.011; any request passes it.
    expect(cost('m', msg(1))).toMatchObject({ unit: 'cost', cap: 0.011 });
    expect(cost('other', msg(1))).toBeUndefined();
    expect(unpriced).toEqual(['other']);
    expect(budgetNotice({ unit: 'cost', used: 0.0113, estimate: 0.0001, cap: 0.011 }, 'stop.')).toBe(
      '[Runtime] Budget spent: this turn has used 0.0113 of its 0.0110, and this request would pass it. Finish now: stop.',
    );
  });
});
