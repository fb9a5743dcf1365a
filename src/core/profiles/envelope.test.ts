import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { bytesToBase64 } from './embedded-skills.ts';
import { exportProfile, exportProfileFile, importProfile } from './envelope.ts';
import { MODES } from './modes.ts';
import { defaultProfile, parseProfile } from './parse.ts';
import { agentToolFlags } from './tools.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/profiles/${name}`, import.meta.url), 'utf8');
const MISMATCH = 'Imported file does not match the current mode.';

describe('round trip', () => {
  it.each(MODES)('%s: default → export → JSON → import gives the same profile', (mode) => {
    const profile = defaultProfile(mode);
    const { text, fileName } = exportProfileFile(mode, 'My preset', profile);
    expect(fileName).toBe(`troupe-${mode}-My-preset.json`);
    const res = importProfile(mode, text);
    if (!res.ok) throw new Error(res.error);
    expect(res.profile).toEqual(profile);
    expect(res.warnings).toEqual([]);
    expect(res.name).toBe('My preset');
    expect(res.origin).toBe('troupe');
  });

  it.each(MODES)('%s: an edited profile with unknown fields survives the round trip', (mode) => {
    const edited = parseProfile(mode, {
      ...defaultProfile(mode),
      apiPreset: 'conn-a',
      extraThing: { keep: true },
      skills: { visible: ['x'], deny: ['y'] },
    }).profile;
    const res = importProfile(mode, JSON.stringify(exportProfile(mode, 'n', edited)));
    expect(res.ok && res.profile).toEqual(edited);
  });

  it('our director file without its extensions marker is still read as ours', () => {
    const env = exportProfile('director', 'x', defaultProfile('director')) as unknown as Record<string, unknown>;
    delete env.extensions;
    const res = importProfile('director', env);
    expect(res.ok && res.origin).toBe('troupe');
    expect(res.ok && res.profile).toEqual(defaultProfile('director'));
  });

  it('envelope shape and format names', () => {
    const env = exportProfile('director', 'D', defaultProfile('director'), { now: new Date('2026-01-02T03:04:05Z') });
    expect(Object.keys(env)).toEqual(['format', 'mode', 'name', 'exportedAt', 'profile', 'extensions']);
    expect(env).toMatchObject({
      format: 'luker_orchestrator_profile_v3',
      mode: 'director',
      name: 'D',
      exportedAt: '2026-01-02T03:04:05.000Z',
      extensions: { troupe: { version: 1 } },
    });
    expect(exportProfile('loop', 'x', defaultProfile('loop')).format).toBe('troupe_profile_loop_v1');
    expect(exportProfile('spec', 'x', defaultProfile('spec')).format).toBe('troupe_profile_spec_v1');
    expect(exportProfile('agenda', 'x', defaultProfile('agenda')).format).toBe('troupe_profile_agenda_v1');
    expect(exportProfile('single', 'x', defaultProfile('single')).format).toBe('troupe_profile_single_v1');
  });
});

