import { describe, expect, test } from 'vitest';
import { fakeModel } from '../../../../test/fixtures/director/fake-model.ts';
import { fakeSlot } from '../../../../test/fixtures/director/scenario.ts';
import { defaultProfile, parseProfile } from '../../profiles/parse.ts';
import type { Skill } from '../../skills/types.ts';
import { runDirectorTurn } from './engine.ts';
import { directorConfigFromProfile } from './from-profile.ts';
import { storyFromMessages } from '../runtime/story.ts';

const skill = (name: string): Skill => ({
  name,
  scope: 'global',
  manifest: { name, description: `What ${name} teaches.`, tags: [], frontmatter: { name, description: `What ${name} teaches.` }, body: `# ${name}\nRule one.` },
  files: [{ path: 'SKILL.md', text: `---\nname: ${name}\ndescription: What ${name} teaches.\n---\n# ${name}\nRule one.` }],
  hash: name,
  size: 10,
  installedAt: 0,
  updatedAt: 0,
});
const inventory = [
  'director-no-meta-zh',
  'director-zh-style-baseline',
  'director-turn-workflow-zh',
  'chat-scout-method-zh',
  'voice-critic-method-zh',
  'unrelated-skill',
].map(skill);

/** The default profile's policy shape: shared rules at the mode level, a method skill per agent after "+". */
function seedShaped() {
  const p = defaultProfile('director');
  const own = (id: string, name: string) => (s: (typeof p.subAgents)[number]) => (s.id === id ? { ...s, skills: { visible: ['+', name] } } : s);
  return {
    ...p,
    skills: { visible: ['director-anti-cliche-zh', 'director-no-meta-zh', 'director-zh-style-baseline'], deny: [] },
    mainAgent: { ...p.mainAgent, skills: { visible: ['+', 'director-turn-workflow-zh', 'director-dispatch-protocol-zh'] } },
    subAgents: p.subAgents.map(own('chat_scout', 'chat-scout-method-zh')).map(own('voice_critic', 'voice-critic-method-zh')),
  };
}

