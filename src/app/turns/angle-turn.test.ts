// "Let me choose the angle" through the one turn pipeline: the runner's pause holds the chat's run lock,
// the answer reaches the main agent, and a stored pause answered after a reload runs the reply again
// for the same user turn only.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import { createApp } from '../app.ts';
import { Orchestrator } from './orchestrator.ts';
import type { PauseStore } from './angle-pause.ts';
import { replayTurn } from '../runs/replay.ts';
import type { TraceExport } from '../../core/trace/trace.ts';

let n = 0;
const isMain = (r: ChatRequest) => !!r.tools?.some((t) => t.name === 'dispatch_subagent');
const text = (r: ChatRequest) => JSON.stringify(r.messages);

/** Main: two brainstormers first, then the reply; each brainstormer sketches from its task. */
function respond(r: ChatRequest) {
  if (!isMain(r)) {
    if (text(r).includes('TASK-A')) return { text: 'Angle: the storm\nBeat: it cuts them off.' };
    if (text(r).includes('TASK-B')) return { text: 'Angle: the keeper lies\nBeat: he hides the log.' };
    return { text: 'No results: nothing.' };
  }
  if (r.messages.some((m) => m.role === 'tool' || (m.content ?? '').includes('[Runtime] The user')))
    return {
      toolCalls: [
        { name: 'write_message', args: { text: 'The keeper smiled.' } },
        { name: 'finalize', args: {} },
      ],
    };
  return {
    toolCalls: [
      { name: 'dispatch_subagent', args: { subagentId: 'plot_brainstormer', task: 'TASK-A' } },
      { name: 'dispatch_subagent', args: { subagentId: 'plot_brainstormer', task: 'TASK-B' } },
    ],
  };
}

async function setup() {
  const model = fakeModel(respond);
  const host = memoryHost(model);
  const app = createApp({ prefix: `angle-turn-${n++}-` });
  await app.ready;
  const data = new Map<string, unknown>();
  const pauseStore: PauseStore = { get: async (k) => data.get(k), set: async (k, v) => void data.set(k, v), delete: async (k) => data.delete(k) };
  const orch = new Orchestrator({ host, profiles: app.profiles, skills: app.skills, pauseStore });
  orch.attach();
  await app.profiles.setEnabled(true);
  app.profiles.setDraft('director', { ...app.profiles.drafts.value.director, chooseAngle: true } as never);
  await app.profiles.save('director');
  const shown = () =>
    new Promise<void>((resolve) => {
      const off = orch.angles.pending.subscribe((p) => p && (queueMicrotask(() => off()), resolve()));
    });
  return { model, host, app, orch, data, pauseStore, shown };
}

describe('choosing the angle through the turn pipeline', () => {
  it('the pause holds the run lock; the answer is in the main agent’s next request', async () => {
    const { model, host, orch, data, shown } = await setup();
    const turn = host.generate('normal');
    await shown();
    expect(orch.angles.pending.value?.angles).toEqual(['the storm — it cuts them off.', 'the keeper lies — he hides the log.']);
    expect(data.size).toBe(1);
    // A second generation of the chat meanwhile is refused: the run keeps the chat.
    const second = await host.generate('normal');
    expect(second.slot?.committed ?? false).toBe(false);
    expect(host.notices.at(-1)?.message).toMatch(/already working on this chat/);
    expect(orch.angles.pending.value).not.toBeNull();
    orch.angles.answer({ kind: 'angle', index: 1, text: 'the keeper lies — he hides the log.' });
    const r = await turn;
    expect(r.slot!.committed).toBe(true);
    expect(orch.lastRun.value).toMatchObject({ outcome: 'completed', detail: 'finalized' });
    const mains = model.requests.filter(isMain);
    expect(text(mains.at(-1)!)).toContain('The user chose this angle for the reply: the keeper lies — he hides the log.');
    expect(data.size).toBe(0);
    // Replayed offline, the recorded answer is given again: the same reply, every request from the recording.
    const recorded = JSON.parse(JSON.stringify(orch.lastTrace.value!.toJSON())) as TraceExport;
    const replay = await replayTurn(recorded);
    expect(replay.ok && replay.result.same).toBe(true);
  });

  it('a stored pause answered after a reload: the next reply of that user turn runs with the answer, once', async () => {
    const first = await setup();
    void first.host.generate('normal');
    await first.shown();
    // "Reload": a new orchestrator over the same stored pause; its host generates again when asked.
    const model = fakeModel(respond);
    const host = memoryHost(model);
    const app = createApp({ prefix: `angle-turn-${n++}-` });
    await app.ready;
    const orch = new Orchestrator({ host, profiles: app.profiles, skills: app.skills, pauseStore: first.pauseStore });
    orch.attach();
    await app.profiles.setEnabled(true);
    let rerun: Promise<unknown> | undefined;
    (host as { replyAgain?: () => Promise<void> }).replyAgain = async () => void (rerun = host.generate('normal'));
    await orch.angles.restore('chat-1');
    expect(orch.angles.pending.value).toMatchObject({ restored: true, angles: ['the storm — it cuts them off.', 'the keeper lies — he hides the log.'] });
    orch.angles.answer({ kind: 'own', text: 'the lamp goes out' });
    await rerun;
    const main = model.requests.find(isMain)!;
    expect(text(main)).toContain('The user gave their own angle for the reply: the lamp goes out');
    expect(text(main)).toContain('it cuts them off.');
    // Taken once: the next reply runs without it.
    expect(await first.pauseStore.get('angle-pause:chat-1')).toBeUndefined();
    await host.generate('regenerate');
    expect(text(model.requests.filter(isMain).at(-1)!)).not.toContain('the lamp goes out');
  });

  it('a new turn of the chat supersedes a stored pause: its card goes and cannot rerun the newer reply', async () => {
    const { host, orch, pauseStore } = await setup();
    await pauseStore.set('angle-pause:chat-1', { angles: ['old'], sketches: ['Angle: old'], anchor: { index: 0, hash: 'x' }, createdAt: 1 });
    await orch.angles.restore('chat-1');
    expect(orch.angles.pending.value?.restored).toBe(true);
    const turn = host.generate('normal');
    await new Promise<void>((resolve) => {
      const off = orch.angles.pending.subscribe((p) => p && !p.restored && (queueMicrotask(() => off()), resolve()));
    });
    expect(orch.angles.pending.value?.angles).toEqual(['the storm — it cuts them off.', 'the keeper lies — he hides the log.']);
    orch.angles.answer({ kind: 'auto' });
    await turn;
    expect(orch.angles.pending.value).toBeNull();
    expect(await pauseStore.get('angle-pause:chat-1')).toBeUndefined();
  });
});

