// The lean director turn: what the runtime does for the main agent — an opening wave, dispatches that
// answer, tools that follow the phase, an after wave once the reply is committed, writer-only turns,
// members every N turns — and the critical path it writes to the trace.
import { describe, expect, test } from 'vitest';
import { fakeModel, type FakeReply } from '../../../../test/fixtures/director/fake-model.ts';
import { agentOf, fakeSlot, teamConfig, toolResults, turnOf } from '../../../../test/fixtures/director/scenario.ts';
import type { ChatRequest } from '../../llm/types.ts';
import type { Note, NotesStore } from '../../tools/notes.ts';
import type { DirectorConfig } from './config.ts';
import { buildTimeline } from '../../trace/timeline.ts';
import { onThisTurn, runDirectorTurn, type DirectorTurnInput } from './engine.ts';
import { storyFromMessages } from '../runtime/story.ts';

const context = [
  { role: 'system' as const, content: 'Character: Lin Wan.' },
  { role: 'user' as const, content: 'How is your family?' },
];

/** The scenario team plus an opening scout and an after-wave curator. */
function leanConfig(over: Partial<DirectorConfig> = {}): DirectorConfig {
  const cfg = teamConfig(over);
  cfg.subAgents = [
    { ...cfg.subAgents[0], id: 'intent_scout', systemPrompt: 'ROLE:intent_scout You are intent_scout.', wave: 'opening' },
    cfg.subAgents[1],
    cfg.subAgents[2],
    {
      id: 'notes_curator',
      description: 'Closes delivered notes.',
      systemPrompt: 'ROLE:notes_curator You keep notes.',
      tools: ['note_open', 'note_close'],
      wave: 'after',
      fullTurnsOnly: true,
    },
  ];
  return cfg;
}

function notesStore(notes: Note[] = []): NotesStore & { data: Note[] } {
  const s = { data: notes, load: () => structuredClone(s.data), save: (n: Note[]) => void (s.data = structuredClone(n)) };
  return s;
}

const DRAFT = 'Lin Wan set the cup down. "They are well," she said.';

/** The flow the shipped prompts describe: write + both critics in one response, then patch + finalize. */
function leanPath(order: string[], slot: { committed: number }) {
  return (r: ChatRequest): FakeReply => {
    const agent = agentOf(r);
    order.push(`${agent}${agent === 'notes_curator' ? `:committed=${slot.committed}` : ''}`);
    if (agent === 'intent_scout') return { text: 'Item: the user asks after her family.' };
    if (agent === 'voice_critic') return { text: 'Quote: "They are well," she said. Problem: flat.', chunk: 5 };
    if (agent === 'continuity_critic') return { text: 'No findings.', chunk: 5 };
    if (agent === 'notes_curator')
      return turnOf(r) === 0 ? { toolCalls: [{ name: 'note_open', args: { text: 'Her brother was never named.' } }] } : { text: 'Opened: brother' };
    if (turnOf(r) === 0) {
      return {
        toolCalls: [
          { name: 'write_message', args: { text: DRAFT } },
          { name: 'dispatch_subagent', args: { subagentId: 'voice_critic', task: 'Voice.' } },
          { name: 'dispatch_subagent', args: { subagentId: 'continuity_critic', task: 'Continuity.' } },
        ],
      };
    }
    return {
      toolCalls: [
        { name: 'apply_message_patches', args: { patches: [{ find: '"They are well," she said.', replaceWith: '"They are well," she said, too quickly.' }] } },
        { name: 'finalize' },
      ],
    };
  };
}

function setup(respond: (r: ChatRequest) => FakeReply, over: Partial<DirectorTurnInput> = {}) {
  const model = fakeModel(respond);
  const slot = over.slot ?? fakeSlot();
  const notes = notesStore();
  const input: DirectorTurnInput = {
    config: leanConfig(),
    story: storyFromMessages(context),
    generationType: 'normal',
    slot,
    clientFor: () => model,
    notes,
    chat: { messages: () => [{ floor: 0, role: 'user', content: 'How is your family?' }] },
    ...over,
  };
  return { model, slot, notes, input, run: () => runDirectorTurn(input) };
}