describe('directorConfigFromProfile', () => {
  test('the default profile: main agent writes, sub-agents advise, each with its own skills', () => {
    const cfg = directorConfigFromProfile(seedShaped(), { skills: inventory });
    // The main agent writes and dispatches; its members read (no readers, no notes, no inline dispatch).
    expect(cfg.mainAgent.tools).toEqual(['write_message', 'apply_message_patches', 'get_draft', 'draft_search', 'dispatch_subagent']);
    expect(cfg.mainAgent.skills!.names).toEqual(['director-no-meta-zh', 'director-zh-style-baseline', 'director-turn-workflow-zh']);
    expect(cfg.mainAgent.skills!.catalog).toContain('- director-turn-workflow-zh: What director-turn-workflow-zh teaches.');
    expect(cfg.mainAgent.skills!.tools.map((t) => t.name)).toEqual(['skill_read']);

    const scout = cfg.subAgents.find((s) => s.id === 'chat_scout')!;
    expect(scout.tools).toEqual(expect.arrayContaining(['chat_read_range', 'chat_search']));
    expect(scout.tools).not.toContain('write_message');
    expect(scout.tools).not.toContain('lorebook_get');
    expect(scout.skills!.names).toEqual(['director-no-meta-zh', 'director-zh-style-baseline', 'chat-scout-method-zh']);
    expect(scout.maxRounds).toBe(16);
  });

  test("skill tools are restricted to the agent's visible set", async () => {
    const cfg = directorConfigFromProfile(seedShaped(), { skills: inventory });
    const read = (tools: { name: string; execute: (a: Record<string, unknown>, c: object) => unknown }[], name: string) =>
      tools.find((t) => t.name === 'skill_read')!.execute({ name }, {});
    const scout = cfg.subAgents.find((s) => s.id === 'chat_scout')!;
    expect(await read(scout.skills!.tools, 'chat-scout-method-zh')).toMatchObject({ content: expect.stringContaining('Rule one.') });
    expect(await read(scout.skills!.tools, 'director-turn-workflow-zh')).toMatchObject({ ok: false, code: 'skill_not_found' });
    expect(await read(cfg.mainAgent.skills!.tools, 'unrelated-skill')).toMatchObject({ ok: false, code: 'skill_not_found' });
  });

  test('inline sub-agents get the profile tools and the mode skills', () => {
    const cfg = directorConfigFromProfile(seedShaped(), { skills: inventory });
    expect(cfg.inline.tools).not.toContain('write_message');
    expect(cfg.inline.skills!.names).toEqual(['director-no-meta-zh', 'director-zh-style-baseline']);
    expect(cfg.limits).toEqual({ maxRounds: 20, subAgentMaxRounds: 16, maxConcurrentSubagents: 4, maxTotalSubagentRuns: 16, toolCallRetryMax: 2 });
    expect(cfg.useStreaming).toBe(true);
    expect(cfg.discardOnAbort).toBe(false);
  });

  test('agent routing falls back to the profile; switches and limits are read', () => {
    const { profile } = parseProfile('director', {
      apiPreset: 'cheap',
      maxRounds: 7,
      discardOnAbort: true,
      tools: { custom: { my_custom: true } },
      mainAgent: { systemPrompt: 'direct', apiPreset: 'strong', tools: { message: { write_message: true } } },
      subAgents: [
        { id: 'critic', description: 'd', systemPrompt: 'p', maxRounds: 3, tools: { message: { write_message: true, apply_message_patches: true } } },
      ],
    });
    const cfg = directorConfigFromProfile(profile, { extraToolNames: ['memory_keyword_search', 'my_custom'] });
    expect(cfg.mainAgent.apiPresetName).toBe('strong');
    expect(cfg.subAgents[0].apiPresetName).toBe('cheap');
    expect(cfg.mainAgent.tools).toContain('write_message');
    expect(cfg.mainAgent.tools).not.toContain('apply_message_patches');
    expect(cfg.mainAgent.tools).toContain('my_custom');
    expect(cfg.subAgents[0].tools).toEqual(expect.arrayContaining(['write_message', 'apply_message_patches', 'my_custom']));
    // Without the profile's switch a custom tool reaches nobody.
    const off = directorConfigFromProfile(parseProfile('director', {}).profile, { extraToolNames: ['my_custom'] });
    expect([off.mainAgent, ...off.subAgents, off.inline].some((a) => a.tools.includes('my_custom'))).toBe(false);
    expect(cfg.subAgents[0].maxRounds).toBe(3);
    expect(cfg.limits.maxRounds).toBe(7);
    expect(cfg.discardOnAbort).toBe(true);
    expect(cfg.mainAgent.skills!.catalog).toBe('');
  });

  test('a turn with the default profile offers exactly the tools the hosts can back', async () => {
    const isMain = (r: { tools?: { name: string }[] }) => (r.tools ?? []).some((t) => t.name === 'finalize');
    const model = fakeModel((r) =>
      isMain(r) ? { toolCalls: [{ name: 'write_message', args: { text: 'Hi.' } }, { name: 'finalize' }] } : { text: 'No results: nothing.' },
    );
    const res = await runDirectorTurn({
      config: directorConfigFromProfile(seedShaped(), { skills: inventory }),
      story: storyFromMessages([{ role: 'user', content: 'hello' }]),
      generationType: 'normal',
      slot: fakeSlot(),
      clientFor: () => model,
      chat: { messages: () => [] },
    });
    expect(res.outcome).toBe('finalized');
    // The opening wave's scout first; then the main agent's first request: no draft yet, no background dispatch.
    const main = model.requests.find(isMain)!;
    expect(model.requests.indexOf(main)).toBe(1);
    expect(main.tools!.map((t) => t.name)).toEqual(['dispatch_subagent', 'write_message', 'finalize', 'skill_read']);
    const dispatch = main.tools!.find((t) => t.name === 'dispatch_subagent')!;
    expect((dispatch.parameters as { properties: { subagentId: { enum: string[] } } }).properties.subagentId.enum).toContain('voice_critic');
  });
});

