// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { createNotes } from '../../core/tools/notes.ts';
import type { StMessage } from './types.ts';
import { disposedAfterEach } from './testing.ts';

const open = disposedAfterEach();

const CHAT: StMessage[] = [
  { name: 'Seraphina', is_user: false, mes: 'You wake in the glade.', extra: {} },
  { name: 'User', is_user: true, mes: 'Where am I?', extra: {} },
  { name: 'SillyTavern System', is_user: false, is_system: true, mes: 'Help text', extra: { type: 'help' } },
  { name: 'User', is_user: true, is_system: true, mes: 'A hidden message', extra: {} },
  { name: 'Seraphina', is_user: false, mes: 'Tool call', extra: { tool_invocations: [{ name: 'x' }] } },
  { name: 'Narrator', is_user: false, mes: 'Night falls.', extra: { type: 'narrator' } },
  { name: 'Seraphina', is_user: false, mes: 'In my forest.', extra: {} },
];

describe('ChatReader', () => {
  test('reads the chat with SillyTavern’s positions, skipping hidden, system and tool messages', async () => {
    const { host } = open({ chat: CHAT });
    const reader = host.chatReader(host.currentChat()!);
    expect(await reader.messages()).toEqual([
      { floor: 0, role: 'assistant', name: 'Seraphina', content: 'You wake in the glade.' },
      { floor: 1, role: 'user', name: 'User', content: 'Where am I?' },
      { floor: 5, role: 'system', name: 'Narrator', content: 'Night falls.' },
      { floor: 6, role: 'assistant', name: 'Seraphina', content: 'In my forest.' },
    ]);
  });

  test('re-reads the live chat on every call', async () => {
    const { st, host } = open({ chat: CHAT.slice(0, 2) });
    const reader = host.chatReader(host.currentChat()!);
    st.chat.push({ name: 'Seraphina', is_user: false, mes: 'Later.', extra: {} });
    expect((await reader.messages()).at(-1)).toMatchObject({ floor: 2, content: 'Later.' });
  });

  test('refuses to read once the chat was switched', async () => {
    const { st, host } = open({ chat: CHAT });
    const reader = host.chatReader(host.currentChat()!);
    await st.openCharacter('Lin Wan.png');
    await expect(async () => reader.messages()).rejects.toMatchObject({ code: 'chat_changed' });
  });
});

const WORLDS = {
  'Forest Lore': {
    entries: {
      '0': { uid: 0, key: ['glade'], comment: 'The glade', content: 'A quiet glade.' },
      '3': { uid: 3, key: ['wolf', 'wolves'], content: 'Wolves roam.', disable: true },
    },
  },
  'Extra Lore': { entries: { '1': { uid: 1, key: ['river'], comment: 'River', content: 'A cold river.' } } },
  'World Atlas': { entries: { '7': { uid: 7, key: 'north, south', content: 'Compass.' } } },
  'Chat Notes': { entries: { '0': { uid: 0, key: ['today'], content: 'It rains.' } } },
};

