import { describe, expect, it } from 'vitest';
import { lintProfile, mentionedSubagentIds, referencedSkillNames } from './lint.ts';
import { MODES } from './modes.ts';
import { defaultProfile, parseProfile } from './parse.ts';

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('lintProfile', () => {
  it.each(MODES)('the %s default profile is clean (skills not checked)', (mode) => {
    expect(lintProfile(mode, defaultProfile(mode)).filter((i) => i.severity !== 'info')).toEqual([]);
  });

  it('finds sub-agent ids the main prompt names but the profile lacks', () => {
    const p = defaultProfile('director');
    p.subAgents = p.subAgents.filter((s) => s.id !== 'voice_critic' && s.id !== 'canon_scout');
    const issues = lintProfile('director', p).filter((i) => i.code === 'unknown_subagent');
    expect(issues.map((i) => i.message)).toEqual([
      'The main prompt names sub-agent "canon_scout", which this profile does not have.',
      'The main prompt names sub-agent "voice_critic", which this profile does not have.',
    ]);
    expect(mentionedSubagentIds('call dispatch_subagent({subagentId: "ghost", task}) then `write_message` and `critic_two`')).toEqual(['ghost', 'critic_two']);
  });

  it('finds skills that are not installed, and misplaced "+"', () => {
    const p = parseProfile('director', { skills: { visible: ['a', 'b'] }, mainAgent: { skills: { visible: ['c', '+'] } }, subAgents: [{ id: 's', systemPrompt: 'x', description: 'd', skills: { visible: ['+', 'a', 'zzz'] } }] }).profile;
    const issues = lintProfile('director', p, { installedSkills: ['a', 'c'] });
    expect(issues.filter((i) => i.code === 'skill_not_installed').map((i) => i.path)).toEqual(['skills.visible[1]', 'subAgents[0].skills.visible[2]']);
    expect(issues.filter((i) => i.code === 'plus_not_first').map((i) => i.path)).toEqual(['mainAgent.skills.visible[1]']);
  });

  it('finds limits that cannot be met', () => {
    const p = parseProfile('director', { maxConcurrentSubagents: 10, maxTotalSubagentRuns: 3 }).profile;
    expect(codes(lintProfile('director', p))).toContain('limit_unreachable');
    const draft = { ...defaultProfile('director'), maxRounds: 0 };
    expect(lintProfile('director', draft).find((i) => i.path === 'maxRounds')).toMatchObject({ code: 'limit_invalid', severity: 'error' });
    expect(codes(lintProfile('agenda', { ...defaultProfile('agenda'), maxConcurrentWorkers: 12, maxTotalRuns: 2 }))).toContain('limit_unreachable');
    expect(codes(lintProfile('loop', { ...defaultProfile('loop'), wallClockBudgetMs: 50 }))).toContain('limit_invalid');
  });

  it('finds a director no agent of which can write the reply, and sub-agents nobody can dispatch', () => {
    const p = parseProfile('director', { mainAgent: { tools: null } }).profile;
    expect(lintProfile('director', p).find((i) => i.code === 'no_writer')?.severity).toBe('error');
    const q = parseProfile('director', { mainAgent: { tools: { message: { write_message: true }, collab: { dispatch_subagent: false } } } }).profile;
    expect(codes(lintProfile('director', q))).toContain('dispatch_disabled');
    expect(codes(lintProfile('director', parseProfile('director', { subAgents: [] }).profile))).toContain('unused_tool');
  });

  it('spec: unknown agents, misplaced review nodes, unknown template variables', () => {
    const p = parseProfile('spec', {
      agents: [{ id: 'a', systemPrompt: 'x', userPromptTemplate: '{{recent_chat}} {{a}} {{nope}}' }],
      stages: [{ nodes: ['a', 'ghost'] }, { nodes: [{ id: 'r', agent: 'a', type: 'review' }] }],
    }).profile;
    const issues = lintProfile('spec', p);
    expect(issues.find((i) => i.code === 'unknown_agent')?.path).toBe('stages[0].nodes[1].agent');
    expect(issues.find((i) => i.code === 'review_misplaced')?.message).toMatch(/final stage/);
    expect(issues.filter((i) => i.code === 'unknown_variable').map((i) => i.message)).toEqual(['Template variable {{nope}} is neither a built-in variable nor a node id.']);
  });

  it('agenda: a final worker that does not exist; bad lorebook regexes', () => {
    const p = parseProfile('agenda', { finalWorkerId: 'ghost', lorebookFilter: { bookPattern: 'ok\n(unclosed' } }).profile;
    const issues = lintProfile('agenda', p);
    expect(codes(issues)).toEqual(expect.arrayContaining(['unknown_final_worker', 'bad_regex']));
    expect(issues.find((i) => i.code === 'bad_regex')?.message).toMatch(/Line 2/);
  });

  it('lists the skills a profile refers to', () => {
    const names = referencedSkillNames('director', defaultProfile('director'));
    expect(names).toEqual(['anti-cliche-en', 'character-voice-en']);
    const custom = { ...defaultProfile('director'), subAgents: [{ ...defaultProfile('director').subAgents[0]!, skills: { visible: ['+', 'voice-critic-method-zh'], deny: ['x'] } }] };
    expect(referencedSkillNames('director', custom)).toEqual(['anti-cliche-en', 'character-voice-en', 'voice-critic-method-zh', 'x']);
    expect(referencedSkillNames('loop', defaultProfile('loop'))).toEqual([]);
  });
});
