// Damaged records in the standalone host's database: each is put aside (quarantine), reported, and
// never costs the other records, never triggers first-visit seeding. Also: two tabs writing one chat.
import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { messageText } from '../../ports/chat-session.ts';
import { takeOver } from '../../ports/host.ts';
import { createDemoModelClient } from '../../demo/fetch.ts';
import { openQuarantine } from '../../storage/index.ts';
import { createStandaloneHost, type StandaloneHost, type StandaloneHostOptions } from './host.ts';

let n = 0;
const hosts: StandaloneHost[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose();
});
const offline = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;
const fresh = () => `dmg${++n}-${Math.random().toString(36).slice(2, 7)}-`;
const db = (prefix: string) => createStore(`${prefix}standalone-settings`, 'keyval');

async function open(prefix: string, over: StandaloneHostOptions = {}, create = createStandaloneHost) {
  const host = create({ prefix, origin: 'http://page.test', fetch: offline, demoFallback: () => createDemoModelClient({ delayMs: 0 }), locale: 'en', ...over });
  hosts.push(host);
  await host.ready;
  return host;
}
const quarantined = (prefix: string) => openQuarantine({ prefix }).list();
const texts = (h: StandaloneHost) => h.chat.value!.messages.map((m) => `${m.role}: ${messageText(m)}`);

/** A page with a card of its own, two lorebooks and two chats, as a user's would be. */
async function populated(prefix: string) {
  const host = await open(prefix);
  await host.importCharacter('bob.json', JSON.stringify({ spec: 'chara_card_v2', data: { name: 'Bob', first_mes: 'Ahoy.', extensions: {} } }));
  await host.importLorebook('Reef.json', JSON.stringify({ entries: { '0': { uid: 0, key: ['reef'], content: 'The Teeth.' } } }));
  await host.send('First chat, hello.');
  const first = host.chat.value!.id;
  await host.newChat();
  await host.send('Second chat, hello.');
  const second = host.chat.value!.id;
  const snapshot = { character: host.character.value!, books: host.lorebooks.value.map((b) => b.name), first, second };
  host.dispose();
  return snapshot;
}

