import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeModel, type Responder } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { createApp } from '../app.ts';
import { createTroupeCommands, runCommandLine } from '../commands/index.ts';
import { BUDGET_NOTICE } from '../turns/orchestrator.ts';
import { turnInputOf } from '../turns/turn-record.ts';

let n = 0;
const isMain = (r: ChatRequest) => !!r.tools?.some((t) => t.name === 'finalize');
const sys = (r: ChatRequest) =>
  r.messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content ?? '')
    .join('\n');
const said = (r: ChatRequest) => r.messages.filter((m) => m.role === 'tool').length;

/**
 * Main: draft, read the draft back, patch it, finalize (the draft tools are offered once a draft exists).
 * The team is the notes curator alone, an after-wave member: the runtime runs it once the reply is
 * committed; it opens a note and reports.
 */
const director: Responder = (r) => {
  if (isMain(r)) {
    switch (said(r)) {
      case 0:
        return {
          toolCalls: [{ name: 'write_message', args: { text: 'Mira lit a lamp.' } }],
          usage: { promptTokens: 1000, completionTokens: 50, totalTokens: 1050, cachedPromptTokens: 800 },
        };
      case 1:
        return { toolCalls: [{ name: 'get_draft', args: {} }], usage: { promptTokens: 1100, completionTokens: 20, totalTokens: 1120 } };
      case 2:
        return {
          toolCalls: [{ name: 'apply_message_patches', args: { patches: [{ find: 'a lamp', replaceWith: 'the lamp' }] } }],
          usage: { promptTokens: 1200, completionTokens: 30, totalTokens: 1230 },
        };
      default:
        return { toolCalls: [{ name: 'finalize', args: {} }], usage: { promptTokens: 1300, completionTokens: 5, totalTokens: 1305 } };
    }
  }
  if (said(r) === 0)
    return {
      toolCalls: [{ name: 'note_open', args: { text: 'The lamp must be lit by dusk.' } }],
      usage: { promptTokens: 400, completionTokens: 10, totalTokens: 410 },
    };
  return { text: 'Opened one note.', usage: { promptTokens: 450, completionTokens: 5, totalTokens: 455 } };
};

async function setup(respond: Responder) {
  const model = fakeModel(respond);
  const host = memoryHost(model);
  const app = createApp({ prefix: `runs-${n++}-`, host });
  await app.ready;
  await app.profiles.setEnabled(true);
  // A small team: the curator only.
  const draft = app.profiles.drafts.value.director as DirectorProfile;
  app.profiles.setDraft('director', { ...draft, subAgents: draft.subAgents.filter((a) => a.id === 'notes_curator') });
  await app.profiles.save('director');
  return { model, host, app, runs: app.runs!, notes: app.notes! };
}

