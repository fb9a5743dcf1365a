import { expect, test } from 'vitest';
import { appEn } from './i18n.ts';
import { appZhCN } from './i18n-zh-CN.ts';

const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();

test('both tables have the same keys and parameters', () => {
  expect(Object.keys(appZhCN).sort()).toEqual(Object.keys(appEn).sort());
  for (const [k, v] of Object.entries(appEn)) expect(params(appZhCN[k as keyof typeof appEn]), k).toEqual(params(v));
});
