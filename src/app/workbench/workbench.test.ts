// The workbench AI (its tool loop, review, apply and undo, sessions) and the dry run of an edited
// profile; the programmatic API and the parts' loading are in workbench-api.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { assistantTurns, fakeModel, type FakeReply } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import { dump } from '../../storage/testing.ts';
import { createApp } from '../app.ts';
import { isWorkbench, roundOf, setup, stored } from './testing.ts';

const SUBS = [
  'intent_scout',
  'chat_scout',
  'lorebook_scout',
  'notes_pickup_scout',
  'epistemic_scout',
  'plot_brainstormer',
  'voice_critic',
  'continuity_critic',
  'notes_curator',
];

/** The workbench AI playing the single-agent recipe over four rounds. */
function singleAgentRecipe(r: ChatRequest): FakeReply {
  const round = r.messages.slice(r.messages.map((m) => m.role).lastIndexOf('user')).filter((m) => m.role === 'assistant').length;
  if (round === 0) return { toolCalls: [{ name: 'profile_summary' }, { name: 'recipe_read', args: { name: 'single-agent-writer' } }] };
  if (round === 1) return { text: 'Removing the team.', toolCalls: SUBS.map((id) => ({ name: 'subagent_remove', args: { id } })) };
  if (round === 2) {
    return {
      toolCalls: [
        { name: 'tools_set', args: { agentId: 'main', set: { 'collab.dispatch_subagent': false, 'collab.dispatch_inline_subagent': false } } },
        {
          name: 'profile_patch_prompt',
          args: { agentId: 'main', find: '{{team}}', replaceWith: '{{team}}\n\nWork in passes: draft, reread with get_draft, revise, then finalize.' },
        },
        { name: 'limits_set', args: { limits: { maxRounds: 12 } } },
        { name: 'limits_set', args: { limits: { maxRounds: 99 } } },
      ],
    };
  }
  if (round === 3) return { toolCalls: [{ name: 'lint' }] };
  return { text: 'Done: one writer drafts, rereads and revises; no critic checks the draft now.' };
}

