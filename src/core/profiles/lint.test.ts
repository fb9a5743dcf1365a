import { describe, expect, it } from 'vitest';
import { lintProfile, mentionedSubagentIds, referencedSkillNames } from './lint.ts';
import { MODES } from './modes.ts';
import { defaultProfile, parseProfile } from './parse.ts';

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('lintProfile', () => {
  it.each(MODES)('the %s default profile is clean (skills not checked)', (mode) => {
    expect(lintProfile(mode, defaultProfile(mode), { extraToolNames: [] })).toEqual([]);
  });

  it('says what the memory + search team needs, as a notice of its own kind, and nothing once the host has it', () => {
    // An agent's namespaces replace the profile's; the ones it does not name inherit them.
    const none = { chat: {}, lorebook: {}, note: {}, memory: {}, search: {} };
    const full = parseProfile('director', {
      subAgents: [
        { id: 'memory_scout', description: 'd', systemPrompt: 'x', tools: { ...none, memory: { keyword_search: true } } },
        { id: 'canon_scout', description: 'd', systemPrompt: 'x', tools: { ...none, search: { search: true } } },
        { id: 'critic', description: 'd', systemPrompt: 'x', tools: { chat: { read_range: true }, memory: { node_brief: true } } },
      ],
      tools: { memory: {}, search: {} },
    }).profile;
    const issues = lintProfile('director', full, { extraToolNames: [] });
    expect(issues.map((i) => [i.code, i.severity, i.path])).toEqual([
      ['needs_tools', 'notice', 'subAgents[0].tools'],
      ['needs_tools', 'notice', 'subAgents[1].tools'],
    ]);
    expect(issues[0]!.message).toBe(
      'This profile uses the memory graph (memory_* tools), which this host does not have yet. Not offered until it does: "memory_scout". Working without those tools: "critic".',
    );
    expect(issues[1]!.message).toMatch(/web search .*Not offered until it does: "canon_scout"\.$/);
    expect(lintProfile('director', full, { extraToolNames: ['memory_keyword_search', 'memory_node_brief', 'search_search'] })).toEqual([]);
    // Without the host's tool list the check is not made.
    expect(lintProfile('director', full)).toEqual([]);
  });

  it('the shipped main prompt names no sub-agent: removing any leaves nothing dangling', () => {
    const p = defaultProfile('director');
    expect(mentionedSubagentIds(p.mainAgent.systemPrompt)).toEqual([]);
    p.subAgents = p.subAgents.filter((s) => s.id !== 'voice_critic' && s.id !== 'chat_scout');
    expect(lintProfile('director', p).filter((i) => i.code === 'unknown_subagent')).toEqual([]);
  });

  it('finds sub-agent ids a hand-written main prompt names but the profile lacks', () => {
    const p = defaultProfile('director');
    p.mainAgent.systemPrompt = 'Scout with `chat_scout` and `canon_scout`, then review with `voice_critic`. {{team}}';
    p.subAgents = p.subAgents.filter((s) => s.id !== 'voice_critic');
    const issues = lintProfile('director', p).filter((i) => i.code === 'unknown_subagent');
    expect(issues.map((i) => i.message)).toEqual([
      'The main prompt names sub-agent "canon_scout", which this profile does not have.',
      'The main prompt names sub-agent "voice_critic", which this profile does not have.',
    ]);
    expect(mentionedSubagentIds('call dispatch_subagent({subagentId: "ghost", task}) then `write_message` and `critic_two`')).toEqual(['ghost', 'critic_two']);
  });

  it('finds skills that are not installed, and misplaced "+"', () => {
    const p = parseProfile('director', {
      skills: { visible: ['a', 'b'] },
      mainAgent: { skills: { visible: ['c', '+'] } },
      subAgents: [{ id: 's', systemPrompt: 'x', description: 'd', skills: { visible: ['+', 'a', 'zzz'] } }],
    }).profile;
    const issues = lintProfile('director', p, { installedSkills: ['a', 'c'] });
    expect(issues.filter((i) => i.code === 'skill_not_installed').map((i) => i.path)).toEqual(['skills.visible[1]', 'subAgents[0].skills.visible[2]']);
    expect(issues.filter((i) => i.code === 'plus_not_first').map((i) => i.path)).toEqual(['mainAgent.skills.visible[1]']);
  });

  it('finds preloaded skills the agent does not see (the runtime ignores them)', () => {
    const p = parseProfile('director', {
      skills: { visible: ['a', 'b'], deny: ['d'] },
      mainAgent: { skills: { visible: ['+'], preload: ['a', 'c'] } },
      subAgents: [
        { id: 's', systemPrompt: 'x', description: 'd', skills: { visible: ['c'], preload: ['c', 'a', 'd'] } },
        { id: 't', systemPrompt: 'x', description: 'd', skills: { visible: ['*'], preload: ['zzz'] } },
      ],
    }).profile;
    const found = (issues: ReturnType<typeof lintProfile>) => issues.filter((i) => i.code === 'preload_not_visible').map((i) => [i.path, i.severity]);
    // Without the installed list only the lists decide: "*" shows every name, a deny list hides one.
    expect(found(lintProfile('director', p))).toEqual([
      ['mainAgent.skills.preload[1]', 'warning'],
      ['subAgents[0].skills.preload[1]', 'warning'],
      ['subAgents[0].skills.preload[2]', 'warning'],
    ]);
    const issues = lintProfile('director', p, { installedSkills: ['a', 'b', 'c', 'd'] });
    expect(found(issues)).toEqual([
      ['mainAgent.skills.preload[1]', 'warning'],
      ['subAgents[0].skills.preload[1]', 'warning'],
      ['subAgents[0].skills.preload[2]', 'warning'],
      ['subAgents[1].skills.preload[0]', 'warning'],
    ]);
    expect(issues.find((i) => i.path === 'subAgents[0].skills.preload[2]')!.message).toBe('Skill "d" is preloaded but it is denied, so it is ignored.');
    expect(issues.find((i) => i.path === 'subAgents[1].skills.preload[0]')!.message).toBe(
      'Skill "zzz" is preloaded but it is not installed, so it is ignored.',
    );
    expect(issues.find((i) => i.path === 'mainAgent.skills.preload[1]')!.message).toBe(
      'Skill "c" is preloaded but it is not among the agent\'s visible skills, so it is ignored.',
    );
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
    expect(issues.filter((i) => i.code === 'unknown_variable').map((i) => i.message)).toEqual([
      'Template variable {{nope}} is neither a built-in variable nor a node id.',
    ]);
  });

  it('agenda: a final worker that does not exist; bad lorebook regexes', () => {
    const p = parseProfile('agenda', { finalWorkerId: 'ghost', lorebookFilter: { bookPattern: 'ok\n(unclosed' } }).profile;
    const issues = lintProfile('agenda', p);
    expect(codes(issues)).toEqual(expect.arrayContaining(['unknown_final_worker', 'bad_regex']));
    expect(issues.find((i) => i.code === 'bad_regex')?.message).toMatch(/Line 2/);
  });

  it('lists the skills a profile refers to', () => {
    const names = referencedSkillNames('director', defaultProfile('director'));
    expect(names.slice(0, 6)).toEqual([
      'director-anti-cliche-en',
      'director-character-voice-en',
      'director-no-meta-en',
      'director-output-discipline-en',
      'director-en-style-baseline',
      'draft-writer-style-en',
    ]);
    expect(names).toContain('voice-critic-method-en');
    const base = defaultProfile('director');
    const custom = {
      ...base,
      mainAgent: { ...base.mainAgent, skills: undefined },
      subAgents: [{ ...base.subAgents[0]!, skills: { visible: ['+', 'voice-critic-method-zh'], deny: ['x'] } }],
    };
    expect(referencedSkillNames('director', custom)).toEqual([...names.slice(0, 5), 'voice-critic-method-zh', 'x']);
    expect(referencedSkillNames('loop', defaultProfile('loop'))).toEqual(['capsule-guidance-en', 'loop-agent-method-en']);
    expect(referencedSkillNames('loop', parseProfile('loop', { skills: { visible: ['*'] }, loopAgent: {} }).profile)).toEqual([]);
  });
});
