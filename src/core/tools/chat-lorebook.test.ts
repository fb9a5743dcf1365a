import { describe, expect, test } from 'vitest';
import { chatReadRangeTool, chatSearchTool, type ChatEntry } from './chat.ts';
import { lorebookGetTool, lorebookListTool, lorebookSearchTool, parseUidRange, worldBookListTool, type LorebookReader } from './lorebook.ts';

const chat: ChatEntry[] = Array.from({ length: 120 }, (_, i) => ({
  floor: i,
  role: i === 0 ? 'assistant' : i % 2 === 1 ? 'user' : 'assistant',
  content: i === 42 ? 'Lin Wan worries about the family.\nShe looks away.' : `message ${i}`,
}));
const reader = { messages: () => chat };

describe('chat tools', () => {
  test('read_range: negatives count from the end, the window widens to whole exchanges', async () => {
    const t = chatReadRangeTool(reader);
    const r = (await t.execute({ start: -2, end: -1 }, {})) as { messages: ChatEntry[] };
    expect(r.messages.map((m) => m.floor)).toEqual([117, 118, 119]);
    const r2 = (await t.execute({ start: 42, end: 43 }, {})) as { messages: ChatEntry[] };
    expect(r2.messages.map((m) => m.floor)).toEqual([41, 42, 43, 44]);
    expect(await t.execute({ start: 10, end: 5 }, {})).toMatchObject({ ok: false, code: 'chat_range_invalid' });
    expect(await t.execute({ start: 0, end: 60 }, {})).toMatchObject({ ok: false, code: 'chat_range_too_large' });
    const wide = (await t.execute({ start: 2, end: 51 }, {})) as { messages: ChatEntry[] };
    expect(wide.messages).toHaveLength(50);
  });

  test('search: floor, role and line of each hit', async () => {
    const t = chatSearchTool(reader);
    expect(await t.execute({ pattern: 'family|looks', flags: 'i' }, {})).toEqual({
      ok: true,
      output: 'floor_42 [assistant]:1: Lin Wan worries about the family.\nfloor_42 [assistant]:2: She looks away.',
      matchCount: 2,
      truncated: false,
    });
    const many = (await t.execute({ pattern: 'message' }, {})) as { output: string; truncated: boolean; matchCount: number };
    expect(many.matchCount).toBe(119);
    expect(many.truncated).toBe(false);
  });
});

const lore: LorebookReader = {
  books: () => [
    {
      name: 'World',
      scope: 'character',
      entries: [
        { uid: 1, name: 'Luoyang', keys: ['Luoyang', 'city'], content: 'The main city.\nGrandmother lives here.' },
        { uid: 2, name: 'Temple', keys: ['temple'], content: 'An old oath.' },
        { uid: 3, name: 'Hidden', keys: ['hidden'], content: 'secret', enabled: false },
        { uid: 150, name: 'Late', keys: [], content: 'late entry about the city' },
      ],
    },
    { name: 'Chat notes', scope: 'chat', entries: [{ uid: 1, name: 'Dup', keys: ['city'], content: 'another city' }] },
  ],
  activated: () => new Set(['World.2']),
};

