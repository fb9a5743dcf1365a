import { afterEach, describe, expect, it } from 'vitest';
import { lang, loadTable } from '../i18n/index.ts';
import { panelEn, pt } from './i18n.ts';

const panelZhCN = await loadTable('panel', 'zh-CN');
const panelZhTW = await loadTable('panel', 'zh-TW');

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?::[^}]*)?\}/g)].map((m) => m[1]))].sort();

afterEach(() => {
  lang.value = 'en';
});

describe('panel i18n tables', () => {
  it('English and Simplified Chinese have the same keys, none empty', () => {
    const keys = Object.keys(panelEn).sort();
    expect(keys.length).toBeGreaterThan(100);
    expect(Object.keys(panelZhCN).sort()).toEqual(keys);
    for (const table of [panelEn, panelZhCN, panelZhTW]) {
      for (const k of keys) expect((table as Record<string, string>)[k]!.trim().length, k).toBeGreaterThan(0);
    }
  });

  it('every translation uses the same parameters as English', () => {
    for (const [k, v] of Object.entries(panelEn)) {
      expect(placeholders((panelZhCN as Record<string, string>)[k]!), k).toEqual(placeholders(v));
    }
  });

  it('pt follows the language signal and fills parameters', () => {
    expect(pt('panel.enabled')).toBe('Enabled');
    expect(pt('agent.removeOf', { name: 'voice_critic' })).toBe('Remove: voice_critic');
    lang.value = 'zh-CN';
    expect(pt('panel.enabled')).toBe('启用');
    expect(pt('profile.saveOverride')).toBe('保存到角色卡覆写');
    expect(pt('lint.count', { count: 2 })).toBe('2 个问题');
  });
});
