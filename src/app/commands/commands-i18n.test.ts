// The commands speak the UI's language: help, argument hints, results and refusals in English,
// Simplified Chinese (zh-CN) and Traditional Chinese as Taiwan writes it (zh-TW, converted at build time
// from the zh-CN table).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import zhTW from 'virtual:troupe-hant-commands';
import { uiLangOf } from '../../ports/locale.ts';
import { runCommandLine } from './command-line.ts';
import { COMMANDS_ZH_CN } from './messages-zh-CN.ts';
import { COMMAND_TABLES, useCommandLanguage } from './languages.ts';
import { COMMANDS_EN, HELP, MSG, type CommandTexts } from './messages.ts';
import { commandSpecs, exportFile, modeChoices } from './specs.ts';
import { MODES } from '../../core/profiles/modes.ts';
import { MODE_DESCRIPTORS } from '../../core/modes/index.ts';
import { toHantUi } from '../../../scripts/hant-plugin.ts';
import { setup } from './test-setup.ts';

afterEach(() => useCommandLanguage('en'));

/** Every text of a table by its key path (functions called with stand-ins). */
function texts(t: unknown, path = ''): [string, string][] {
  if (typeof t === 'string') return [[path, t]];
  if (typeof t === 'function') {
    const fn = t as (...a: unknown[]) => string;
    // A stand-in that serves as a text and as a list of names.
    const arg = () => Object.assign(['a', 'b'], { toString: () => 'X' });
    return [[path, fn(...Array.from({ length: fn.length }, arg))]];
  }
  if (t && typeof t === 'object') return Object.entries(t).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  return [];
}

/** Chinese text or Chinese punctuation. */
const HAN = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
// The same lists the UI's zh-TW tables are held to (ui/i18n/zh-TW.test.ts).
const SIMPLIFIED = /[这个们为与对发无时选择删载导编辑认设锁开关览输启动区块显项则检键击务档线网页录见间简体]/;
const MAINLAND = /默认|作用域|文件夹|信息|点击|设置|配置|导入|导出|视频|服务器|地址|模板|自定义|流式|并行|智能体|列表|账号|接口/;

describe('the tables', () => {
  useCommandLanguage('en');
  const en = new Map(texts({ HELP, MSG }));
  const tables: [string, CommandTexts][] = [
    ['zh-CN', COMMANDS_ZH_CN],
    ['zh-TW', COMMAND_TABLES['zh-TW']],
  ];

  test.each(tables)('%s has every text of English, in Chinese', (_lang, table) => {
    const zh = new Map(texts({ HELP: table.HELP, MSG: table.MSG }));
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [path, text] of texts(table)) {
      expect(text.trim(), path).not.toBe('');
      // Chinese, apart from values that are command words (full / light / off).
      if (!/^(turnTeam|ARG\.turnTeam|RETURNS\.turnTeam|CHOICES\.kb|MSG\.statusOn|MSG\.statusOff)$/.test(path)) expect(text, path).toMatch(HAN);
    }
  });

  test('zh-TW is Traditional Chinese as written in Taiwan, with the panel’s words', () => {
    for (const [path, text] of texts(COMMAND_TABLES['zh-TW'])) {
      expect(text, path).not.toMatch(SIMPLIFIED);
      expect(text, path).not.toMatch(MAINLAND);
    }
    expect(zhTW.COMMANDS_ZH_CN.MSG.presetSet('director', 'X')).toBe('當前 director 預設集：X。');
    expect(zhTW.COMMANDS_ZH_CN.MSG.presetAlready('director', 'X')).toBe('「X」已經是當前的 director 預設集。');
  });
});

describe('a Chinese locale', () => {
  test('zh-CN: help, argument hints, results and refusals are Chinese', async () => {
    useCommandLanguage(uiLangOf('zh-cn'));
    const s = await setup('zh');
    const help = await s.cmd('troupe-help').run([]);
    expect(help.split('\n')[0]).toBe('Troupe 命令：');
    expect(help).toContain('切换执行模式');
    expect(commandSpecs().find((c) => c.name === 'troupe-mode')!.args[0]!.description).toBe('执行模式');
    expect(s.cmd('troupe-mode').args[0]!.choices!().find((c) => c.value === 'director')!.description).toBe('主代理带着子代理直接写回复');
    expect(await s.cmd('troupe-enable').run([])).toBe('Troupe 已打开。');
    expect(await s.cmd('troupe').run([])).toMatch(/^Troupe：开\n执行模式：director/);
    await expect(s.cmd('troupe-mode').run(['nope'])).rejects.toThrow('不认识的执行模式“nope”。可用：director、loop、spec、agenda、single。');
    const line = await runCommandLine('/troupe-nothing', s.commands);
    expect(line.error).toMatch(/^没有命令 \/troupe-nothing。/);
    expect(exportFile('{"mode":"loop","name":"默认"}').message).toMatch(/^已导出 loop 预设“默认”（\d+ 字节）/);
  });

  test('zh-TW: Traditional', async () => {
    useCommandLanguage(uiLangOf('zh-TW'));
    const s = await setup('tw');
    expect((await s.cmd('troupe-help').run([])).split('\n')[0]).toBe('Troupe 命令：');
    expect(await s.cmd('troupe-enable').run([])).toBe('Troupe 已開啟。');
    await expect(s.cmd('troupe-mode').run(['nope'])).rejects.toThrow('不認識的執行模式「nope」。');
  });

  test('English stays English', async () => {
    const s = await setup('en');
    expect(await s.cmd('troupe-enable').run([])).toBe('Troupe is on.');
    expect((await s.cmd('troupe-help').run([])).split('\n')[0]).toBe('Troupe commands:');
  });
});

describe('the modes the commands offer', () => {
  test('are the registry’s modes, in its order, in every language (the boot module reads them from the words)', () => {
    expect(Object.keys(COMMANDS_EN.CHOICES.modes)).toEqual([...MODES]);
    expect(Object.keys(COMMANDS_ZH_CN.CHOICES.modes)).toEqual([...MODES]);
    expect(modeChoices().map((c) => c.value)).toEqual([...MODES]);
    expect(MSG.unknownMode('x')).toContain(MODES.join(', '));
    expect(Object.keys(COMMAND_TABLES['zh-TW'].CHOICES.modes)).toEqual([...MODES]);
  });

  test('say each mode in the words of its own folder, zh-TW converted from its Simplified', () => {
    for (const m of MODES) {
      const { blurb } = MODE_DESCRIPTORS[m].words;
      expect(COMMANDS_EN.CHOICES.modes[m]).toBe(blurb.en);
      expect(COMMANDS_ZH_CN.CHOICES.modes[m]).toBe(blurb['zh-CN']);
      expect(COMMAND_TABLES['zh-TW'].CHOICES.modes[m]).toBe(toHantUi(blurb['zh-CN']));
    }
    expect(COMMAND_TABLES['zh-TW'].CHOICES.modes.loop).toBe('一個代理在工具迴圈裡準備作業說明');
  });
});
