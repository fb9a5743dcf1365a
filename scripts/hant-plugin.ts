// Traditional Chinese (Taiwan) for zh-TW users, made at build time from the Simplified sources with
// OpenCC (opencc-js, a dev dependency: the converter's 1.1 MB dictionary never ships). Two virtual
// modules, each a chunk of its own that only a zh-TW user loads:
// - `virtual:troupe-hant-texts`: the Chinese prompts, presets and frames (src/core/profiles/defaults
//   director-zh.ts, capsule-zh.ts, shipped-zh.ts), converted;
// - `virtual:troupe-bundled-skills-hant`: the rows of the Chinese bundled skills (`-zh` folders), converted.
// And two query suffixes for a module's text converted: `?hant-ui` (the commands' table and each
// mode's words for them, src/core/engines/<mode>/words.ts) and
// `?hant-table` (a UI string table, `ui/<area>/<area>.zh-CN.ts`, which its `<area>.zh-TW.ts` imports).
// The Simplified files stay the one source: an edit there reaches zh-TW at the next build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as OpenCC from 'opencc-js';
import type { Plugin } from 'vite';
import { readBundledSkills } from './bundled-skills-plugin.ts';

const TEXTS_ID = 'virtual:troupe-hant-texts';
const SKILLS_ID = 'virtual:troupe-bundled-skills-hant';
const COMMANDS_ID = 'virtual:troupe-hant-commands';
const SUFFIX = '?hant';
const UI_SUFFIX = '?hant-ui';
const TABLE_SUFFIX = '?hant-table';

/**
 * UI words: the commands' table speaks as the panel's zh-TW table does (a preset is 預設集, names are
 * quoted 「」). Applied to the Simplified text before the conversion.
 */
export const HANT_UI_WORDS: readonly [string, string][] = [
  ['预设', '预设集'],
  ['“', '「'],
  ['”', '」'],
];

/**
 * The UI's words as Taiwan writes them, for the UI's string tables (`<area>.zh-CN.ts?hant-table`):
 * mainland UI terms OpenCC keeps (作用域, 列表, 配置, 模板, 流式…). Applied to the Simplified text
 * before the conversion, after HANT_UI_WORDS.
 */
export const HANT_TABLE_WORDS: readonly [string, string][] = [
  ['作用域', '范围'],
  ['列表', '清单'],
  ['配置', '设定'],
  ['模板', '范本'],
  ['流式', '串流'],
  ['新建', '新增'],
  ['演示', '示范'],
  ['撤销', '复原'],
  ['获取', '取得'],
  ['仓库', '储存库'],
  ['匹配', '符合'],
  ['丢失', '遗失'],
  ['覆盖', '覆写'],
  ['智能体', '代理'],
  ['生成', '产生'],
  ['复用', '重复使用'],
  ['文本', '文字'],
  ['应用', '套用'],
  ['地址', '网址'],
  ['关键词', '关键字'],
  ['普通', '一般'],
  ['并行', '平行'],
  ['重置', '重设'],
  ['发送', '传送'],
  ['响应', '回应'],
  ['重放', '重播'],
  ['批准', '核准'],
  ['自定义', '自订'],
  ['示例', '范例'],
  ['正则', '正规表示式'],
  ['高级', '进阶'],
  ['时间线', '时间轴'],
  ['可选', '选填'],
];

/** Where OpenCC's output reads as code rather than UI in the tables: applied after HANT_FIXES. */
export const HANT_TABLE_FIXES: readonly [string, string][] = [
  ['指令碼', '腳本'],
  ['工作臺', '工作台'],
  ['二進位制', '二進位'],
  ['型別', '類型'],
];

/** The Simplified modules whose text zh-TW reads, relative to src/core/profiles/defaults/. */
export const HANT_SOURCES = ['director-zh.ts', 'capsule-zh.ts', 'shipped-zh.ts'] as const;

/** A bundled skill written in Chinese: a `zh` part in its folder name. */
export const isChineseSkill = (folder: string) => /(?:^|-)zh(?:-|$)/.test(folder);

/**
 * Where OpenCC's Taiwan phrases read wrong in our texts (found by reading the converted skills and
 * prompts): what OpenCC writes, and what a Taiwanese reader expects. Applied to its output.
 */
