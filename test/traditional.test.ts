// zh-TW: the Chinese skills, presets and frames in Traditional characters as written in Taiwan. They are
// converted at build time from the Simplified sources (scripts/hant-plugin.ts, OpenCC's Taiwan phrases
// plus our fixes) and load only on a zh-TW page: the app installs the texts before the profiles load
// and the converted skills on first start.
import 'fake-indexeddb/auto';
import hantRows from 'virtual:troupe-bundled-skills-hant';
import bundledRows from 'virtual:troupe-bundled-skills';
import { afterEach, describe, expect, test } from 'vitest';
import { fromWire, playTeam } from '../bench/scripted-team.mjs';
import { turnCostScene } from '../bench/turn-cost-scene.mjs';
import { HANT_FIXES, isChineseSkill } from '../scripts/hant-plugin.ts';
import { createApp } from '../src/app/app.ts';
import * as core from '../src/core/index.ts';
import { createModelClient } from '../src/core/llm/client.ts';
import { DIRECTOR_ZH } from '../src/core/profiles/defaults/director-zh.ts';
import { DIRECTOR_TEXTS } from '../src/core/profiles/defaults/team.ts';
import { traditionalTexts, useTraditionalChinese } from '../src/core/profiles/defaults/traditional.ts';
import { TRADITIONAL } from '../src/core/profiles/defaults/traditional-texts.ts';
import { bundledRowsToSkills } from '../src/core/skills/bundled.ts';
import { startScriptedServer, type ScriptedServer } from './fixtures/scripted-server/index.mjs';
import { responderEngine } from './fixtures/director/server-scenario.ts';

// Characters only Simplified Chinese writes this way (the UI's zh-TW tables are held to the same list).
const SIMPLIFIED =
  /[这个们为与对发无时选择删载导编辑认设锁开关览输启动区块显项则检键击务档线网页录见间简体说话读写记东车长门马语请识论计总结构态级规报条从还过么样当应该让给现经将点实问题书]/;
/** What OpenCC writes wrong in our texts, each fixed by HANT_FIXES. */
const WRONG = new RegExp(HANT_FIXES.map(([wrong]) => wrong).join('|'));

/** Every string of a value (functions called with stand-ins). */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (typeof v === 'function') return [String((v as (...a: unknown[]) => unknown)('X', 'Y', 2, true))];
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

const traditional = (s: string) => !SIMPLIFIED.test(s) && !WRONG.test(s);

let server: ScriptedServer | undefined;
afterEach(async () => {
  useTraditionalChinese(undefined);
  await server?.close();
  server = undefined;
});

