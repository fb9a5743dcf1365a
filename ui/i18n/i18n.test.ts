import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { defineStrings, detectLang, format, lang, LANGS, loadLang, loadTable, stringsReady, t } from './index.ts';

const tables = { en, 'zh-CN': await loadTable('common', 'zh-CN'), 'zh-TW': await loadTable('common', 'zh-TW') };

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();

afterEach(() => {
  lang.value = 'en';
});

describe('i18n tables', () => {
  it('every key exists in every language, non-empty', () => {
    const keys = Object.keys(en);
    expect(keys.length).toBeGreaterThan(50);
    for (const l of LANGS) {
      const table = tables[l] as Record<string, string>;
      expect(Object.keys(table).sort(), l).toEqual([...keys].sort());
      for (const k of keys) expect(table[k]!.length, `${l} ${k}`).toBeGreaterThan(0);
    }
  });

  it('every translation uses the same parameters as English', () => {
    for (const l of LANGS) {
      const table = tables[l] as Record<string, string>;
      for (const [k, v] of Object.entries(en)) expect(placeholders(table[k]!), `${l} ${k}`).toEqual(placeholders(v));
    }
  });

  it('says "Skill not installed" in every language', () => {
    expect(t('chip.notInstalled')).toBe('Skill not installed');
    lang.value = 'zh-CN';
    expect(t('chip.notInstalled')).toBe('该 Skill 未安装');
    lang.value = 'zh-TW';
    expect(t('chip.notInstalled')).toBe('該 Skill 未安裝');
    expect(t('manage.title')).toBe('管理 Skills');
    expect(t('toolbar.installFolder')).toBe('安裝資料夾……');
  });
});

describe('t / format', () => {
  it('fills parameters and picks singular or plural', () => {
    expect(t('row.files', { count: 1 })).toBe('1 file');
    expect(t('row.files', { count: 3 })).toBe('3 files');
    expect(t('chip.visible.label', { name: 'alpha' })).toBe('alpha (visible)');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('follows the lang signal', () => {
    expect(t('manage.title')).toBe('Manage Skills');
    lang.value = 'zh-CN';
    expect(t('manage.title')).toBe('管理 Skills');
    expect(t('row.files', { count: 2 })).toBe('2 个文件');
  });
});

describe('defineStrings', () => {
  it('shows English until the chosen language has loaded, then that language; loadLang waits for it', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const loads: string[] = [];
    const area = defineStrings(
      'test-slow',
      { hello: 'Hello {name}' },
      {
        './test-slow.zh-CN.ts': async () => (loads.push('zh-CN'), await arrived, { hello: '你好 {name}' }),
        './test-slow.zh-TW.ts': async () => (loads.push('zh-TW'), { hello: '妳好 {name}' }),
      },
    );
    expect(loads).toEqual([]); // English needs nothing loaded
    lang.value = 'zh-CN';
    expect(loads).toEqual(['zh-CN']);
    expect(area('hello', { name: 'A' })).toBe('Hello A');
    const ready = loadLang('zh-CN');
    release();
    await ready;
    expect(area('hello', { name: 'A' })).toBe('你好 A');
    expect(loads).toEqual(['zh-CN']); // one load per language
  });

  it('a table that fails to load leaves English and is tried again on the next switch', async () => {
    let fail = true;
    const area = defineStrings(
      'test-failing',
      { hi: 'Hi' },
      {
        './test-failing.zh-CN.ts': async () => {
          if (fail) throw new Error('offline');
          return { hi: '嗨' };
        },
        './test-failing.zh-TW.ts': async () => ({ hi: '嗨' }),
      },
    );
    await expect(area.load('zh-CN')).rejects.toThrow('offline');
    fail = false;
    lang.value = 'zh-CN';
    expect(area('hi')).toBe('Hi');
    await loadLang('zh-CN');
    expect(area('hi')).toBe('嗨');
  });

  it('stringsReady waits for the current language of every area, and resolves even when a table fails', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    lang.value = 'zh-TW';
    const late = defineStrings(
      'test-late',
      { hi: 'Hi' },
      {
        './test-late.zh-CN.ts': async () => ({ hi: '嗨' }),
        './test-late.zh-TW.ts': async () => (await arrived, { hi: '嗨！' }),
      },
    );
    const broken = defineStrings(
      'test-broken',
      { bye: 'Bye' },
      {
        './test-broken.zh-CN.ts': async () => ({ bye: '再见' }),
        './test-broken.zh-TW.ts': async () => {
          throw new Error('offline');
        },
      },
    );
    let ready = false;
    const done = stringsReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(late('hi')).toBe('Hi');
    release();
    await done;
    expect(late('hi')).toBe('嗨！');
    expect(broken('bye')).toBe('Bye');
  });

  it('an area without a table of each language is refused when defined', () => {
    expect(() => defineStrings('test-half', { hi: 'Hi' }, { './test-half.zh-CN.ts': async () => ({ hi: '嗨' }) })).toThrow('no zh-TW table');
    expect(() => defineStrings('common', { hi: 'Hi' }, {})).toThrow('defined twice');
  });
});

describe('detectLang', () => {
  it('maps Simplified Chinese tags to zh-CN and Traditional ones to zh-TW', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-cn', 'zh_CN', 'zh-Hans', 'zh-Hans-CN', 'ZH', 'zh-SG']) {
      expect(detectLang(tag), tag).toBe('zh-CN');
    }
    // SillyTavern's locale is `zh-tw`; browsers send zh-TW, zh-HK, zh-Hant-TW.
    for (const tag of ['zh-TW', 'zh-tw', 'zh_TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW']) {
      expect(detectLang(tag), tag).toBe('zh-TW');
    }
  });

  it('maps anything else to en', () => {
    for (const tag of ['en', 'en-US', 'fr', 'zhx', '', 'ja-JP']) expect(detectLang(tag), tag).toBe('en');
    expect(detectLang(undefined)).toBe('en');
    expect(detectLang(null)).toBe('en');
  });

  it('takes the first tag of a list', () => {
    expect(detectLang(['zh-CN', 'en'])).toBe('zh-CN');
    expect(detectLang(['en-GB', 'zh-CN'])).toBe('en');
    expect(detectLang([])).toBe('en');
  });
});