const byAgent = (reqs: ChatRequest[], id: string) => reqs.filter((r) => agentOf(r) === id);
const names = (r: ChatRequest) => (r.tools ?? []).map((t) => t.name);
const lastUser = (r: ChatRequest) => r.messages.at(-1)!.content ?? '';

describe('the lean director turn', () => {
  test('opening wave → write and dispatch critics in one response → patch and finalize → after wave: 4 serial calls', async () => {
    const order: string[] = [];
    const slot = fakeSlot();
    const { model, notes, run } = setup(leanPath(order, slot), { slot });
    const res = await run();
    expect(res.outcome).toBe('finalized');
    expect(res.text).toBe('Lin Wan set the cup down. "They are well," she said, too quickly.');

    // The opening scout ran before the main agent, which starts with its report.
    expect(order[0]).toBe('intent_scout');
    const main = byAgent(model.requests, 'main');
    expect(main).toHaveLength(2);
    expect(lastUser(main[0])).toContain('<report from="intent_scout">\nItem: the user asks after her family.\n</report>');
    // Its first request offers no draft tools and no await; the dispatchable team excludes the waves.
    expect(names(main[0])).not.toContain('get_draft');
    expect(names(main[0])).not.toContain('await_subagents');
    const ids = (main[0].tools!.find((t) => t.name === 'dispatch_subagent')!.parameters as { properties: { subagentId: { enum: string[] } } }).properties
      .subagentId.enum;
    expect(ids).toEqual(['voice_critic', 'continuity_critic']);

    // The dispatches answered: the next request holds both reports, with no await round between.
    expect(toolResults(main[1])).toEqual(
      [
        { ok: true, text: DRAFT, length: DRAFT.length },
        { ok: true, handle: 'subagent-1', report: 'Quote: "They are well," she said. Problem: flat.' },
        { ok: true, handle: 'subagent-2', report: 'No findings.' },
      ].map((x, i) => (i === 0 ? expect.objectContaining({ ok: true }) : x)),
    );
    expect(names(main[1])).toContain('apply_message_patches');
    // The critics ran together, each with the draft in its context and no await tool anywhere.
    expect(model.maxInFlightWhere((r) => /critic/.test(agentOf(r)))).toBe(2);
    for (const c of ['voice_critic', 'continuity_critic'])
      expect(lastUser(byAgent(model.requests, c)[0])).toContain(`<current_draft>\n${DRAFT}\n</current_draft>`);
    expect(model.requests.some((r) => names(r).includes('await_subagents'))).toBe(false);

    // The curator ran after the commit, on the final reply; its note belongs to this turn.
    expect(order.filter((o) => o.startsWith('notes_curator'))).toEqual(['notes_curator:committed=1', 'notes_curator:committed=1']);
    expect(lastUser(byAgent(model.requests, 'notes_curator')[0])).toContain('too quickly.');
    expect(notes.data.map((n) => n.text)).toEqual(['Her brother was never named.']);

    // Critical path: scout, main, critics, main — the curator comes after the reply.
    const cp = res.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path');
    expect(cp && cp.kind === 'event' && cp.data).toEqual({ calls: 4 });
    const plain = res.trace.entries.find((e) => e.kind === 'event' && e.name === 'plain-reply');
    expect(plain && plain.kind === 'event' && (plain.data as { chars: number }).chars).toBeGreaterThan(0);

    // The run view draws no wait: every member started as soon as it was queued (slots were free).
    const tl = buildTimeline(res.trace.entries, { labels: new Map(res.trace.agents().map((a) => [a.id, a.label])), finished: true });
    expect(tl.lanes.map((l) => l.label)).toEqual(['intent_scout', 'main', 'voice_critic', 'continuity_critic', 'notes_curator']);
    expect(tl.lanes.flatMap((l) => l.bars.filter((b) => b.kind === 'wait').map(() => l.label))).toEqual([]);
  });

  test('writer only: no opening wave, no team tools; an after-wave member runs unless it is for full turns only', async () => {
    const writeAndFinalize = (r: ChatRequest): FakeReply =>
      agentOf(r) === 'main' ? { toolCalls: [{ name: 'write_message', args: { text: DRAFT } }, { name: 'finalize' }] } : { text: 'No change.' };
    const a = setup(writeAndFinalize, { team: 'light' });
    const res = await a.run();
    expect(res.outcome).toBe('finalized');
    expect(a.model.requests.map(agentOf)).toEqual(['main']);
    expect(names(a.model.requests[0]).filter((n) => /dispatch|await|cancel/.test(n))).toEqual([]);
    const cp = res.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path');
    expect(cp && cp.kind === 'event' && cp.data).toEqual({ calls: 1 });

    const cfg = leanConfig();
    cfg.subAgents[3].fullTurnsOnly = false;
    const b = setup(writeAndFinalize, { team: 'light', config: cfg });
    await b.run();
    expect(b.model.requests.map(agentOf)).toEqual(['main', 'notes_curator']);
  });

  test('a simple turn — the main agent writes without dispatching anyone — skips the curators kept for full turns', async () => {
    const writeAndFinalize = (r: ChatRequest): FakeReply =>
      agentOf(r) === 'main'
        ? { toolCalls: [{ name: 'write_message', args: { text: DRAFT } }, { name: 'finalize' }] }
        : { text: 'No results: a plain exchange.' };
    const a = setup(writeAndFinalize);
    const res = await a.run();
    expect(res.outcome).toBe('finalized');
    expect(a.model.requests.map(agentOf)).toEqual(['intent_scout', 'main']);
    const cp = res.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path');
    expect(cp && cp.kind === 'event' && cp.data).toEqual({ calls: 2 });
  });

  test('a turn the budget ended commits its draft and runs no after wave', async () => {
    // The main agent writes once, then keeps writing; every response reports 1,000 tokens.
    const runaway = (r: ChatRequest): FakeReply =>
      agentOf(r) === 'main'
        ? {
            toolCalls: [{ name: 'write_message', args: { text: DRAFT, mode: 'replace' } }],
            usage: { promptTokens: 950, completionTokens: 50, totalTokens: 1000 },
          }
        : { text: 'Item: noted.', usage: { promptTokens: 950, completionTokens: 50, totalTokens: 1000 } };
    const slot = fakeSlot();
    const { model, run } = setup(runaway, { slot, config: leanConfig({ budget: { maxTokens: 3500, maxCost: 0 } }) });
    const res = await run();
    expect(res.outcome).toBe('budget');
    expect(slot.committed).toBe(1);
    expect(slot.text).toBe(DRAFT);
    // The notice came on the main agent's last request; nothing was sent after it.
    const notice = (r: ChatRequest) => r.messages.some((m) => typeof m.content === 'string' && m.content.startsWith('[Runtime] Budget spent'));
    expect(model.requests.map(agentOf).at(-1)).toBe('main');
    expect(notice(model.requests.at(-1)!)).toBe(true);
    expect(byAgent(model.requests, 'notes_curator')).toEqual([]);
  });

  test('a member that runs every N turns sits out the others', async () => {
    expect([1, 2, 3, 4, 5].filter((n) => onThisTurn(2, n))).toEqual([1, 3, 5]);
    expect([1, 2, 3].every((n) => onThisTurn(1, n))).toBe(true);
    const cfg = leanConfig();
    cfg.subAgents[0].everyTurns = 2;
    const twoUserTurns = {
      messages: () => [
        { floor: 0, role: 'user' as const, content: 'a' },
        { floor: 1, role: 'assistant' as const, content: 'b' },
        { floor: 2, role: 'user' as const, content: 'c' },
      ],
    };
    const order: string[] = [];
    const slot = fakeSlot();
    const { model, run } = setup(leanPath(order, slot), { slot, config: cfg, chat: twoUserTurns });
    await run();
    expect(byAgent(model.requests, 'intent_scout')).toHaveLength(0);
    expect(lastUser(byAgent(model.requests, 'main')[0])).not.toContain('<report');
  });

  test('a background dispatch keeps its handle; await and cancel appear only while one is unread', async () => {
    const { model, run } = setup(
      (r) => {
        const agent = agentOf(r);
        if (agent !== 'main') return { text: `${agent} report` };
        const t = turnOf(r);
        if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { subagentId: 'voice_critic', task: 'x', background: true } }] };
        if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-1'] } }] };
        return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
      },
      { config: leanConfig({}), team: 'full' },
    );
    const res = await run();
    expect(res.outcome).toBe('finalized');
    const main = byAgent(model.requests, 'main');
    expect(toolResults(main[1])).toEqual([{ ok: true, handle: 'subagent-1' }]);
    expect(names(main[1])).toContain('await_subagents');
    expect(names(main[2])).not.toContain('await_subagents');
  });
});