export const HANT_FIXES: readonly [string, string][] = [
  // 「任一出现」 segments as 任/一出/现 → 「一齣」 (a play's act).
  ['一齣現', '一出現'],
  // 调度 (the main agent's role) is not 排程 (a schedule).
  ['也是排程', '也是調度'],
  // A reply is 回覆; 回復 is "restore".
  ['回復', '回覆'],
  // A cold face, not cold noodles; restraint, not 剋 (to overcome).
  ['冷麵', '冷面'],
  ['剋制', '克制'],
  // Read-only, as Taiwan says it.
  ['隻讀', '唯讀'],
  // 里 after a noun is 裡 (OpenCC reads 里约 as Rio, 一干 as a group).
  ['書里', '書裡'],
  ['天里', '天裡'],
  ['干淨', '乾淨'],
  ['白乾了', '白幹了'],
  // Forbidden words, not NLP stop words; a parameter in prose, not a function's argument.
  ['停用詞', '禁用詞'],
  ['引數', '參數'],
  // An addressee, not an object; a kind the user asked for, not a type system's type.
  ['按物件分', '按對象分'],
  ['要的型別', '要的類型'],
  // A column of a table.
  ['每列', '每欄'],
  ['一列寫明', '一欄寫明'],
  // Global scope; a browser extension (OpenCC writes 全域性, 擴充套件).
  ['全域性', '全域'],
  ['擴充套件', '擴充功能'],
  // 「当时钟」 segments as 當時/鍾; 「没松」 is loose, not a pine.
  ['時鍾', '時鐘'],
  ['沒松', '沒鬆'],
];

let converter: ((s: string) => string) | undefined;

/** Simplified → Traditional as written in Taiwan (OpenCC cn → twp, then HANT_FIXES). */
export function toHant(text: string): string {
  if (!converter) {
    const O = ((OpenCC as unknown as { default?: typeof OpenCC }).default ?? OpenCC) as typeof OpenCC;
    const fixes = O.CustomConverter(HANT_FIXES.map(([from, to]) => [from, to] as [string, string]));
    const twp = O.Converter({ from: 'cn', to: 'twp' });
    converter = (s) => fixes(twp(s));
  }
  return converter(text);
}

/** The Chinese bundled skills' rows in Traditional characters (names and paths unchanged). */
export function readHantSkills(root: string) {
  return readBundledSkills(root)
    .filter((r) => isChineseSkill(r.skill))
    .map((r) => (r.text === undefined ? r : { ...r, text: toHant(r.text) }));
}

/** A UI table's text in Traditional characters with the panel's words (HANT_UI_WORDS). */
export function toHantUi(text: string): string {
  return toHant(HANT_UI_WORDS.reduce((t, [from, to]) => t.split(from).join(to), text));
}

/** A UI string table's text (ui/<area>/<area>.zh-CN.ts) in Traditional characters with Taiwan's UI words. */
export function toHantTable(text: string): string {
  const words = (t: string, list: readonly [string, string][]) => list.reduce((acc, [from, to]) => acc.split(from).join(to), t);
  return words(toHantUi(words(text, HANT_TABLE_WORDS)), HANT_TABLE_FIXES);
}

/** `commands`: the commands' Chinese table (src/app/commands/messages-zh-CN.ts). */
export function hantPlugin(opts: { skills: string; defaults: string; commands?: string }): Plugin {
  return {
    name: 'troupe-hant',
    // Before Vite's own resolver, which would find the file and drop the suffix.
    enforce: 'pre',
    resolveId(id) {
      if (id === TEXTS_ID || id === SKILLS_ID || id === COMMANDS_ID) return '\0' + id;
      return undefined;
    },
    load(id) {
      if (id === '\0' + TEXTS_ID) {
        return HANT_SOURCES.map((f) => `export * as ${f.replace(/-zh\.ts$/, '')} from ${JSON.stringify(join(opts.defaults, f) + SUFFIX)};`).join('\n');
      }
      if (id === '\0' + SKILLS_ID) {
        const rows = readHantSkills(opts.skills);
        for (const r of rows) this.addWatchFile(join(opts.skills, r.skill, r.path));
        return `export default ${JSON.stringify(rows)};`;
      }
      if (id === '\0' + COMMANDS_ID) {
        if (!opts.commands) throw new Error(`${COMMANDS_ID}: no commands table configured`);
        return `export * as default from ${JSON.stringify(opts.commands + UI_SUFFIX)};`;
      }
      if (id.endsWith(TABLE_SUFFIX)) {
        const file = id.slice(0, -TABLE_SUFFIX.length);
        this.addWatchFile(file);
        return toHantTable(readFileSync(file, 'utf8'));
      }
      if (id.endsWith(UI_SUFFIX)) {
        const file = id.slice(0, -UI_SUFFIX.length);
        this.addWatchFile(file);
        return toHantUi(readFileSync(file, 'utf8'));
      }
      if (id.endsWith(SUFFIX)) {
        const file = id.slice(0, -SUFFIX.length);
        this.addWatchFile(file);
        return toHant(readFileSync(file, 'utf8'));
      }
      return undefined;
    },
  };
}
