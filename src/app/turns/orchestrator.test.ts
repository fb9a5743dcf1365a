import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import { createApp } from '../app.ts';
import { Orchestrator, RUN_EVENTS } from './orchestrator.ts';

// The director's engine as it is, with runDirectorTurn watched (what each turn was given).
vi.mock('../../core/engines/director/engine.ts', async (original) => {
  const m = await original<typeof import('../../core/engines/director/engine.ts')>();
  return { ...m, runDirectorTurn: vi.fn(m.runDirectorTurn) };
});
const { runDirectorTurn } = await import('../../core/engines/director/engine.ts');
const directorTeams = () => vi.mocked(runDirectorTurn).mock.calls.map(([input]) => input.team);

let n = 0;

async function setup(respond: Parameters<typeof fakeModel>[0]) {
  const model = fakeModel(respond);
  const host = memoryHost(model);
  const app = createApp({ prefix: `orch-${n++}-` });
  await app.ready;
  const orch = new Orchestrator({ host, profiles: app.profiles, skills: app.skills });
  orch.attach();
  return { model, host, app, orch };
}

const mainAgent = (r: { tools?: { name: string }[] }) => r.tools?.some((t) => t.name === 'finalize');

describe('Orchestrator', () => {
  it('lets every generation through while disabled', async () => {
    const { host, model } = await setup(() => ({ text: 'x' }));
    const r = await host.generate('normal');
    expect(r.decision.kind).toBe('pass');
    expect(model.requests).toHaveLength(0);
  });

  it('takes a director turn over: the main agent writes, finalizes, the slot commits; events are published', async () => {
    const { host, app, orch, model } = await setup((req) => {
      if (!mainAgent(req)) return { text: 'ok' };
      const said = req.messages.filter((m) => m.role === 'tool').length;
      if (said === 0) return { toolCalls: [{ name: 'write_message', args: { text: 'The rain kept falling.' } }] };
      return { toolCalls: [{ name: 'finalize', args: {} }] };
    });
    await app.profiles.setEnabled(true);
    const r = await host.generate('normal');
    expect(r.decision.kind).toBe('takeover');
    expect(r.slot!.texts).toEqual(['The rain kept falling.']);
    expect(r.slot!.committed).toBe(true);
    expect(orch.lastRun.value).toMatchObject({ mode: 'director', outcome: 'completed', detail: 'finalized', chatId: 'chat-1' });
    // The shipped preset's opening wave (intent_scout) runs without a dispatch; the main agent then wrote
    // alone (a simple turn), so notes_curator, kept for full turns, sat out.
    expect(host.events.map((e) => e.event)).toEqual([RUN_EVENTS.started, RUN_EVENTS.subagentFinished, RUN_EVENTS.ended]);
    expect(host.events.filter((e) => e.event === RUN_EVENTS.subagentFinished).map((e) => (e.payload as { subagentId: string }).subagentId)).toEqual([
      'intent_scout',
    ]);
    // The default director preset shows the main agent the five shared skills in its catalog and its own
    // drafting skill preloaded (no workflow or dispatch skills any more); the first request is intent_scout's.
    expect(mainAgent(model.requests[0]!)).toBe(false);
    const all = model.requests
      .find(mainAgent)!
      .messages.map((m) => m.content ?? '')
      .join('\n');
    for (const name of [
      'director-anti-cliche-en',
      'director-character-voice-en',
      'director-no-meta-en',
      'director-output-discipline-en',
      'director-en-style-baseline',
    ])
      expect(all).toContain(`- ${name}:`);
    expect(all).toContain('<skill name="draft-writer-style-en">');
    expect(all).not.toContain('- draft-writer-style-en:');
    expect(all).not.toContain('director-turn-workflow-en');
    expect(all).not.toContain('-method-en:');
    expect(orch.lastTrace.value).not.toBeNull();
  });

  it('gives the main agent the catalog and skill tools of the skills its policy makes visible', async () => {
    const { host, app, model } = await setup((req) =>
      mainAgent(req) && !req.messages.some((m) => m.role === 'tool') ? { toolCalls: [{ name: 'finalize', args: {} }] } : { text: 'done' },
    );
    await app.profiles.setEnabled(true);
    const draft = app.profiles.drafts.value.director;
    app.profiles.setDraft('director', {
      ...draft,
      skills: { visible: ['director-anti-cliche-en', 'director-character-voice-en'], deny: ['director-character-voice-en'] },
    });
    await app.profiles.save('director');
    await host.generate('normal');
    const first = model.requests.find(mainAgent)!;
    const all = first.messages.map((m) => m.content ?? '').join('\n');
    expect(all).toContain('<available_skills>');
    expect(all).toContain('- director-anti-cliche-en:');
    expect(all).not.toContain('director-character-voice-en');
    expect(first.tools!.map((t) => t.name)).toContain('skill_read');
  });

  it('passes quiet and impersonate generations in director mode', async () => {
    const { host, app } = await setup(() => ({ text: 'x' }));
    await app.profiles.setEnabled(true);
    expect((await host.generate('quiet')).decision.kind).toBe('pass');
    expect((await host.generate('impersonate')).decision.kind).toBe('pass');
  });

  it('stop() aborts the running turn and the outcome is cancelled', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { host, app, orch } = await setup(() => ({ gate, text: 'never' }));
    await app.profiles.setEnabled(true);
    const done = host.generate('normal');
    await expect.poll(() => orch.running.value !== null).toBe(true);
    expect(orch.stop()).toBe(true);
    release();
    await done;
    expect(orch.lastRun.value?.outcome).toBe('cancelled');
    expect(orch.running.value).toBeNull();
  });
});

