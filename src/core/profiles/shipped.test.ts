// The shipped director presets against the real skills-bundled/ folder: the team, the skills each
// member gets, the main prompt as rendered, and what the catalog costs. The other modes' presets are
// in shipped-modes.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundledSkills } from '../../../scripts/bundled-skills-plugin.ts';
import { bundledRowsToSkills } from '../skills/bundled.ts';
import { resolveVisibleSkills } from '../skills/visibility.ts';
import { DIRECTOR_TEAM_IDS } from './defaults/director-texts.ts';
import { renderMainPrompt } from './defaults/team.ts';
import { renderPreloadedSkill, resolveAgentSkills } from '../engines/runtime/agent-skills.ts';
import { agentToolFlags, enabledToolNames } from './tools.ts';
import { lintProfile, mentionedSubagentIds } from './lint.ts';
import type { DirectorProfile } from './schemas/director.ts';
import { shippedPresets, shippedProfile } from './shipped.ts';

const bundled = bundledRowsToSkills(readBundledSkills(join(import.meta.dirname, '../../../skills-bundled'))).skills;
const installed = bundled.map((s) => s.name);

const SHARED = {
  zh: ['director-anti-cliche-zh', 'director-character-voice-zh', 'director-no-meta-zh', 'director-output-discipline-zh', 'director-zh-style-baseline'],
  en: ['director-anti-cliche-en', 'director-character-voice-en', 'director-no-meta-en', 'director-output-discipline-en', 'director-en-style-baseline'],
};
const MAIN = { zh: ['draft-writer-style-zh'], en: ['draft-writer-style-en'] };
const method = (id: string, lang: 'zh' | 'en') =>
  id === 'memory_curator' ? [`event-summary-rules-${lang}`, `memory-curator-method-${lang}`] : [`${id.replace(/_/g, '-')}-method-${lang}`];

const MINIMAL = [
  'intent_scout',
  'chat_scout',
  'lorebook_scout',
  'notes_pickup_scout',
  'epistemic_scout',
  'plot_brainstormer',
  'voice_critic',
  'continuity_critic',
  'notes_curator',
];

const directorPresets = shippedPresets('director');
const bodyOf = (name: string) => bundled.find((s) => s.name === name)!.manifest.body;

/** The main prompt as the runtime renders it on a full turn: dispatchable members with their descriptions, the waves named. */
function renderedMain(p: DirectorProfile, drop: string[] = []): string {
  const subs = p.subAgents.filter((s) => !drop.includes(s.id));
  const ids = (wave: string) => subs.filter((s) => s.wave === wave).map((s) => s.id);
  return renderMainPrompt(p.mainAgent.systemPrompt, {
    team: ids('dispatch'),
    descriptions: Object.fromEntries(subs.map((s) => [s.id, s.description])),
    opening: ids('opening'),
    after: ids('after'),
    skills: resolveVisibleSkills({ mode: p.skills, agent: p.mainAgent.skills }, installed),
  });
}

/** The main agent's system text: the rendered prompt and its preloaded skills, as the runtime puts them. */
function mainSystemChars(p: DirectorProfile): number {
  const skills = resolveAgentSkills({ mode: p.skills, agent: p.mainAgent.skills }, bundled);
  const preloaded = (skills.preloaded ?? []).map((n) => renderPreloadedSkill(bundled.find((s) => s.name === n)!));
  return [renderedMain(p), ...preloaded].join('\n\n').length;
}

