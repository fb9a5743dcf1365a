import { describe, expect, it } from 'vitest';
import { ok, run, setup, sub } from './testing.ts';

type P = {
  mainAgent: { systemPrompt: string };
  subAgents: { id: string }[];
  stages?: { id: string; nodes: { id: string }[] }[];
  agents?: { id: string }[];
  workers?: { id: string }[];
};
const prof = (d: { profile: unknown }) => d.profile as P;
const CRITIC = {
  id: 'pacing_critic',
  description: 'Flags pacing that drags or rushes in the draft. Task: the beats you are least sure of.',
  systemPrompt: 'You are pacing_critic. Read the draft with get_draft and list at most three pacing problems.',
  skills: ['+'],
};

describe('profile_patch_prompt', () => {
  it('replaces an exact, unique passage', () => {
    const { ctx, draft } = setup();
    const before = prof(draft).mainAgent.systemPrompt;
    const next = ok(ctx, draft, 'profile_patch_prompt', {
      agentId: 'main',
      find: 'never narrate about the story, the chat or the user.',
      replaceWith: 'never narrate about the story.',
    });
    expect(prof(next).mainAgent.systemPrompt).toBe(before.replace('never narrate about the story, the chat or the user.', 'never narrate about the story.'));
  });

  it('refuses text that is missing or occurs twice, and an agent without that field', () => {
    const { ctx, draft } = setup();
    expect(run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: 'not in there', replaceWith: 'x' })).toMatchObject({
      ok: false,
      code: 'patch_not_found',
    });
    expect(run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: 'the', replaceWith: 'x' })).toMatchObject({ ok: false, code: 'patch_ambiguous' });
    expect(run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', field: 'description', find: 'x', replaceWith: 'y' })).toMatchObject({
      ok: false,
      code: 'unknown_agent',
    });
  });

  it('warns when the main prompt loses {{team}} and when a description loses its "Task:" line', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'profile_patch_prompt', { agentId: 'main', find: '{{team}}', replaceWith: 'Dispatch `chat_scout` first.' });
    expect(r.ok && r.warnings.join('\n')).toContain('no longer holds {{team}}');
    const d = run(ctx, draft, 'profile_patch_prompt', { agentId: 'chat_scout', field: 'description', find: 'Task:', replaceWith: 'Send:' });
    expect(d.ok && d.warnings.join()).toContain('no "Task:" line');
    const kept = run(ctx, draft, 'profile_patch_prompt', { agentId: 'chat_scout', field: 'description', find: 'Finds', replaceWith: 'Digs up' });
    expect(kept.ok && kept.warnings).toEqual([]);
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
    expect(a).toMatchObject({
      description: CRITIC.description,
      systemPrompt: CRITIC.systemPrompt,
      skills: { visible: ['+', 'voice-critic-method-en'] },
      maxRounds: null,
    });
    expect(a.tools).toEqual({ chat: { read_range: false, search: true } });
    expect(r.warnings).toEqual([]);
  });

  it('warns about a description without a "Task:" line, in either language', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'subagent_add', { ...CRITIC, description: 'Checks pacing.' });
    expect(r.ok && r.warnings.join()).toContain('no "Task:" line');
    const zh = run(ctx, draft, 'subagent_add', { ...CRITIC, description: '检查草稿的节奏。任务写：最拿不准的几拍。' });
    expect(zh.ok && zh.warnings).toEqual([]);
    const zhBare = run(ctx, draft, 'subagent_add', { ...CRITIC, description: '检查草稿的节奏。' });
    expect(zhBare.ok && zhBare.warnings.join()).toContain('任务写');
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

describe('when a member runs, and what it preloads', () => {
  it('subagent_add takes the shipped shape: its method alone, preloaded, and a wave', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'subagent_add', {
      ...CRITIC,
      skills: ['voice-critic-method-en'],
      preload: ['voice-critic-method-en'],
      wave: 'after',
      everyTurns: 3,
      fullTurnsOnly: true,
    });
    expect(r.ok && sub(r.draft, 'pacing_critic')).toMatchObject({
      skills: { visible: ['voice-critic-method-en'], preload: ['voice-critic-method-en'] },
      wave: 'after',
      everyTurns: 3,
      fullTurnsOnly: true,
    });
    expect(r.ok && r.warnings).toEqual([]);
    const plain = run(ctx, draft, 'subagent_add', CRITIC);
    expect(plain.ok && sub(plain.draft, 'pacing_critic')).toMatchObject({ wave: 'dispatch', everyTurns: 1, fullTurnsOnly: false });
  });

  it('subagent_update sets wave, everyTurns, fullTurnsOnly and the preload list; the schema bounds them', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'subagent_update', { id: 'chat_scout', everyTurns: 2, wave: 'opening' });
    expect(r.ok && sub(r.draft, 'chat_scout')).toMatchObject({ everyTurns: 2, wave: 'opening' });
    expect(() => run(ctx, draft, 'subagent_update', { id: 'chat_scout', everyTurns: 0 })).toThrow();
    expect(() => run(ctx, draft, 'subagent_update', { id: 'chat_scout', wave: 'later' })).toThrow();
    const warn = run(ctx, draft, 'subagent_update', { id: 'chat_scout', fullTurnsOnly: true });
    expect(warn.ok && warn.warnings.join()).toContain('only matters for an "after" member');
    const off = run(ctx, draft, 'subagent_update', { id: 'chat_scout', preload: [] });
    expect(off.ok && sub(off.draft, 'chat_scout').skills).toEqual({ visible: ['chat-scout-method-en'], preload: [] });
    expect(off.ok && off.summary).toContain('skills.preload');
    const main = run(ctx, draft, 'subagent_update', { id: 'main', preload: ['draft-writer-style-en', 'director-no-meta-en'] });
    expect(main.ok && (main.draft.profile as { mainAgent: { skills: unknown } }).mainAgent.skills).toMatchObject({
      preload: ['draft-writer-style-en', 'director-no-meta-en'],
    });
  });

  it('refuses a preload the agent does not see, and the director fields on another mode or the main agent', () => {
    const { ctx, draft } = setup();
    expect(run(ctx, draft, 'subagent_update', { id: 'chat_scout', preload: ['director-no-meta-en'] })).toMatchObject({
      ok: false,
      code: 'preload_not_visible',
    });
    expect(run(ctx, draft, 'subagent_add', { ...CRITIC, skills: ['voice-critic-method-en'], preload: ['chat-scout-method-en'] })).toMatchObject({
      ok: false,
      code: 'preload_not_visible',
    });
    expect(run(ctx, draft, 'subagent_update', { id: 'main', wave: 'after' })).toMatchObject({ ok: false, code: 'invalid_field' });
    const agenda = setup('agenda');
    expect(run(agenda.ctx, agenda.draft, 'subagent_add', { ...CRITIC, id: 'pacer', wave: 'after' })).toMatchObject({ ok: false, code: 'invalid_field' });
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

  it("the main agent's connection too; refuses fields an agent does not have, unknown ids, no change", () => {
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
    expect(prof(next).subAgents.map((s) => s.id)).toEqual(
      prof(draft)
        .subAgents.map((s) => s.id)
        .filter((id) => id !== 'voice_critic'),
    );
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