describe('Orchestrator, capsule modes', () => {
  const loopFinalize = (req: { tools?: { name: string }[]; messages: { role: string }[] }) =>
    req.tools?.some((t) => t.name === 'finalize')
      ? { toolCalls: [{ name: 'finalize', args: { capsule_text: 'Keep the storm offstage; let Mira lie.' } }] }
      : { text: 'x' };

  it('loop: runs the agent, injects the capsule, then reuses it for a swipe of the same turn', async () => {
    const { host, app, orch, model } = await setup(loopFinalize);
    await app.profiles.setEnabled(true);
    await app.profiles.setMode('loop');
    const first = await host.generate('normal');
    expect(first.decision).toMatchObject({ kind: 'inject', capsule: { text: expect.stringContaining('Keep the storm offstage') } });
    expect(orch.lastRun.value).toMatchObject({ mode: 'loop', outcome: 'completed' });
    const requests = model.requests.length;
    const swipe = await host.generate('swipe');
    expect(swipe.decision.kind).toBe('inject');
    expect(model.requests.length).toBe(requests);
    expect(orch.lastRun.value?.outcome).toBe('reused');
    // A changed user message runs the agents again.
    host.messages.push({ role: 'assistant', content: 'Reply.' }, { role: 'user', content: 'Something new.' });
    await host.generate('normal');
    expect(model.requests.length).toBeGreaterThan(requests);
  });

  it('a failed capsule run injects nothing and tells the user why', async () => {
    const { host, app, orch } = await setup(() => ({ error: { message: 'HTTP 500 from the provider', kind: 'http', status: 500, retryable: false } }));
    await app.profiles.setEnabled(true);
    await app.profiles.setMode('single');
    const r = await host.generate('normal');
    expect(r.decision.kind).toBe('pass');
    expect(orch.lastRun.value?.outcome).toBe('failed');
    expect(host.notices.at(-1)).toMatchObject({ level: 'error', message: expect.stringMatching(/HTTP 500/) });
  });

  it('quiet generations run no capsule agents', async () => {
    const { host, app, model } = await setup(loopFinalize);
    await app.profiles.setEnabled(true);
    await app.profiles.setMode('loop');
    expect((await host.generate('quiet')).decision.kind).toBe('pass');
    expect(model.requests).toHaveLength(0);
  });
});

describe('Orchestrator, one run per chat', () => {
  it('a second tab cannot start a director turn in a chat while the first tab runs one', async () => {
    const { fakeLockManager } = await import('../../../test/fixtures/fake-locks.ts');
    const { webRunLocks } = await import('./run-lock.ts');
    const manager = fakeLockManager();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const model = fakeModel((req) =>
      req.messages.some((m) => m.role === 'tool')
        ? { toolCalls: [{ name: 'finalize', args: {} }] }
        : { gate, toolCalls: [{ name: 'write_message', args: { text: 'First tab.' } }] },
    );
    const tab = async () => {
      const host = memoryHost(model);
      const app = createApp({ prefix: `orch-lock-${n++}-` });
      await app.ready;
      await app.profiles.setEnabled(true);
      const orch = new Orchestrator({ host, profiles: app.profiles, skills: app.skills, locks: webRunLocks(manager) });
      orch.attach();
      return { host, orch };
    };
    const a = await tab();
    const b = await tab();
    const first = a.host.generate('normal');
    await expect.poll(() => a.orch.running.value !== null).toBe(true);
    const second = await b.host.generate('normal');
    expect(second.slot!.discarded).toBe(true);
    expect(second.slot!.texts).toEqual([]);
    expect(b.host.notices.at(-1)?.message).toMatch(/already working on this chat/);
    release();
    const done = await first;
    expect(done.slot!.committed).toBe(true);
    // Once the first run ended, the second tab can run.
    const third = await b.host.generate('normal');
    expect(third.slot!.committed).toBe(true);
  });
});

