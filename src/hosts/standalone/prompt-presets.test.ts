// The page's prompt presets record: a damaged entry is put aside and the others kept; a record that is
// not a record is put aside whole; nothing else of the page is touched and nothing is re-seeded.
import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, expect, test } from 'vitest';
import { openQuarantine } from '../../storage/index.ts';
import { createStandaloneHost, type StandaloneHost } from './host.ts';
import { PROMPT_PRESETS_KEY } from './prompt-presets.ts';

const hosts: StandaloneHost[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose();
});
const fresh = () => `ppd-${Math.random().toString(36).slice(2, 8)}-`;
const db = (prefix: string) => createStore(`${prefix}standalone-settings`, 'keyval');
const open = async (prefix: string) => {
  const host = createStandaloneHost({
    prefix,
    origin: 'http://page.test',
    fetch: (async () => {
      throw new TypeError('offline');
    }) as typeof fetch,
  });
  hosts.push(host);
  await host.ready;
  return host;
};

test('a damaged preset is put aside; the good ones stay usable and the record keeps them', async () => {
  const prefix = fresh();
  const first = await open(prefix);
  await first.promptPresets.save({ name: 'Good', temperature: 0.5, before: 'Be brief.', after: '' });
  const good = (await get(PROMPT_PRESETS_KEY, db(prefix))) as { presets: unknown[] };
  await set(PROMPT_PRESETS_KEY, { presets: [...good.presets, { name: 'Hot', temperature: 'very' }], current: 'Hot' }, db(prefix));
  const host = await open(prefix);
  expect(host.listPromptPresets()).toEqual([{ name: 'Good' }]);
  expect(host.promptPresets.view.value.current).toBe('');
  const q = await openQuarantine({ prefix }).list();
  expect(q.map((e) => [e.key, e.notice?.code])).toEqual([[PROMPT_PRESETS_KEY, 'standalone.promptPresets']]);
  expect(q[0]!.raw).toMatchObject({ presets: [{ name: 'Good' }, { name: 'Hot', temperature: 'very' }] });
  expect(await get(PROMPT_PRESETS_KEY, db(prefix))).toEqual({ presets: [{ name: 'Good', temperature: 0.5, before: 'Be brief.', after: '' }], current: '' });
});

test('a record that is not a preset list is put aside whole; the page still loads with its chat', async () => {
  const prefix = fresh();
  await open(prefix);
  await set(PROMPT_PRESETS_KEY, 'garbage', db(prefix));
  const host = await open(prefix);
  expect(host.listPromptPresets()).toEqual([]);
  expect(host.chat.value).not.toBeNull();
  expect((await openQuarantine({ prefix }).list()).map((e) => e.notice?.code)).toEqual(['standalone.promptPresetsRecord']);
  expect(await get(PROMPT_PRESETS_KEY, db(prefix))).toBeUndefined();
});
