import { describe, expect, it } from 'vitest';
import { MODES } from './modes.ts';
import { defaultProfile, parseProfile } from './parse.ts';
import { ProfileError } from './sanitize.ts';

const at = <W extends { path: string }>(warnings: W[], path: string): W[] => warnings.filter((w) => w.path === path);

describe('defaultProfile', () => {
  it.each(MODES)('%s parses from {} without warnings and is stable', (mode) => {
    const { profile, warnings } = parseProfile(mode, {});
    expect(warnings).toEqual([]);
    expect(profile.mode).toBe(mode);
    const again = parseProfile(mode, JSON.parse(JSON.stringify(profile)));
    expect(again.warnings).toEqual([]);
    expect(again.profile).toEqual(profile);
    expect(defaultProfile(mode)).not.toBe(defaultProfile(mode));
  });

  it('director default is the English team without memory and search, with shared skills at the mode level', () => {
    const p = defaultProfile('director');
    expect(p.subAgents.map((s) => s.id)).toEqual([
      'intent_scout',
      'chat_scout',
      'lorebook_scout',
      'notes_pickup_scout',
      'epistemic_scout',
      'plot_brainstormer',
      'voice_critic',
      'continuity_critic',
      'notes_curator',
    ]);
    expect(p).toMatchObject({
      maxRounds: 20,
      subAgentMaxRounds: 16,
      maxConcurrentSubagents: 4,
      maxTotalSubagentRuns: 16,
      toolCallRetryMax: 2,
      discardOnAbort: false,
      useStreaming: true,
    });
    // The mode level names the five shared skills (the main agent's catalog, read on demand); the main
    // agent adds its drafting skill, preloaded; each sub-agent sees exactly its method, preloaded.
    expect(p.skills.visible).toEqual([
      'director-anti-cliche-en',
      'director-character-voice-en',
      'director-no-meta-en',
      'director-output-discipline-en',
      'director-en-style-baseline',
    ]);
    expect(p.mainAgent.skills).toMatchObject({ visible: ['+', 'draft-writer-style-en'], preload: ['draft-writer-style-en'] });
    for (const s of p.subAgents)
      expect(s.skills).toMatchObject({ visible: [`${s.id.replace(/_/g, '-')}-method-en`], preload: [`${s.id.replace(/_/g, '-')}-method-en`] });
    // intent_scout opens the turn, notes_curator runs after the reply (full turns only); the rest on dispatch.
    expect(p.subAgents.map((s) => [s.id, s.wave, s.everyTurns, s.fullTurnsOnly]).filter(([, w]) => w !== 'dispatch')).toEqual([
      ['intent_scout', 'opening', 1, false],
      ['notes_curator', 'after', 1, true],
    ]);
    for (const s of p.subAgents) expect(s.description.length, s.id).toBeLessThanOrEqual(200);
    // The main prompt's team part is generated: the text holds the placeholder, no id.
    expect(p.mainAgent.systemPrompt).toContain('{{team}}');
    // Memory and search are off for every agent (no host backs them); drafting: main agent on, sub-agents off.
    expect(p.tools.memory).toEqual(Object.fromEntries(Object.keys(p.tools.memory!).map((k) => [k, false])));
    expect(Object.values(p.tools.search!)).toEqual([false, false]);
    expect(p.tools.message).toEqual({ write_message: false, apply_message_patches: false, get_draft: true, draft_search: true });
    expect(p.mainAgent.tools?.message?.write_message).toBe(true);
    expect(p.subAgents.every((s) => s.tools === null || s.tools.message === undefined)).toBe(true);
  });

  it('capsule modes carry capsule settings with the reference defaults', () => {
    for (const mode of ['loop', 'spec', 'agenda', 'single'] as const) {
      expect(defaultProfile(mode).capsule).toEqual({
        customInstruction: 'Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.',
        position: 'atDepth',
        depth: 0,
        role: 'system',
      });
    }
    expect(defaultProfile('loop')).toMatchObject({ maxRounds: 20, wallClockBudgetMs: 300000 });
    expect(defaultProfile('spec')).toMatchObject({ nodeIterationMaxRounds: 20, reviewRerunMaxRounds: 2, maxRecentMessages: 14 });
    expect(defaultProfile('agenda')).toMatchObject({ plannerMaxRounds: 6, maxConcurrentWorkers: 3, maxTotalRuns: 24, finalWorkerId: 'finalizer' });
    expect(defaultProfile('spec').stages.map((s) => s.id)).toEqual(['gather', 'plan', 'review', 'final']);
  });
});