describe('Orchestrator, who writes a reply (turnTeam)', () => {
  const writeAndFinalize = (req: { tools?: { name: string }[]; messages: { role: string }[] }) => {
    if (!mainAgent(req)) return { text: 'ok' };
    return req.messages.some((m) => m.role === 'tool')
      ? { toolCalls: [{ name: 'finalize', args: {} }] }
      : { toolCalls: [{ name: 'write_message', args: { text: 'Written.' } }] };
  };
  beforeEach(() => {
    vi.mocked(runDirectorTurn).mockClear();
  });

  it("director, 'full' (the default): the engine is told the full team", async () => {
    const { host, app } = await setup(writeAndFinalize);
    await app.profiles.setEnabled(true);
    expect(app.profiles.settings.value.turnTeam).toBe('full');
    expect((await host.generate('normal')).decision.kind).toBe('takeover');
    expect(directorTeams()).toEqual(['full']);
  });

  it("director, 'light': Troupe takes the reply and the engine is told the writer alone; the trace records it", async () => {
    const { host, app, orch } = await setup(writeAndFinalize);
    await app.profiles.setEnabled(true);
    await app.profiles.updateSettings({ turnTeam: 'light' });
    const r = await host.generate('normal');
    expect(r.decision.kind).toBe('takeover');
    expect(r.slot!.committed).toBe(true);
    expect(directorTeams()).toEqual(['light']);
    const input = orch.lastTrace.value!.entries.find((e) => e.kind === 'event' && e.name === 'turn-input');
    expect(input).toMatchObject({ data: { team: 'light' } });
  });

  it("'off': the host writes the reply in every mode; nothing is sent", async () => {
    const { host, app, model } = await setup(writeAndFinalize);
    await app.profiles.setEnabled(true);
    await app.profiles.updateSettings({ turnTeam: 'off' });
    for (const mode of ['director', 'loop', 'spec', 'agenda', 'single'] as const) {
      await app.profiles.setMode(mode);
      for (const type of ['normal', 'regenerate', 'swipe', 'continue'] as const)
        expect((await host.generate(type)).decision.kind, `${mode} ${type}`).toBe('pass');
    }
    expect(model.requests).toHaveLength(0);
    expect(runDirectorTurn).not.toHaveBeenCalled();
  });

  it("a capsule mode with 'light' prepares no capsule: the host replies as with 'off'", async () => {
    const { host, app, model, orch } = await setup(() => ({ toolCalls: [{ name: 'finalize', args: { capsule_text: 'Guidance.' } }] }));
    await app.profiles.setEnabled(true);
    await app.profiles.setMode('loop');
    await app.profiles.updateSettings({ turnTeam: 'light' });
    expect((await host.generate('normal')).decision.kind).toBe('pass');
    expect(model.requests).toHaveLength(0);
    expect(orch.lastRun.value).toBeNull();
  });

  it('swipes and regenerations keep the choice their turn ran with; a new user turn reads the setting', async () => {
    const { host, app, model } = await setup(writeAndFinalize);
    await app.profiles.setEnabled(true);
    await app.profiles.updateSettings({ turnTeam: 'off' });
    expect((await host.generate('normal')).decision.kind).toBe('pass');
    // Changed after the turn started: the turn's swipes stay the host's.
    await app.profiles.updateSettings({ turnTeam: 'full' });
    expect((await host.generate('swipe')).decision.kind).toBe('pass');
    expect((await host.generate('regenerate')).decision.kind).toBe('pass');
    expect(model.requests).toHaveLength(0);
    // The next user turn runs with the setting now.
    host.messages.push({ role: 'assistant', content: 'Host reply.' }, { role: 'user', content: 'Next.' });
    expect((await host.generate('normal')).decision.kind).toBe('takeover');
    expect(directorTeams()).toEqual(['full']);
    // A light turn's swipe stays light after the setting moved on.
    host.messages.push({ role: 'assistant', content: 'Written.' }, { role: 'user', content: 'Again.' });
    await app.profiles.updateSettings({ turnTeam: 'light' });
    await host.generate('normal');
    await app.profiles.updateSettings({ turnTeam: 'full' });
    expect((await host.generate('swipe')).decision.kind).toBe('takeover');
    expect(directorTeams()).toEqual(['full', 'light', 'light']);
  });
});
