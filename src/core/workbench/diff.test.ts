import { describe, expect, it } from 'vitest';
import { diffDrafts } from './diff.ts';
import { ok, setup } from './testing.ts';
import { skillMdText } from './apply-skill-files.ts';

describe('diffDrafts', () => {
  it('a prompt patch is a line diff of that prompt', () => {
    const { ctx, draft } = setup();
    const next = ok(ctx, draft, 'profile_patch_prompt', {
      agentId: 'main',
      find: '{{team}}',
      replaceWith: '{{team}}\n\nDraft, reread, revise, then finalize.',
    });
    const parts = diffDrafts(ctx, draft, next);
    expect(parts).toHaveLength(1);
    const p = parts[0]!;
    expect(p).toMatchObject({ kind: 'text', path: 'mainAgent.systemPrompt', agent: 'main', field: 'systemPrompt' });
    if (p.kind !== 'text') return;
    const changed = p.hunks.flat().filter((l) => l.kind !== 'same');
    // Two lines added (the text and a blank line), none removed.
    expect(changed).toHaveLength(2);
    expect(changed).toContainEqual({ kind: 'add', text: 'Draft, reread, revise, then finalize.' });
    expect(changed.every((l) => l.kind === 'add')).toBe(true);
  });

  it("a binding shows the agent's list and what it sees, before and after", () => {
    const { ctx, draft } = setup('director', ['pacing-rules-en']);
    const next = ok(ctx, draft, 'skill_bind_to_agent', { agentId: 'chat_scout', skill: 'pacing-rules-en' });
    const [p] = diffDrafts(ctx, draft, next);
    expect(p).toMatchObject({
      kind: 'skills',
      agent: 'chat_scout',
      list: 'visible',
      before: ['chat-scout-method-en'],
      after: ['chat-scout-method-en', 'pacing-rules-en'],
    });
    if (p?.kind !== 'skills') return;
    expect(p.effectiveAfter).toEqual([...p.effectiveBefore, 'pacing-rules-en']);
  });

  it("a preload change shows as the agent's preload list before and after", () => {
    const { ctx, draft } = setup();
    const next = ok(ctx, draft, 'skill_unbind_from_agent', { agentId: 'main', skill: 'draft-writer-style-en' });
    const parts = diffDrafts(ctx, draft, next);
    expect(parts).toContainEqual(
      expect.objectContaining({ kind: 'skills', agent: 'main', list: 'visible', before: ['+', 'draft-writer-style-en'], after: ['+'] }),
    );
    expect(parts).toContainEqual({
      kind: 'json',
      path: 'mainAgent',
      agent: 'main',
      field: 'skills',
      entries: [{ path: 'mainAgent.skills.preload', before: ['draft-writer-style-en'], after: [] }],
    });
  });

  it('mode defaults list the agents whose skills change', () => {
    const { ctx, draft } = setup();
    const next = ok(ctx, draft, 'skill_set_mode_defaults', { deny: ['director-no-meta-en'] });
    const [p] = diffDrafts(ctx, draft, next);
    expect(p).toMatchObject({ kind: 'skills', agent: '', list: 'deny', before: [], after: ['director-no-meta-en'] });
    if (p?.kind !== 'skills') return;
    expect(p.affected!.map((a) => a.agent)).toContain('main');
    expect(p.affected!.every((a) => a.removed.join() === 'director-no-meta-en' && a.added.length === 0)).toBe(true);
  });

  it('limits and tool switches are JSON entries; a removed member is shown whole', () => {
    const { ctx, draft } = setup();
    const d1 = ok(ctx, draft, 'limits_set', { limits: { maxRounds: 12 } });
    const d2 = ok(ctx, d1, 'tools_set', { agentId: 'main', set: { 'collab.dispatch_subagent': false } });
    const d3 = ok(ctx, d2, 'subagent_remove', { id: 'voice_critic' });
    expect(diffDrafts(ctx, draft, d1)).toEqual([
      { kind: 'json', path: 'maxRounds', agent: '', field: 'maxRounds', entries: [{ path: 'maxRounds', before: 20, after: 12 }] },
    ]);
    const tools = diffDrafts(ctx, d1, d2);
    expect(tools).toHaveLength(1);
    expect(tools[0]).toMatchObject({ kind: 'json', agent: 'main', entries: [{ path: 'mainAgent.tools.collab.dispatch_subagent', after: false }] });
    const removed = diffDrafts(ctx, d2, d3);
    expect(removed).toEqual([
      {
        kind: 'member',
        action: 'removed',
        path: 'subAgents[voice_critic]',
        agent: 'voice_critic',
        field: 'subAgents',
        value: (draft.profile as { subAgents: { id: string }[] }).subAgents.find((s) => s.id === 'voice_critic'),
      },
    ]);
  });

  it('a new skill lists its files; an edit of an installed one is a line diff against the installed files', () => {
    const old = [{ path: 'SKILL.md', text: skillMdText('voice-critic-method-en', 'How.', 'One.\nTwo.\n') }];
    const { ctx, draft } = setup('director', [], { 'voice-critic-method-en': old });
    const made = ok(ctx, draft, 'skill_create', { name: 'pacing-rules-en', description: 'Pacing.', body: 'Body.' });
    expect(diffDrafts(ctx, draft, made)).toMatchObject([
      { kind: 'files', skill: 'pacing-rules-en', created: true, changes: [{ path: 'SKILL.md', status: 'added' }] },
    ]);
    const edited = ok(ctx, draft, 'skill_edit', { name: 'voice-critic-method-en', find: 'Two.', replaceWith: 'Three.' });
    const [p] = diffDrafts(ctx, draft, edited);
    expect(p).toMatchObject({ kind: 'files', skill: 'voice-critic-method-en', created: false, scope: 'global' });
    if (p?.kind !== 'files') return;
    expect(p.changes[0]!.hunks!.flat().filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'del', text: 'Two.' },
      { kind: 'add', text: 'Three.' },
    ]);
  });

  it('a proposed spec profile shows its stages as one line each', () => {
    const { ctx, draft } = setup('spec');
    const next = ok(ctx, draft, 'profile_propose', {
      profile: {
        agents: [
          { id: 'a', systemPrompt: 'x' },
          { id: 'b', systemPrompt: 'y' },
        ],
        stages: [
          { id: 's1', mode: 'parallel', nodes: ['a'] },
          { id: 'final', nodes: ['b'] },
        ],
      },
    });
    const stages = diffDrafts(ctx, draft, next).find((p) => p.kind === 'json' && p.path === 'stages');
    expect(stages).toMatchObject({ entries: [{ path: 'stages', after: ['s1 (parallel): a', 'final (serial): b'] }] });
  });
});