describe('LorebookReader', () => {
  test('lists chat, character (primary + extra) and global books once each, with their entries', async () => {
    const { host, st } = open({
      worlds: WORLDS,
      selectedWorldInfo: ['World Atlas', 'Forest Lore'],
      charLore: [{ name: 'Seraphina', extraBooks: ['Extra Lore'] }],
      chatMetadata: { world_info: 'Chat Notes' },
    });
    const books = await host.lorebookReader(host.currentChat()!).books();
    expect(books.map((b) => [b.scope, b.name])).toEqual([
      ['chat', 'Chat Notes'],
      ['character', 'Extra Lore'],
      ['global', 'World Atlas'],
      ['global', 'Forest Lore'],
    ]);
    expect(books.find((b) => b.name === 'Forest Lore')!.entries).toEqual([
      { uid: 0, name: 'The glade', keys: ['glade'], content: 'A quiet glade.', enabled: true },
      { uid: 3, keys: ['wolf', 'wolves'], content: 'Wolves roam.', enabled: false },
    ]);
    expect(books.find((b) => b.name === 'World Atlas')!.entries[0].keys).toEqual(['north', 'south']);
    expect(st.calls.filter((c) => c.startsWith('loadWorldInfo:'))).toHaveLength(4);
    expect(st.requests.filter((r) => r.url === '/api/worldinfo/get')).toEqual([]);
  });

  test('entry text and titles read as SillyTavern’s prompt carries them: {{user}} and {{char}} substituted', async () => {
    const worlds = {
      Eldoria: { entries: { '2': { uid: 2, key: ['glade'], comment: '{{char}}’s glade', content: '{{user}}: "What is the glade?"\n{{char}}: "My haven."' } } },
    };
    const { host } = open({ worlds, selectedWorldInfo: ['Eldoria'], persona: { name: 'Ash' } });
    const [book] = await host.lorebookReader(host.currentChat()!).books();
    expect(book!.entries[0]).toEqual({
      uid: 2,
      name: 'Seraphina’s glade',
      keys: ['glade'],
      content: 'Ash: "What is the glade?"\nSeraphina: "My haven."',
      enabled: true,
    });
  });

  test('on 1.12.x books load through POST /api/worldinfo/get with SillyTavern’s headers', async () => {
    const { host, st } = open({ variant: '1.12', worlds: WORLDS, selectedWorldInfo: [] });
    const books = await host.lorebookReader(host.currentChat()!).books();
    expect(books.map((b) => b.name)).toEqual(['Forest Lore']);
    const req = st.requests.find((r) => r.url === '/api/worldinfo/get')!;
    expect(req).toMatchObject({ method: 'POST', body: { name: 'Forest Lore' } });
    expect(req.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  test('without SillyTavern’s world-info module the global selection is read from the page', async () => {
    const { host, st, notices } = open({ worlds: WORLDS }, { importModule: async () => Promise.reject(new Error('blocked')) });
    st.mountPage({ worldNames: ['World Atlas', 'Extra Lore'], selectedWorlds: ['World Atlas'] });
    const books = await host.lorebookReader(host.currentChat()!).books();
    expect(books.map((b) => [b.scope, b.name])).toEqual([
      ['character', 'Forest Lore'],
      ['global', 'World Atlas'],
    ]);
    expect(notices).toEqual([]);
  });

  test('with neither, only character and chat books are listed and the user is told once', async () => {
    const { host, st, notices } = open({ worlds: WORLDS }, { importModule: null });
    st.mountPage({ worldNames: [] });
    document.getElementById('world_info')!.remove();
    const reader = host.lorebookReader(host.currentChat()!);
    expect((await reader.books()).map((b) => b.name)).toEqual(['Forest Lore']);
    await reader.books();
    expect(notices.filter((n) => /global World Info/.test(n.message))).toHaveLength(1);
  });

  test('a book that fails to load is skipped with a notice naming it', async () => {
    const { host, notices } = open({ variant: '1.12', worlds: WORLDS }, { fetch: async () => new Response('nope', { status: 500 }) });
    expect(await host.lorebookReader(host.currentChat()!).books()).toEqual([]);
    expect(notices.map((n) => n.message)).toContainEqual(expect.stringContaining('Lorebook "Forest Lore" could not be loaded: HTTP 500'));
  });
});

describe('NotesStore', () => {
  test('keeps notes in chatMetadata.troupe.notes and saves them with saveMetadata', async () => {
    const { host, st } = open({ chatMetadata: { troupe: { other: 1 } } });
    const notes = createNotes(host.notesStore(host.currentChat()!), { now: () => 5, newId: () => 'n_1' });
    expect(await notes.open({ text: 'The wolf will return.' })).toEqual({ ok: true, id: 'n_1' });
    // The chat's store key sits beside the notes; neither clobbers the other.
    const key = host.currentChat()!.chatId;
    expect(st.chatMetadata.troupe).toEqual({
      other: 1,
      storeKey: key,
      storeKeyChat: key,
      notes: [{ id: 'n_1', text: 'The wolf will return.', status: 'open', createdAt: 5 }],
    });
    expect(st.savedMetadata()?.troupe).toEqual(st.chatMetadata.troupe);
    expect(await notes.renderOpen()).toContain('[n_1] The wolf will return.');
  });

  test('after a chat switch it neither reads nor writes the other chat’s metadata', async () => {
    const { host, st } = open();
    const store = host.notesStore(host.currentChat()!);
    await st.openCharacter('Lin Wan.png');
    await expect(async () => store.save([])).rejects.toMatchObject({ code: 'chat_changed' });
    expect(() => store.load()).toThrow(/chat changed/);
    // Lin Wan's chat got its store key on opening, and nothing else.
    expect(st.chatMetadata).toEqual({ troupe: { storeKey: st.chatId(), storeKeyChat: st.chatId() } });
    const notes = createNotes(store);
    expect(await notes.open({ text: 'x' })).toMatchObject({ ok: false, code: 'note_store_failed' });
  });
});
