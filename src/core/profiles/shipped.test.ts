// The shipped presets against the seed's table and the real skills-bundled/ folder.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundledSkills } from '../../../scripts/bundled-skills-plugin.ts';
import { bundledRowsToSkills } from '../skills/bundled.ts';
import { resolveVisibleSkills } from '../skills/visibility.ts';
import type { SkillPolicy } from '../skills/types.ts';
import { DIRECTOR_TEAM_IDS } from './defaults/director-texts.ts';
import { renderMainPrompt } from './defaults/team.ts';
import { agentPolicies, lintProfile, mentionedSubagentIds, referencedSkillNames } from './lint.ts';
import { MODES } from './modes.ts';
import type { DirectorProfile } from './schemas/director.ts';
import {
  contentLangForLocale,
  firstStartLibrary,
  profileContentLang,
  shippedDefault,
  shippedDefaultOf,
  shippedPresets,
  shippedProfile,
} from './shipped.ts';

const bundled = bundledRowsToSkills(readBundledSkills(join(import.meta.dirname, '../../../skills-bundled'))).skills;
const installed = bundled.map((s) => s.name);

const SHARED = {
  zh: ['director-anti-cliche-zh', 'director-character-voice-zh', 'director-no-meta-zh', 'director-output-discipline-zh', 'director-zh-style-baseline'],
  en: ['director-anti-cliche-en', 'director-character-voice-en', 'director-no-meta-en', 'director-output-discipline-en', 'director-en-style-baseline'],
};
const MAIN = {
  zh: ['director-turn-workflow-zh', 'director-dispatch-protocol-zh', 'draft-writer-style-zh'],
  en: ['director-turn-workflow-en', 'director-dispatch-protocol-en', 'draft-writer-style-en'],
};
const method = (id: string, lang: 'zh' | 'en') =>
  id === 'memory_curator' ? [`event-summary-rules-${lang}`, `memory-curator-method-${lang}`] : [`${id.replace(/_/g, '-')}-method-${lang}`];

const MINIMAL = ['intent_scout', 'chat_scout', 'lorebook_scout', 'notes_pickup_scout', 'epistemic_scout', 'plot_brainstormer', 'voice_critic', 'continuity_critic', 'notes_curator'];

