import { expect, test } from 'vitest';
import { loadTable } from '../i18n/index.ts';
import { appEn } from './i18n.ts';

const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

test('every table has the keys and parameters of English', async () => {
  for (const l of ['zh-CN', 'zh-TW'] as const) {
    const table = await loadTable('app', l);
    expect(Object.keys(table).sort(), l).toEqual(Object.keys(appEn).sort());
    for (const [k, v] of Object.entries(appEn)) expect(params(table[k]!), `${l} ${k}`).toEqual(params(v));
  }
});