describe('lorebook tools', () => {
  test('list books, then entries not already active, within a uid range', async () => {
    const t = lorebookListTool(lore);
    expect(await t.execute({}, {})).toEqual({ ok: true, output: '[character] World (3 entries)\n[chat] Chat notes (1 entry)' });
    expect(await worldBookListTool(lore).execute({}, {})).toEqual({ ok: true, output: '[character] World (3 entries)\n[chat] Chat notes (1 entry)' });
    // Keys as a list (any one of them is what lorebook_get takes).
    expect(await t.execute({ book_name: 'World' }, {})).toMatchObject({
      output: '[World] uid=1 name="Luoyang" keys=["Luoyang","city"]\n[World] uid=150 name="Late" keys=[]',
    });
    expect(await t.execute({ book_name: 'World', range: '~100' }, {})).toMatchObject({ output: '[World] uid=1 name="Luoyang" keys=["Luoyang","city"]' });
    expect(await t.execute({ book_name: 'World', range: 'abc' }, {})).toMatchObject({ ok: false, code: 'lorebook_range_invalid' });
    expect(await t.execute({ book_name: 'Nope' }, {})).toMatchObject({ ok: false, code: 'lorebook_not_found' });
    expect(parseUidRange('50~')).toEqual({ from: 50, to: Infinity });
    expect(parseUidRange('3..9')).toEqual({ from: 3, to: 9 });
  });

  test('search skips disabled and activated entries', async () => {
    const t = lorebookSearchTool(lore);
    const r = (await t.execute({ pattern: 'city|oath|secret' }, {})) as { output: string };
    expect(r.output).toBe(
      '[World] uid=1 "Luoyang" line 1: The main city.\n[World] uid=150 "Late" line 1: late entry about the city\n[Chat notes] uid=1 "Dup" line 1: another city',
    );
    expect(((await t.execute({ pattern: 'city', book: 'Chat notes' }, {})) as { output: string }).output).toBe('[Chat notes] uid=1 "Dup" line 1: another city');
  });

  test('get by key or uid; ambiguity and missing addresses are explained', async () => {
    const t = lorebookGetTool(lore);
    expect(await t.execute({ entry_key: 'Luoyang' }, {})).toEqual({
      ok: true,
      book: 'World',
      uid: 1,
      name: 'Luoyang',
      keys: ['Luoyang', 'city'],
      content: 'The main city.\nGrandmother lives here.',
    });
    expect(await t.execute({ entry_key: 'temple' }, {})).toMatchObject({ ok: true, uid: 2 });
    // Any one of the keys, in any case (lorebook_list shows them as a list).
    expect(await t.execute({ entry_key: 'luoyang' }, {})).toMatchObject({ ok: true, book: 'World', uid: 1 });
    expect(await t.execute({ entry_key: ' TEMPLE ' }, {})).toMatchObject({ ok: true, uid: 2 });
    expect(await t.execute({ entry_key: 'city' }, {})).toMatchObject({ ok: false, code: 'lorebook_addressing_ambiguous' });
    expect(await t.execute({ entry_key: 'city', book: 'Chat notes' }, {})).toMatchObject({ ok: true, name: 'Dup' });
    expect(await t.execute({ uid: 1, entry_key: 'x' }, {})).toMatchObject({ code: 'lorebook_addressing_ambiguous' });
    expect(await t.execute({}, {})).toMatchObject({ code: 'lorebook_addressing_missing' });
    expect(await t.execute({ uid: 3 }, {})).toMatchObject({ code: 'lorebook_not_found' });
  });

  test('a long line is cut in a search hit that says how to read the rest; lorebook_get with that uid reads it whole', async () => {
    const long = `The glade ${'is warded by old magic and '.repeat(40)}ends here.`;
    const reader: LorebookReader = {
      books: () => [{ name: 'Eldoria', entries: [{ uid: 2, name: 'glade', keys: ['glade', 'safe haven'], content: `Intro.\n${long}` }] }],
    };
    const r = (await lorebookSearchTool(reader).execute({ pattern: 'warded' }, {})) as { output: string; linesCut: number };
    expect(r.output).toBe(`[Eldoria] uid=2 "glade" line 2: ${long.slice(0, 500)}… [line cut: lorebook_get {"uid":2,"book":"Eldoria"} reads the whole entry]`);
    expect(r.linesCut).toBe(1);
    expect(await lorebookGetTool(reader).execute({ uid: 2, book: 'Eldoria' }, {})).toMatchObject({ ok: true, content: `Intro.\n${long}` });
  });

  test('an entry without a title is named by its first key', async () => {
    const reader: LorebookReader = { books: () => [{ name: 'Eldoria', entries: [{ uid: 0, keys: ['eldoria', 'wood'], content: 'Eldoria is here.' }] }] };
    expect(await lorebookGetTool(reader).execute({ uid: 0 }, {})).toMatchObject({ ok: true, name: 'eldoria' });
    expect(((await lorebookSearchTool(reader).execute({ pattern: 'here' }, {})) as { output: string }).output).toBe(
      '[Eldoria] uid=0 "eldoria" line 1: Eldoria is here.',
    );
  });

  test("the same entry in two books (a card's own book and the same world imported) is one hit naming both; lorebook_get reads it once", async () => {
    const glade = '{{user}}: "What is the glade?"\nSeraphina: "My haven."';
    const reader: LorebookReader = {
      books: () => [
        {
          name: 'Eldoria',
          scope: 'character',
          entries: [
            { uid: 2, keys: ['glade'], content: glade },
            { uid: 3, name: 'power', keys: ['magic'], content: 'Healing.' },
          ],
        },
        {
          name: 'eldoria',
          scope: 'global',
          entries: [
            { uid: 2, name: 'glade', keys: ['glade', 'refuge'], content: `${glade.replace('\n', '  \n')}\n` },
            { uid: 7, name: 'power', keys: ['magic'], content: ' Healing. ' },
          ],
        },
      ],
    };
    const r = (await lorebookSearchTool(reader).execute({ pattern: 'haven|Healing' }, {})) as { output: string; matchCount: number };
    expect(r.output).toBe('[Eldoria, eldoria] uid=2 "glade" line 2: Seraphina: "My haven."\n[Eldoria uid=3, eldoria uid=7] "power" line 1: Healing.');
    expect(r.matchCount).toBe(2);
    expect(await lorebookGetTool(reader).execute({ entry_key: 'Glade' }, {})).toEqual({
      ok: true,
      book: 'Eldoria',
      uid: 2,
      name: 'glade',
      keys: ['glade'],
      content: glade,
      alsoIn: [{ book: 'eldoria', uid: 2 }],
    });
    expect(await lorebookGetTool(reader).execute({ uid: 2 }, {})).toMatchObject({ ok: true, book: 'Eldoria', alsoIn: [{ book: 'eldoria', uid: 2 }] });
  });
});
