import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fakeModel } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { createApp } from './app.ts';
import { Orchestrator, RUN_EVENTS } from './orchestrator.ts';

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
    expect(host.events.map((e) => e.event)).toEqual([RUN_EVENTS.started, RUN_EVENTS.ended]);
    // The bundled skills are in the mode-level catalog only if a policy names them; the default
    // director profile names the seed's skills, which are not installed: no catalog, no skill tools.
    const all = model.requests[0]!.messages.map((m) => m.content ?? '').join('\n');
    expect(all).not.toContain('<available_skills>');
    expect(orch.lastTrace.value).not.toBeNull();
  });

  it('gives the main agent the catalog and skill tools of the skills its policy makes visible', async () => {
    const { host, app, model } = await setup((req) =>
      mainAgent(req) && !req.messages.some((m) => m.role === 'tool') ? { toolCalls: [{ name: 'finalize', args: {} }] } : { text: 'done' },
    );
    await app.profiles.setEnabled(true);
    const draft = app.profiles.drafts.value.director;
    app.profiles.setDraft('director', { ...draft, skills: { visible: ['anti-cliche-en'], deny: [] } });
    await app.profiles.save('director');
    await host.generate('normal');
    const first = model.requests[0]!;
    const all = first.messages.map((m) => m.content ?? '').join('\n');
    expect(all).toContain('<available_skills>');
    expect(all).toContain('- anti-cliche-en:');
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