describe('the converted texts', () => {
  test('the prompts, frames, capsule presets and preset names are Traditional, and say what the Simplified ones say', () => {
    const texts = [...strings(TRADITIONAL.DIRECTOR_ZH), ...strings(TRADITIONAL.capsule), ...strings(TRADITIONAL.shipped)];
    expect(texts.length).toBeGreaterThan(80);
    for (const t of texts) expect(traditional(t), t.slice(0, 80)).toBe(true);
    // The same texts, converted: same keys, same tool names and placeholders.
    expect(Object.keys(TRADITIONAL.DIRECTOR_ZH.subAgents)).toEqual(Object.keys(DIRECTOR_ZH.subAgents));
    expect(TRADITIONAL.DIRECTOR_ZH.mainPrompt.match(/[a-z_]+\(|\{\{\w+\}\}/g)).toEqual(DIRECTOR_ZH.mainPrompt.match(/[a-z_]+\(|\{\{\w+\}\}/g));
    expect(TRADITIONAL.DIRECTOR_ZH.mainPrompt).not.toBe(DIRECTOR_ZH.mainPrompt);
    // Taiwan's words, not the mainland's.
    expect(TRADITIONAL.DIRECTOR_ZH.mainPrompt).toContain('使用者');
    expect(TRADITIONAL.shipped.PRESET_NAMES_ZH['default-zh']).toBe('預設（無記憶、無搜尋）');
  });

  test('the Chinese skills are all converted, parse, keep their names and files, and read as Traditional', () => {
    const chinese = [...new Set(bundledRows.filter((r) => isChineseSkill(r.skill)).map((r) => r.skill))];
    expect(chinese.length).toBeGreaterThan(20);
    expect([...new Set(hantRows.map((r) => r.skill))]).toEqual(chinese);
    expect(hantRows.map((r) => `${r.skill}/${r.path}`)).toEqual(bundledRows.filter((r) => isChineseSkill(r.skill)).map((r) => `${r.skill}/${r.path}`));
    for (const r of hantRows) expect(traditional(r.text ?? ''), `${r.skill}/${r.path}`).toBe(true);
    const parsed = bundledRowsToSkills(hantRows);
    expect(parsed.issues).toEqual([]);
    expect(parsed.skills.map((s) => s.name)).toEqual(chinese);
    expect(parsed.skills.find((s) => s.name === 'director-turn-workflow-zh')!.manifest.description).toMatch(/偵察/);
  });
});

describe('once installed (a zh-TW page)', () => {
  test('the shipped Chinese presets, their names and costs, and the frames are Traditional', () => {
    expect(traditionalTexts()).toBeUndefined();
    const simplified = core.shippedProfile('director', { lang: 'zh', variant: 'minimal' });
    useTraditionalChinese(TRADITIONAL);
    const director = core.shippedProfile('director', { lang: 'zh', variant: 'minimal' });
    expect(director.mainAgent.systemPrompt).toBe(TRADITIONAL.DIRECTOR_ZH.mainPrompt);
    expect(director.mainAgent.systemPrompt).not.toBe(simplified.mainAgent.systemPrompt);
    for (const s of director.subAgents) expect(traditional(s.systemPrompt + s.description), s.id).toBe(true);
    for (const mode of ['single', 'loop', 'spec', 'agenda'] as const) {
      const profile = core.shippedProfile(mode, { lang: 'zh' });
      const text = JSON.stringify(profile);
      expect(traditional(text), mode).toBe(true);
      expect(text, mode).toMatch(/[說這個們]/);
    }
    for (const mode of core.MODES) {
      for (const p of core.shippedPresets(mode).filter((x) => x.lang === 'zh')) {
        expect(traditional(p.name), p.name).toBe(true);
        expect(traditional(core.shippedPresetCost(mode, p.id) ?? ''), p.id).toBe(true);
      }
    }
    expect(DIRECTOR_TEXTS.zh.frames.kickoff).toBe(TRADITIONAL.DIRECTOR_ZH.frames.kickoff);
    // English stays English.
    expect(core.shippedProfile('director', { lang: 'en', variant: 'minimal' }).mainAgent.systemPrompt).toBe(DIRECTOR_TEXTS.en.mainPrompt);
  });

  test('a Chinese capsule turn reads Traditional frames and prompts only', async () => {
    useTraditionalChinese(TRADITIONAL);
    server = await startScriptedServer({ scenario: responderEngine((b) => playTeam(fromWire(b))) });
    const client = createModelClient({ baseUrl: server.url, apiKey: 'sk-test', retries: 0 });
    const scene = await turnCostScene(core, 'zh');
    const profile = core.shippedProfile('loop', { lang: 'zh' }) as Parameters<typeof core.runCapsuleTurn>[0]['profile'];
    const res = await core.runCapsuleTurn({
      ...scene.hosts,
      mode: 'loop',
      profile,
      skills: hantSkills(),
      chatId: 'c',
      clientFor: () => client,
      extraTools: scene.extraTools,
    } as Parameters<typeof core.runCapsuleTurn>[0]);
    expect(res.outcome).toBe('completed');
    const ours = server.requests
      .flatMap((r) => (r.body as { messages: { role: string; content?: string | null }[] }).messages)
      .filter((m) => m.role === 'system' || m.role === 'user');
    const all = ours.map((m) => m.content ?? '').join('\n');
    expect(all).toContain(TRADITIONAL.DIRECTOR_ZH.frames.notesHeading);
    expect(all).toContain('（樓層：');
    // The user's own message is the one Simplified text: the story is theirs.
    const latest = scene.hosts.story.history.at(-1)!.content as string;
    expect(traditional(all.split(latest).join(''))).toBe(true);
  });

  test('a zh-TW app installs the Traditional skills and presets on first start; zh-CN the Simplified ones', async () => {
    const tw = createApp({ prefix: `tw-${Math.random()}-`, locale: 'zh-TW' });
    await tw.ready;
    const workflow = await tw.skills.readSkill('global', 'director-turn-workflow-zh');
    expect(workflow?.manifest.body).toMatch(/主代理回合流程/);
    expect(traditional(workflow!.manifest.body)).toBe(true);
    const lib = tw.profiles.library('director');
    const active = lib.presets.find((p) => p.id === lib.activePresetId)!;
    expect(active.name).toBe('預設（無記憶、無搜尋）');
    expect((active.profile as { mainAgent: { systemPrompt: string } }).mainAgent.systemPrompt).toBe(TRADITIONAL.DIRECTOR_ZH.mainPrompt);
    // English skills are the same either way.
    expect((await tw.skills.readSkill('global', 'director-turn-workflow-en'))?.manifest.body).toBe(
      bundledRowsToSkills(bundledRows).skills.find((s) => s.name === 'director-turn-workflow-en')!.manifest.body,
    );

    const cn = createApp({ prefix: `cn-${Math.random()}-`, locale: 'zh-CN' });
    await cn.ready;
    expect(traditionalTexts()).toBeUndefined();
    const simplified = bundledRowsToSkills(bundledRows).skills.find((s) => s.name === 'director-turn-workflow-zh')!.manifest.body;
    expect((await cn.skills.readSkill('global', 'director-turn-workflow-zh'))?.manifest.body).toBe(simplified);
    expect(workflow!.manifest.body).not.toBe(simplified);
    const cnLib = cn.profiles.library('director');
    expect(cnLib.presets.find((p) => p.id === cnLib.activePresetId)!.name).toBe('默认（无记忆、无搜索）');
  });
});

/** The bundled skills as a zh-TW install has them. */
function hantSkills() {
  const chinese = new Set(hantRows.map((r) => r.skill));
  return bundledRowsToSkills([...bundledRows.filter((r) => !chinese.has(r.skill)), ...hantRows]).skills;
}
