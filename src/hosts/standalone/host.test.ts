// The standalone page's host end to end: first start and persistence, the pass and inject turns, cards,
// lorebooks and notes; the connection (presets, key, retries, stalls, errors) is in host-connection.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import type { ModelClient } from '../../core/llm/types.ts';
import { createDemoModelClient } from '../../demo/fetch.ts';
import { TEXTS } from '../../demo/text.ts';
import type { GenerationTurn } from '../../ports/host.ts';
import { messageText } from '../../ports/chat-session.ts';
import { lorebookGetTool, lorebookSearchTool } from '../../core/tools/lorebook.ts';
import { DEFAULT_LOREBOOK } from './defaults.ts';
import { b64, chatTexts, disposeHosts, freshPrefix, openHost, pngWithText, V2_CARD } from './testing.ts';

afterEach(disposeHosts);
const open = openHost;
const fresh = freshPrefix;
const texts = chatTexts;

describe('first start and persistence', () => {
  test('a fresh page gets the default character, lorebook and a chat opening with the greeting; a reload reads them back', async () => {
    const prefix = fresh();
    const { host } = await open(prefix);
    expect(host.character.value?.name).toBe('Mira');
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(['Saltmere']);
    expect(texts(host)).toEqual([`assistant: ${host.character.value!.firstMessage}`]);
    const chatId = host.chat.value!.id;

    await host.send('Hello there.');
    expect(texts(host)).toHaveLength(3);
    expect(texts(host)[1]).toBe('user: Hello there.');
    expect(host.generating.value).toBeNull();
    expect(host.live.value).toBeNull();

    const again = await open(prefix);
    expect(again.host.chat.value!.id).toBe(chatId);
    expect(texts(again.host)).toEqual(texts(host));
    expect(again.host.chat.value!.messages[2].swipes[0].reasoning).toContain('Mira should answer');
    expect(again.host.chats.value.map((c) => c.id)).toEqual([chatId]);
  });

  test('new chat, open and delete', async () => {
    const { host } = await open(fresh());
    const first = host.chat.value!.id;
    await host.newChat();
    const second = host.chat.value!.id;
    expect(second).not.toBe(first);
    expect(host.chats.value.map((c) => c.id).sort()).toEqual([first, second].sort());
    await host.openChat(first);
    expect(host.chat.value!.id).toBe(first);
    await host.deleteChat(first);
    expect(host.chat.value!.id).toBe(second);
    expect(host.chats.value.map((c) => c.id)).toEqual([second]);
  });
});