const directorPresets = shippedPresets('director');

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

  it.each(directorPresets.map((p) => [p.name, p] as const))('%s: every agent sees exactly the seed table', (_name, preset) => {
    const p = shippedProfile('director', preset) as DirectorProfile;
    const lang = preset.lang;
    const visible = (agent?: SkillPolicy) => resolveVisibleSkills({ mode: p.skills, agent }, installed);
    expect(p.skills.visible).toEqual(SHARED[lang]);
    expect(visible(p.mainAgent.skills)).toEqual([...SHARED[lang], ...MAIN[lang]]);
    expect(p.mainAgent.skills?.visible).toEqual(['+', ...MAIN[lang]]);
    for (const s of p.subAgents) {
      expect(s.skills?.visible, s.id).toEqual(['+', ...method(s.id, lang)]);
      expect(visible(s.skills), s.id).toEqual([...SHARED[lang], ...method(s.id, lang)]);
    }
    // No agent repeats a mode-level entry.
    for (const { path, policy } of agentPolicies('director', p)) {
      expect((policy?.visible ?? []).filter((n) => SHARED[lang].includes(n)), path).toEqual([]);
    }
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
      const all = ['memory_schema', 'memory_list_candidates', 'memory_edge_summary', 'memory_node_brief', 'memory_expand_seeds', 'memory_keyword_search', 'memory_vector_search', 'memory_find_by_name', 'memory_compaction_candidates', 'memory_node_create', 'memory_node_edit', 'memory_node_delete', 'memory_link_upsert', 'memory_link_delete', 'memory_compact_nodes', 'search_search', 'search_visit'];
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
      // A description names no other member (it would dangle once that member is removed).
      for (const other of ids) if (other !== s.id) expect(s.description, `${s.id} names ${other}`).not.toContain(other);
      expect(s.description).toMatch(preset.lang === 'zh' ? /^角色：.+不知道：.+简报：.+/ : /^Role: .+ Does not know: .+ Brief: .+/);
      // The prompt points at its method skill(s) and names no other member.
      for (const m of method(s.id, preset.lang)) expect(s.systemPrompt, s.id).toContain(m);
      for (const other of ids) if (other !== s.id) expect(s.systemPrompt, `${s.id} names ${other}`).not.toMatch(new RegExp(`\\b${other}\\b`));
      // Chinese presets are Chinese all through.
      if (preset.lang === 'zh') expect(s.systemPrompt + s.description).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('sub-agent prompts ask for the report format of their method skill', () => {
    const formats: Record<string, { zh: string[]; en: string[] }> = {
      intent_scout: { zh: ['Need: [显式/旁白/隐式/规则]', '/ Source:', '/ Why:', 'none: 原因'], en: ['Item:', 'Source:', 'Why it matters now:', 'No results:'] },
      chat_scout: { zh: ['Item:', 'Source: 第 N 楼', '降权:', 'none: 原因'], en: ['Item:', 'Source: floor', 'No results:'] },
      memory_scout: { zh: ['signal: strong/medium/weak', '降权:'], en: ['signal: strong, medium or weak', 'Left out (weak):'] },
      lorebook_scout: { zh: ['[书名] 条目名（uid=N）:', 'Why:'], en: ['[book] entry (uid N)', 'Writing rules seen:'] },
      notes_pickup_scout: { zh: ['Ripe: <id>', 'Not yet: <id>'], en: ['Open Notes [<note id>]', 'Not yet: <note id>'] },
      canon_scout: { zh: ['Fact:', 'Source: URL', 'no results:'], en: ['Source: URL', 'Unverified:'] },
      epistemic_scout: { zh: ['Knows:', 'Does not know:', 'Trap:'], en: ['Knows:', 'Does not know:', 'Trap:'] },
      plot_brainstormer: { zh: ['Angle:', 'Beat:', 'Steps:', 'Wants:', 'Ends on:', 'Cost:'], en: ['Angle:', 'Beat in one sentence:', 'Steps:', 'What changes for each character:', 'Ending image:'] },
      voice_critic: { zh: ['1. 「', 'Problem: [数据人/冷设定误读/口吻错位/出戏]', 'Fix:'], en: ['1. Quote:', 'Problem:', 'Fix direction:', 'No findings.'] },
      continuity_critic: { zh: ['1. 「', 'Conflict: [硬冲突/认知越界]', 'Source:', 'Fix:'], en: ['1. Quote:', 'Problem:', 'Fix direction:', 'Contradicting source:', 'No findings.'] },
      notes_curator: { zh: ['Closed: <id>', 'Opened: <新 id>', 'no change:'], en: ['Closed: <note id>', 'Opened: <title>', 'No change.'] },
      memory_curator: { zh: ['Created:', 'Edited:', 'Linked:', 'Compacted:', 'Skipped:'], en: ['Created:', 'Edited:', 'Linked:', 'Compacted:'] },
    };
    const bodyOf = (name: string) => bundled.find((s) => s.name === name)!.manifest.body;
    for (const lang of ['zh', 'en'] as const) {
      for (const s of shippedProfile('director', { lang, variant: 'full' }).subAgents) {
        const skillText = method(s.id, lang).map(bodyOf).join('\n') + bodyOf(`director-dispatch-protocol-${lang}`);
        for (const marker of formats[s.id]![lang]) {
          const label = marker.includes(':') ? marker.slice(0, marker.indexOf(':') + 1) : marker.replace(/[<(].*$/, '').trim();
          expect(s.systemPrompt, `${lang} ${s.id}: ${marker}`).toContain(marker);
          // The same labels are the skill's (or the dispatch protocol's).
          expect(skillText, `${lang} ${s.id} skill: ${label}`).toContain(label);
        }
      }
    }
  });

  it('the generated team part names exactly the team, in the prompt\'s language', () => {
    for (const preset of directorPresets) {
      const p = shippedProfile('director', preset);
      const team = p.subAgents.map((s) => s.id);
      const skills = [...SHARED[preset.lang], ...MAIN[preset.lang]];
      const full = renderMainPrompt(p.mainAgent.systemPrompt, { team, skills });
      expect(new Set(mentionedSubagentIds(full))).toEqual(new Set(team));
      for (const s of MAIN[preset.lang]) expect(full).toContain(`\`${s}\``);
      expect(full).not.toContain('{{team}}');
      for (const id of team) {
        const without = renderMainPrompt(p.mainAgent.systemPrompt, { team: team.filter((t) => t !== id), skills });
        expect(without).not.toMatch(new RegExp(`\\b${id}\\b`));
      }
      // A skill the main agent cannot see is not pointed at; without a team it works alone, and the escape hatch stays.
      const alone = renderMainPrompt(p.mainAgent.systemPrompt, { team: [], skills: [] });
      expect(mentionedSubagentIds(alone)).toEqual([]);
      expect(alone).not.toMatch(/-(?:zh|en)`/);
      expect(alone).toContain(preset.lang === 'zh' ? '独自完成' : 'You work alone');
      expect(full).toContain(preset.lang === 'zh' ? '简单回合' : 'A simple turn');
    }
  });
});

describe('shipped presets of every mode', () => {
  it('every skill any shipped profile names is bundled', () => {
    for (const mode of MODES) {
      for (const preset of shippedPresets(mode)) {
        const names = referencedSkillNames(mode, shippedProfile(mode, preset));
        expect(names.length, `${mode} ${preset.name}`).toBeGreaterThan(0);
        for (const n of names) expect(installed, `${mode} ${preset.name}: ${n}`).toContain(n);
        // Language-consistent: a Chinese preset names Chinese skills only, and the other way round.
        for (const n of names) expect(n, `${mode} ${preset.name}`).toMatch(preset.lang === 'zh' ? /(?:^|-)zh(?:-|$)/ : /(?:^|-)en(?:-|$)/);
      }
    }
  });

  it.each(['loop', 'spec', 'agenda', 'single'] as const)('%s: capsule-guidance at mode level, the method skill on its agent, Chinese prompts in the Chinese preset; no lint', (mode) => {
    for (const preset of shippedPresets(mode)) {
      const p = shippedProfile(mode, preset) as Record<string, any>;
      const lang = preset.lang;
      expect(p.skills.visible).toEqual([`capsule-guidance-${lang}`]);
      expect(lintProfile(mode, p, { installedSkills: installed, extraToolNames: [] })).toEqual([]);
      const prompts: string[] = [];
      if (mode === 'loop') {
        expect(p.loopAgent.skills.visible).toEqual(['+', `loop-agent-method-${lang}`]);
        prompts.push(p.loopAgent.systemPrompt);
      } else if (mode === 'agenda') {
        expect(p.planner.skills.visible).toEqual(['+', `agenda-planner-method-${lang}`]);
        prompts.push(p.planner.systemPrompt, p.planner.userPromptTemplate, ...p.workers.flatMap((w: any) => [w.systemPrompt, w.description]));
      } else if (mode === 'spec') {
        const review = p.stages.flatMap((s: any) => s.nodes).filter((n: any) => n.type === 'review');
        expect(review.map((n: any) => n.skills.visible)).toEqual([['+', `spec-review-method-${lang}`]]);
        // Review nodes get no catalog, so the critic's prompt tells it to read its method.
        expect(p.agents.find((a: any) => a.id === review[0].agent).systemPrompt).toMatch(new RegExp(`skill_read.*spec-review-method-${lang}`));
        prompts.push(...p.agents.flatMap((a: any) => [a.systemPrompt, a.userPromptTemplate]));
      } else {
        prompts.push(p.node.systemPrompt, p.node.userPromptTemplate);
      }
      for (const text of prompts) expect(/[\u4e00-\u9fff]/.test(text), `${mode} ${lang}: ${text.slice(0, 40)}`).toBe(lang === 'zh');
    }
  });
});

describe('first start', () => {
  it('installs both languages and makes the locale\'s "no memory, no search" preset active', () => {
    const zh = firstStartLibrary('director', 'zh');
    expect(zh.presets.map((p) => p.id)).toEqual(['default', 'default-full', 'default-zh', 'default-zh-full']);
    expect(zh.activePresetId).toBe('default-zh');
    expect(firstStartLibrary('director', 'en').activePresetId).toBe('default');
    expect(firstStartLibrary('loop', 'zh')).toMatchObject({ activePresetId: 'default-zh', presets: [{ name: 'Default' }, { name: '默认' }] });
  });

  it('maps locales: zh-CN and zh-TW (any spelling) → Chinese, anything else → English', () => {
    for (const l of ['zh-CN', 'zh-cn', 'zh-TW', 'zh-tw', 'zh_TW', 'zh-Hant', 'zh']) expect(contentLangForLocale(l), l).toBe('zh');
    for (const l of ['en', 'en-US', 'ja-JP', 'zhx', '', undefined, null]) expect(contentLangForLocale(l as string), String(l)).toBe('en');
  });

  it('"Reset to default" restores the text of the profile\'s own language', () => {
    for (const mode of MODES) {
      for (const lang of ['zh', 'en'] as const) {
        const p = shippedDefault(mode, lang) as Record<string, any>;
        expect(profileContentLang(mode, p)).toBe(lang);
        // Edited and with the skills row emptied, the prompt still tells the language.
        const edited = { ...p, skills: { visible: [], deny: [] } };
        expect(profileContentLang(mode, edited)).toBe(lang);
        expect(shippedDefaultOf(mode, edited)).toEqual(p);
      }
    }
  });
});

describe('what the catalog costs', () => {
  it('each shipped main agent\'s catalog, with its hint line, is at most 300 tokens (o200k)', async () => {
    const { encode } = await import('gpt-tokenizer/encoding/o200k_base');
    const { renderSkillCatalog } = await import('../skills/catalog.ts');
    const byName = new Map(bundled.map((s) => [s.name, s.manifest.description]));
    for (const preset of directorPresets) {
      const p = shippedProfile('director', preset);
      const names = resolveVisibleSkills({ mode: p.skills, agent: p.mainAgent.skills }, installed);
      const tokens = encode(renderSkillCatalog(names.map((name) => ({ name, description: byName.get(name)! })))).length;
      expect(tokens, preset.name).toBeGreaterThan(100);
      expect(tokens, preset.name).toBeLessThanOrEqual(300);
    }
  });
});
