import { expect, test } from 'vitest';
import { workbenchEn, workbenchTables } from './i18n.ts';

const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

test('every workbench key in English, Simplified and Traditional Chinese, with the same parameters', () => {
  for (const table of [workbenchTables['zh-CN'], workbenchTables['zh-TW']]) {
    expect(Object.keys(table).sort()).toEqual(Object.keys(workbenchEn).sort());
    for (const [k, v] of Object.entries(workbenchEn)) expect(params(table[k as keyof typeof workbenchEn]), k).toEqual(params(v));
  }
});
