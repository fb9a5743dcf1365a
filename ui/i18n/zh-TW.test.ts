// The Traditional Chinese tables of every UI part: complete, same parameters, and Traditional
// (Taiwan) text — none of the Simplified-only characters or mainland words the Simplified tables use.
import { afterEach, describe, expect, it } from 'vitest';
import { appEn, at } from '../app/i18n.ts';
import { appZhCN } from '../app/i18n-zh-CN.ts';
import { appZhTW } from '../app/i18n-zh-TW.ts';
import { chatEn, ct } from '../chat/i18n.ts';
import { chatZhCN } from '../chat/i18n-zh-CN.ts';
import { chatZhTW } from '../chat/i18n-zh-TW.ts';
import { panelEn, pt } from '../panel/i18n.ts';
import { notesEn } from '../notes/i18n.ts';
import { runEn } from '../run/i18n.ts';
import { notesZhCN, panelZhCN, runZhCN } from '../panel/strings-zh-CN.ts';
import { notesZhTW, panelZhTW, runZhTW } from '../panel/strings-zh-TW.ts';
import { workbenchEn, workbenchTables } from '../workbench/i18n.ts';
import { en } from './en.ts';
import { lang, t } from './index.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();

const TABLES = {
  common: [en, zhTW, zhCN],
  panel: [panelEn, panelZhTW, panelZhCN],
  chat: [chatEn, chatZhTW, chatZhCN],
  app: [appEn, appZhTW, appZhCN],
  run: [runEn, runZhTW, runZhCN],
  notes: [notesEn, notesZhTW, notesZhCN],
  workbench: [workbenchEn, workbenchTables['zh-TW'], workbenchTables['zh-CN']],
} as const;

// Characters that only Simplified Chinese writes this way, and mainland words Taiwan says otherwise.
const SIMPLIFIED = /[这个们为与对发无时选择删载导编辑认设锁开关览览输启动区块显项则检键击务档线网页录见间简体]/;
const MAINLAND = /默认|作用域|文件夹|信息|点击|设置|配置|导入|导出|视频|服务器|地址|模板|自定义|流式|并行|智能体|列表|账号|接口/;

afterEach(() => {
  lang.value = 'en';
});

describe.each(Object.entries(TABLES))('zh-TW %s strings', (_part, [source, tw, cn]) => {
  it('have every key of English, none empty, with the same parameters', () => {
    expect(Object.keys(tw).sort()).toEqual(Object.keys(source).sort());
    for (const [k, v] of Object.entries(source)) {
      const s = (tw as Record<string, string>)[k]!;
      expect(s.trim().length, k).toBeGreaterThan(0);
      expect(placeholders(s), k).toEqual(placeholders(v as string));
    }
  });

  it('are Traditional Chinese as written in Taiwan', () => {
    for (const [k, s] of Object.entries(tw as Record<string, string>)) {
      const text = s.replace(/\{[^}]*\}/g, '');
      expect(text, k).not.toMatch(SIMPLIFIED);
      expect(text, k).not.toMatch(MAINLAND);
    }
    // Not a copy of the Simplified table.
    if (cn) expect(Object.keys(tw).filter((k) => (tw as Record<string, string>)[k] !== (cn as Record<string, string>)[k]).length).toBeGreaterThan(Object.keys(tw).length / 3);
  });
});

it('zh-TW is used, not zh-CN, when the language is zh-TW', () => {
  lang.value = 'zh-TW';
  expect(t('common.save')).toBe('儲存');
  expect(pt('panel.enabled')).toBe('啟用');
  expect(pt('preset.bar')).toBe('預設集');
  expect(pt('field.resetDefault')).toBe('重設為預設');
  expect(ct('action.send')).toBe('傳送');
  expect(at('trace.export')).toBe('匯出上一輪執行記錄');
});
