// Luker interop: its profile files read from fixtures (every mode and version), and the director export
// written in the shape Luker's importer reads.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './embedded-skills.ts';
import { exportProfile, importProfile } from './envelope.ts';
import { defaultProfile, parseProfile } from './parse.ts';
import { agentToolFlags } from './tools.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/profiles/${name}`, import.meta.url), 'utf8');

describe('Luker fixtures', () => {
  it('v1 spec', () => {
    const res = importProfile('spec', fixture('luker-spec-v1.json'));
    if (!res.ok) throw new Error(res.error);
    expect(res).toMatchObject({ origin: 'luker', name: 'Three-stage spec', format: 'luker_orchestrator_profile_v1' });
    const p = res.profile;
    expect(p.agents.map((a) => a.id)).toEqual(['distiller', 'lorebook_reader', 'anti_data_guard', 'critic', 'synthesizer']);
    expect(p.agents[0]).toMatchObject({ apiPreset: 'cheap', promptPreset: '', systemPrompt: 'Summarise the scene.' });
    expect(p.agents[3]).toMatchObject({ apiPreset: 'strong', promptPreset: 'reviewer' });
    expect(p.stages.map((s) => [s.id, s.mode, s.nodes.map((n) => `${n.id}:${n.agent}:${n.type}`)])).toEqual([
      ['distill', 'serial', ['distiller:distiller:worker']],
      ['gather', 'parallel', ['lore:lorebook_reader:worker', 'anti_data_guard:anti_data_guard:worker']],
      ['review', 'serial', ['critic:critic:review']],
      ['final', 'serial', ['synthesizer:synthesizer:worker']],
    ]);
    const lore = p.stages[1]!.nodes[0]!;
    expect(lore.tools?.lorebook).toEqual({ world_book_list: false, list: false, search: true, get: true, force_activate: false });
    expect(lore.tools?.chat).toEqual({ read_range: false, search: false }); // Luker node tools replace everything
    expect(p.stages[1]!.nodes[1]!.skills).toEqual({ visible: ['+', 'anti-data-zh'] }); // preset skills moved onto the node
    expect(p.stages[2]!.nodes[0]!.skills).toEqual({ visible: ['+', 'critic-method-zh'] });
    expect(p.stages[3]!.nodes[0]!.userPromptTemplate).toBe('Merge: {{previous_outputs}}');
    expect(p.skills).toEqual({ visible: ['*'], deny: ['experimental-skill'] });
    expect(p.lorebookFilter.bookPattern).toBe('^secret');
    expect(Object.values(p.tools).every((ns) => Object.values(ns as Record<string, boolean>).every((on) => on === false))).toBe(true);
    expect((p as Record<string, unknown>).customTools).toEqual([]);
  });

  it('v2 agenda and the older agenda format', () => {
    const res = importProfile('agenda', fixture('luker-agenda-v2.json'));
    if (!res.ok) throw new Error(res.error);
    const p = res.profile;
    expect(res.name).toBe('议程 default');
    expect(p.planner).toMatchObject({ systemPrompt: 'Plan the work and dispatch agents.', apiPreset: 'planner-conn' });
    expect(p.workers.map((w) => w.id)).toEqual(['distiller', 'lorebook_reader', 'finalizer']);
    expect(p.workers[1]!.skills).toEqual({ visible: ['+', 'lorebook-method-zh'] });
    expect(p.workers[1]!.tools?.lorebook).toMatchObject({ search: true, get: true, list: false });
    expect(p.workers[0]!.tools).toBeNull();
    expect(p.workers[2]!.promptPreset).toBe('strict');
    expect(p).toMatchObject({ finalWorkerId: 'finalizer', plannerMaxRounds: 4, maxConcurrentWorkers: 2, maxTotalRuns: 30 });
    expect(p.tools.memory).toMatchObject({ keyword_search: true, node_brief: true, vector_search: false });
    expect(p.tools.search).toEqual({ search: true, visit: true });
    expect(p.tools.chat).toEqual({ read_range: false, search: false });

    const legacy = importProfile('agenda', fixture('luker-agenda-legacy.json'));
    if (!legacy.ok) throw new Error(legacy.error);
    expect(legacy.profile.plannerMaxRounds).toBe(20);
    expect(legacy.warnings).toEqual([expect.objectContaining({ path: 'plannerMaxRounds', code: 'clamped' })]);
  });

  it('v3 director with an embedded skill', () => {
    const res = importProfile('director', fixture('luker-director-v3.json'));
    if (!res.ok) throw new Error(res.error);
    expect(res.origin).toBe('luker');
    expect(res.warnings).toEqual([]);
    const p = res.profile;
    expect(p.mainAgent).toMatchObject({ apiPreset: 'claude-main', promptPreset: 'Director pure' });
    // The file has no message switches: the main agent keeps writing the reply.
    expect(p.mainAgent.tools?.message).toEqual({ write_message: true, apply_message_patches: true, get_draft: true, draft_search: true });
    expect(p.tools.message).toEqual({ write_message: false, apply_message_patches: false, get_draft: true, draft_search: true });
    expect(p.tools.collab).toEqual({ dispatch_subagent: true, dispatch_inline_subagent: false });
    expect(p.tools.memory).toMatchObject({ keyword_search: true, node_brief: true, schema: false });
    expect(p.tools.custom).toEqual({ weather_lookup: false });
    expect(p.tools).not.toHaveProperty('finalize');
    expect(p.subAgents.map((s) => [s.id, s.maxRounds, s.apiPreset])).toEqual([
      ['chat_scout', 8, 'fast'],
      ['voice_critic', null, ''],
    ]);
    expect(p.subAgents[0]!.tools?.lorebook).toEqual({ world_book_list: false, list: false, search: false, get: false });
    expect(p.subAgents[1]!.tools).toBeNull();
    expect(p).toMatchObject({ maxRounds: 30, discardOnAbort: true, useStreaming: true });
    expect(p.skills.visible).toEqual(['director-anti-cliche-zh', 'director-character-voice-zh']);
    expect(p.lorebookFilter.entryPattern).toBe('^OOC');
    expect(res.skills).toEqual([{ name: 'voice-critic-method-zh', files: [{ path: 'SKILL.md', text: expect.stringContaining('Quote the passage') }] }]);
  });

  it('v3 director in the older wrapper, without collab or message switches', () => {
    const res = importProfile('director', fixture('luker-director-v3-wrapped.json'));
    if (!res.ok) throw new Error(res.error);
    const p = res.profile;
    expect(p.mainAgent.systemPrompt).toBe('Write the reply, then finalize.');
    expect(p.mainAgent.tools?.message?.write_message).toBe(true);
    expect(p.subAgents.map((s) => s.id)).toEqual(['plot_brainstormer']);
    expect(p.tools.collab).toEqual({ dispatch_subagent: true, dispatch_inline_subagent: true });
    expect(p.tools.note).toEqual({ open: true, close: false });
    expect(p.tools.chat).toEqual({ read_range: true, search: false });
    expect(p.tools.memory?.schema).toBe(false);
    expect(p.skills).toEqual({ visible: ['*'], deny: [] });
    expect(p).not.toHaveProperty('director');
  });

  it('v4 loop', () => {
    const res = importProfile('loop', fixture('luker-loop-v4.json'));
    if (!res.ok) throw new Error(res.error);
    const p = res.profile;
    expect(p.loopAgent).toMatchObject({
      systemPrompt: 'Gather context with tools, then call finalize with the guidance.',
      apiPreset: 'fast-conn',
      promptPreset: 'tool-preset',
    });
    expect(p.maxRounds).toBe(12);
    expect(p.wallClockBudgetMs).toBe(10000);
    expect(res.warnings).toEqual([expect.objectContaining({ path: 'wallClockBudgetMs', code: 'clamped' })]);
    expect(p.capsule).toEqual({
      position: 'before',
      depth: 3,
      role: 'user',
      customInstruction: 'Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.',
    });
    // Loop switches default on: only explicit false turns one off.
    expect(p.tools.chat).toEqual({ read_range: true, search: false });
    expect(p.tools.lorebook).toEqual({ world_book_list: true, list: true, search: true, get: true, force_activate: false });
    expect(p.tools.note).toEqual({ open: true, close: true });
    expect(p.tools.search).toEqual({ search: false, visit: false });
    expect(p.skills.deny).toEqual(['noisy-skill']);
    for (const k of ['system_prompt', 'max_rounds', 'wall_clock_budget_ms', 'capsule_inject', 'apiPresetName']) expect(p).not.toHaveProperty(k);
  });
});

