// The rules a writer cannot skip sit in front of every shipped writer prompt, in its language: the
// director's main agent (it writes the reply) and every capsule agent whose output the reply's writer
// reads (single, loop, spec's last node, agenda's final worker).
import { describe, expect, it } from 'vitest';
import { MODES } from '../src/core/profiles/modes.ts';
import { shippedPresets, shippedProfile } from '../src/core/profiles/shipped.ts';

type Lang = 'en' | 'zh';

/** One pattern per rule and language. */
const RULES: Record<string, Record<Lang, RegExp>> = {
  "no speech, action or thought for the user's character": {
    en: /never speak, act, think or decide for the user's character/i,
    zh: /绝不替用户的角色说话、行动、思考或做决定/,
  },
  "story text only, in the card's format": {
    en: /story text only, in the card's format/,
    zh: /只写故事本身，用角色卡的格式/,
  },
  "the user's out-of-character requests and the lorebook's rules": {
    en: /out-of-character requests and the lorebook's rules for the writer/,
    zh: /场外（OOC）要求[^。\n]*世界书里写给作者的规则/,
  },
  'the chat is not a time anchor': {
    en: /"last turn"[^\n]*"a moment ago"|"a moment ago"[^\n]*"last turn"/,
    zh: /「上一轮」[^\n]*「刚才」|「刚才」[^\n]*「上一轮」/,
  },
};

/** The writer prompts of one shipped profile: the text the reply's writer is, or reads the output of. */
function writerPrompts(mode: (typeof MODES)[number], p: Record<string, any>): [string, string][] {
  switch (mode) {
    case 'director':
      return [['main agent', p.mainAgent.systemPrompt]];
    case 'single':
      return [['single node', p.node.systemPrompt]];
    case 'loop':
      return [['loop agent', p.loopAgent.systemPrompt]];
    case 'spec': {
      const last = p.stages.at(-1).nodes.at(-1).agent;
      return [[`spec ${last}`, p.agents.find((a: any) => a.id === last).systemPrompt]];
    }
    case 'agenda':
      return [[`agenda ${p.finalWorkerId}`, p.workers.find((w: any) => w.id === p.finalWorkerId).systemPrompt]];
  }
  return [];
}

const cases = MODES.flatMap((mode) =>
  shippedPresets(mode).flatMap((preset) =>
    writerPrompts(mode, shippedProfile(mode, preset) as Record<string, any>).map(
      ([who, text]) => [`${mode} ${preset.name}: ${who}`, preset.lang, text] as const,
    ),
  ),
);

describe('the hard rules in every shipped writer prompt', () => {
  it('covers both languages of every mode', () => {
    expect(cases.length).toBe(MODES.length * 2 + 2); // director ships four presets, the capsule modes two each
    expect(new Set(cases.map((c) => c[1]))).toEqual(new Set(['en', 'zh']));
  });

  it.each(cases)('%s', (_name, lang, text) => {
    for (const [rule, re] of Object.entries(RULES)) expect(text, rule).toMatch(re[lang]);
    // About 500 characters of rules: the block stays short (the model pays for it on every request).
    const block = /(?:Hard rules[^\n]*|硬规则[^\n]*)\n((?:- [^\n]+\n?)+)/.exec(text);
    expect(block, 'a hard-rules block').not.toBeNull();
    expect(block![1].length).toBeLessThanOrEqual(lang === 'zh' ? 260 : 560);
  });

  it('fails on a prompt that lost one rule', () => {
    const p = shippedProfile('single', { lang: 'zh' }) as Record<string, any>;
    const cut = (p.node.systemPrompt as string).replace(/- 绝不替用户的角色[^\n]*\n/, '');
    expect(RULES["no speech, action or thought for the user's character"]!.zh.test(cut)).toBe(false);
  });
});
