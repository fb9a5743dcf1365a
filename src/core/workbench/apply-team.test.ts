import { describe, expect, it } from 'vitest';
import { ok, run, setup, sub } from './testing.ts';

type P = { mainAgent: { systemPrompt: string }; subAgents: { id: string }[]; stages?: { id: string; nodes: { id: string }[] }[]; agents?: { id: string }[]; workers?: { id: string }[] };
const prof = (d: { profile: unknown }) => d.profile as P;
const CRITIC = {
  id: 'pacing_critic',
  description: 'Role: after drafting, flags pacing that drags or rushes. Does not know: the lorebook. Brief: Turn, Focus, Return.',
  systemPrompt: 'You are pacing_critic. Read the draft with get_draft and list at most three pacing problems.',
  skills: ['+'],
};

describe('profile_patch_prompt', () => {
  it('replaces an exact, unique passage', () => {
    const { ctx, draft } = setup();
    const before = prof(draft).mainAgent.systemPrompt;
    const next = ok(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: 'never narrate about the story, the chat or the user.', replaceWith: 'never narrate about the story.' });
    expect(prof(next).mainAgent.systemPrompt).toBe(before.replace('never narrate about the story, the chat or the user.', 'never narrate about the story.'));
  });

  it('refuses text that is missing or occurs twice, and an agent without that field', () => {
    const { ctx, draft } = setup();
    expect(run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: 'not in there', replaceWith: 'x' })).toMatchObject({ ok: false, code: 'patch_not_found' });
    expect(run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: 'the', replaceWith: 'x' })).toMatchObject({ ok: false, code: 'patch_ambiguous' });
    expect(run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', field: 'description', find: 'x', replaceWith: 'y' })).toMatchObject({ ok: false, code: 'unknown_agent' });
  });

  it('warns when the main prompt loses {{team}} and when a description loses its three parts', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: '{{team}}', replaceWith: 'Dispatch `chat_scout` first.' });
    expect(r.ok && r.warnings.join('\n')).toContain('no longer holds {{team}}');
    const d = run(ctx, draft, 'profile_patch_prompt', { agentId: 'chat_scout', field: 'description', find: 'Does not know:', replaceWith: 'Ignores:' });
    expect(d.ok && d.warnings.join()).toContain('three parts');
  });

  it('a prompt naming a sub-agent that does not exist is accepted with the lint warning', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: '{{team}}', replaceWith: '{{team}}\nAlways dispatch `ghost_critic`.' });
    expect(r.ok && r.warnings).toContain('The main prompt names sub-agent "ghost_critic", which this profile does not have.');
  });
});

describe('subagent_add', () => {
  it('adds a director sub-agent with its skills and tool switches (other namespaces inherited)', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'subagent_add', { ...CRITIC, skills: ['+', 'voice-critic-method-en'], tools: { 'chat.read_range': false } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const a = sub(r.draft, 'pacing_critic');
    expect(a).toMatchObject({ description: CRITIC.description, systemPrompt: CRITIC.systemPrompt, skills: { visible: ['+', 'voice-critic-method-en'] }, maxRounds: null });
    expect(a.tools).toEqual({ chat: { read_range: false, search: true } });
    expect(r.warnings).toEqual([]);
  });

  it('warns about a description without Role / Does not know / Brief', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'subagent_add', { ...CRITIC, description: 'Checks pacing.' });
    expect(r.ok && r.warnings.join()).toContain('three parts');
  });

  it('refuses: a taken or reserved id, a bad id, an unknown connection, unknown switches, a mode without a team, a full team', () => {
    const { ctx, draft } = setup();
    expect(run(ctx, draft, 'subagent_add', { ...CRITIC, id: 'chat_scout' })).toMatchObject({ ok: false, code: 'duplicate_id' });
    expect(run(ctx, draft, 'subagent_add', { ...CRITIC, id: 'main' })).toMatchObject({ ok: false, code: 'duplicate_id' });
    expect(() => run(ctx, draft, 'subagent_add', { ...CRITIC, id: 'Pacing Critic' })).toThrow(/snake_case/);
    expect(run(ctx, draft, 'subagent_add', { ...CRITIC, apiPreset: 'nowhere' })).toMatchObject({ ok: false, code: 'unknown_connection' });
    expect(run(ctx, draft, 'subagent_add', { ...CRITIC, tools: { 'chat.teleport': true } })).toMatchObject({ ok: false, code: 'unknown_switch' });
    const loop = setup('loop');
    expect(run(loop.ctx, loop.draft, 'subagent_add', CRITIC)).toMatchObject({ ok: false, code: 'no_team' });
    const full = structuredClone(draft);
    prof(full).subAgents = Array.from({ length: 64 }, (_, i) => ({ ...prof(draft).subAgents[0]!, id: `s_${i}` }));
    expect(run(ctx, full, 'subagent_add', CRITIC)).toMatchObject({ ok: false, code: 'team_full' });
  });

  it('spec: the agent plus a node in a stage (a new stage goes before the last); agenda: a worker with tags', () => {
    const spec = setup('spec');
    expect(run(spec.ctx, spec.draft, 'subagent_add', CRITIC)).toMatchObject({ ok: false, code: 'stage_required' });
    const s = ok(spec.ctx, spec.draft, 'subagent_add', { ...CRITIC, stage: 'pacing' });
    const stages = prof(s).stages!;
    expect(stages.at(-2)).toMatchObject({ id: 'pacing', nodes: [{ id: 'pacing_critic', agent: 'pacing_critic' }] });
    expect(prof(s).agents!.at(-1)!.id).toBe('pacing_critic');
    const agenda = setup('agenda');
    const a = ok(agenda.ctx, agenda.draft, 'subagent_add', { ...CRITIC, inputTags: ['draft'], outputTags: ['pacing'] });
    expect(prof(a).workers!.at(-1)).toMatchObject({ id: 'pacing_critic', inputTags: ['draft'], outputTags: ['pacing'] });
  });
});