describe('sub-agents the host cannot back', () => {
  test('are not offered until the host has their tools; the ones with other tools work without them', async () => {
    const { shippedProfile } = await import('../../profiles/shipped.ts');
    const { runDirectorTurn } = await import('./engine.ts');
    const { fakeModel } = await import('../../../../test/fixtures/director/fake-model.ts');
    const { fakeSlot } = await import('../../../../test/fixtures/director/scenario.ts');
    const { defineTool } = await import('../../agent/tool.ts');
    const z = await import('zod');
    const full = shippedProfile('director', { lang: 'en', variant: 'full' });
    const offered = async (extra: string[]) => {
      const isMain = (r: { tools?: { name: string }[] }) => (r.tools ?? []).some((t) => t.name === 'finalize');
      const model = fakeModel((r) =>
        isMain(r) ? { toolCalls: [{ name: 'write_message', args: { text: 'Hi.' } }, { name: 'finalize' }] } : { text: 'No results: nothing.' },
      );
      const extraTools = extra.map((name) => defineTool({ name, description: name, parameters: z.object({}), execute: () => ({ ok: true }) }));
      await runDirectorTurn({
        config: directorConfigFromProfile(full, { extraToolNames: extra }),
        story: storyFromMessages([{ role: 'user', content: 'hello' }]),
        generationType: 'normal',
        slot: fakeSlot(),
        clientFor: () => model,
        chat: { messages: () => [] },
        lorebook: { books: () => [] },
        notes: { load: () => [], save: () => {} },
        extraTools,
      });
      const dispatch = model.requests.find(isMain)!.tools!.find((t) => t.name === 'dispatch_subagent')!;
      return (dispatch.parameters as { properties: { subagentId: { enum: string[] } } }).properties.subagentId.enum;
    };
    // The dispatchable members (intent_scout opens the turn; the curators run after it).
    expect(await offered([])).toEqual([
      'chat_scout',
      'lorebook_scout',
      'notes_pickup_scout',
      'epistemic_scout',
      'plot_brainstormer',
      'voice_critic',
      'continuity_critic',
    ]);
    const withMemory = await offered(['memory_keyword_search']);
    expect(withMemory).toContain('memory_scout');
    expect(withMemory).not.toContain('canon_scout');
    expect(await offered(['search_search'])).toContain('canon_scout');
    // The configuration keeps every agent with all its tools; only the offer depends on the host.
    const epistemic = directorConfigFromProfile(full).subAgents.find((s) => s.id === 'epistemic_scout')!;
    expect(epistemic.tools).toContain('chat_read_range');
    expect(directorConfigFromProfile(full).subAgents.map((s) => s.id)).toContain('memory_scout');
  });
});

describe('skills scoped to a prompt preset', () => {
  const scoped = (name: string, scope: Skill['scope'], description: string): Skill => ({
    ...skill(name),
    scope,
    manifest: { ...skill(name).manifest, description },
  });
  test('each agent sees the skills installed for its own prompt preset (over the global copy), no other preset’s', () => {
    const { profile } = parseProfile('director', {
      skills: { visible: ['*'], deny: [] },
      mainAgent: { promptPreset: 'Director A', skills: { visible: [] } },
      subAgents: [
        { id: 'critic', systemPrompt: 'c', promptPreset: 'Critic B' },
        { id: 'plain', systemPrompt: 'p' },
      ],
    });
    const skills = [
      scoped('voice', 'global', 'Global voice rules.'),
      scoped('voice', 'prompt-preset:Director A', 'Voice rules for preset A.'),
      scoped('critique', 'prompt-preset:Critic B', 'How B critiques.'),
    ];
    const cfg = directorConfigFromProfile(profile, { skills });
    expect(cfg.mainAgent.skills!.catalog).toContain('- voice: Voice rules for preset A.');
    expect(cfg.mainAgent.skills!.names).toEqual(['voice']);
    expect(cfg.subAgents[0]!.skills!.names!.sort()).toEqual(['critique', 'voice']);
    expect(cfg.subAgents[0]!.skills!.catalog).toContain('- voice: Global voice rules.');
    expect(cfg.subAgents[1]!.skills!.names).toEqual(['voice']);
    expect(cfg.subAgents[1]!.skills!.catalog).not.toContain('critique');
  });
});
