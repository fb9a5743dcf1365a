import { zlibSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { parseCharacterCard } from './card.ts';
import { inflateCapped } from './png.ts';
import { parseWorldJson } from './world.ts';
import { b64, pngWithText, V2_CARD } from './testing.ts';

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('character cards', () => {
  test('a PNG card (tEXt "chara", base64 V2 JSON): fields, extensions kept whole, character_book, the rest kept', () => {
    const png = pngWithText([{ type: 'tEXt', key: 'chara', text: b64(JSON.stringify(V2_CARD)) }]);
    const card = ok(parseCharacterCard('lin.png', png));
    expect(card.spec).toBe('v2');
    expect(card.character).toMatchObject({
      name: 'Lin Wan',
      firstMessage: '林晚放下茶杯。“你又来了。”',
      alternateGreetings: ['Lin Wan looks up from the counter.'],
    });
    expect(card.character.extensions).toEqual(V2_CARD.data.extensions);
    expect(card.character.rest).toEqual({ creator_notes: 'kept for re-export', tags: ['slice of life'] });
    expect(card.book).toMatchObject({ name: 'Tea house', scope: 'character' });
    expect(card.book!.entries.map((e) => [e.uid, e.comment, e.keys, e.enabled, e.order])).toEqual([
      [7, 'Family', ['grandmother', '外婆'], true, 10],
      [8, '', ['tea'], false, 20],
    ]);
    expect(card.book!.entries[0].extra).toEqual({ extensions: { position: 0 } });
  });

  test('ccv3 is preferred over chara; iTXt and compressed iTXt / zTXt chunks are read', () => {
    const v3 = { ...V2_CARD, spec: 'chara_card_v3', spec_version: '3.0', data: { ...V2_CARD.data, name: 'Lin Wan v3' } };
    const both = pngWithText([
      { type: 'tEXt', key: 'chara', text: b64(JSON.stringify(V2_CARD)) },
      { type: 'tEXt', key: 'ccv3', text: b64(JSON.stringify(v3)) },
    ]);
    const c = ok(parseCharacterCard('both.png', both));
    expect(c.character.name).toBe('Lin Wan v3');
    expect(c.spec).toBe('v3');
    for (const type of ['iTXt', 'iTXt-z', 'zTXt'] as const) {
      expect(ok(parseCharacterCard(`${type}.png`, pngWithText([{ type, key: 'chara', text: b64(JSON.stringify(V2_CARD)) }]))).character.name).toBe('Lin Wan');
    }
  });

  test('JSON cards: V1 at the top level, V2 under data', () => {
    const v1 = ok(parseCharacterCard('old.json', JSON.stringify({ name: 'Bob', description: 'A sailor.', first_mes: 'Ahoy.', personality: 'loud' })));
    expect(v1.spec).toBe('v1');
    expect(v1.character).toMatchObject({ name: 'Bob', description: 'A sailor.', firstMessage: 'Ahoy.', extensions: {} });
    expect(ok(parseCharacterCard('v2.json', new TextEncoder().encode(JSON.stringify(V2_CARD)))).character.name).toBe('Lin Wan');
  });

  test('bad cards get a message naming the file and the field', () => {
    const err = (r: { ok: boolean; error?: string }) => (r.ok ? 'accepted' : r.error);
    expect(err(parseCharacterCard('a.png', pngWithText([{ type: 'tEXt', key: 'Comment', text: 'hi' }])))).toBe(
      'a.png holds no character data (no "chara" or "ccv3" text chunk). Is it a SillyTavern character card?',
    );
    expect(err(parseCharacterCard('b.png', pngWithText([{ type: 'tEXt', key: 'chara', text: '!!not base64!!' }])))).toMatch(
      /^b\.png: the "chara" chunk is not base64-encoded JSON/,
    );
    expect(err(parseCharacterCard('c.json', '{"spec":"chara_card_v2","data":{"name":"  "}}'))).toBe(
      'c.json: data.name is missing or empty; a character needs a name.',
    );
    expect(err(parseCharacterCard('d.json', '{"name":"X","description":42}'))).toBe('d.json: description must be text.');
    expect(err(parseCharacterCard('e.json', '{"spec":"chara_card_v2","data":{"name":"X","extensions":[]}}'))).toBe(
      'e.json: data.extensions must be an object.',
    );
    expect(err(parseCharacterCard('f.json', '{"name":'))).toMatch(/^f\.json is not valid JSON/);
    expect(err(parseCharacterCard('g.txt', 'hello'))).toBe('g.txt: choose a character card (.png or .json).');
    const truncated = pngWithText([{ type: 'tEXt', key: 'chara', text: b64('{}') }]).slice(0, 40);
    expect(err(parseCharacterCard('h.png', truncated))).toMatch(/^h\.png could not be read as a PNG card: (chunk .* runs past the end|the file is truncated)/);
    expect(
      err(parseCharacterCard('i.json', JSON.stringify({ ...V2_CARD, data: { ...V2_CARD.data, character_book: { entries: [{ keys: 'a', content: 5 }] } } }))),
    ).toBe('i.json: data.character_book.entries[0].content must be text.');
  });
});

describe('world info files', () => {
  const world = {
    entries: {
      '0': {
        uid: 0,
        key: ['lighthouse', 'keeper'],
        keysecondary: ['storm'],
        selectiveLogic: 3,
        comment: 'Lighthouse',
        content: 'Dark for three years.',
        constant: false,
        disable: false,
        order: 50,
        position: 1,
        depth: 4,
      },
      '1': { uid: 1, key: ['ferry'], keysecondary: [], comment: 'Ferry', content: 'Twice a week.', disable: true, order: 10 },
      '2': { uid: 2, key: 'harbour, port', comment: 'Harbour', content: 'Always windy.', constant: true },
    },
  };

  test('a SillyTavern world: keys, secondary keys, logic, disable, order, constant; unknown fields kept', () => {
    const book = ok(parseWorldJson('saltmere.json', JSON.stringify(world), 'saltmere'));
    expect(book).toMatchObject({ name: 'saltmere', scope: 'global', enabled: true });
    expect(book.entries.map((e) => [e.uid, e.comment, e.keys, e.secondaryKeys, e.selectiveLogic, e.enabled, e.constant, e.order])).toEqual([
      [0, 'Lighthouse', ['lighthouse', 'keeper'], ['storm'], 3, true, false, 50],
      [1, 'Ferry', ['ferry'], [], 0, false, false, 10],
      [2, 'Harbour', ['harbour', 'port'], [], 0, true, true, 100],
    ]);
    expect(book.entries[0].extra).toEqual({ position: 1, depth: 4 });
  });

  test('bad worlds are refused with the file and the field named', () => {
    const err = (text: string) => {
      const r = parseWorldJson('w.json', text, 'w');
      return r.ok ? 'accepted' : r.error;
    };
    expect(err('[]')).toBe('w.json: expected a JSON object.');
    expect(err('{"name":"x"}')).toBe('w.json: expected an "entries" field (a SillyTavern World Info file has {"entries": {…}}).');
    expect(err('{"entries":{"0":{"key":[1,2],"content":"x"}}}')).toBe('w.json: entries["0"].key must be a list of texts.');
    expect(err('{"entries":{"0":"nope"}}')).toBe('w.json: entries["0"] must be an object.');
    expect(err('{"entries":')).toMatch(/^w\.json is not valid JSON/);
  });
});

describe('hostile cards', () => {
  test('P1: a zTXt chunk that inflates beyond the cap is refused, and inflation stops near the cap', () => {
    // 64 MB of one letter compresses to about 64 KB; the cap is 16 MB.
    const data = zlibSync(new Uint8Array(64 * 1024 * 1024).fill(65), { level: 1 });
    const bomb = pngWithText([{ type: 'zTXt', key: 'chara', text: '', compressed: data }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(parseCharacterCard('bomb.png', bomb)).toEqual({
      ok: false,
      error: 'bomb.png could not be read as a PNG card: a compressed text chunk unpacks to more than 16 MB; refusing it.',
    });
    // A small cap is hit after a small part of the input: the rest is never inflated.
    let fed = 0;
    const counting = new Proxy(data, {
      get: (t, k) => (k === 'subarray' ? (a: number, b: number) => ((fed = Math.max(fed, b)), t.subarray(a, b)) : Reflect.get(t, k)),
    });
    expect(() => inflateCapped(counting as Uint8Array, 1024 * 1024)).toThrow(/more than 1 MB/);
    expect(fed).toBeLessThan(data.length / 10);
  });

  test('M1: a card nested 20,000 levels deep says so, instead of overflowing the stack', () => {
    const deep = `{"spec":"chara_card_v2","data":{"name":"Deep","extensions":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}}`;
    expect(parseCharacterCard('deep.json', deep)).toEqual({
      ok: false,
      error: 'deep.json is nested too deeply (more than 100 levels of objects and lists); no real card or lorebook is, so it was not imported.',
    });
    const world = `{"entries":{"0":{"key":["a"],"content":"x","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}}`;
    expect(parseWorldJson('deep-world.json', world, 'W')).toEqual({ ok: false, error: expect.stringMatching(/^deep-world\.json is nested too deeply/) });
  });
});
