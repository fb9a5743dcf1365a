// The shipped presets of every mode: each names only bundled skills of its own language, installs
// in both languages on first start, and the capsule modes (loop, spec, agenda, single) give each
// agent and node the tools and skills its prompt relies on. The director's presets are in
// shipped.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundledSkills } from '../../../scripts/bundled-skills-plugin.ts';
import { resolveAgentSkills } from '../engines/runtime/agent-skills.ts';
import { bundledRowsToSkills } from '../skills/bundled.ts';
import type { SkillPolicy } from '../skills/types.ts';
import { agentToolFlags, enabledToolNames } from './tools.ts';
import { lintProfile, referencedSkillNames } from './lint.ts';
import { MODES } from './modes.ts';
import { contentLangForLocale, firstStartLibrary, profileContentLang, shippedDefault, shippedDefaultOf, shippedPresets, shippedProfile } from './shipped.ts';

const bundled = bundledRowsToSkills(readBundledSkills(join(import.meta.dirname, '../../../skills-bundled'))).skills;
const installed = bundled.map((s) => s.name);

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

  it.each(['loop', 'spec', 'agenda', 'single'] as const)(
    '%s: capsule-guidance at mode level, the method skill on its agent, Chinese prompts in the Chinese preset; no lint',
    (mode) => {
      for (const preset of shippedPresets(mode)) {
        const p = shippedProfile(mode, preset) as Record<string, any>;
        const lang = preset.lang;
        expect(p.skills.visible).toEqual([`capsule-guidance-${lang}`]);
        expect(lintProfile(mode, p, { installedSkills: installed, extraToolNames: [] })).toEqual([]);
        const prompts: string[] = [];
        if (mode === 'loop') {
          expect(p.loopAgent.skills).toEqual({
            visible: ['+', `loop-agent-method-${lang}`],
            preload: [`capsule-guidance-${lang}`, `loop-agent-method-${lang}`],
          });
          prompts.push(p.loopAgent.systemPrompt);
        } else if (mode === 'agenda') {
          expect(p.planner.skills.visible).toEqual(['+', `agenda-planner-method-${lang}`]);
          prompts.push(p.planner.systemPrompt, p.planner.userPromptTemplate, ...p.workers.flatMap((w: any) => [w.systemPrompt, w.description]));
        } else if (mode === 'spec') {
          const review = p.stages.flatMap((s: any) => s.nodes).filter((n: any) => n.type === 'review');
          expect(review.map((n: any) => n.skills)).toEqual([{ visible: [`spec-review-method-${lang}`], preload: [`spec-review-method-${lang}`] }]);
          // The critic's method is preloaded: its prompt names it and never asks it to read it.
          const critic = p.agents.find((a: any) => a.id === review[0].agent).systemPrompt;
          expect(critic).toContain(`spec-review-method-${lang}`);
          expect(critic).not.toContain('skill_read');
          prompts.push(...p.agents.flatMap((a: any) => [a.systemPrompt, a.userPromptTemplate]));
        } else {
          expect(p.node.skills).toEqual({ preload: [`capsule-guidance-${lang}`] });
          prompts.push(p.node.systemPrompt, p.node.userPromptTemplate);
        }
        for (const text of prompts) expect(/[\u4e00-\u9fff]/.test(text), `${mode} ${lang}: ${text.slice(0, 40)}`).toBe(lang === 'zh');
      }
    },
  );
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