describe('a damaged record is put aside; nothing else is lost and nothing is re-seeded', () => {
  test('a fresh page is seeded; a page with data is never seeded again', async () => {
    const prefix = fresh();
    const host = await open(prefix);
    expect(host.character.value?.name).toBe('Mira');
    expect(await quarantined(prefix)).toEqual([]);
  });

  test('C2: an unreadable character keeps the lorebooks, the card key and every chat', async () => {
    const prefix = fresh();
    const before = await populated(prefix);
    const raw = { key: before.character.key, name: 42, description: 'the rest of it' };
    await set('character', raw, db(prefix));
    const host = await open(prefix);
    expect(host.character.value).toMatchObject({ key: before.character.key, name: 'Character' });
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(before.books);
    expect(host.chats.value.map((c) => c.id).sort()).toEqual([before.first, before.second].sort());
    expect(texts(host)).toContain('user: Second chat, hello.');
    const q = await quarantined(prefix);
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ db: `${prefix}standalone-settings`, key: 'character', raw, notice: { code: 'standalone.character' } });
    expect(q[0]!.reason).toMatch(/^name: /);
    // The damaged record left the store (it is in the quarantine); saving the character stores it again.
    expect(await get('character', db(prefix))).toBeUndefined();
    expect(await host.saveCharacter({ name: 'Bob', description: '', personality: '', scenario: '', firstMessage: '' })).toEqual({ ok: true });
    const again = await open(prefix);
    expect(again.character.value?.name).toBe('Bob');
    expect(again.chats.value).toHaveLength(2);
  });

  test('C3: one damaged lorebook hides no other, and the next import cannot overwrite it', async () => {
    const prefix = fresh();
    await populated(prefix);
    const books = (await get('lorebooks', db(prefix))) as unknown[];
    const damaged = {
      name: 'Broken',
      scope: 'global',
      entries: [
        { uid: 1, keys: ['x'], content: 'kept entry' },
        { uid: 'not a number', content: 'bad entry' },
      ],
    };
    await set('lorebooks', [...books, damaged], db(prefix));
    const host = await open(prefix);
    // (The demo's Saltmere left with Mira when Bob was imported.)
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(['Reef']);
    await host.importLorebook('Coast.json', JSON.stringify({ entries: { '0': { uid: 0, key: ['coast'], content: 'Cliffs.' } } }));
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(['Reef', 'Coast']);
    const q = await quarantined(prefix);
    expect(q.map((e) => [e.key, e.notice?.code, e.repair])).toEqual([['lorebooks', 'standalone.lorebooks', 'recover-lorebooks']]);
    expect(JSON.stringify(q[0]!.raw)).toContain('bad entry');
    // The repair brings the readable entries back as a book of their own.
    expect(await host.repairStorage('recover-lorebooks')).toMatchObject({ code: 'standalone.recovered', params: { names: 'Broken (recovered)', n: 1 } });
    expect(host.lorebooks.value.at(-1)).toMatchObject({ name: 'Broken (recovered)', entries: [{ uid: 1, content: 'kept entry' }] });
  });

  test('C4: one bad message leaves its chat readable; a bad index is rebuilt and orphans nothing', async () => {
    const prefix = fresh();
    const before = await populated(prefix);
    const key = `chat:${before.first}`;
    const chat = (await get(key, db(prefix))) as { messages: unknown[] };
    await set(key, { ...chat, messages: [...chat.messages.slice(0, 1), { id: 'bad', role: 'narrator', swipes: 'x' }, ...chat.messages.slice(1)] }, db(prefix));
    await set('chats', [{ id: 7 }], db(prefix));
    const host = await open(prefix);
    expect(host.chats.value.map((c) => c.id).sort()).toEqual([before.first, before.second].sort());
    await host.openChat(before.first);
    expect(host.chat.value!.id).toBe(before.first);
    expect(texts(host)).toEqual(['assistant: Ahoy.', 'user: First chat, hello.', expect.stringMatching(/^assistant: /)]);
    await host.send('A message after the repair.');
    const again = await open(prefix);
    expect(again.chats.value.map((c) => c.id).sort()).toEqual([before.first, before.second].sort());
    const q = await quarantined(prefix);
    expect(q.map((e) => [e.key, e.notice?.code]).sort()).toEqual([
      [key, 'standalone.chatMessages'],
      ['chats', 'standalone.chatIndex'],
    ]);
    expect(JSON.stringify(q.find((e) => e.key === key)!.raw)).toContain('"narrator"');
  });

  test('C5: a stored API key that is not text does not stop the page; it is reported, never copied', async () => {
    const prefix = fresh();
    await populated(prefix);
    await set('standalone:custom', { oops: 'sk-secret-value' }, createStore(`${prefix}secrets`, 'keyval'));
    const host = await open(prefix);
    expect(host.character.value?.name).toBe('Bob');
    expect(host.connection.value.hasKey).toBe(false);
    expect(host.storageProblems.value.map((p) => p.summary.code)).toEqual(['standalone.secret']);
    expect(JSON.stringify(await quarantined(prefix))).not.toContain('sk-secret-value');
  });

  test('C6: a database written by a newer version is reported, left untouched, and nothing is written', async () => {
    const prefix = fresh();
    await populated(prefix);
    await set('\u0000meta', { version: 99 }, db(prefix));
    const host = createStandaloneHost({ prefix, origin: 'http://page.test', fetch: offline, locale: 'en' });
    hosts.push(host);
    await expect(host.ready).rejects.toThrow(/newer version of Troupe/);
    expect(host.storageProblems.value).toMatchObject([{ summary: { code: 'standalone.unreadable' }, unreadableDb: `${prefix}standalone-settings` }]);
    expect(host.character.value).toBeNull();
    const r = await host.importLorebook('x.json', JSON.stringify({ entries: {} }));
    expect(r.ok).toBe(false);
    await host.send('hello');
    expect(host.notices.value.at(-1)?.message).toMatch(/could not read this page's data/);
    expect(await get('\u0000meta', db(prefix))).toEqual({ version: 99 });
  });

  test('a missing index entry (an orphaned chat) is added back from the chat records', async () => {
    const prefix = fresh();
    const before = await populated(prefix);
    const index = (await get('chats', db(prefix))) as { id: string }[];
    await set(
      'chats',
      index.filter((c) => c.id !== before.first),
      db(prefix),
    );
    const host = await open(prefix);
    expect(host.chats.value.map((c) => c.id).sort()).toEqual([before.first, before.second].sort());
  });

  test('Q1: when storage refuses a write, Save says so and nothing changes', async () => {
    const prefix = fresh();
    const host = await open(prefix);
    // IndexedDB itself refuses, as a full disk does.
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const r = await host.saveCharacter({ name: 'Mira II', description: '', personality: '', scenario: '', firstMessage: '' });
      expect(r.ok).toBe(false);
      expect(r.ok ? '' : r.error).toMatch(/Browser storage is full/);
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(host.character.value?.name).toBe('Mira');
  });
});

describe('two tabs on one chat lose nothing', () => {
  /** A second tab: its own copy of the storage modules (its own tab id), the same databases. */
  async function secondTab() {
    vi.resetModules();
    const mod = await import('./host.ts');
    return mod.createStandaloneHost;
  }

  test('T1: a message sent in tab B while tab A writes a reply is kept when A commits', async () => {
    const prefix = fresh();
    const a = await open(prefix);
    const b = await open(prefix, {}, await secondTab());
    expect(b.chat.value!.id).toBe(a.chat.value!.id);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    a.setGenerationHandler(async (turn) =>
      takeOver(turn, async (slot) => {
        slot.setText('A writes this reply.');
        started();
        await held;
        await slot.commit();
      }),
    );
    const sending = a.send('A asks.');
    await running;
    await b.send('B asks meanwhile.');
    // A hears about B's write and shows it while its own reply is still being written.
    await vi.waitFor(() => expect(texts(a)).toContain('user: B asks meanwhile.'));
    release();
    await sending;
    const stored = await open(prefix, {}, await secondTab());
    expect(texts(stored)).toEqual(expect.arrayContaining(['user: A asks.', 'user: B asks meanwhile.', 'assistant: A writes this reply.']));
    expect(texts(a)).toEqual(texts(stored));
  });

  test('two sends at the same moment from two tabs are both kept', async () => {
    const prefix = fresh();
    const a = await open(prefix);
    const b = await open(prefix, {}, await secondTab());
    await Promise.all([a.send('From A.'), b.send('From B.')]);
    const stored = await open(prefix, {}, await secondTab());
    const t = texts(stored);
    expect(t).toContain('user: From A.');
    expect(t).toContain('user: From B.');
    expect(t.filter((x) => x.startsWith('assistant: '))).toHaveLength(3); // greeting + both replies
  });
});
