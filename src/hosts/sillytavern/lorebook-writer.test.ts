// The World Info side of canon in lorebooks: entries read with their mark, a change applied to a
// stored book in place (other fields of an entry kept, new entries from the template at a free uid,
// removals, a mark dropped), and the writer against a fake SillyTavern context and server.
import { describe, expect, test } from 'vitest';
import { createAccess } from './access.ts';
import { applyToBook, createLorebookWriter, toBookEntries } from './lorebook-writer.ts';
import { createStModules } from './st-modules.ts';
import type { StWorldInfoBook } from './types.ts';

const mark = { chat: 'c', node: 'char_mara', hash: 'h1' };

describe('World Info entries', () => {
  test('read with keys, flags and the troupe mark (a malformed mark is none)', () => {
    const book: StWorldInfoBook = {
      entries: {
        3: { uid: 3, key: ['Mara', 'Fox'], content: 'Summary: x', comment: 'Mara', constant: true, troupe: mark },
        1: { uid: 1, key: 'Docks, harbour', content: 'y', troupe: { chat: 'c' } },
      },
    };
    expect(toBookEntries(book)).toEqual([
      { uid: 1, keys: ['Docks', 'harbour'], content: 'y', comment: '', constant: false },
      { uid: 3, keys: ['Mara', 'Fox'], content: 'Summary: x', comment: 'Mara', constant: true, mark },
    ]);
  });

  test('a change keeps every other field of an entry, adds from the template at a free uid, removes, drops a mark', () => {
    const book: StWorldInfoBook = {
      entries: {
        0: { uid: 0, key: ['Mara'], content: 'old', comment: 'Mara', position: 4, depth: 2, probability: 50, troupe: mark },
        1: { uid: 1, key: ['Gone'], content: 'z', troupe: { ...mark, node: 'x' } },
        2: { uid: 2, key: ['Own'], content: 'the user’s', troupe: { ...mark, node: 'y' } },
      },
    };
    applyToBook(
      book,
      {
        put: [
          { uid: 0, keys: ['Mara', 'Fox'], content: 'new', comment: 'Mara', constant: false, mark: { ...mark, hash: 'h2' } },
          { keys: ['Orlen'], content: 'A moneylender.', comment: 'Orlen', constant: true, mark: { ...mark, node: 'char_orlen' } },
          { uid: 2, keys: ['Own'], content: 'the user’s', comment: '', constant: false, mark: null },
        ],
        remove: [1],
      },
      { key: [], content: '', selective: true, order: 100, position: 0 },
    );
    expect(book.entries).toEqual({
      0: {
        uid: 0,
        key: ['Mara', 'Fox'],
        content: 'new',
        comment: 'Mara',
        constant: false,
        position: 4,
        depth: 2,
        probability: 50,
        troupe: { ...mark, hash: 'h2' },
      },
      1: {
        uid: 1,
        key: ['Orlen'],
        content: 'A moneylender.',
        comment: 'Orlen',
        constant: true,
        selective: true,
        order: 100,
        position: 0,
        troupe: { ...mark, node: 'char_orlen' },
      },
      2: { uid: 2, key: ['Own'], content: 'the user’s', comment: '', constant: false },
    });
  });
});

describe('createLorebookWriter', () => {
  function fakeSt(books: Record<string, StWorldInfoBook>, meta: Record<string, unknown> = {}) {
    const saved: { name: string; data: StWorldInfoBook; immediately?: boolean }[] = [];
    let listed = 0;
    const ctx = {
      getCurrentChatId: () => 'Seraphina - 1',
      chatMetadata: meta,
      saveMetadata: async () => void (meta.__saved = true),
      getWorldInfoNames: () => Object.keys(books),
      saveWorldInfo: async (name: string, data: StWorldInfoBook, immediately?: boolean) => {
        saved.push({ name, data: structuredClone(data), immediately });
        books[name] = structuredClone(data);
      },
      updateWorldInfoList: async () => void listed++,
    };
    const fetch = (async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/worldinfo/get');
      const { name } = JSON.parse(String(init.body));
      return new Response(JSON.stringify(books[name] ?? { entries: {} }));
    }) as unknown as typeof globalThis.fetch;
    const access = createAccess({ getContext: () => ctx } as never, () => {});
    const writer = createLorebookWriter({ access, modules: createStModules(null), fetch });
    return { writer, saved, meta, listed: () => listed, books };
  }

  test('the chat lorebook: the bound one, else none, else made, saved and bound with the chat’s metadata', async () => {
    const st = fakeSt({ Existing: { entries: {} } });
    const chat = { chatId: 'Seraphina - 1' } as never;
    expect(await st.writer.chatBook(chat, false)).toBeNull();
    const made = await st.writer.chatBook(chat, true);
    expect(made).toBe('Chat Book Seraphina - 1');
    expect(st.meta).toMatchObject({ world_info: made, __saved: true });
    expect(st.saved).toEqual([{ name: made, data: { entries: {} }, immediately: true }]);
    expect(st.listed()).toBe(1);
    expect(await st.writer.chatBook(chat, true)).toBe(made);
    expect(st.saved).toHaveLength(1);
    await expect(st.writer.chatBook({ chatId: 'another' } as never, true)).rejects.toThrow(/chat changed/);
  });

  test('read: null for a book that is not there; write: read fresh, changed, saved at once', async () => {
    const st = fakeSt({ Canon: { entries: { 0: { uid: 0, key: ['Mara'], content: 'old', comment: 'Mara', position: 4, troupe: mark } } } });
    expect(await st.writer.read('Nope')).toBeNull();
    expect(await st.writer.read('Canon')).toEqual([{ uid: 0, keys: ['Mara'], content: 'old', comment: 'Mara', constant: false, mark }]);
    await st.writer.write('Canon', { put: [{ uid: 0, keys: ['Mara'], content: 'new', comment: 'Mara', constant: false, mark }], remove: [] });
    expect(st.books.Canon!.entries).toEqual({ 0: { uid: 0, key: ['Mara'], content: 'new', comment: 'Mara', constant: false, position: 4, troupe: mark } });
    expect(st.saved.at(-1)!.immediately).toBe(true);
    expect(st.listed()).toBe(0);
  });
});