describe('parseProfile: clamping and defaulting', () => {
  it('clamps numbers into range and says so at the field path', () => {
    const { profile, warnings } = parseProfile('director', {
      maxRounds: 99,
      maxConcurrentSubagents: 0,
      maxTotalSubagentRuns: -5,
      toolCallRetryMax: 11,
      subAgents: [{ id: 'a', systemPrompt: 'x', maxRounds: 500 }],
    });
    expect(profile.maxRounds).toBe(50);
    expect(profile.maxConcurrentSubagents).toBe(1);
    expect(profile.maxTotalSubagentRuns).toBe(1);
    expect(profile.toolCallRetryMax).toBe(10);
    expect(profile.subAgents[0]!.maxRounds).toBe(50);
    expect(at(warnings, 'maxRounds')[0]).toMatchObject({ code: 'clamped', message: '99 is above the maximum 50; clamped to 50.' });
    expect(at(warnings, 'maxConcurrentSubagents')[0]!.code).toBe('clamped');
    expect(at(warnings, 'subAgents[0].maxRounds')[0]!.code).toBe('clamped');
  });

  it('rounds, coerces and defaults with one warning per change', () => {
    const { profile, warnings } = parseProfile('loop', {
      maxRounds: 7.6,
      wallClockBudgetMs: '15000',
      useStreaming: 'true',
      capsule: { position: 'nowhere', depth: 20000, role: 'narrator', customInstruction: 42 },
      toolCallRetryMax: {},
    });
    expect(profile.maxRounds).toBe(8);
    expect(profile.wallClockBudgetMs).toBe(15000);
    expect(profile.useStreaming).toBe(true);
    expect(profile.capsule).toEqual({ position: 'atDepth', depth: 10000, role: 'system', customInstruction: '42' });
    expect(profile.toolCallRetryMax).toBe(2);
    expect(at(warnings, 'maxRounds')[0]!.code).toBe('rounded');
    expect(at(warnings, 'wallClockBudgetMs')[0]!.code).toBe('coerced');
    expect(at(warnings, 'capsule.position')[0]).toMatchObject({ code: 'defaulted' });
    expect(at(warnings, 'capsule.position')[0]!.message).toContain('"atDepth"');
    expect(at(warnings, 'capsule.role')[0]!.code).toBe('defaulted');
    expect(at(warnings, 'toolCallRetryMax')[0]!.message).toMatch(/set to the default 2/);
    expect(warnings).toHaveLength(8);
  });

  it('raises a too-short wall clock budget to 10 s', () => {
    const { profile, warnings } = parseProfile('loop', { wallClockBudgetMs: 500 });
    expect(profile.wallClockBudgetMs).toBe(10000);
    expect(warnings[0]).toMatchObject({ path: 'wallClockBudgetMs', code: 'clamped' });
  });

  it('drops unusable list entries and renames duplicate ids, reporting each', () => {
    const { profile, warnings } = parseProfile('director', {
      subAgents: [
        { id: 'scout', systemPrompt: 'a' },
        'not an agent',
        { description: 'no id' },
        { id: '   ', systemPrompt: 'blank id' },
        { id: 'scout', systemPrompt: 'b' },
        { id: 7, systemPrompt: 'numeric id' },
      ],
    });
    expect(profile.subAgents.map((s) => s.id)).toEqual(['scout', 'scout_2', '7']);
    expect(profile.subAgents[1]!.systemPrompt).toBe('b');
    const codes = warnings.map((w) => w.code).sort();
    expect(codes).toEqual(['coerced', 'dropped', 'dropped', 'dropped', 'renamed']);
    expect(warnings.find((w) => w.code === 'renamed')!.message).toContain('"scout_2"');
  });

  it('cleans skill lists: non-strings dropped or read as text with a warning, blanks and repeats removed', () => {
    const { profile, warnings } = parseProfile('single', { skills: { visible: ['a', ' a ', '', 3, { x: 1 }, 'b'] }, node: { skills: { deny: ['x', 'x'] } } });
    expect(profile.skills).toEqual({ visible: ['a', '3', 'b'], deny: [] });
    expect(profile.node.skills).toEqual({ deny: ['x'] });
    expect(warnings.map((w) => `${w.path}:${w.code}`)).toEqual(['skills.visible[3]:coerced', 'skills.visible[4]:dropped']);
  });

  it('forces the mode and reports it', () => {
    const { profile, warnings } = parseProfile('agenda', { mode: 'loop' });
    expect(profile.mode).toBe('agenda');
    expect(warnings[0]).toMatchObject({ path: 'mode', code: 'mode_forced' });
  });

  it('keeps an explicit empty prompt (no hidden fallback) and an explicit empty team', () => {
    const { profile } = parseProfile('director', { mainAgent: { systemPrompt: '' }, subAgents: [] });
    expect(profile.mainAgent.systemPrompt).toBe('');
    expect(profile.subAgents).toEqual([]);
    expect(profile.mainAgent.skills).toBeUndefined();
  });

  it('a main agent with tools: null inherits the profile (pure orchestration is possible)', () => {
    expect(parseProfile('director', { mainAgent: { tools: null } }).profile.mainAgent.tools).toBeNull();
    expect(parseProfile('director', { mainAgent: {} }).profile.mainAgent.tools?.message?.write_message).toBe(true);
  });
});