describe('choosing the angle in loop mode, through the turn pipeline', () => {
  const offers = (r: ChatRequest) => !!r.tools?.some((t) => t.name === 'offer_angles');
  /** The loop agent offers two angles when it may, then finalizes with what offer_angles answered (or its task says). */
  function loopRespond(r: ChatRequest) {
    const answered = r.messages.filter((m) => m.role === 'tool').at(-1)?.content;
    if (offers(r) && !answered) return { toolCalls: [{ name: 'offer_angles', args: { angles: ['the storm', 'the keeper lies'] } }] };
    const said = answered ?? r.messages.find((m) => (m.content ?? '').includes('[Runtime] The user'))?.content ?? 'no angle';
    return { toolCalls: [{ name: 'finalize', args: { capsule_text: `Guidance. ${said}` } }] };
  }
  async function loopSetup(waitSec: number, pauseStore?: PauseStore) {
    const model = fakeModel(loopRespond);
    const host = memoryHost(model);
    const app = createApp({ prefix: `angle-loop-${n++}-` });
    await app.ready;
    const data = new Map<string, unknown>();
    const store: PauseStore = pauseStore ?? { get: async (k) => data.get(k), set: async (k, v) => void data.set(k, v), delete: async (k) => data.delete(k) };
    const orch = new Orchestrator({ host, profiles: app.profiles, skills: app.skills, pauseStore: store });
    orch.attach();
    await app.profiles.setEnabled(true);
    await app.profiles.setMode('loop');
    app.profiles.setDraft('loop', { ...app.profiles.drafts.value.loop, chooseAngle: true, angleWaitSec: waitSec } as never);
    await app.profiles.save('loop');
    return { model, host, orch, store };
  }

  it('the pause holds the run lock; no answer within the wait: the agent chooses, and the capsule is injected', async () => {
    const { model, host, orch, store } = await loopSetup(1);
    const turn = host.generate('normal');
    await new Promise<void>((resolve) => {
      const off = orch.angles.pending.subscribe((p) => p && (queueMicrotask(() => off()), resolve()));
    });
    expect(orch.angles.pending.value).toMatchObject({ angles: ['the storm', 'the keeper lies'], restored: false, deadline: expect.any(Number) });
    expect(await store.get('angle-pause:chat-1')).toMatchObject({ angles: ['the storm', 'the keeper lies'] });
    const second = await host.generate('normal');
    expect(second.decision.kind).toBe('pass');
    expect(host.notices.at(-1)?.message).toMatch(/already working on this chat/);
    const r = await turn;
    expect(r.decision).toMatchObject({ kind: 'inject', capsule: { text: expect.stringContaining('The user left the angle to you: choose it yourself.') } });
    expect(orch.lastRun.value).toMatchObject({ mode: 'loop', outcome: 'completed' });
    expect(model.requests.filter(offers)).toHaveLength(2);
    expect(orch.angles.pending.value).toBeNull();
    expect(await store.get('angle-pause:chat-1')).toBeUndefined();
    // Replayed offline, the recorded answer is given again: the same capsule, every request from the recording.
    const replay = await replayTurn(JSON.parse(JSON.stringify(orch.lastTrace.value!.toJSON())) as TraceExport);
    expect(replay.ok && replay.result.same).toBe(true);
  });

  it('a stored pause answered after a reload: the loop agent runs once with the answer in its task and no offer_angles', async () => {
    const first = await loopSetup(0);
    void first.host.generate('normal');
    await new Promise<void>((resolve) => {
      const off = first.orch.angles.pending.subscribe((p) => p && (queueMicrotask(() => off()), resolve()));
    });
    const { model, host, orch } = await loopSetup(0, first.store);
    let rerun: Promise<Awaited<ReturnType<typeof host.generate>>> | undefined;
    (host as { replyAgain?: () => Promise<void> }).replyAgain = async () => void (rerun = host.generate('normal'));
    await orch.angles.restore('chat-1');
    expect(orch.angles.pending.value).toMatchObject({ restored: true, angles: ['the storm', 'the keeper lies'] });
    orch.angles.answer({ kind: 'angle', index: 1, text: 'the keeper lies' });
    const r = await rerun!;
    expect(r.decision).toMatchObject({
      kind: 'inject',
      capsule: { text: expect.stringContaining('The user chose this angle for the reply: the keeper lies') },
    });
    expect(model.requests).toHaveLength(1);
    expect(offers(model.requests[0]!)).toBe(false);
    expect(await first.store.get('angle-pause:chat-1')).toBeUndefined();
  });
});
