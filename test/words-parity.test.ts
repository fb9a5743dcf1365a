// The two languages say the same thing: every -en / -zh skill pair, every role's en / zh prompt and the
// capsule prompts share their structure and policy (test/words-parity.ts says what that means). The
// checker is shown to fail on a doctored pair, so a drift cannot pass unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as capsuleEn from '../src/core/profiles/defaults/capsule.ts';
import * as capsuleZh from '../src/core/profiles/defaults/capsule-zh.ts';
import { DIRECTOR_EN } from '../src/core/profiles/defaults/director-en.ts';
import { DIRECTOR_ZH } from '../src/core/profiles/defaults/director-zh.ts';
import { DIRECTOR_TEAM_IDS } from '../src/core/profiles/defaults/director-texts.ts';
import { EMPTY_WORDS, pairDifferences, shapeOf } from './words-parity.ts';

const root = join(import.meta.dirname, '../skills-bundled');
const skill = (name: string) => readFileSync(join(root, name, 'SKILL.md'), 'utf8');

/** Craft of one language, not a translation: the punctuation, dialogue and tense of Chinese or English prose. */
const LANGUAGE_OWN = new Set(['director-en-style-baseline', 'director-zh-style-baseline']);

const pairs = readdirSync(root)
  .filter((n) => n.endsWith('-en') && !LANGUAGE_OWN.has(n))
  .map((en) => [en.replace(/-en$/, ''), en, en.replace(/-en$/, '-zh')] as const);

describe('every -en / -zh skill pair', () => {
  it('is found: 24 translated pairs and the two style baselines', () => {
    expect(pairs).toHaveLength(24);
    for (const [, , zh] of pairs) expect(readdirSync(root), zh).toContain(zh);
  });

  it.each(pairs)('%s: the same version, headings, report keys, empty-result words, tools and skills named', (_base, en, zh) => {
    expect(pairDifferences(skill(en), skill(zh))).toEqual([]);
  });
});

describe('every role of the director team, en and zh', () => {
  it.each(DIRECTOR_TEAM_IDS.map((id) => [id]))('%s: the same report lines, empty-result words, tags and names', (id) => {
    const en = DIRECTOR_EN.subAgents[id];
    const zh = DIRECTOR_ZH.subAgents[id];
    expect(pairDifferences(en.systemPrompt, zh.systemPrompt, { prompt: true })).toEqual([]);
    expect(pairDifferences(en.description, zh.description)).toEqual([]);
  });

  it('one empty-result wording: every role that can come back empty says `No results` (notes_curator `No change`); memory_curator always reports Created', () => {
    for (const texts of [DIRECTOR_EN, DIRECTOR_ZH]) {
      for (const id of DIRECTOR_TEAM_IDS) {
        const { empty } = shapeOf(texts.subAgents[id].systemPrompt, { prompt: true });
        const want = id === 'notes_curator' ? ['No change'] : id === 'memory_curator' || id === 'plot_brainstormer' ? [] : ['No results'];
        expect(empty, id).toEqual(want);
      }
    }
    // The main prompt's simple-turn rule keys on the same words (and so does the bench's scripted model).
    for (const texts of [DIRECTOR_EN, DIRECTOR_ZH]) expect(texts.team.simple(true)).toContain('No results');
  });

  it('the main prompts and the team block name the same tools and words', () => {
    expect(pairDifferences(DIRECTOR_EN.mainPrompt, DIRECTOR_ZH.mainPrompt)).toEqual([]);
    const block = (t: typeof DIRECTOR_EN.team) =>
      Object.values(t)
        .map((v) => (typeof v === 'function' ? (v as (...a: unknown[]) => string)('`x`', 2) : v))
        .join('\n');
    expect(pairDifferences(block(DIRECTOR_EN.team), block(DIRECTOR_ZH.team))).toEqual([]);
  });
});

