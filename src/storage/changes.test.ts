import 'fake-indexeddb/auto';
import { afterEach, expect, test, vi } from 'vitest';
import type { StorageChange } from './changes.ts';
import { freshPrefix, hashFiles, makeSkill } from './testing.ts';

type StorageModule = typeof import('./index.ts');

/** A fresh copy of the storage modules: what a second tab of the same origin runs. */
async function openTab(): Promise<StorageModule> {
  vi.resetModules();
  return import('./index.ts');
}

const nextChange = (tab: StorageModule, kind: StorageChange['kind'], prefix: string) =>
  new Promise<StorageChange>((resolve) => {
    const stop = tab.onStorageChange(kind, (c) => (stop(), resolve(c)), prefix);
  });

afterEach(() => vi.unstubAllGlobals());

test('a write in one tab reaches a listener in another tab, which can then read it', async () => {
  const prefix = freshPrefix();
  const tabA = await openTab();
  const tabB = await openTab();
  const a = tabA.openStorage({ prefix, hashSkill: hashFiles });
  const b = tabB.openStorage({ prefix, hashSkill: hashFiles });
  expect(await b.skills.list()).toEqual([]);

  const heard = nextChange(tabB, 'skills', prefix);
  await a.skills.install([makeSkill('alpha')], { scope: 'global', onConflict: 'ask' });
  expect(await heard).toEqual({ kind: 'skills', keys: ['global\0alpha'], remote: true });
  expect((await b.skills.list()).map((s) => s.name)).toEqual(['alpha']);
});

test('a failed write is not announced; other kinds are not delivered to a skills listener', async () => {
  const prefix = freshPrefix();
  const tabA = await openTab();
  const tabB = await openTab();
  const a = tabA.openStorage({ prefix, hashSkill: hashFiles });
  const heard = nextChange(tabB, 'skills', prefix);
  const poisoned = makeSkill('bad');
  (poisoned.manifest.frontmatter as Record<string, unknown>).f = () => 0;
  await expect(a.skills.install([poisoned], { scope: 'global', onConflict: 'ask' })).rejects.toThrow();
  await a.settings.set('theme', 'dark');
  await a.skills.install([makeSkill('good')], { scope: 'global', onConflict: 'ask' });
  // The first skills message tab B receives is the successful install.
  expect((await heard).keys).toEqual(['global\0good']);
});

test('without BroadcastChannel: no error, and listeners in the same tab still hear writes', async () => {
  vi.stubGlobal('BroadcastChannel', undefined);
  const prefix = freshPrefix();
  const tab = await openTab();
  const storage = tab.openStorage({ prefix, hashSkill: hashFiles });
  const heard = nextChange(tab, 'settings', prefix);
  await storage.settings.set('theme', 'dark');
  expect(await heard).toEqual({ kind: 'settings', keys: ['theme'], remote: false });
});
