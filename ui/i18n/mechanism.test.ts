// One i18n mechanism for every area of the UI: each area defines its strings with `defineStrings`
// (ui/i18n/index.ts), keeps its other languages in `<area>.zh-CN.ts` / `<area>.zh-TW.ts` in one
// format, and only ui/i18n loads them, so Chinese text never sits in a module an English page runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definedAreas, loadTable, type OtherLang } from './index.ts';

const UI = resolve(import.meta.dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
/** The code without its comments (what a scan for calls and text should read). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\w])\/\/.*$/gm, '$1');
const files = walk(UI).map((f) => {
  const text = readFileSync(f, 'utf8');
  return { path: relative(UI, f).replaceAll('\\', '/'), text, code: code(text) };
});
const isTest = (p: string) => /\.test\.tsx?$/.test(p);
const TABLE = /\.zh-(?:CN|TW)\.ts$/;
const tables = files.filter((f) => TABLE.test(f.path));
const areaOf = (path: string) => path.replace(/^.*\//, '').replace(TABLE, '');
/** A zh-TW table's one import of a table: its own area's zh-CN, converted. */
const convertedImport = (f: { path: string }) => `import converted from './${areaOf(f.path)}.zh-CN.ts?hant-table';`;
const sources = files.filter((f) => !isTest(f.path) && !TABLE.test(f.path));
const MECHANISM = 'i18n/index.ts';
/** The mechanism's own tests: they hand it made-up table files, name the pattern to look for, read the zh-TW files' text. */
const OWN_TESTS = ['i18n/i18n.test.ts', 'i18n/mechanism.test.ts', 'i18n/zh-TW.test.ts'];
const OTHER: readonly OtherLang[] = ['zh-CN', 'zh-TW'];

/** `defineStrings('panel', panelEn)` calls in the UI's sources: the area names. */
const definedInSources = sources.flatMap((f) => [...f.code.matchAll(/\bdefineStrings(?:<[^>]*>)?\(\s*'([\w-]+)'/g)].map((m) => m[1]!));

describe('one i18n mechanism', () => {
  it('every area is defined once, by defineStrings with its English table and its own table files', () => {
    expect(definedInSources.length).toBeGreaterThanOrEqual(9);
    expect(new Set(definedInSources).size, 'an area defined twice').toBe(definedInSources.length);
    for (const f of sources) {
      const calls = [...f.code.matchAll(/\bdefineStrings\(/g)].length;
      // The only form: defineStrings('<area>', <english>, import.meta.glob('./<area>.zh-*.ts', …)) —
      // no area brings a loader of its own.
      const plain = [...f.code.matchAll(/\bdefineStrings\(\s*'([\w-]+)',\s*\w+,\s*import\.meta\.glob\('\.\/\1\.zh-\*\.ts', \{ import: 'default' \}\)\s*\)/g)]
        .length;
      expect(plain, f.path).toBe(calls);
    }
  });

  it('every area has one table file per language, and every table file belongs to an area', () => {
    const tableAreas = [...new Set(tables.map((f) => areaOf(f.path)))].sort();
    expect(tableAreas).toEqual([...definedInSources].sort());
    for (const area of definedInSources) {
      for (const l of OTHER)
        expect(
          tables.filter((f) => f.path.endsWith(`/${area}.${l}.ts`)).map((f) => f.path),
          `${area} ${l}`,
        ).toHaveLength(1);
    }
    // test/i18n-setup.ts imports every module that defines an area (the tests read them all loaded).
    expect(
      definedAreas()
        .map((a) => a.area)
        .sort(),
    ).toEqual([...definedInSources].sort());
  });

  it('tables are stored one way: a default export of a typed object literal; zh-TW starts from the converted zh-CN', () => {
    for (const f of tables) {
      const area = areaOf(f.path);
      const key = /^\} satisfies Record<(\w+), string>;\n$/m.exec(f.text)?.[1];
      expect(key, f.path).toBeDefined();
      expect(f.text, f.path).toMatch(/^export default \{$/m);
      const imports = f.text.split('\n').filter((l) => /^import\b/.test(l));
      expect(imports[0], f.path).toMatch(/^import type \{ \w+ \} from '\.\/[\w-]+\.ts';$/);
      if (f.path.endsWith('.zh-CN.ts')) {
        expect(imports, f.path).toHaveLength(1);
      } else {
        // Traditional: the Simplified table converted at build time (scripts/hant-plugin.ts), then
        // the strings Taiwan says otherwise.
        expect(imports.slice(1), f.path).toEqual([`import converted from './${area}.zh-CN.ts?hant-table';`]);
        expect(f.text, f.path).toContain(`export default {\n  ...(converted as Record<${key}, string>),\n`);
      }
    }
  });

  it('no module imports a table (only its area hands the files to defineStrings), and none keeps tables by language itself', () => {
    for (const f of files.filter((f) => !OWN_TESTS.includes(f.path))) {
      const text = f.path.endsWith('.zh-TW.ts') ? f.text.replace(convertedImport(f), '') : f.text;
      expect(text, f.path).not.toMatch(/['"][^'"\n]*\.zh-(?:CN|TW)(?:\.ts)?['"?]/);
      const code = f.path.endsWith('.zh-TW.ts') ? f.code.replace(convertedImport(f), '') : f.code;
      expect(code.replace(/import\.meta\.glob\('\.\/[\w-]+\.zh-\*\.ts'/g, ''), f.path).not.toMatch(/\.zh-/);
      if (!isTest(f.path) && !TABLE.test(f.path) && f.path !== MECHANISM) expect(f.code, f.path).not.toMatch(/\w\[\s*lang\.(?:value|peek\(\))\s*\]/);
    }
  });

  it('Chinese text is only in the tables (an English page loads none)', () => {
    // The language switch names each language in itself.
    const NAMES = 'page/LanguageSelect.tsx';
    for (const f of sources) {
      if (f.path === NAMES) continue;
      const line = f.code.split('\n').find((l) => /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/.test(l));
      expect(line, f.path).toBeUndefined();
    }
  });

  it.each(OTHER)('every area’s %s table has every English key, none empty, with the same parameters', async (l) => {
    const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();
    for (const a of definedAreas()) {
      const table = await loadTable(a.area, l);
      expect(Object.keys(table).sort(), `${a.area} ${l}`).toEqual(Object.keys(a.en).sort());
      for (const [k, v] of Object.entries(a.en)) {
        expect(table[k]!.trim().length, `${a.area} ${l} ${k}`).toBeGreaterThan(0);
        expect(placeholders(table[k]!), `${a.area} ${l} ${k}`).toEqual(placeholders(v));
      }
      // Written in Chinese, not English left in place: most strings carry Chinese characters.
      const chinese = Object.values(table).filter((s) => /[\u4e00-\u9fff]/.test(s)).length;
      expect(chinese, `${a.area} ${l}`).toBeGreaterThan(Object.keys(table).length / 2);
    }
  });
});