describe('pass and inject', () => {
  test('pass: the host calls the model itself and streams the text into the new bubble', async () => {
    const { host, demo } = await open(fresh());
    const seen: string[] = [];
    const stop = (await import('@preact/signals')).effect(() => {
      const t = host.live.value?.text;
      if (t) seen.push(t);
    });
    await host.send('Is the ferry running?');
    stop();
    const reply = host.chat.value!.messages.at(-1)!;
    expect(messageText(reply)).toBe(
      TEXTS.en
        .draft('Mira', 'Is the ferry running?')
        .replace(TEXTS.en.voice('Mira').find, TEXTS.en.voice('Mira').replaceWith)
        .replace(TEXTS.en.continuity().find, TEXTS.en.continuity().replaceWith),
    );
    expect(seen.length).toBeGreaterThan(5); // it grew piece by piece
    expect(demo.requests).toHaveLength(1);
    const sent = demo.requests[0].messages;
    expect(sent[0].content).toContain('The ferry runs twice a week'); // lore activated by "ferry"
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Is the ferry running?' });
  });

  test('inject: the capsule goes in at its position / depth / role; the handler saw the composed context', async () => {
    const { host, demo } = await open(fresh());
    const turns: GenerationTurn[] = [];
    host.setGenerationHandler(async (turn) => {
      turns.push(turn);
      turn.progress?.('### [single]\nthinking');
      return { kind: 'inject', capsule: { text: 'GUIDANCE', position: 'in_chat', depth: 1, role: 'system' } };
    });
    await host.send('Tell me about the lighthouse.');
    expect(turns[0].type).toBe('normal');
    expect(turns[0].lastUser).toEqual({ index: 1, text: 'Tell me about the lighthouse.' });
    expect(turns[0].story.lore.map((e) => e.content).join('\n')).toContain('Old Bram');
    expect(turns[0].chat).toMatchObject({ chatId: host.chat.value!.id, characterName: 'Mira' });
    const sent = demo.requests[0].messages.map((m) => m.content);
    expect(sent.at(-2)).toBe('GUIDANCE');
    expect(sent.at(-1)).toBe('Tell me about the lighthouse.');
    const reasoning = host.chat.value!.messages.at(-1)!.swipes[0].reasoning;
    expect(reasoning.startsWith('### [single]\nthinking\n\n')).toBe(true);
    expect(await host.lorebookReader(turns[0].chat).activated?.()).toEqual(new Set(['Saltmere.0', 'Saltmere.1', 'Saltmere.2'])); // greeting: harbour, ferry; user: lighthouse
  });

  test('a model error is shown; an empty reply is not kept', async () => {
    const failing: ModelClient = async function* () {
      yield { type: 'error', error: { kind: 'http', message: 'HTTP 500: boom', retryable: false, status: 500 } };
      yield { type: 'finish', reason: 'error', timing: { firstByteMs: 0, durationMs: 0, attempts: 1 } };
    };
    const { host } = await open(fresh(), { demoFallback: () => failing });
    await host.send('Hello?');
    expect(host.notices.value.map((x) => [x.level, x.message])).toEqual([['error', 'HTTP 500: boom']]);
    expect(texts(host).at(-1)).toBe('user: Hello?');
  });

  test('lastGeneration counts generations once they have fully ended, saying whether a reply was saved', async () => {
    const failing: ModelClient = async function* () {
      yield { type: 'error', error: { kind: 'http', message: 'HTTP 500: boom', retryable: false, status: 500 } };
    };
    let model: ModelClient = createDemoModelClient({ delayMs: 0 });
    const { host } = await open(fresh(), { demoFallback: () => (req, opts) => model(req, opts) });
    expect(host.lastGeneration.value).toBeNull();
    const seen: (number | undefined)[] = [];
    const stop = (await import('@preact/signals')).effect(() => void seen.push(host.lastGeneration.value?.count));
    await host.send('Hello.');
    const chatId = host.chat.value!.id;
    expect(host.lastGeneration.value).toEqual({ count: 1, chatId, type: 'normal', outcome: 'committed' });
    // The count changed only once the reply was saved, never while it was being written.
    expect(seen).toEqual([undefined, 1]);
    model = failing;
    await host.regenerate();
    expect(host.lastGeneration.value).toEqual({ count: 2, chatId, type: 'regenerate', outcome: 'discarded' });
    stop();
  });

  test('continue in pass mode appends to the last reply with a continue nudge', async () => {
    const { host, demo } = await open(fresh());
    const before = messageText(host.chat.value!.messages[0]);
    await host.continueReply();
    expect(host.chat.value!.messages).toHaveLength(1);
    expect(messageText(host.chat.value!.messages[0])).toBe(before + TEXTS.en.continuation('Mira'));
    expect(demo.requests[0].messages.at(-1)).toEqual({ role: 'system', content: '[Continue your last message without repeating its original content.]' });
  });
});