describe('parseProfile: unknown fields are kept', () => {
  it('at every level', () => {
    const { profile, warnings } = parseProfile('director', {
      futureFlag: { nested: [1, 2] },
      customTools: [{ name: 'x', code: 'return 1' }],
      mainAgent: { color: 'blue' },
      subAgents: [{ id: 'a', systemPrompt: 'p', temperature: 0.3 }],
      tools: { chat: { read_range: true, summarize: true }, weather: { now: true } },
      skills: { visible: ['*'], note: 'kept' },
      capsuleLike: null,
    });
    expect(warnings).toEqual([]);
    const p = profile as Record<string, any>;
    expect(p.futureFlag).toEqual({ nested: [1, 2] });
    expect(p.customTools).toEqual([{ name: 'x', code: 'return 1', description: '', parameters: { type: 'object', properties: {} }, sample: '{}' }]);
    expect(p.mainAgent.color).toBe('blue');
    expect(p.subAgents[0].temperature).toBe(0.3);
    expect(p.tools.chat).toEqual({ read_range: true, search: false, summarize: true });
    expect(p.tools.weather).toEqual({ now: true });
    expect(p.skills.note).toBe('kept');
    expect(p.capsuleLike).toBeNull();
  });
});

describe('parseProfile: spec and agenda structure', () => {
  it('reads string nodes, serialises stages with a review node, drops empty stages, renames duplicate node ids', () => {
    const { profile, warnings } = parseProfile('spec', {
      agents: [
        { id: 'a', systemPrompt: 'x' },
        { id: 'r', systemPrompt: 'y' },
      ],
      stages: [{ id: 's1', mode: 'parallel', nodes: ['a', { id: 'rev', agent: 'r', type: 'review' }] }, { id: 'empty', nodes: [] }, { nodes: ['a'] }],
    });
    expect(profile.stages.map((s) => s.id)).toEqual(['s1', 'stage_2']);
    expect(profile.stages[0]!.mode).toBe('serial');
    expect(profile.stages[0]!.nodes[0]).toMatchObject({ id: 'a', agent: 'a', type: 'worker', tools: null });
    expect(profile.stages[1]!.nodes[0]!.id).toBe('a_2');
    expect(warnings.map((w) => `${w.path}:${w.code}`).sort()).toEqual(['stages[0].mode:clamped', 'stages[1]:dropped', 'stages[2].nodes[0].id:renamed']);
  });

  it('restores the default workflow when no stage is usable', () => {
    const { profile, warnings } = parseProfile('spec', { agents: [], stages: [{ nodes: [] }] });
    expect(profile.stages).toHaveLength(4);
    expect(profile.agents.map((a) => a.id)).toContain('synthesizer');
    expect(warnings.map((w) => w.code)).toEqual(['dropped', 'defaulted']);
  });

  it('adds a finalizer to an agenda without workers', () => {
    const { profile, warnings } = parseProfile('agenda', { workers: [], finalWorkerId: '' });
    expect(profile.workers.map((w) => w.id)).toEqual(['finalizer']);
    expect(profile.finalWorkerId).toBe('finalizer');
    expect(warnings[0]).toMatchObject({ path: 'workers', code: 'defaulted' });
  });
});

describe('parseProfile: bad input', () => {
  it('rejects non-objects with a clear error', () => {
    expect(() => parseProfile('director', 'hello')).toThrow(ProfileError);
    expect(() => parseProfile('director', [1])).toThrow('A profile must be a JSON object.');
    expect(() => parseProfile('loop', null)).toThrow(/JSON object/);
    expect(() => parseProfile('nope' as never, {})).toThrow(/Unknown execution mode "nope"/);
  });

  it('rejects circular input', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => parseProfile('single', a)).toThrow(/circular/);
  });

  it('does not modify its input', () => {
    const input = { maxRounds: 99, subAgents: [{ id: 'x', systemPrompt: 'y' }, 5] };
    const copy = structuredClone(input);
    parseProfile('director', input);
    expect(input).toEqual(copy);
  });
});
