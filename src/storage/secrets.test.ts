import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { expect, test } from 'vitest';
import { onStorageChange, type StorageChange } from './changes.ts';
import { openStorage } from './index.ts';
import { dump, freshPrefix, hashFiles } from './testing.ts';

const KEY = 'sk-test-0123456789abcdef';

test('set, get, delete a secret by connection id', async () => {
  const { secrets } = openStorage({ prefix: freshPrefix(), hashSkill: hashFiles });
  await secrets.setSecret('openai-main', KEY);
  expect(await secrets.getSecret('openai-main')).toBe(KEY);
  expect(await secrets.deleteSecret('openai-main')).toBe(true);
  expect(await secrets.getSecret('openai-main')).toBeUndefined();
  expect(await secrets.deleteSecret('openai-main')).toBe(false);
  await expect(async () => secrets.setSecret('', KEY)).rejects.toThrow(/Connection id "" cannot hold a secret/);
  await expect(async () => secrets.setSecret('x', 42 as never)).rejects.toThrow(/must be a string/);
});

test('no listing, notification, serialization or other store ever carries a secret value', async () => {
  const prefix = freshPrefix();
  const storage = openStorage({ prefix, hashSkill: hashFiles });
  const heard: StorageChange[] = [];
  const stop = onStorageChange('secrets', (c) => heard.push(c), prefix);
  await storage.secrets.setSecret('openai-main', KEY);
  await storage.secrets.setSecret('deepseek', `${KEY}-2`);
  await storage.settings.set('connection', { id: 'openai-main', baseUrl: 'https://api.openai.com/v1' });
  stop();

  expect(await storage.secrets.listSecretIds()).toEqual(['deepseek', 'openai-main']);
  expect(JSON.stringify(heard)).not.toContain(KEY);
  expect(heard.map((c) => c.keys)).toEqual([['openai-main'], ['deepseek']]);
  expect(JSON.stringify(storage)).not.toContain(KEY);
  expect(JSON.stringify(storage.secrets)).toBe('{"secrets":"not exported"}');
  // The public surface of the secret store: only getSecret returns a value, one id at a time
  // (checkSecret answers absent / present / damaged, never the value).
  expect(Object.getOwnPropertyNames(Object.getPrototypeOf(storage.secrets)).sort()).toEqual(
    ['checkSecret', 'constructor', 'deleteSecret', 'getSecret', 'listSecretIds', 'setSecret', 'toJSON'].sort(),
  );
  // Only the secrets database holds the values.
  for (const kind of ['skills', 'profiles', 'settings']) {
    expect(JSON.stringify(await dump(`${prefix}${kind}`))).not.toContain(KEY);
  }
  expect(JSON.stringify(await dump(`${prefix}secrets`))).toContain(KEY);
});

test('a stored value that is not text reads as absent, is reported as damaged and stays where it is', async () => {
  const prefix = freshPrefix();
  const { secrets } = openStorage({ prefix, hashSkill: hashFiles });
  await secrets.setSecret('ok', KEY);
  await set('bad', { key: KEY, note: 'written by something else' }, createStore(`${prefix}secrets`, 'keyval'));
  expect(await secrets.getSecret('bad')).toBeUndefined();
  expect(await secrets.checkSecret('bad')).toBe('damaged');
  expect(await secrets.checkSecret('ok')).toBe('present');
  expect(await secrets.checkSecret('none')).toBe('absent');
  expect(await secrets.getSecret('ok')).toBe(KEY);
  expect(JSON.stringify(await dump(`${prefix}secrets`))).toContain('written by something else');
});
