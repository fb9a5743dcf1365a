import 'fake-indexeddb/auto';
import { afterEach, expect, test, vi } from 'vitest';
import { PERSISTENCE_SETTING, requestPersistence } from './persist.ts';
import { openSettings } from './records.ts';
import { freshPrefix } from './testing.ts';

afterEach(() => vi.unstubAllGlobals());

function fakeStorageManager(answer: boolean | Error, persisted = false) {
  const persist = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('navigator', { storage: { persist, persisted: vi.fn(async () => persisted) } });
  return persist;
}

test('asks once ever: a second call and a later session reuse the remembered answer', async () => {
  const prefix = freshPrefix();
  const persist = fakeStorageManager(true);
  const settings = openSettings({ prefix });
  expect(await Promise.all([requestPersistence(settings), requestPersistence(settings)])).toEqual(['granted', 'granted']);
  expect(await requestPersistence(openSettings({ prefix }))).toBe('granted'); // after a reload
  expect(persist).toHaveBeenCalledTimes(1);
  expect(await settings.get(PERSISTENCE_SETTING)).toMatchObject({ granted: true });
});

test('a refusal is remembered too, and not asked again', async () => {
  const prefix = freshPrefix();
  const persist = fakeStorageManager(false);
  expect(await requestPersistence(openSettings({ prefix }))).toBe('denied');
  expect(await requestPersistence(openSettings({ prefix }))).toBe('denied');
  expect(persist).toHaveBeenCalledTimes(1);
});

test('already persistent: no prompt', async () => {
  const persist = fakeStorageManager(false, true);
  expect(await requestPersistence(openSettings({ prefix: freshPrefix() }))).toBe('granted');
  expect(persist).not.toHaveBeenCalled();
});

test('no navigator.storage (plain HTTP), or persist() failing: "unsupported", never a throw', async () => {
  vi.stubGlobal('navigator', {});
  expect(await requestPersistence(openSettings({ prefix: freshPrefix() }))).toBe('unsupported');
  vi.stubGlobal('navigator', undefined);
  expect(await requestPersistence(openSettings({ prefix: freshPrefix() }))).toBe('unsupported');
  fakeStorageManager(new Error('SecurityError'));
  const settings = openSettings({ prefix: freshPrefix() });
  expect(await requestPersistence(settings)).toBe('unsupported');
  expect(await settings.get(PERSISTENCE_SETTING)).toBeUndefined();
});