const ended = async (app: Awaited<ReturnType<typeof setup>>['app']) => {
  // The history saves after the run ends; wait for the list to show it.
  for (let i = 0; i < 50 && app.runs!.turns.value.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
};

describe('the run history', () => {
  it('stores each run with its trace, the message it wrote and the chat totals; /troupe-trace opens the view', async () => {
    const { host, app, runs } = await setup(director);
    await host.generate('normal');
    await ended(app);
    const [turn] = runs.turns.value;
    expect(turn).toMatchObject({ mode: 'director', outcome: 'completed', detail: 'finalized', messageIndex: 1, generationType: 'normal' });
    expect(turn!.byModel['test-model']).toEqual({
      requests: 6,
      unreported: 0,
      usage: { promptTokens: 5450, completionTokens: 120, totalTokens: 5570, cachedPromptTokens: 800 },
    });
    expect(runs.totals.value).toMatchObject({ turns: 1 });
    const stored = (await runs.load('chat-1', turn!.id))!;
    const input = turnInputOf(stored.trace);
    expect(input.ok && input.input).toMatchObject({ mode: 'director', generationType: 'normal', messageIndex: 1, notes: [] });
    // The host tools this turn opened (the chat's memory tools here) are named, so a replay can answer them.
    expect(input.ok && input.input.extraTools).toEqual(expect.arrayContaining(['memory_schema', 'memory_node_create']));
    expect(stored.trace.entries.at(-1)).toMatchObject({ kind: 'event', name: 'turn-output', data: { text: 'Mira lit the lamp.', outcome: 'finalized' } });
    // The agent's note says who opened it and in which turn.
    expect(host.notes).toEqual([expect.objectContaining({ text: 'The lamp must be lit by dusk.', openedBy: 'notes_curator', openedTurn: 1 })]);
    const commands = createTroupeCommands({ ...app, currentCard: () => null });
    expect(runs.target.value).toBeNull();
    const out = await runCommandLine('/troupe-trace', commands);
    expect(JSON.parse(out.output!).format).toBe('troupe_trace_v1');
    expect(runs.target.value).toEqual({ kind: 'latest' });
    runs.close();
    await runCommandLine('/troupe-trace json', commands);
    expect(runs.target.value).toBeNull();
    expect((await runCommandLine('/troupe-trace now', commands)).error).toMatch(/Unknown argument "now"/);
    // "Show run" on the reply's message finds it.
    expect(runs.showMessage(1)).toBe(true);
    expect(runs.target.value).toEqual({ kind: 'stored', chatId: 'chat-1', id: turn!.id });
    expect(runs.showMessage(7)).toBe(false);
  });

  it('replays a stored turn offline to the same reply; with a changed profile it names where it diverges', async () => {
    const { host, app, runs, model } = await setup(director);
    await host.generate('normal');
    await ended(app);
    const stored = (await runs.load('chat-1', runs.turns.value[0]!.id))!;
    const sent = model.requests.length;
    // An exported and imported file replays like the stored one.
    const imported = runs.importTrace('run.json', JSON.stringify(stored.trace));
    expect(imported.ok).toBe(true);
    const same = await runs.replay(imported.ok ? imported.trace : stored.trace, 'recorded');
    expect(same).toMatchObject({ ok: true, result: { text: 'Mira lit the lamp.', recordedText: 'Mira lit the lamp.', same: true, outcome: 'finalized' } });
    expect(same.ok && same.result.divergence).toBeUndefined();
    expect(same.ok && same.result.answered).toBe(6);
    // No request went to the model, and the chat's notes were not touched by the replay.
    expect(model.requests.length).toBe(sent);
    expect(host.notes).toHaveLength(1);

    const draft = app.profiles.drafts.value.director as DirectorProfile;
    app.profiles.setDraft('director', { ...draft, subAgents: draft.subAgents.map((a) => ({ ...a, systemPrompt: `${a.systemPrompt} Open no notes at all.` })) });
    await app.profiles.save('director');
    const changed = await runs.replay(stored.trace, 'current');
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(changed.result.same).toBe(false);
    expect(changed.result.divergence).toMatchObject({ kind: 'request', agent: 'subagent-0', round: 1, messageIndex: 0 });
    expect(changed.result.divergence!.replayed!.content).toContain('Open no notes at all.');
    expect(runs.importTrace('x.json', '{"format":"nope"}')).toMatchObject({ ok: false, error: expect.stringMatching(/^x\.json: This is not a Troupe trace/) });
  });

  it('a note the user adds in the panel is what the next turn’s agents read; close, reopen, edit and delete too', async () => {
    const { host, app, notes, model } = await setup(director);
    expect(await notes.add('The ferry leaves at six.', 'when the harbour comes up')).toEqual({ ok: true });
    expect(notes.notes.value).toEqual([expect.objectContaining({ text: 'The ferry leaves at six.', openedBy: 'user', openedTurn: 1, status: 'open' })]);
    await host.generate('normal');
    const first = model.requests[0]!;
    expect(first.messages.at(-1)!.content).toContain('The ferry leaves at six. (when: when the harbour comes up)');
    await ended(app);
    // The run ended: the panel shows the curator's note too.
    await new Promise((r) => setTimeout(r, 0));
    expect(notes.notes.value!.map((x) => x.text)).toEqual(['The ferry leaves at six.', 'The lamp must be lit by dusk.']);
    const [ferry, lamp] = notes.notes.value!;
    expect(await notes.close(ferry!.id, 'sailed')).toEqual({ ok: true });
    expect(await notes.edit(lamp!.id, 'The lamp must be lit before the ferry.', '')).toEqual({ ok: true });
    const before = model.requests.length;
    await host.generate('regenerate');
    const next = model.requests[before]!.messages.at(-1)!.content!;
    expect(next).toContain('The lamp must be lit before the ferry.');
    expect(next).not.toContain('The ferry leaves at six.');
    expect(await notes.reopen(ferry!.id)).toEqual({ ok: true });
    expect(await notes.remove(lamp!.id)).toEqual({ ok: true });
    expect(host.notes.map((x) => [x.text, x.status])).toEqual([
      ['The ferry leaves at six.', 'open'],
      ['The lamp must be lit by dusk.', 'open'],
    ]);
    expect(sys(first)).toBeTruthy();
  });

  it('a budget per turn ends a runaway director turn, commits the draft and says so; prices persist', async () => {
    const runaway: Responder = (r) => {
      if (!isMain(r)) return { text: 'report', usage: { promptTokens: 100, completionTokens: 10, totalTokens: 110 } };
      const done = r.messages.some((m) => m.toolCalls?.some((c) => c.name === 'write_message'));
      return done
        ? { toolCalls: [{ name: 'chat_read_range', args: { start: 0, end: 0 } }], usage: { promptTokens: 3000, completionTokens: 100, totalTokens: 3100 } }
        : { toolCalls: [{ name: 'write_message', args: { text: 'Half a reply.' } }], usage: { promptTokens: 3000, completionTokens: 100, totalTokens: 3100 } };
    };
    const { host, app, runs } = await setup(runaway);
    await runs.setPrice('test-model', { input: 2, cachedInput: 0.5, output: 8 });
    expect(app.profiles.settings.value.prices['test-model']).toEqual({ input: 2, cachedInput: 0.5, output: 8 });
    const draft = app.profiles.drafts.value.director as DirectorProfile;
    // 0.02 at these prices is about three requests of 3,000 tokens.
    app.profiles.setDraft('director', { ...draft, subAgents: [], budget: { maxTokens: 0, maxCost: 0.02 } });
    await app.profiles.save('director');
    const r = await host.generate('normal');
    expect(r.slot!.committed).toBe(true);
    expect(r.slot!.texts.at(-1)).toBe('Half a reply.');
    expect(app.orchestrator!.lastRun.value).toMatchObject({ outcome: 'completed', detail: 'budget' });
    expect(host.notices).toContainEqual({ level: 'warning', message: BUDGET_NOTICE.director });
    await ended(app);
    expect(runs.turns.value[0]!.detail).toBe('budget');
  });

  it('the capsule of a loop turn can be edited: swipes of that message inject the edited text', async () => {
    const loop: Responder = (r) =>
      r.tools?.some((t) => t.name === 'finalize')
        ? { toolCalls: [{ name: 'finalize', args: { capsule_text: 'Let Mira hesitate.' } }] }
        : { text: 'The main reply.' };
    const { host, app, runs, model } = await setup(loop);
    await app.profiles.setMode('loop');
    const first = await host.generate('normal');
    expect(first.decision).toMatchObject({ kind: 'inject', capsule: { text: expect.stringContaining('Let Mira hesitate.') } });
    await ended(app);
    const turn = runs.turns.value.at(-1)!;
    expect(turn.capsule).toMatchObject({ text: 'Let Mira hesitate.', edited: false });
    expect(await runs.editCapsule(turn, '  Let Mira refuse outright.  ')).toEqual({ ok: true, cached: true });
    expect(runs.turns.value.at(-1)!.capsule).toMatchObject({ text: 'Let Mira refuse outright.', edited: true });
    const before = model.requests.length;
    const swipe = await host.generate('swipe');
    expect(model.requests.length).toBe(before);
    expect(swipe.decision).toMatchObject({ kind: 'inject', capsule: { text: expect.stringContaining('Let Mira refuse outright.') } });
    expect((swipe.decision as { capsule: { text: string } }).capsule.text).not.toContain('hesitate');
    expect(await runs.editCapsule(turn, '   ')).toMatchObject({ ok: false });
  });
});

describe('the run history: what a turn cost', () => {
  it('stores each run with its cost summary, its preset and team; the panel gets the median of this preset here', async () => {
    const { host, app, runs } = await setup(director);
    expect(runs.costMedian.value).toBeNull();
    await host.generate('normal');
    await ended(app);
    const [turn] = runs.turns.value;
    const presetId = app.profiles.library('director').activePresetId;
    expect(turn).toMatchObject({ preset: presetId, team: 'full', cost: { requests: 6, inputTokens: 5450 } });
    expect(turn!.cost!.inputChars).toBeGreaterThan(turn!.cost!.toolChars);
    expect(turn!.cost!.toolChars).toBeGreaterThan(0);
    // The engine records the critical path (the main agent's four serial calls; the after wave is off it)
    // and one plain reply's input, so the ratio is known too.
    expect(turn!.cost).toMatchObject({ criticalPath: 4, plainReplyChars: expect.any(Number) });
    expect(turn!.cost!.ratio).toBeCloseTo(turn!.cost!.inputChars / turn!.cost!.plainReplyChars!);
    expect(runs.costMedian.value).toEqual({ runs: 1, team: 'full', requests: 6, criticalPath: 4, inputTokens: 5450, ratio: turn!.cost!.ratio });
    // Writer only: the full team's runs are not its median.
    await app.profiles.updateSettings({ turnTeam: 'light' });
    expect(runs.costMedian.value).toBeNull();
    await app.profiles.updateSettings({ turnTeam: 'full' });
    // Another preset has no runs here.
    await app.profiles.newPreset('director', 'Other');
    expect(runs.costMedian.value).toBeNull();
  });
});

describe('costMedian', async () => {
  const { costMedian, median } = await import('./turn-cost-median.ts');
  const run = (over: Record<string, unknown>) => ({
    id: String(Math.random()),
    chatId: 'c',
    savedAt: 0,
    mode: 'director',
    outcome: 'completed',
    durationMs: 1,
    usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    byModel: {},
    preset: 'p1',
    cost: { requests: 4, inputChars: 100, toolChars: 10, toolShare: 0.1 },
    ...over,
  });
  it('is the middle of each figure over the completed runs of the preset and team, each over the runs that have it', () => {
    const turns = [
      run({ cost: { requests: 4, inputChars: 1, toolChars: 0, toolShare: 0, criticalPath: 3, inputTokens: 100, ratio: 6 } }),
      run({ cost: { requests: 8, inputChars: 1, toolChars: 0, toolShare: 0, criticalPath: 5, ratio: 7 } }),
      run({ cost: { requests: 6, inputChars: 1, toolChars: 0, toolShare: 0, criticalPath: 4, inputTokens: 300, ratio: 5 } }),
      run({ outcome: 'cancelled', cost: { requests: 99, inputChars: 1, toolChars: 0, toolShare: 0 } }),
      run({ preset: 'p2', cost: { requests: 99, inputChars: 1, toolChars: 0, toolShare: 0 } }),
      run({ team: 'light', cost: { requests: 1, inputChars: 1, toolChars: 0, toolShare: 0 } }),
      run({ cost: undefined }),
    ];
    expect(costMedian(turns, { mode: 'director', preset: 'p1', team: 'full' })).toEqual({
      runs: 3,
      team: 'full',
      requests: 6,
      criticalPath: 4,
      inputTokens: 200,
      ratio: 6,
    });
    expect(costMedian(turns, { mode: 'director', preset: 'p1', team: 'light' })).toEqual({ runs: 1, team: 'light', requests: 1 });
    expect(costMedian(turns, { mode: 'loop', preset: 'p1', team: 'full' })).toBeNull();
    expect(costMedian([], { mode: 'director', preset: 'p1', team: 'full' })).toBeNull();
    expect(median([1, 9, 2])).toBe(2);
    expect(median([])).toBeUndefined();
  });
});