describe('the workbench AI', () => {
  it('reads on demand and keeps calling tools until it answers without one; each change is pending, nothing is saved', async () => {
    const { app, model, events } = await setup(singleAgentRecipe);
    const before = structuredClone(stored(app));
    const activity: number[] = [];
    const stop = app.workbench.activity.subscribe((a) => a && activity.push(a.calls.length));
    await app.workbench.send('Turn this into a single-agent iterative writer.');
    stop();
    const wbRequests = model.requests.filter(isWorkbench);
    expect(wbRequests).toHaveLength(5);
    // The first request carries the system prompt and the user's words, not the profile.
    const first = JSON.stringify(wbRequests[0]!.messages);
    expect(first).toContain('Turn this into a single-agent iterative writer.');
    expect(first).not.toContain('You are the director of a role-play writing team');
    expect(wbRequests[0]!.messages[0]!.content).toContain('the preset "Default (no memory, no search)"');
    // The recipe reached it through recipe_read.
    expect(JSON.stringify(wbRequests[2]!.messages)).toContain('Single-agent iterative writer');
    const view = app.workbench.view.value!;
    expect(view.session.changes.map((c) => c.op.tool)).toEqual([...SUBS.map(() => 'subagent_remove'), 'tools_set', 'profile_patch_prompt', 'limits_set']);
    expect(view.session.changes.every((c) => c.status === 'pending' && c.source === 'workbench')).toBe(true);
    // The refused limit came back to the model as a failure it can read.
    const refused = wbRequests[3]!.messages.filter((m) => m.role === 'tool').at(-1)!;
    expect(JSON.parse(refused.content!)).toMatchObject({ ok: false, code: 'out_of_range' });
    // The conversation ends with the answer; nothing is written to the preset.
    expect(view.session.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Done: one writer drafts, rereads and revises; no critic checks the draft now.',
    });
    expect(stored(app)).toEqual(before);
    expect(events.filter((e) => e.type === 'proposed')).toHaveLength(12);
    expect(Math.max(...activity)).toBe(16);
    expect(app.workbench.activity.value).toBeNull();
  });

  it('the review shows each change as a diff, in order; a change that builds on a rejected one says it no longer applies', async () => {
    const { app } = await setup((r) =>
      roundOf(r) === 0
        ? {
            toolCalls: [
              {
                name: 'subagent_add',
                args: {
                  id: 'pacing_critic',
                  description: 'Flags pacing that drags or rushes in the draft. Task: the beats you are least sure of.',
                  systemPrompt: 'You check pacing.',
                },
              },
              { name: 'subagent_update', args: { id: 'pacing_critic', apiPreset: '', maxRounds: 4 } },
            ],
          }
        : { text: 'Added.' },
    );
    await app.workbench.send('Add a pacing critic.');
    let review = app.workbench.review.value;
    expect(review.map((i) => i.parts.map((p) => p.kind))).toEqual([['member'], ['json']]);
    await app.workbench.decide(['c1'], 'rejected');
    review = app.workbench.review.value;
    expect(review[1]!.failure).toContain('No agent "pacing_critic"');
  });

  it('Apply writes exactly the approved changes in one go; the rejected leave the list; Undo restores the version before', async () => {
    const { app, events, prefix } = await setup(singleAgentRecipe);
    const before = structuredClone(stored(app));
    await app.workbench.send('Turn this into a single-agent iterative writer.');
    const changes = app.workbench.view.value!.session.changes;
    const approved = changes.filter((c) => c.op.tool === 'subagent_remove' || c.op.tool === 'limits_set').map((c) => c.id);
    await app.workbench.decide('all', 'rejected');
    await app.workbench.decide(approved, 'approved');
    await app.workbench.apply();
    expect(stored(app)).toEqual({ ...before, subAgents: [], maxRounds: 12 });
    expect(app.profiles.drafts.value.director).toEqual(stored(app));
    expect(app.workbench.view.value!.session.changes).toEqual([]);
    expect(app.workbench.view.value!.history).toHaveLength(1);
    expect(events.find((e) => e.type === 'applied')).toMatchObject({
      by: 'workbench',
      changes: expect.arrayContaining([{ id: 'c12', tool: 'limits_set', summary: 'Settings: maxRounds: 20 → 12.' }]),
    });
    // Persisted: a new page with the same database reads the applied preset and the history.
    const again = createApp({ host: memoryHost(fakeModel(() => ({ text: '' }))), prefix });
    await again.ready;
    const lib = again.profiles.library('director');
    expect(lib.presets.find((p) => p.id === lib.activePresetId)!.profile).toEqual(stored(app));
    await app.workbench.undo();
    expect(stored(app)).toEqual(before);
    expect(app.workbench.view.value!.history).toEqual([]);
    await expect(app.workbench.undo()).rejects.toMatchObject({ code: 'no_history' });
    // The AI is told at its next message what the user did.
    expect(app.workbench.view.value!.session.notes.join(' ')).toMatch(/applied c1, .*c12 and rejected c10, c11.*undid/);
  });

  it('keeps at most 20 versions', async () => {
    let k = 0;
    const { app } = await setup((r) =>
      roundOf(r) === 0 ? { toolCalls: [{ name: 'limits_set', args: { limits: { maxRounds: 2 + (k++ % 40) } } }] } : { text: 'ok' },
    );
    for (let i = 0; i < 22; i++) {
      await app.workbench.send('Change the rounds.');
      await app.workbench.decide('all', 'approved');
      await app.workbench.apply();
    }
    expect(app.workbench.view.value!.history).toHaveLength(20);
  }, 60_000);

  it('refuses to apply over unsaved panel edits or a preset saved elsewhere meanwhile; nothing is written', async () => {
    const { app } = await setup((r) => (roundOf(r) === 0 ? { toolCalls: [{ name: 'limits_set', args: { limits: { maxRounds: 12 } } }] } : { text: 'ok' }));
    await app.workbench.send('Fewer rounds.');
    await app.workbench.decide('all', 'approved');
    app.profiles.setDraft('director', { ...app.profiles.drafts.value.director, subAgentMaxRounds: 3 });
    await expect(app.workbench.apply()).rejects.toMatchObject({ code: 'unsaved_edits' });
    app.profiles.revert('director');
    // Another tab saved the preset: the workbench replays on what is stored now.
    await app.profiles.writePresetProfile('director', app.profiles.library('director').activePresetId, { ...stored(app), discardOnAbort: true });
    await app.workbench.apply();
    expect(stored(app)).toMatchObject({ maxRounds: 12, discardOnAbort: true });
  });

  it('a new skill and its binding are applied together; Undo removes the skill again', async () => {
    const { app } = await setup((r) =>
      roundOf(r) === 0
        ? {
            toolCalls: [
              {
                name: 'skill_create',
                args: {
                  name: 'pacing-rules-en',
                  description: 'Pacing rules: when to cut a beat, when to linger.',
                  body: '# Pacing\n\n- Cut a beat that repeats the last one.\n',
                },
              },
              { name: 'skill_bind_to_agent', args: { agentId: 'voice_critic', skill: 'pacing-rules-en' } },
            ],
          }
        : { text: 'ok' },
    );
    await app.workbench.send('Give the voice critic pacing rules.');
    expect(app.workbench.review.value[0]!.parts).toMatchObject([{ kind: 'files', skill: 'pacing-rules-en', created: true }]);
    await app.workbench.decide('all', 'approved');
    await app.workbench.apply();
    const scope = `preset:director/${app.profiles.library('director').activePresetId}`;
    expect(app.skills.inventory.value.find((s) => s.name === 'pacing-rules-en')).toMatchObject({ scope });
    expect(stored(app).subAgents.find((s) => s.id === 'voice_critic')!.skills).toMatchObject({
      visible: ['voice-critic-method-en', 'pacing-rules-en'],
      preload: ['voice-critic-method-en'],
    });
    await app.workbench.undo();
    expect(app.skills.inventory.value.find((s) => s.name === 'pacing-rules-en')).toBeUndefined();
  });

  it('sessions are kept per scope and survive a reload; Clear empties the conversation', async () => {
    const { app, prefix } = await setup((r) =>
      roundOf(r) === 0 ? { toolCalls: [{ name: 'limits_set', args: { limits: { maxRounds: 12 } } }] } : { text: 'Fewer rounds now.' },
    );
    await app.workbench.send('Fewer rounds.');
    const again = createApp({ host: memoryHost(fakeModel(() => ({ text: '' }))), prefix });
    await again.ready;
    const view = await again.workbench.open();
    expect(view.session.changes.map((c) => c.id)).toEqual(['c1']);
    expect(view.session.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    // Another preset has its own, empty session.
    await again.profiles.newPreset('director', 'Other');
    expect((await again.workbench.open()).session.changes).toEqual([]);
    await again.profiles.selectPreset('director', 'default');
    await again.workbench.open();
    await again.workbench.clear();
    expect((await again.workbench.open()).session).toMatchObject({ messages: [], changes: [] });
  });

  it('a failed request is reported and what was said is kept', async () => {
    const { app } = await setup(() => ({ error: { message: 'Model overloaded', kind: 'http', status: 529, retryable: false } }));
    await app.workbench.send('Hello');
    expect(app.workbench.lastError.value).toContain('Model overloaded');
    expect(app.workbench.view.value!.session.messages[0]).toMatchObject({ role: 'user', content: 'Hello' });
  });
});