describe('shipped capsule presets: what each agent and node gets', () => {
  const LANGS = ['en', 'zh'] as const;
  const skillsOf = (mode: SkillPolicy, agent: SkillPolicy | undefined, catalog = true) => resolveAgentSkills({ mode, agent }, bundled, { catalog });

  it.each(LANGS)('single (%s): one call — capsule-guidance preloaded, no skill tools, no reader tools', (lang) => {
    const p = shippedProfile('single', { lang }) as Record<string, any>;
    const s = skillsOf(p.skills, p.node.skills);
    expect(s.preloaded).toEqual([`capsule-guidance-${lang}`]);
    expect(s.tools).toEqual([]);
    expect(s.catalog).not.toContain('<available_skills>');
    expect(p.node.systemPrompt).toContain('final_guidance');
  });

  it.each(LANGS)('loop (%s): reads only — no memory write, no force_activate; its method and capsule-guidance preloaded', (lang) => {
    const p = shippedProfile('loop', { lang }) as Record<string, any>;
    const names = enabledToolNames(p.tools);
    expect(names.filter((n) => /^memory_(node_create|node_edit|node_delete|link_upsert|link_delete|compact_nodes)$/.test(n))).toEqual([]);
    expect(names).not.toContain('lorebook_force_activate');
    // Exactly the tools loop-agent-method names (finalize is always offered and has no switch).
    const method = bundled.find((s) => s.name === `loop-agent-method-${lang}`)!.manifest.body;
    for (const n of names) expect(method, n).toContain(n);
    expect(p.loopAgent.systemPrompt).not.toContain('skill_read');
    const s = skillsOf(p.skills, p.loopAgent.skills);
    expect(s.preloaded).toEqual([`capsule-guidance-${lang}`, `loop-agent-method-${lang}`]);
    expect(s.tools).toEqual([]);
  });

  it.each(LANGS)(
    'spec (%s): lorebook_reader has the lorebook reads, the critic its method preloaded, the synthesizer capsule-guidance; the rest one call',
    (lang) => {
      const p = shippedProfile('spec', { lang }) as Record<string, any>;
      for (const node of p.stages.flatMap((s: any) => s.nodes)) {
        const tools = enabledToolNames(agentToolFlags(p.tools, node.tools));
        const s = skillsOf(p.skills, node.skills, node.type !== 'review');
        if (node.id === 'lorebook_reader') expect(tools).toEqual(['world_book_list', 'lorebook_list', 'lorebook_search', 'lorebook_get']);
        else expect(tools, node.id).toEqual([]);
        expect(s.tools, node.id).toEqual([]);
        expect(s.preloaded ?? [], node.id).toEqual(
          node.id === 'critic' ? [`spec-review-method-${lang}`] : node.id === 'synthesizer' ? [`capsule-guidance-${lang}`] : [],
        );
      }
      // No skill a node sees tells it to call a tool it lacks: the review method's reads are conditional.
      const review = bundled.find((s) => s.name === `spec-review-method-${lang}`)!.manifest.body;
      expect(review).not.toMatch(/look it up once \(chat_search\)/);
    },
  );

  it.each(['loop', 'spec', 'agenda', 'single'] as const)('%s: en and zh presets have the same shape and every prompt forbids new facts', (mode) => {
    const en = shippedProfile(mode, { lang: 'en' }) as Record<string, any>;
    const zh = shippedProfile(mode, { lang: 'zh' }) as Record<string, any>;
    const shape = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(shape)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
          : typeof v === 'string'
            ? 'text'
            : v;
    // Skill names differ only by their language suffix; everything else has the same keys and values.
    const neutral = (p: Record<string, any>, lang: string) => JSON.parse(JSON.stringify({ ...p, skills: p.skills }).replaceAll(`-${lang}"`, '-XX"'));
    const strip = (p: Record<string, any>) => {
      const { name: _n, ...rest } = p;
      return rest;
    };
    expect(shape(strip(neutral(en, 'en')))).toEqual(shape(strip(neutral(zh, 'zh'))));
    const prompts = (p: Record<string, any>): string[] =>
      mode === 'loop'
        ? [p.loopAgent.systemPrompt]
        : mode === 'single'
          ? [p.node.systemPrompt]
          : mode === 'spec'
            ? p.agents.map((a: any) => a.systemPrompt)
            : p.workers.map((w: any) => w.systemPrompt);
    for (const t of prompts(en)) expect(t).toContain('Add no fact that nothing you were sent contains');
    for (const t of prompts(zh)) expect(t).toContain('不添加发给你的材料');
  });

  it('the capsule skills say the same thing in both languages: headings, and the rule against new facts', () => {
    const body = (n: string) => bundled.find((s) => s.name === n)!.manifest.body;
    for (const base of ['capsule-guidance', 'loop-agent-method', 'spec-review-method', 'agenda-planner-method']) {
      expect(body(`${base}-en`), base).toMatch(/no fact\s+that\s+nothing\s+you\s+were\s+sent\s+contains|Facts nobody sent you/);
      expect(body(`${base}-zh`), base).toMatch(/发给你的材料里都没有的事实|没人发给你的事实/);
    }
    // loop-agent-method follows the same outline in both languages.
    const headings = (t: string) => (t.match(/^#{1,3} .+$/gm) ?? []).length;
    expect(headings(body('loop-agent-method-zh'))).toBe(headings(body('loop-agent-method-en')));
    for (const lang of ['en', 'zh']) expect(body(`loop-agent-method-${lang}`)).toMatch(/\[#N\]/);
  });
});
