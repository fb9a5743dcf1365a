import { expect, test } from 'vitest';
import { loadTable } from '../i18n/index.ts';
import { workbenchEn } from './i18n.ts';

const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

test('every workbench key in English, Simplified and Traditional Chinese, with the same parameters', async () => {
  for (const l of ['zh-CN', 'zh-TW'] as const) {
    const table = await loadTable('workbench', l);
    expect(Object.keys(table).sort()).toEqual(Object.keys(workbenchEn).sort());
    for (const [k, v] of Object.entries(workbenchEn)) expect(params(table[k]!), k).toEqual(params(v));
  }
});