describe('secrets never leave', () => {
  const secretProfile = () =>
    parseProfile('director', {
      apiKey: 'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
      mainAgent: { systemPrompt: 'Use key sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123 carefully.', password: 'hunter2' },
      subAgents: [
        {
          id: 'a',
          systemPrompt: 'x',
          connection: { url: 'https://user:pw@example.com/v1', openaiApiKey: 'abc', headers: { Authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' } },
        },
      ],
      extra: ['AIzaSyA1234567890abcdefghijklmnopqrstuv', 'plain'],
      tokenBudget: 5000,
      maxTokensNote: 'keep',
    }).profile;

  it('export strips fields named like credentials and values shaped like them', () => {
    const env = exportProfile('director', 'x', secretProfile());
    const text = JSON.stringify(env);
    for (const s of ['sk-proj-', 'sk-ant-', 'hunter2', 'user:pw', 'Bearer abc', 'AIzaSy', '"abc"']) expect(text).not.toContain(s);
    const p = env.profile as Record<string, any>;
    expect(p.apiKey).toBeUndefined();
    expect(p.mainAgent.password).toBeUndefined();
    expect(p.mainAgent.systemPrompt).toBe('Use key [removed] carefully.');
    expect(p.subAgents[0].connection).toEqual({ headers: {} });
    expect(p.extra).toEqual(['plain']);
    expect(p.tokenBudget).toBe(5000);
    expect(p.maxTokensNote).toBe('keep');
    expect(p.maxTotalSubagentRuns).toBe(16);
  });

  it('import strips them too and reports where', () => {
    const env = { format: 'troupe_profile_loop_v1', mode: 'loop', name: 'x', profile: { secret: 'abc', loopAgent: { systemPrompt: 'hi', token: 'zzz' } } };
    const res = importProfile('loop', env);
    if (!res.ok) throw new Error(res.error);
    expect(JSON.stringify(res.profile)).not.toContain('zzz');
    expect(
      res.warnings
        .filter((w) => w.code === 'secret_removed')
        .map((w) => w.path)
        .sort(),
    ).toEqual(['loopAgent.token', 'secret']);
  });
});

describe('mode mismatch and malformed files', () => {
  it('refuses a file of another mode with the exact message', () => {
    const text = JSON.stringify(exportProfile('loop', 'x', defaultProfile('loop')));
    expect(importProfile('director', text)).toEqual({ ok: false, error: MISMATCH });
    expect(importProfile('loop', fixture('luker-director-v3.json'))).toEqual({ ok: false, error: MISMATCH });
    expect(importProfile('agenda', fixture('luker-spec-v1.json'))).toEqual({ ok: false, error: MISMATCH });
    expect(importProfile('spec', { mode: 'agenda', profile: {} })).toEqual({ ok: false, error: MISMATCH });
  });

  it.each([
    ['', /empty/],
    ['{"format": "luker_orchestrator_profile_v3", ', /not valid JSON/],
    ['[1,2]', /must be a JSON object/],
    ['"text"', /must be a JSON object/],
    ['{"format":"luker_orchestrator_profile_v3","mode":"director"}', /no "profile" object/],
    ['{"format":"luker_orchestrator_profile_v3","profile":[]}', /"profile" must be a JSON object/],
    ['{"format":"luker_orchestrator_profile_v3","profile":"x"}', /"profile" must be a JSON object/],
    ['{"format":"something_else_v9","profile":{}}', /Unknown profile format "something_else_v9"/],
    ['{"profile":{}}', /names no format and no mode/],
    ['{"mode":"chaos","profile":{}}', /Unknown execution mode "chaos"/],
    ['{"format":"troupe_profile_director_v7","profile":{}}', /newer version of Troupe/],
    ['{"format":"luker_orchestrator_profile_v3","mode":"loop","profile":{}}', /inconsistent/],
  ])('%s → a message naming the problem', (text, message) => {
    const res = importProfile('director', text);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error).toMatch(message);
  });

  it('repairs what it can and lists it', () => {
    const res = importProfile('director', {
      format: 'luker_orchestrator_profile_v3',
      extensions: { troupe: { version: 1 } },
      profile: { maxRounds: 'lots', subAgents: 'none' },
    });
    if (!res.ok) throw new Error(res.error);
    expect(res.profile.maxRounds).toBe(20);
    expect(res.warnings.map((w) => w.path).sort()).toEqual(['maxRounds', 'subAgents']);
  });
});

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

describe('embedded skills', () => {
  it('export carries the given skills and import returns them', () => {
    const skills = [
      {
        name: 'voice',
        files: [
          { path: 'SKILL.md', text: '---\nname: voice\ndescription: d\n---\nbody' },
          { path: 'img/a.png', base64: 'iVBORw0KGgo=' },
        ],
      },
    ];
    const env = exportProfile('single', 'x', defaultProfile('single'), { skills });
    expect(env.skills).toEqual(skills);
    const res = importProfile('single', JSON.stringify(env));
    expect(res.ok && res.skills).toEqual(skills);
    const without = importProfile('single', env, { embeddedSkills: false });
    expect(without.ok && without.skills).toBeUndefined();
  });

  it('bad entries are skipped with a warning; the profile still imports', () => {
    const env = {
      ...exportProfile('single', 'x', defaultProfile('single')),
      skills: [{ name: 'ok', files: [{ path: 'SKILL.md', text: 't' }] }, { name: 'evil', files: [{ path: '../../etc/passwd', text: 'x' }] }, 'junk'],
    };
    const res = importProfile('single', env);
    if (!res.ok) throw new Error(res.error);
    expect(res.skills!.map((s) => s.name)).toEqual(['ok']);
    expect(res.warnings.map((w) => w.path)).toEqual(['skills[1].files[0]', 'skills[1]', 'skills[2]']);
  });

  it("reads Luker's zipped skill items", () => {
    const zip = zipSync({ 'SKILL.md': strToU8('---\nname: z\ndescription: zipped\n---\nhello'), 'bin/x.dat': new Uint8Array([0xff, 0x00, 0xfe]) });
    const env = {
      format: 'luker_orchestrator_profile_v4',
      profile: { mode: 'loop' },
      extensions: {
        luker: {
          embedded_skills_source: {
            version: 1,
            items: [{ bundleFormat: 'archive-base64-v1', name: 'z', fileName: 'z.zip', contentBase64: bytesToBase64(zip), sha256: '' }],
          },
        },
      },
    };
    const res = importProfile('loop', env);
    if (!res.ok) throw new Error(res.error);
    const files = Object.fromEntries(res.skills![0]!.files.map((f) => [f.path, f]));
    expect(files['SKILL.md']!.text).toContain('hello');
    expect(files['bin/x.dat']!.base64).toBe(bytesToBase64(new Uint8Array([0xff, 0x00, 0xfe])));
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