describe('the dry run', () => {
  it('plays one turn of the edited profile on the chat and writes nothing: not the chat, the notes or IndexedDB', async () => {
    const { app, host, model, prefix } = await setup((r) => {
      // The shipped main agent has no note tools (notes_curator writes them): the edit gives it note_open back.
      if (isWorkbench(r))
        return roundOf(r) === 0
          ? {
              toolCalls: [
                { name: 'limits_set', args: { limits: { maxRounds: 12 } } },
                ...SUBS.map((id) => ({ name: 'subagent_remove', args: { id } })),
                { name: 'tools_set', args: { agentId: 'main', set: { 'note.open': true } } },
              ],
            }
          : { text: 'ok' };
      // The director's main agent: a note, the reply, finalize.
      const t = assistantTurns(r);
      if (t === 0) return { toolCalls: [{ name: 'note_open', args: { text: 'The keeper hides a letter.' } }] };
      if (t === 1) return { toolCalls: [{ name: 'write_message', args: { text: 'The door groans open onto salt and lamp smoke.' } }] };
      return { toolCalls: [{ name: 'finalize', args: {} }] };
    });
    await app.workbench.send('Single writer, please.');
    const dbs = async () =>
      Object.fromEntries(
        await Promise.all(['skills', 'profiles', 'settings', 'workbench', 'quarantine', 'packages'].map(async (k) => [k, await dump(`${prefix}${k}`)])),
      );
    const before = await dbs();
    const chat = structuredClone(host.messages);
    const result = await app.workbench.dryRun();
    expect(result).toMatchObject({ mode: 'director', outcome: 'finalized', reply: 'The door groans open onto salt and lamp smoke.', generationType: 'normal' });
    expect(result.notes.opened).toEqual([{ id: expect.any(String), text: 'The keeper hides a letter.' }]);
    // It ran the edited profile: the main agent was offered no dispatch tool (no sub-agents are left).
    const main = model.requests.filter((r) => r.tools?.some((t) => t.name === 'finalize'));
    expect(main.length).toBeGreaterThan(0);
    expect(main[0]!.tools!.map((t) => t.name)).not.toContain('dispatch_subagent');
    expect(host.messages).toEqual(chat);
    expect(host.notes).toEqual([]);
    expect(await dbs()).toEqual(before);
    expect(host.events).toEqual([]);
    expect(app.orchestrator!.lastRun.value).toBeNull();
  });

  it('the main agent sees a skill the session made (parsed by the skill formats part) in its catalog', async () => {
    const { app, model } = await setup((r) => {
      if (isWorkbench(r))
        return roundOf(r) === 0
          ? {
              toolCalls: [
                {
                  name: 'skill_create',
                  args: {
                    name: 'pacing-rules-en',
                    description: 'Pacing rules: when to cut a beat, when to linger.',
                    body: '# Pacing\n\n- Cut a beat that repeats the last one.\n',
                  },
                },
                { name: 'skill_bind_to_agent', args: { agentId: 'main', skill: 'pacing-rules-en' } },
              ],
            }
          : { text: 'ok' };
      const t = assistantTurns(r);
      if (t === 0) return { toolCalls: [{ name: 'write_message', args: { text: 'x' } }] };
      return { toolCalls: [{ name: 'finalize', args: {} }] };
    });
    await app.workbench.send('Give the writer pacing rules.');
    const result = await app.workbench.dryRun();
    expect(result).toMatchObject({ mode: 'director', outcome: 'finalized' });
    const main = model.requests.find((r) => r.tools?.some((t) => t.name === 'finalize'))!;
    expect(JSON.stringify(main.messages)).toContain('Pacing rules: when to cut a beat, when to linger.');
    expect(app.skills.inventory.value.find((s) => s.name === 'pacing-rules-en')).toBeUndefined();
  });

  it('records the calls of tools that write instead of running them', async () => {
    const { app } = await setup((r) => {
      const t = assistantTurns(r);
      if (!r.tools?.some((x) => x.name === 'finalize')) return { text: 'No results: nothing to add.' };
      if (t === 0) return { toolCalls: [{ name: 'memory_node_create', args: { name: 'Keeper' } }] };
      if (t === 1) return { toolCalls: [{ name: 'write_message', args: { text: 'x' } }] };
      return { toolCalls: [{ name: 'finalize', args: {} }] };
    });
    let ran = 0;
    const { defineTool, z } = await import('../../core/index.ts');
    app.tools.register(
      defineTool({
        name: 'memory_node_create',
        description: 'Create a node.',
        parameters: z.object({ name: z.string() }),
        execute: () => (ran++, { ok: true }),
      }),
    );
    const draft = app.profiles.drafts.value.director;
    const mainAgent = { ...draft.mainAgent, tools: { ...draft.mainAgent.tools, memory: { node_create: true } } };
    await app.profiles.writePresetProfile(
      'director',
      'default',
      { ...draft, mainAgent, tools: { ...draft.tools, memory: { ...draft.tools.memory, node_create: true } } },
      undefined,
    );
    await app.workbench.open();
    const result = await app.workbench.dryRun();
    expect(result.writes).toEqual([{ tool: 'memory_node_create', agent: 'main', args: { name: 'Keeper' } }]);
    expect(ran).toBe(0);
  });
});