describe('subagent_update', () => {
  it('changes the named fields only, including the connection of a scout', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'subagent_update', { id: 'chat_scout', apiPreset: 'cheap', maxRounds: 6 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(sub(r.draft, 'chat_scout')).toEqual({ ...sub(draft, 'chat_scout'), apiPreset: 'cheap', maxRounds: 6 });
    expect(r.summary).toContain('connection → "cheap"');
  });

  it('the main agent\'s connection too; refuses fields an agent does not have, unknown ids, no change', () => {
    const { ctx, draft } = setup();
    expect(ok(ctx, draft, 'subagent_update', { id: 'main', apiPreset: 'cheap' }).profile).toMatchObject({ mainAgent: { apiPreset: 'cheap' } });
    expect(run(ctx, draft, 'subagent_update', { id: 'main', description: 'x' })).toMatchObject({ ok: false, code: 'invalid_field' });
    expect(run(ctx, draft, 'subagent_update', { id: 'ghost', systemPrompt: 'x' })).toMatchObject({ ok: false, code: 'unknown_agent' });
    expect(run(ctx, draft, 'subagent_update', { id: 'chat_scout', apiPreset: '' })).toMatchObject({ ok: false, code: 'no_change' });
    expect(run(ctx, draft, 'subagent_update', { id: 'chat_scout' })).toMatchObject({ ok: false, code: 'invalid_arguments' });
  });
});

describe('subagent_remove', () => {
  it('removes a sub-agent; the rest of the profile is untouched', () => {
    const { ctx, draft } = setup();
    const next = ok(ctx, draft, 'subagent_remove', { id: 'voice_critic' });
    expect(prof(next).subAgents.map((s) => s.id)).toEqual(prof(draft).subAgents.map((s) => s.id).filter((id) => id !== 'voice_critic'));
    expect({ ...(next.profile as object), subAgents: [] }).toEqual({ ...(draft.profile as object), subAgents: [] });
  });

  it('all of them, one by one (the single-agent recipe)', () => {
    const { ctx, draft } = setup();
    let d = draft;
    for (const s of prof(draft).subAgents) d = ok(ctx, d, 'subagent_remove', { id: s.id });
    expect(prof(d).subAgents).toEqual([]);
  });

  it('warns when the main prompt still names it; refuses an unknown id, the final agenda worker, the last spec stage', () => {
    const { ctx, draft } = setup();
    const named = ok(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: '{{team}}', replaceWith: '{{team}} Use `voice_critic`.' });
    const r = run(ctx, named, 'subagent_remove', { id: 'voice_critic' });
    expect(r.ok && r.warnings.join()).toContain('still names "voice_critic"');
    expect(run(ctx, draft, 'subagent_remove', { id: 'ghost' })).toMatchObject({ ok: false, code: 'unknown_agent' });
    const agenda = setup('agenda');
    expect(run(agenda.ctx, agenda.draft, 'subagent_remove', { id: 'finalizer' })).toMatchObject({ ok: false, code: 'final_worker' });
    const single = setup('single');
    expect(run(single.ctx, single.draft, 'subagent_remove', { id: 'node' })).toMatchObject({ ok: false, code: 'no_team' });
  });

  it('spec: its nodes go, and a stage left empty', () => {
    const { ctx, draft } = setup('spec');
    const before = prof(draft).stages!;
    const lone = before.find((s) => s.nodes.length === 1)!;
    const next = ok(ctx, draft, 'subagent_remove', { id: lone.nodes[0]!.id });
    expect(prof(next).stages!.map((s) => s.id)).toEqual(before.map((s) => s.id).filter((id) => id !== lone.id));
  });
});