describe('the shipped director presets', () => {
  it('are two per language: no memory / no search, and memory + search', () => {
    expect(directorPresets.map((p) => [p.id, p.name, p.lang, p.variant])).toEqual([
      ['default', 'Default (no memory, no search)', 'en', 'minimal'],
      ['default-full', 'Default (memory + search)', 'en', 'full'],
      ['default-zh', '默认（无记忆、无搜索）', 'zh', 'minimal'],
      ['default-zh-full', '默认（记忆 + 搜索）', 'zh', 'full'],
    ]);
    for (const preset of directorPresets) {
      const ids = shippedProfile('director', preset).subAgents.map((s) => s.id);
      expect(ids).toEqual(preset.variant === 'minimal' ? MINIMAL : [...DIRECTOR_TEAM_IDS]);
    }
  });

  it.each(directorPresets.map((p) => [p.name, p] as const))(
    '%s: the main agent has its drafting skill preloaded and the shared five on demand; each sub-agent exactly its method, preloaded',
    (_name, preset) => {
      const p = shippedProfile('director', preset) as DirectorProfile;
      const lang = preset.lang;
      expect(p.skills.visible).toEqual(SHARED[lang]);
      expect(p.mainAgent.skills).toEqual({ visible: ['+', ...MAIN[lang]], preload: MAIN[lang] });
      const main = resolveAgentSkills({ mode: p.skills, agent: p.mainAgent.skills }, bundled);
      expect(main.preloaded).toEqual(MAIN[lang]);
      for (const n of SHARED[lang]) expect(main.catalog).toContain(`${n}:`);
      expect(main.tools.length).toBeGreaterThan(0);
      for (const s of p.subAgents) {
        expect(s.skills, s.id).toEqual({ visible: method(s.id, lang), preload: method(s.id, lang) });
        const sub = resolveAgentSkills({ mode: p.skills, agent: s.skills }, bundled);
        // Nothing left to read: no catalog, no skill tools, and no prompt asks it to read one.
        expect(sub.preloaded, s.id).toEqual(method(s.id, lang));
        expect(sub.tools, s.id).toEqual([]);
        expect(sub.catalog, s.id).not.toContain('<available_skills>');
        expect(s.systemPrompt, s.id).not.toContain('skill_read');
      }
    },
  );

  it.each(directorPresets.map((p) => [p.name, p] as const))('%s: waves, turns and tools', (_name, preset) => {
    const p = shippedProfile('director', preset) as DirectorProfile;
    const waves = p.subAgents.map((s) => [s.id, s.wave, s.fullTurnsOnly]);
    expect(waves.filter(([, w]) => w !== 'dispatch')).toEqual([
      ['intent_scout', 'opening', false],
      ['notes_curator', 'after', true],
      // A writer-only turn is the cheap one: the curators wait for the next full turn.
      ...(preset.variant === 'full' ? [['memory_curator', 'after', true]] : []),
    ]);
    for (const s of p.subAgents) expect(s.everyTurns, s.id).toBe(1);
    // The main agent drafts; notes_curator is the only writer of notes.
    expect(p.mainAgent.tools?.message).toEqual({ write_message: true, apply_message_patches: true, get_draft: true, draft_search: true });
    expect(p.mainAgent.tools?.note).toEqual({ open: false, close: false });
    const flags = (id: string) => agentToolFlags(p.tools, p.subAgents.find((s) => s.id === id)!.tools);
    expect(enabledToolNames(flags('notes_curator'))).toContain('note_open');
    for (const s of p.subAgents) if (s.id !== 'notes_curator') expect(enabledToolNames(flags(s.id)), s.id).not.toContain('note_open');
    // The opening scout searches once at most: no range reads, no lorebook reads beyond search.
    expect(
      enabledToolNames(flags('intent_scout')).filter((n) => !['get_draft', 'draft_search', 'dispatch_subagent', 'dispatch_inline_subagent'].includes(n)),
    ).toEqual(['chat_search', 'lorebook_search']);
  });

  it.each(directorPresets.map((p) => [p.name, p] as const))('%s: the profile check finds nothing but what the host lacks', (_name, preset) => {
    const issues = lintProfile('director', shippedProfile('director', preset), { installedSkills: installed, extraToolNames: [] });
    if (preset.variant === 'minimal') expect(issues).toEqual([]);
    else {
      expect(issues.map((i) => [i.code, i.severity])).toEqual([
        ['needs_tools', 'notice'],
        ['needs_tools', 'notice'],
      ]);
      expect(issues[0]!.message).toContain('Not offered until it does: "memory_scout", "memory_curator".');
      expect(issues[1]!.message).toContain('Not offered until it does: "canon_scout".');
      // Once the host has memory and search tools, nothing at all.
      const all = [
        'memory_schema',
        'memory_list_candidates',
        'memory_edge_summary',
        'memory_node_brief',
        'memory_expand_seeds',
        'memory_keyword_search',
        'memory_vector_search',
        'memory_find_by_name',
        'memory_compaction_candidates',
        'memory_node_create',
        'memory_node_edit',
        'memory_node_delete',
        'memory_link_upsert',
        'memory_link_delete',
        'memory_compact_nodes',
        'search_search',
        'search_visit',
      ];
      expect(lintProfile('director', shippedProfile('director', preset), { installedSkills: installed, extraToolNames: all })).toEqual([]);
    }
  });

  it.each(directorPresets.map((p) => [p.name, p] as const))('%s: texts name only what exists', (_name, preset) => {
    const p = shippedProfile('director', preset);
    const ids = new Set<string>(DIRECTOR_TEAM_IDS);
    // The main prompt names no sub-agent and no skill; its team part is generated.
    expect(mentionedSubagentIds(p.mainAgent.systemPrompt)).toEqual([]);
    expect(p.mainAgent.systemPrompt.match(/[a-z]+(?:-[a-z]+)+-(?:zh|en)\b/g)).toBeNull();
    expect(p.mainAgent.systemPrompt).toContain('{{team}}');
    for (const s of p.subAgents) {
      // A description is what the main agent chooses by: one or two short lines, naming no other member.
      expect(s.description.length, s.id).toBeLessThanOrEqual(preset.lang === 'zh' ? 80 : 200);
      expect(s.description).toMatch(preset.lang === 'zh' ? /任务写：.+$/ : /Task: .+$/);
      for (const other of ids) if (other !== s.id) expect(s.description, `${s.id} names ${other}`).not.toContain(other);
      for (const other of ids) if (other !== s.id) expect(s.systemPrompt, `${s.id} names ${other}`).not.toMatch(new RegExp(`\\b${other}\\b`));
      // Chinese presets are Chinese all through.
      if (preset.lang === 'zh') expect(s.systemPrompt + s.description).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('the main prompt carries the hard rules in both languages', () => {
    const en = shippedProfile('director', { lang: 'en', variant: 'minimal' }).mainAgent.systemPrompt;
    const zh = shippedProfile('director', { lang: 'zh', variant: 'minimal' }).mainAgent.systemPrompt;
    for (const t of [
      "decide for the user's character",
      'out-of-character',
      "lorebook's rules",
      '"last turn"',
      '"a moment ago"',
      'the language the user writes in',
    ])
      expect(en).toContain(t);
    for (const t of ['绝不替用户的角色说话', '场外', '世界书里写给作者的规则', '「上一轮」', '「本轮」', '「昨夜」', '用户用什么语言写'])
      expect(zh).toContain(t);
  });

  it('en and zh presets have the same structure: ids, waves, tools, preload pattern, report keys', () => {
    for (const variant of ['minimal', 'full'] as const) {
      const en = shippedProfile('director', { lang: 'en', variant }) as DirectorProfile;
      const zh = shippedProfile('director', { lang: 'zh', variant }) as DirectorProfile;
      const shape = (p: DirectorProfile) => ({
        tools: p.tools,
        main: { tools: p.mainAgent.tools, skills: JSON.stringify(p.mainAgent.skills).replace(/-(?:en|zh)\b/g, '-L') },
        subs: p.subAgents.map((s) => ({
          id: s.id,
          wave: s.wave,
          everyTurns: s.everyTurns,
          fullTurnsOnly: s.fullTurnsOnly,
          tools: s.tools,
          storyMessages: s.storyMessages,
          skills: JSON.stringify(s.skills).replace(/-(?:en|zh)\b/g, '-L'),
        })),
      });
      expect(shape(zh)).toEqual(shape(en));
      // The same report keys, empty-result words and tool names, role by role.
      const keys = (text: string) =>
        [
          ...[...text.matchAll(/^\s*(?:\d+\.\s+)?([A-Z][A-Za-z ]{0,18}[a-z]):/gm)].map((m) => m[1]),
          ...[...text.matchAll(/`([A-Z][A-Za-z ]+):/g)].map((m) => `\`${m[1]}`),
          ...[...text.matchAll(/\b[a-z]+_[a-z_]+\b/g)].map((m) => m[0]),
        ].sort();
      for (const s of en.subAgents) {
        const z = zh.subAgents.find((x) => x.id === s.id)!;
        expect(keys(z.systemPrompt), s.id).toEqual(keys(s.systemPrompt));
      }
      // The main prompt: the same tools, ids and quoted report words, in the same order.
      const idents = (text: string) => [...text.matchAll(/\b[a-z]+_[a-z_]+\b|No results|\{\{user\}\}/g)].map((m) => m[0]);
      expect(idents(renderedMain(zh))).toEqual(idents(renderedMain(en)));
    }
  });

  it("the main agent's prompt and preloaded skills fit the budget (8,000 characters in English)", () => {
    for (const preset of directorPresets) {
      const p = shippedProfile('director', preset) as DirectorProfile;
      expect(mainSystemChars(p), preset.name).toBeLessThanOrEqual(8000);
    }
  });

  it('every method a sub-agent preloads is short (about 2,000 characters)', () => {
    for (const preset of directorPresets) {
      for (const s of shippedProfile('director', preset).subAgents) {
        for (const m of s.skills?.preload ?? []) expect(bodyOf(m).trim().length, m).toBeLessThanOrEqual(2100);
      }
    }
  });

  it("each -en / -zh pair of the director's skills has the same structure: sections, tools, report words", () => {
    const names = new Set<string>();
    for (const preset of directorPresets) {
      const p = shippedProfile('director', preset);
      for (const n of [...(p.mainAgent.skills?.preload ?? []), ...p.subAgents.flatMap((s) => s.skills?.preload ?? [])]) names.add(n.replace(/-(?:en|zh)$/, ''));
    }
    expect(names.size).toBe(14);
    const shape = (body: string) => ({
      sections: body.match(/^## /gm)?.length ?? 0,
      steps: body.match(/^\d+\. /gm)?.length ?? 0,
      tools: [...new Set(body.match(/\b[a-z]+_[a-z_]+\b/g) ?? [])].sort(),
      words: [...new Set([...body.matchAll(/`([A-Z][A-Za-z ]+)(?::|`)/g)].map((m) => m[1]))].sort(),
    });
    for (const base of names) expect(shape(bodyOf(`${base}-zh`)), base).toEqual(shape(bodyOf(`${base}-en`)));
    // Nothing asks an agent to read its own method or check the draft against the shared skills.
    for (const base of names) for (const l of ['en', 'zh']) expect(bodyOf(`${base}-${l}`)).not.toMatch(/skill_read/);
  });

  it('the generated team part names exactly the team, and never asks to dispatch a member the runtime runs', () => {
    for (const preset of directorPresets) {
      const p = shippedProfile('director', preset) as DirectorProfile;
      const all = p.subAgents.map((s) => s.id);
      const full = renderedMain(p);
      expect(new Set(mentionedSubagentIds(full))).toEqual(new Set(all));
      expect(full).not.toContain('{{team}}');
      for (const id of all) expect(renderedMain(p, [id])).not.toMatch(new RegExp(`\\b${id}\\b`));
      // Opening and after members are named once: as reports already there, or as run by the runtime.
      const zh = preset.lang === 'zh';
      for (const s of p.subAgents.filter((x) => x.wave !== 'dispatch')) {
        const lines = full.split('\n').filter((l) => new RegExp(`\\b${s.id}\\b`).test(l));
        expect(lines, s.id).toHaveLength(1);
        if (s.wave === 'opening') expect(lines[0], s.id).toContain(zh ? '第一条消息' : 'first message');
        else expect(lines[0], s.id).toContain(zh ? '不要派' : 'do not dispatch');
        expect(lines[0]).not.toMatch(/^- /);
      }
      // No step asks to read a skill, and none points at the shared writing skills.
      expect(full).not.toContain('skill_read');
      for (const n of SHARED[preset.lang]) expect(full).not.toContain(n);
      // Without a team it writes alone; a simple turn is defined by what the first request shows.
      const alone = renderMainPrompt(p.mainAgent.systemPrompt, { team: [], skills: [] });
      expect(mentionedSubagentIds(alone)).toEqual([]);
      expect(alone).toContain(zh ? '独自写' : 'You write alone');
      expect(full).toContain(zh ? '简单回合：每份报告都是「No results」' : 'A simple turn: every report says "No results"');
      expect(full).not.toMatch(/await_subagents/);
    }
  });
});

describe('what the catalog costs', () => {
  it("each shipped main agent's catalog, with its hint line, is at most 300 tokens (o200k)", async () => {
    const { encode } = await import('gpt-tokenizer/encoding/o200k_base');
    const { renderSkillCatalog } = await import('../skills/catalog.ts');
    const byName = new Map(bundled.map((s) => [s.name, s.manifest.description]));
    for (const preset of directorPresets) {
      const p = shippedProfile('director', preset);
      const preload = p.mainAgent.skills?.preload ?? [];
      const names = resolveVisibleSkills({ mode: p.skills, agent: p.mainAgent.skills }, installed).filter((n) => !preload.includes(n));
      const tokens = encode(renderSkillCatalog(names.map((name) => ({ name, description: byName.get(name)! })))).length;
      expect(tokens, preset.name).toBeGreaterThan(100);
      expect(tokens, preset.name).toBeLessThanOrEqual(300);
    }
  });
});