describe('a director export is written for Luker to read', () => {
  const routed = () =>
    parseProfile('director', {
      ...defaultProfile('director'),
      mainAgent: { ...defaultProfile('director').mainAgent, apiPreset: 'Strong model', promptPreset: 'Director preset' },
      subAgents: defaultProfile('director').subAgents.map((s, i) => (i === 0 ? { ...s, apiPreset: 'Cheap model' } : s)),
    }).profile;

  it("uses Luker's field names: apiPresetName, promptPresetName, whole tool trees per agent", () => {
    const env = exportProfile('director', 'R', routed());
    const p = env.profile as unknown as Record<string, any>;
    expect(p.mainAgent).toMatchObject({ apiPresetName: 'Strong model', promptPresetName: 'Director preset' });
    expect(p.mainAgent).not.toHaveProperty('apiPreset');
    expect(p.mainAgent).not.toHaveProperty('promptPreset');
    expect(p.subAgents[0]).toMatchObject({ id: 'intent_scout', apiPresetName: 'Cheap model', promptPresetName: '' });
    expect(JSON.stringify(p)).not.toMatch(/"apiPreset"|"promptPreset"/);
    // Luker replaces the profile's tools by an agent's object: every namespace is written out.
    expect(Object.keys(p.mainAgent.tools).sort()).toEqual(['chat', 'collab', 'custom', 'lorebook', 'memory', 'message', 'note', 'search']);
    expect(p.mainAgent.tools.message.write_message).toBe(true);
    // The shipped main agent reads nothing itself (its members look things up): chat written out as all off.
    expect(p.mainAgent.tools.chat).toEqual({ read_range: false, search: false });
  });

  it("Luker's reading of the file (its importer's semantics) gives every agent the same tools and routing", () => {
    const original = routed();
    const env = exportProfile('director', 'R', original) as unknown as Record<string, any>;
    // As Luker would hand it back: no troupe marker, none of our own fields.
    delete env.extensions;
    for (const k of ['useStreaming', 'subAgentMaxRounds', 'toolCallRetryMax', 'lorebookFilter']) delete env.profile[k];
    for (const a of [env.profile.mainAgent, ...env.profile.subAgents]) delete a.ownToolNamespaces;
    const res = importProfile('director', env);
    if (!res.ok) throw new Error(res.error);
    expect(res.origin).toBe('luker');
    const flags = (p: any, a: any) => agentToolFlags(p.tools, a.tools);
    expect(flags(res.profile, res.profile.mainAgent)).toEqual(flags(original, original.mainAgent));
    res.profile.subAgents.forEach((s, i) => expect(flags(res.profile, s), s.id).toEqual(flags(original, original.subAgents[i])));
    expect(res.profile.mainAgent).toMatchObject({ apiPreset: 'Strong model', promptPreset: 'Director preset' });
    expect(res.profile.subAgents[0]!.apiPreset).toBe('Cheap model');
  });

  it('our import restores the exact profile, and still reads the older spelling', () => {
    const original = routed();
    const res = importProfile('director', JSON.stringify(exportProfile('director', 'R', original)));
    expect(res.ok && res.profile).toEqual(original);
    const older = {
      format: 'luker_orchestrator_profile_v3',
      extensions: { troupe: { version: 1 } },
      profile: { ...original, mainAgent: { ...original.mainAgent, apiPreset: 'Old spelling' } },
    };
    const again = importProfile('director', older);
    expect(again.ok && again.profile.mainAgent.apiPreset).toBe('Old spelling');
  });

  it("embeds skills in Luker's container: text skills inline, a skill with a binary file as a zip with its SHA-256", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const skills = [
      { name: 'tide-lore', files: [{ path: 'SKILL.md', text: '---\nname: tide-lore\ndescription: Tides.\n---\n' }] },
      {
        name: 'maps',
        files: [
          { path: 'SKILL.md', text: '---\nname: maps\ndescription: Maps.\n---\n' },
          { path: 'img/map.png', base64: bytesToBase64(png) },
        ],
      },
    ];
    const env = exportProfile('director', 'S', defaultProfile('director'), { skills }) as unknown as Record<string, any>;
    expect(env.skills).toBeUndefined();
    const items = env.extensions.luker.embedded_skills_source.items;
    expect(env.extensions.luker.embedded_skills_source.version).toBe(1);
    expect(items[0]).toEqual({
      bundleFormat: 'inline-files-v1',
      name: 'tide-lore',
      files: [{ path: 'SKILL.md', encoding: 'utf8', content: skills[0]!.files[0]!.text }],
    });
    expect(items[1]).toMatchObject({ bundleFormat: 'archive-base64-v1', name: 'maps', fileName: 'maps.zip' });
    const zip = Buffer.from(items[1].contentBase64, 'base64');
    expect(items[1].sha256).toBe(createHash('sha256').update(zip).digest('hex'));
    // Read back once each (not twice), with the binary file intact.
    const res = importProfile('director', JSON.stringify(env));
    if (!res.ok) throw new Error(res.error);
    expect(res.skills!.map((s) => s.name)).toEqual(['tide-lore', 'maps']);
    expect(res.skills![1]!.files.find((f) => f.path === 'img/map.png')).toEqual({ path: 'img/map.png', base64: bytesToBase64(png) });
    // Other modes keep our own `skills` list.
    expect(exportProfile('loop', 'L', defaultProfile('loop'), { skills }).skills!.map((s) => s.name)).toEqual(['tide-lore', 'maps']);
  });
});
