import { describe, expect, it } from 'vitest';
import { callTool, type Tool } from '../agent/tool.ts';
import { replayChanges } from './apply.ts';
import type { WorkbenchDraft } from './draft.ts';
import type { ChangeOp } from './ops.ts';
import { setup } from './testing.ts';
import { workbenchTools, type WorkbenchToolHost } from './tools.ts';
import { workbenchSystemPrompt } from './prompt.ts';
import { skillMdText } from './apply-skill-files.ts';

function host(lang: 'en' | 'zh' = 'en') {
  const files = {
    'voice-critic-method-en': [{ path: 'SKILL.md', text: skillMdText('voice-critic-method-en', 'How voice_critic reviews.', 'Quote, say why, replace.\n') }],
  };
  const { ctx, draft } = setup('director', [], {});
  const cache = new Map<string, { path: string; text: string }[]>();
  const changes: { id: string; op: ChangeOp; summary: string }[] = [];
  const h: WorkbenchToolHost = {
    editing: 'the preset "Default"',
    lang,
    context: () => ({ ...ctx, skillFiles: (n) => cache.get(n) }),
    draft: (): WorkbenchDraft => replayChanges(h.context(), draft, changes).draft,
    propose: (op, summary) => {
      const id = `c${changes.length + 1}`;
      changes.push({ id, op, summary });
      return id;
    },
    pendingCount: () => changes.length,
    loadSkill: async (n) => {
      const f = (files as Record<string, { path: string; text: string }[]>)[n];
      if (f) cache.set(n, f);
      return f;
    },
    connections: () => [
      { name: '', label: 'Current' },
      { name: 'cheap', label: 'Cheap', model: 'mini' },
    ],
  };
  const tools = new Map(workbenchTools(h).map((t) => [t.name, t]));
  const call = (name: string, args: unknown = {}) => callTool(tools.get(name) as Tool, args) as Promise<Record<string, unknown>>;
  return { h, tools, call, changes, draft };
}

describe('the workbench tools', () => {
  it('are the read tools and the twelve change tools, the readers marked read-only', () => {
    const { tools } = host();
    expect([...tools.keys()]).toEqual([
      'profile_summary',
      'agent_get',
      'skills_list',
      'skill_get',
      'lint',
      'recipe_read',
      'connections_list',
      'skill_bind_to_agent',
      'skill_unbind_from_agent',
      'skill_set_mode_defaults',
      'profile_patch_prompt',
      'subagent_add',
      'subagent_update',
      'subagent_remove',
      'limits_set',
      'tools_set',
      'skill_create',
      'skill_edit',
      'profile_propose',
    ]);
    expect([...tools.values()].filter((t) => t.readOnly).map((t) => t.name)).toHaveLength(7);
    expect(tools.get('skill_bind_to_agent')!.parameters).toMatchObject({ required: ['agentId', 'skill'], properties: { list: { enum: ['visible', 'deny'] } } });
  });

  it('profile_summary shows the agents without their prompts; agent_get gives one agent whole', async () => {
    const { call, draft } = host();
    const s = await call('profile_summary');
    expect(s).toMatchObject({ ok: true, mode: 'director', editing: 'the preset "Default"', pendingChanges: 0 });
    const agents = s.agents as { id: string; systemPrompt?: string; tools?: string[]; sees?: number }[];
    expect(agents.map((a) => a.id)).toEqual(['main', ...(draft.profile as { subAgents: { id: string }[] }).subAgents.map((x) => x.id)]);
    expect(JSON.stringify(s)).not.toContain("You write this turn's reply");
    expect(agents[0]!.tools).toContain('write_message');
    // The five mode skills through "+" and its drafting skill.
    expect(agents[0]!.sees).toBe(6);
    const main = await call('agent_get', { agentId: 'main' });
    expect(JSON.stringify(main)).toContain("You write this turn's reply");
    expect(await call('agent_get', { agentId: 'ghost' })).toMatchObject({ ok: false, code: 'unknown_agent' });
  });

  it('a change tool records a pending change and says what it will do; the next read sees it; a refusal records nothing', async () => {
    const { call, changes } = host();
    const r = await call('limits_set', { limits: { maxRounds: 12 } });
    expect(r).toEqual({ ok: true, changeId: 'c1', pending: true, willDo: 'Settings: maxRounds: 20 → 12.' });
    expect(changes).toHaveLength(1);
    expect(((await call('profile_summary')).settings as { maxRounds: number }).maxRounds).toBe(12);
    expect(await call('limits_set', { limits: { maxRounds: 99 } })).toMatchObject({ ok: false, code: 'out_of_range' });
    expect(await call('skill_bind_to_agent', { agentId: 'main' })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(changes).toHaveLength(1);
  });

  it('skill_edit loads the installed files first; skill_get reads them', async () => {
    const { call } = host();
    expect(await call('skill_get', { name: 'voice-critic-method-en' })).toMatchObject({
      ok: true,
      files: ['SKILL.md'],
      text: expect.stringContaining('Quote, say why'),
    });
    expect(
      await call('skill_edit', { name: 'voice-critic-method-en', find: 'Quote, say why, replace.', replaceWith: 'Quote it, say why, give the replacement.' }),
    ).toMatchObject({ ok: true, changeId: 'c1' });
    expect(await call('skill_get', { name: 'voice-critic-method-en' })).toMatchObject({ text: expect.stringContaining('give the replacement') });
  });

  it('skills_list filters; lint lists issues; connections_list; recipes in the UI language', async () => {
    const { call } = host();
    const list = (await call('skills_list', { query: 'voice' })).skills as { name: string }[];
    expect(list.map((s) => s.name)).toEqual(['director-character-voice-en', 'voice-critic-method-en']);
    expect((await call('lint')).issues).toEqual([]);
    expect((await call('connections_list')).connections).toHaveLength(2);
    expect((await call('recipe_read', { name: 'single-agent-writer' })).recipe).toContain('subagent_remove');
    const zh = host('zh');
    expect((await zh.call('recipe_read', { name: 'single-agent-writer' })).recipe).toContain('单 Agent 迭代写手');
    expect(await call('recipe_read', { name: 'nope' })).toMatchObject({ ok: false, code: 'invalid_arguments' });
  });
});

describe('workbenchSystemPrompt', () => {
  it('names the mode and what is edited, the conventions and every recipe, in English or Chinese', () => {
    const en = workbenchSystemPrompt({ mode: 'director', editing: 'the preset "Noir"', lang: 'en' });
    for (const s of [
      'director',
      'the preset "Noir"',
      '"Task: …"',
      '{{team}}',
      '"+"',
      'skills.preload',
      'wave',
      'everyTurns',
      'fullTurnsOnly',
      'single-agent-writer',
      'quick-build',
    ])
      expect(en).toContain(s);
    expect(en).not.toContain('Does not know');
    const zh = workbenchSystemPrompt({ mode: 'spec', editing: '预设“默认”', lang: 'zh' });
    for (const s of ['spec', '预设“默认”', '"任务写：…"', '{{team}}', 'skills.preload', 'wave', 'everyTurns', 'fullTurnsOnly', 'cheap-scouts'])
      expect(zh).toContain(s);
    expect(zh).not.toContain('不知道：');
    // Short: the recipes are read on demand.
    expect(en.length).toBeLessThan(2400);
  });
});
