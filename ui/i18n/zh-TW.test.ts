// The Traditional Chinese tables of every UI part: complete, same parameters, and Traditional
// (Taiwan) text — none of the Simplified-only characters or mainland words the Simplified tables use;
// made from the Simplified ones at build time, apart from the strings each table writes itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toHantTable } from '../../scripts/hant-plugin.ts';
import { at } from '../app/i18n.ts';
import { ct } from '../chat/i18n.ts';
import { pt } from '../panel/i18n.ts';
import { definedAreas, lang, loadTable, t } from './index.ts';

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();

// Every area of the UI (test/i18n-setup.ts imports them all): English, Traditional, Simplified.
const TABLES = await Promise.all(
  definedAreas().map(async (a) => [a.area, [a.en, await loadTable(a.area, 'zh-TW'), await loadTable(a.area, 'zh-CN')]] as const),
);

/** The keys a zh-TW table writes itself (after `...converted`), read from its file. */
function ownKeys(area: string): string[] {
  const ui = resolve(import.meta.dirname, '..');
  // An area's folder: a part of the UI (ui/panel) or a mode's folder in the panel (ui/panel/modes/loop).
  const dir = readdirSync(ui, { recursive: true, encoding: 'utf8' }).find((d) => existsSync(join(ui, d, `${area}.zh-TW.ts`)))!;
  const text = readFileSync(join(ui, dir, `${area}.zh-TW.ts`), 'utf8');
  return [...text.slice(text.indexOf('...(converted')).matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]!);
}

// Characters that only Simplified Chinese writes this way, and mainland words Taiwan says otherwise.
const SIMPLIFIED = /[这个们为与对发无时选择删载导编辑认设锁开关览览输启动区块显项则检键击务档线网页录见间简体]/;
const MAINLAND = /默认|作用域|文件夹|信息|点击|设置|配置|导入|导出|视频|服务器|地址|模板|自定义|流式|并行|智能体|列表|账号|接口/;

afterEach(() => {
  lang.value = 'en';
});

describe.each(TABLES)('zh-TW %s strings', (_part, [source, tw, cn]) => {
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
    if (cn)
      expect(Object.keys(tw).filter((k) => (tw as Record<string, string>)[k] !== (cn as Record<string, string>)[k]).length).toBeGreaterThan(
        Object.keys(tw).length / 3,
      );
  });
});

describe.each(TABLES)('zh-TW %s strings are made from zh-CN', (area, [, tw, cn]) => {
  const own = ownKeys(area);
  it('every string but the table’s own is the Simplified one converted', () => {
    expect(own.length).toBeLessThan(Object.keys(cn).length / 4);
    for (const [k, s] of Object.entries(cn as Record<string, string>)) {
      if (!own.includes(k)) expect((tw as Record<string, string>)[k], k).toBe(toHantTable(s));
    }
  });
  it('each string the table writes itself says what the conversion does not', () => {
    for (const k of own) {
      expect(Object.keys(cn), k).toContain(k);
      expect((tw as Record<string, string>)[k], k).not.toBe(toHantTable((cn as Record<string, string>)[k]!));
    }
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