describe('the capsule prompts, en and zh', () => {
  const texts = (m: Record<string, unknown>, zh: boolean) => {
    const k = (n: string) => m[zh ? `${n}_ZH` : n] as never;
    const spec = k('SPEC_AGENTS') as { id: string; systemPrompt: string; userPromptTemplate: string }[];
    const workers = k('AGENDA_WORKERS') as { id: string; description: string; systemPrompt: string }[];
    return {
      single: `${k('SINGLE_SYSTEM_PROMPT')}\n${k('SINGLE_USER_TEMPLATE')}`,
      loop: k('LOOP_SYSTEM_PROMPT') as string,
      planner: `${k('AGENDA_PLANNER_PROMPT')}\n${k('AGENDA_PLANNER_TEMPLATE')}`,
      ...Object.fromEntries(spec.map((a) => [`spec ${a.id}`, `${a.systemPrompt}\n${a.userPromptTemplate}`])),
      ...Object.fromEntries(workers.map((w) => [`agenda ${w.id}`, `${w.systemPrompt}\n${w.description}`])),
    } as Record<string, string>;
  };
  const en = texts(capsuleEn, false);
  const zh = texts(capsuleZh, true);

  it('have the same agents', () => expect(Object.keys(zh)).toEqual(Object.keys(en)));

  it.each(Object.keys(en).map((k) => [k]))('%s: the same tools, fields and skills named', (k) => {
    expect(pairDifferences(en[k]!, zh[k]!)).toEqual([]);
  });

  it("the planners of the next beat never decide for the user's character, in both languages", () => {
    for (const k of ['spec planner', 'agenda plot_planner']) {
      expect(en[k], k).toMatch(/never (?:speak or )?decide for the user's character/);
      expect(zh[k], k).toMatch(/不替用户角色(?:说话、)?做决定/);
    }
  });
});

describe('the search patterns find the chat words in a draft', () => {
  /** The draft_search patterns a skill gives (backticked: a bare regex, or `{pattern: "…"}` JSON-escaped). */
  const patterns = (name: string) =>
    [...skill(name).matchAll(/draft_search[^`\n]*`([^`]+)`/g)].map((m) => {
      const json = /^\{pattern: "((?:[^"\\]|\\.)*)"(?:, flags: "(\w+)")?\}$/.exec(m[1]);
      return json ? new RegExp(JSON.parse(`"${json[1]}"`), json[2]) : new RegExp(m[1]);
    });
  const caught = (name: string, text: string) => patterns(name).some((r) => r.test(text));

  it('director-no-meta-zh: 上一轮, 上一回合, 本轮, 上次回复, 玩家, 用户', () => {
    for (const w of ['上一轮', '上一回合', '本轮', '上次回复', '玩家', '用户']) expect(caught('director-no-meta-zh', `她想起${w}的事。`), w).toBe(true);
  });

  it('director-no-meta-en: last turn, last round, this turn, your last message, last reply, player, user', () => {
    for (const w of ['last turn', 'last round', 'this turn', 'your last message', 'your previous reply', 'last reply', 'player', 'user']) {
      expect(caught('director-no-meta-en', `She remembered the ${w} well.`), w).toBe(true);
    }
    expect(caught('director-no-meta-en', 'She remembered the quay at dawn.')).toBe(false);
  });

  it('voice_critic scans for the same words, in both languages, and reports a meta finding past its cap', () => {
    for (const w of ['上一轮', '上一回合', '本轮', '上次回复', '玩家', '用户']) expect(skill('voice-critic-method-zh'), w).toContain(w);
    for (const w of ['last turn', 'this round', 'your last message', 'player', 'user']) expect(skill('voice-critic-method-en'), w).toContain(w);
    expect(skill('voice-critic-method-en')).toContain('keep five, plus every meta finding');
    expect(skill('voice-critic-method-zh')).toContain('留五条，出戏的另外全报');
    expect(DIRECTOR_EN.subAgents.voice_critic.systemPrompt).toContain('a meta finding always, even past five');
    expect(DIRECTOR_ZH.subAgents.voice_critic.systemPrompt).toContain('出戏的一律要报，超过五条也报');
  });
});

describe('the checker fails on a seeded difference', () => {
  const en = skill('voice-critic-method-en');
  const zh = skill('voice-critic-method-zh');

  it('agrees on the real pair', () => expect(pairDifferences(en, zh)).toEqual([]));

  it('a heading dropped from one language', () => {
    expect(pairDifferences(en, zh.replace('## 不要\n', ''))).toEqual([expect.stringMatching(/^outline:/)]);
  });

  it('its own empty-result words in one language', () => {
    const doctored = zh.replace('## 报告\n', '## 报告\n\n什么也没有：`无结果：原因`。\n');
    expect(pairDifferences(en, doctored)).toEqual([expect.stringMatching(/^retired wording in zh: `无结果：/)]);
    const doctoredEn = en.replace('## Report\n', '## Report\n\nNothing: `No findings.`\n');
    expect(pairDifferences(doctoredEn, zh)).toEqual([expect.stringMatching(/^retired wording in en/)]);
  });

  it('a tool, a report key or a skill only one language names', () => {
    expect(pairDifferences(en, zh.replace('按你角色给的格式', '按你角色给的格式，用 chat_search 核对'))).toEqual([expect.stringMatching(/^idents:/)]);
    expect(pairDifferences(en, zh.replace('按你角色给的格式', '按你角色给的格式，末尾加 `Left out:`'))).toEqual([expect.stringMatching(/^keys:/)]);
    expect(pairDifferences(en, zh.replace('按你角色给的格式', '按 director-no-meta-zh 和你角色给的格式'))).toEqual([expect.stringMatching(/^skills:/)]);
  });

  it('one language changed without the other (its version moved alone)', () => {
    expect(pairDifferences(en, zh.replace(/version: [\d.]+/, 'version: 9.9.9'))).toEqual([expect.stringMatching(/^version:/)]);
  });

  it('a role prompt whose report lines differ, or a brief field that reads "take back"', () => {
    const p = DIRECTOR_ZH.subAgents.intent_scout.systemPrompt;
    expect(pairDifferences(DIRECTOR_EN.subAgents.intent_scout.systemPrompt, p.replace('1. Item:', '1. Need:'), { prompt: true })).toEqual([
      expect.stringMatching(/^keys:/),
    ]);
    expect(
      pairDifferences(DIRECTOR_EN.subAgents.intent_scout.systemPrompt, p.replace('[要求 | 旁白 | 规则 | 信号]', '[要求 | 规则 | 信号]'), { prompt: true }),
    ).toEqual([expect.stringMatching(/^tags:/)]);
    expect(pairDifferences(en, zh.replace('## 报告\n', '## 报告\n\n要回：你的报告\n'))).toEqual([expect.stringMatching(/^retired wording in zh: 要回/)]);
  });

  it('knows only the two empty-result words', () => expect(EMPTY_WORDS).toEqual(['No results', 'No change']));
});