describe('the after wave hands in with its writes, and starts with what it always reads', () => {
  const curatorSays =
    (first: FakeReply, second: FakeReply = { text: 'late report' }) =>
    (slot: { committed: number }) => {
      const base = leanPath([], slot);
      return (r: ChatRequest): FakeReply => (agentOf(r) === 'notes_curator' ? (turnOf(r) === 0 ? first : second) : base(r));
    };

  test('writes and submit_result in one response: one request, its text is the report', async () => {
    const slot = fakeSlot();
    const { model, notes, run } = setup(
      curatorSays({
        toolCalls: [
          { name: 'note_open', args: { text: 'Her brother was never named.' } },
          { name: 'submit_result', args: { text: 'Opened: brother' } },
        ],
      })(slot),
      { slot },
    );
    const res = await run();
    expect(res.outcome).toBe('finalized');
    const curator = byAgent(model.requests, 'notes_curator');
    expect(curator).toHaveLength(1);
    expect(names(curator[0])).toContain('submit_result');
    expect(lastUser(curator[0])).toContain('submit_result({text})');
    expect(notes.data.map((n) => n.text)).toEqual(['Her brother was never named.']);
    expect(res.subagents.find((r) => r.subagentId === 'notes_curator')?.output).toBe('Opened: brother');
    // A member the main agent dispatches answers with its text: it has no hand-in tool.
    for (const r of byAgent(model.requests, 'voice_critic')) expect(names(r)).not.toContain('submit_result');
  });

  test('a hand-in after a failed write is refused: the member sees why and hands in again', async () => {
    const slot = fakeSlot();
    const { model, run } = setup(
      curatorSays(
        {
          toolCalls: [
            { name: 'note_close', args: { id: 'no-such-note' } },
            { name: 'submit_result', args: { text: 'Closed: no-such-note' } },
          ],
        },
        { toolCalls: [{ name: 'submit_result', args: { text: 'No change: nothing to close.' } }] },
      )(slot),
      { slot },
    );
    const res = await run();
    const curator = byAgent(model.requests, 'notes_curator');
    expect(curator).toHaveLength(2);
    const [closed, refused] = toolResults(curator[1]) as { ok: boolean; code?: string }[];
    expect(closed.ok).toBe(false);
    expect(refused).toEqual(expect.objectContaining({ ok: false, code: 'earlier_call_failed' }));
    expect(res.subagents.find((r) => r.subagentId === 'notes_curator')?.output).toBe('No change: nothing to close.');
  });

  test('prefetch: its reader tools run before its first request, their results open its task, and they leave its tools', async () => {
    const slot = fakeSlot();
    const config = leanConfig();
    config.subAgents[3] = { ...config.subAgents[3], tools: ['note_open', 'note_close', 'chat_search'], prefetch: ['chat_search', 'not_a_tool'] };
    // chat_search needs a pattern: its failure is what the member reads (a prefetch passes no arguments).
    const { model, run } = setup(curatorSays({ toolCalls: [{ name: 'submit_result', args: { text: 'No change.' } }] })(slot), { slot, config });
    const res = await run();
    const [req] = byAgent(model.requests, 'notes_curator');
    expect(names(req)).not.toContain('chat_search');
    expect(names(req)).toContain('note_open');
    expect(lastUser(req)).toMatch(/<prefetched>\nchat_search:\n\{"ok":false[^\n]*\n<\/prefetched>$/);
    expect(lastUser(req)).not.toContain('not_a_tool');
    // Traced as the member's own call, before its first request (so the run view and a replay have it).
    const calls = res.trace.entries.filter((e) => e.kind === 'tool-call' && e.name === 'chat_search');
    expect(calls).toHaveLength(1);
  });
});