describe('cards, lorebooks and notes', () => {
  test('a PNG card replaces the character, keeps its extensions, brings its book and opens a chat with its greeting', async () => {
    const prefix = fresh();
    const { host } = await open(prefix);
    const changes: (string | undefined)[] = [];
    host.onCardChanged((c) => changes.push(c?.name));
    const r = await host.importCharacter('lin.png', pngWithText([{ type: 'tEXt', key: 'chara', text: b64(JSON.stringify(V2_CARD)) }]));
    expect(r).toEqual({ ok: true, message: 'Imported Lin Wan with 2 lorebook entries.' });
    expect(changes).toEqual(['Lin Wan']);
    expect(host.currentCard()).toMatchObject({ name: 'Lin Wan', extensions: V2_CARD.data.extensions });
    // The demo's Saltmere is Mira's own book: it leaves with her.
    expect(host.lorebooks.value.map((b) => [b.name, b.scope])).toEqual([['Tea house', 'character']]);
    expect(texts(host)).toEqual(['assistant: 林晚放下茶杯。“你又来了。”']);
    expect(host.chat.value!.messages[0].swipes).toHaveLength(2); // alternate greeting as a swipe

    // Troupe's character override: written into extensions.troupe and kept across a reload.
    await host.writeCardExtension(host.currentCard()!.key, 'troupe', { version: 1, overrides: { loop: null } });
    const again = await open(prefix);
    expect(again.host.currentCard()!.extensions.troupe).toEqual({ version: 1, overrides: { loop: null } });
    expect(again.host.currentCard()!.extensions.talkativeness).toBe('0.5');
    await expect(host.writeCardExtension('other', 'troupe', 1)).rejects.toThrow(/No character card with key "other"/);
  });

  test("the demo's Saltmere belongs to the demo character: another card's chat does not get it; an imported world stays", async () => {
    const seraphina = JSON.stringify({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Seraphina', description: 'A guardian of the forest.', first_mes: 'Welcome to the glade.' },
    });
    // A first visit: Mira with her book in play.
    const { host, demo } = await open(fresh());
    expect(host.lorebooks.value.map((b) => [b.name, b.scope])).toEqual([['Saltmere', 'character']]);
    expect((await host.lorebookReader(host.currentChat()!).books()).map((b) => b.name)).toEqual(['Saltmere']);
    const world = JSON.stringify({ entries: { '0': { uid: 0, key: ['glade'], content: 'The glade is warded.', comment: 'Glade' } } });
    await host.importLorebook('Eldoria.json', world);
    expect((await host.importCharacter('Seraphina.json', seraphina)).ok).toBe(true);
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(['Eldoria']);
    expect((await host.lorebookReader(host.currentChat()!).books()).map((b) => b.name)).toEqual(['Eldoria']);
    await host.send('Where am I? Is there a harbour, a ferry, a lighthouse?');
    const prompt = JSON.stringify(demo.requests.at(-1)!.messages);
    expect(prompt).toContain('Seraphina');
    expect(prompt).not.toContain('Saltmere');

    // A page seeded before the demo book was Mira's own stored it as a global book: it goes too.
    const old = await open(fresh());
    await old.host.removeLorebook('Saltmere');
    const entries = Object.fromEntries(
      DEFAULT_LOREBOOK.entries.map((e) => [String(e.uid), { uid: e.uid, key: e.keys, content: e.content, comment: e.comment }]),
    );
    await old.host.importLorebook('Saltmere.json', JSON.stringify({ entries }));
    expect(old.host.lorebooks.value.map((b) => [b.name, b.scope])).toEqual([['Saltmere', 'global']]);
    expect((await old.host.importCharacter('Seraphina.json', seraphina)).ok).toBe(true);
    expect(old.host.lorebooks.value.map((b) => b.name)).toEqual([]);
  });

  test('a bad card changes nothing', async () => {
    const { host } = await open(fresh());
    const before = { c: host.character.value, chat: host.chat.value, books: host.lorebooks.value };
    const r = await host.importCharacter('x.json', '{"spec":"chara_card_v2","data":{}}');
    expect(r).toEqual({ ok: false, error: 'x.json: data.name is missing or empty; a character needs a name.' });
    expect({ c: host.character.value, chat: host.chat.value, books: host.lorebooks.value }).toEqual(before);
  });

  test('world JSON import adds a book (same name replaces it); remove and disable', async () => {
    const { host } = await open(fresh());
    const world = JSON.stringify({ entries: { '0': { uid: 0, key: ['dragon'], content: 'Dragons sleep under the reef.', comment: 'Dragons' } } });
    expect(await host.importLorebook('Reef.json', world)).toEqual({ ok: true, message: 'Imported lorebook "Reef" (1 entry).' });
    expect(await host.importLorebook('Reef.json', world)).toEqual({ ok: true, message: 'Replaced lorebook "Reef" (1 entry).' });
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(['Saltmere', 'Reef']);
    expect(await host.importLorebook('bad.json', '{"entries":{"0":{"key":"x","content":1}}}')).toEqual({
      ok: false,
      error: 'bad.json: entries["0"].content must be text.',
    });
    await host.setLorebookEnabled('Saltmere', false);
    const books = await host.lorebookReader(host.currentChat()!).books();
    expect(books.map((b) => b.name)).toEqual(['Reef']);
    expect(books[0].entries[0]).toEqual({ uid: 0, name: 'Dragons', keys: ['dragon'], content: 'Dragons sleep under the reef.', enabled: true });
    await host.removeLorebook('Reef');
    expect(host.lorebooks.value.map((b) => b.name)).toEqual(['Saltmere']);
  });

  test('the lorebook tools read entries as the active lore does ({{user}} / {{char}} substituted), titled by their comment', async () => {
    const { host } = await open(fresh());
    await host.setUserName('Ash');
    const world = JSON.stringify({
      entries: { '2': { uid: 2, key: ['glade', 'safe haven'], comment: 'glade', content: '{{user}}: "What is the glade?"\n{{char}}: "My haven."' } },
    });
    await host.importLorebook('Eldoria.json', world);
    const reader = host.lorebookReader(host.currentChat()!);
    const book = (await reader.books()).find((b) => b.name === 'Eldoria')!;
    expect(book.entries).toEqual([
      { uid: 2, name: 'glade', keys: ['glade', 'safe haven'], content: 'Ash: "What is the glade?"\nMira: "My haven."', enabled: true },
    ]);
    expect(await lorebookGetTool(reader).execute({ entry_key: 'Safe Haven' }, {})).toMatchObject({
      ok: true,
      name: 'glade',
      content: 'Ash: "What is the glade?"\nMira: "My haven."',
    });
    expect(((await lorebookSearchTool(reader).execute({ pattern: 'haven' }, {})) as { output: string }).output).toBe(
      '[Eldoria] uid=2 "glade" line 2: Mira: "My haven."',
    );
  });

  test('notes persist with the chat', async () => {
    const prefix = fresh();
    const { host } = await open(prefix);
    const ref = host.currentChat()!;
    await host.notesStore(ref).save([{ id: 'n1', text: 'Bram is alive.', status: 'open', createdAt: 1 }]);
    const again = await open(prefix);
    expect(await again.host.notesStore(ref).load()).toEqual([{ id: 'n1', text: 'Bram is alive.', status: 'open', createdAt: 1 }]);
  });
});
