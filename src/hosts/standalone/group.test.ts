// Group chats of the standalone page: turn order, who wrote and who witnessed each message, members
// joining and leaving, the speaking member's card as the turn's character, and one-to-one chats
// stored before group chats loading as they were.
import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, test } from 'vitest';
import type { GenerationTurn } from '../../ports/host.ts';
import { composeContext } from './context.ts';
import { addMember, membersOf, nextSpeaker, removeMember, SCENE_CARD_CHARS, speakerOf, witnessedBy, witnessesOf } from './group.ts';
import { CharacterSchema, ChatSchema, type ChatData, type StoredMessage } from './schema.ts';
import { chatTexts, disposeHosts, freshPrefix, openHost } from './testing.ts';

afterEach(disposeHosts);

const names: Record<string, string> = { a: 'Ada', b: 'Bram', c: 'Cleo' };
const nameOf = (k: string) => names[k];
let id = 0;
const msg = (role: StoredMessage['role'], extra: Partial<StoredMessage> = {}): StoredMessage => ({
  id: `m${++id}`,
  role,
  swipes: [{ text: `${role} ${id}`, reasoning: '' }],
  swipeId: 0,
  createdAt: 0,
  ...extra,
});
const chatOf = (messages: StoredMessage[], members?: string[]): ChatData => ({
  id: 'c1',
  characterKey: 'a',
  title: '',
  createdAt: 0,
  updatedAt: 0,
  messages,
  ...(members ? { members } : {}),
  notes: [],
});

describe('turn order', () => {
  test('round robin after the last member who replied; the first member when none has', () => {
    expect(nextSpeaker(chatOf([msg('user')], ['a', 'b', 'c']), nameOf)).toBe('a');
    expect(nextSpeaker(chatOf([msg('assistant', { speaker: 'a' }), msg('user')], ['a', 'b', 'c']), nameOf)).toBe('b');
    expect(nextSpeaker(chatOf([msg('assistant', { speaker: 'b' }), msg('user')], ['a', 'b', 'c']), nameOf)).toBe('c');
    expect(nextSpeaker(chatOf([msg('assistant', { speaker: 'c' }), msg('user')], ['a', 'b', 'c']), nameOf)).toBe('a');
    // A reply without a recorded speaker is its name's member; the chat's own character without a name.
    expect(nextSpeaker(chatOf([msg('assistant', { name: 'Bram' })], ['a', 'b', 'c']), nameOf)).toBe('c');
    expect(nextSpeaker(chatOf([msg('assistant')], ['a', 'b', 'c']), nameOf)).toBe('b');
    // A member who left is passed over: the turn follows the last reply of a member still there.
    expect(nextSpeaker(chatOf([msg('assistant', { speaker: 'b' }), msg('assistant', { speaker: 'x' })], ['a', 'b', 'c']), nameOf)).toBe('c');
    // A one-to-one chat: always its character.
    expect(nextSpeaker(chatOf([msg('assistant'), msg('user')]), nameOf)).toBe('a');
  });

  test('speakerOf: user and system messages have none', () => {
    const chat = chatOf([], ['a', 'b']);
    expect(speakerOf(chat, msg('user'), nameOf)).toBeUndefined();
    expect(speakerOf(chat, msg('assistant', { speaker: 'b', name: 'Ada' }), nameOf)).toBe('b');
  });
});

describe('membership records', () => {
  test('a member added later did not witness the messages before; one who left keeps what it saw', () => {
    const one = chatOf([msg('assistant'), msg('user')]);
    expect(membersOf(one)).toEqual(['a']);
    const two = addMember(one, 'b', 5);
    expect(two.members).toEqual(['a', 'b']);
    expect(two.messages.map((m) => m.present)).toEqual([['a'], ['a']]);
    expect(one.messages[0].present).toBeUndefined(); // the input stays untouched
    const later = { ...two, messages: [...two.messages, msg('user', { present: ['a', 'b'] })] };
    expect(witnessedBy(later, 'b')).toEqual([2]);
    expect(witnessedBy(later, 'a')).toEqual([0, 1, 2]);
    const three = removeMember(addMember(later, 'c', 6), 'b', 7);
    expect(three.members).toEqual(['a', 'c']);
    expect(witnessesOf(three, 2)).toEqual(['a', 'b']);
    expect(witnessedBy(three, 'c')).toEqual([]);
    // The chat's own character stays; adding a member twice changes nothing.
    expect(removeMember(three, 'a', 8)).toBe(three);
    expect(addMember(three, 'c', 8)).toBe(three);
  });
});

describe('the scene the agents get', () => {
  test('whose reply, who else is there with a short card, and the floors each of them missed', () => {
    const card = (key: string, name: string, description: string) => CharacterSchema.parse({ key, name, description, personality: 'Calm.' });
    const [ada, bram, cleo] = [card('a', 'Ada', 'Keeps the {{char}} lamp for {{user}}.'), card('b', 'Bram', 'x'.repeat(800)), card('c', 'Cleo', '')];
    // Floor 0 before records (everyone), floor 1 Ada alone, floor 2 Ada and Bram, floor 3 all three.
    const history = [msg('assistant'), msg('user', { present: ['a'] }), msg('assistant', { present: ['a', 'b'] }), msg('user', { present: ['a', 'b', 'c'] })];
    const composed = composeContext({ character: cleo, present: [ada, bram], books: [], history, userName: 'Tom' });
    expect(composed.scene).toEqual({
      speaker: 'Cleo',
      present: [
        { name: 'Ada', card: 'Keeps the Ada lamp for Tom. Calm.' },
        { name: 'Bram', card: `${'x'.repeat(SCENE_CARD_CHARS - 1)}…` },
      ],
      absent: [
        { name: 'Cleo', floors: [1, 2] },
        { name: 'Bram', floors: [1] },
      ],
    });
    expect(composed.story.background[0]).toContain('Also in this scene (Ada, Bram):');
    expect(composed.story.scene).toEqual(composed.scene);
    // A one-to-one chat has no scene.
    expect(composeContext({ character: ada, books: [], history, userName: 'Tom' }).scene).toBeUndefined();
  });
});

describe('the host', () => {
  test('a three-member group: turn order, the chosen member, attribution, present cards, swipe as the same member, reload', async () => {
    const prefix = freshPrefix();
    const { host, demo } = await openHost(prefix);
    const turns: GenerationTurn[] = [];
    const cards: (string | undefined)[] = [];
    host.setGenerationHandler(async (turn) => {
      turns.push(turn);
      // The app reads the turn's card (and its Troupe override) from currentCard while the turn runs.
      cards.push(host.currentCard()?.name);
      return { kind: 'pass' };
    });
    const mira = host.character.value!;
    expect(host.group.nextSpeaker.value).toBeNull();
    const greeting = host.chat.value!.messages[0];
    expect(await host.group.createMember({ name: 'Bram', description: 'A ferryman who hums.', personality: 'Gruff.' })).toEqual({ ok: true });
    expect(await host.group.createMember({ name: 'Cleo', description: 'A cartographer.', personality: '' })).toEqual({ ok: true });
    const [bram, cleo] = host.group.characters.value.slice(1);
    expect(host.group.members.value.map((m) => m.name)).toEqual(['Mira', 'Bram', 'Cleo']);
    // The greeting was written before Bram and Cleo joined.
    expect(host.chat.value!.messages[0]).toMatchObject({ id: greeting.id, present: [mira.key] });
    expect(host.group.nextSpeaker.value).toBe(bram.key);

    await host.send('Who rows tonight?');
    const reply = host.chat.value!.messages.at(-1)!;
    expect(reply).toMatchObject({ role: 'assistant', name: 'Bram', speaker: bram.key, present: [mira.key, bram.key, cleo.key] });
    expect(host.chat.value!.messages.at(-2)).toMatchObject({ role: 'user', present: [mira.key, bram.key, cleo.key] });
    // Bram's card is the turn's character; Mira and Cleo are present.
    const system = String(demo.requests.at(-1)!.messages[0].content);
    expect(system.indexOf('<character name="Bram">')).toBeGreaterThan(-1);
    expect(system.indexOf('<character name="Bram">')).toBeLessThan(system.indexOf('<character name="Mira">'));
    expect(system).toContain('Write the next reply of Bram');
    expect(system).toContain('Also in this scene (Mira, Cleo):');
    expect(turns.at(-1)!.chat.characterName).toBe('Bram');
    expect(cards.at(-1)).toBe('Bram');
    expect(turns.at(-1)!.story.background[0]).toContain('Also in this scene (Mira, Cleo):');
    // The agents' story carries the group scene: Bram speaks, Mira and Cleo are there, and both newcomers missed the greeting.
    expect((turns.at(-1)!.story as { scene?: unknown }).scene).toEqual({
      speaker: 'Bram',
      present: [
        { name: 'Mira', card: expect.any(String) },
        { name: 'Cleo', card: 'A cartographer.' },
      ],
      absent: [
        { name: 'Bram', floors: [0] },
        { name: 'Cleo', floors: [0] },
      ],
    });
    expect(host.currentCard()?.name).toBe('Mira'); // the turn is over: the page's card again
    expect(host.group.nextSpeaker.value).toBe(cleo.key);

    // The user chooses Mira; the history names the other members' replies.
    await host.send('Mira, your view?', { speaker: mira.key });
    expect(host.chat.value!.messages.at(-1)).toMatchObject({ name: 'Mira', speaker: mira.key });
    expect(cards.at(-1)).toBe('Mira');
    const sent = demo.requests.at(-1)!.messages;
    expect(String(sent[0].content)).toContain('Write the next reply of Mira');
    expect(sent.some((m) => String(m.content).startsWith('Bram: '))).toBe(true);
    expect(host.group.nextSpeaker.value).toBe(bram.key);

    // A swipe rewrites as the same member, however the turn order stands.
    const before = demo.requests.length;
    const last = host.chat.value!.messages.at(-1)!;
    await host.swipe(last.id, 1);
    expect(demo.requests).toHaveLength(before + 1);
    expect(String(demo.requests.at(-1)!.messages[0].content)).toContain('Write the next reply of Mira');
    expect(host.chat.value!.messages.at(-1)).toMatchObject({ id: last.id, name: 'Mira', speaker: mira.key, swipeId: 1 });
    expect(host.chat.value!.messages.at(-1)!.swipes).toHaveLength(2);
    // Regenerate: the same.
    await host.regenerate();
    expect(String(demo.requests.at(-1)!.messages[0].content)).toContain('Write the next reply of Mira');
    expect(host.chat.value!.messages.at(-1)!.swipes).toHaveLength(3);

    // An empty Send lets the next member speak.
    await host.send('');
    expect(host.chat.value!.messages.at(-1)).toMatchObject({ name: 'Bram', speaker: bram.key });
    // Continue: more text from the same member.
    const shownBefore = host.chat.value!.messages.at(-1)!;
    await host.continueReply();
    expect(String(demo.requests.at(-1)!.messages[0].content)).toContain('Write the next reply of Bram');
    expect(host.chat.value!.messages.at(-1)).toMatchObject({ id: shownBefore.id, name: 'Bram', speaker: bram.key });

    // Cleo leaves: she keeps what she saw; the turn order goes on without her.
    await host.group.removeMember(cleo.key);
    expect(host.group.members.value.map((m) => m.name)).toEqual(['Mira', 'Bram']);
    expect(host.group.nextSpeaker.value).toBe(mira.key);
    const texts = chatTexts(host);

    const again = await openHost(prefix);
    expect(chatTexts(again.host)).toEqual(texts);
    expect(again.host.group.members.value.map((m) => m.name)).toEqual(['Mira', 'Bram']);
    expect(again.host.group.characters.value.map((m) => m.name)).toEqual(['Mira', 'Bram', 'Cleo']);
    expect(again.host.chat.value!.messages.at(-2)).toMatchObject({ name: 'Mira', present: [mira.key, bram.key, cleo.key] });
  });

  test('a new group chat with chosen characters; the one-to-one chats stay as they were', async () => {
    const { host } = await openHost(freshPrefix());
    const first = host.chat.value!.id;
    await host.group.createMember({ name: 'Bram', description: '', personality: '' });
    await host.group.createMember({ name: 'Cleo', description: '', personality: '' });
    const [mira, bram, cleo] = host.group.characters.value;
    await host.group.newGroupChat([cleo.key, bram.key]);
    expect(host.chat.value!.id).not.toBe(first);
    expect(host.chat.value!.members).toEqual([mira.key, cleo.key, bram.key]);
    expect(host.chat.value!.title).toMatch(/^Mira, Cleo, Bram \d{4}-/);
    expect(host.chat.value!.messages[0]).toMatchObject({ name: 'Mira', speaker: mira.key, present: [mira.key, cleo.key, bram.key] });
    expect(host.group.nextSpeaker.value).toBe(cleo.key);
    expect(host.chats.value.map((c) => c.id)).toContain(first);
  });
});

describe('stored before group chats', () => {
  test('a damaged list of group characters is put aside; the page character and its chats stay', async () => {
    const prefix = freshPrefix();
    const { host } = await openHost(prefix);
    await host.group.createMember({ name: 'Bram', description: '', personality: '' });
    const chatId = host.chat.value!.id;
    host.dispose();
    await set('cast', [{ key: 'k', name: 42 }], createStore(`${prefix}standalone-settings`, 'keyval'));
    const { host: again } = await openHost(prefix);
    expect(again.character.value?.name).toBe('Mira');
    expect(again.chat.value!.id).toBe(chatId);
    expect(again.group.characters.value.map((c) => c.name)).toEqual(['Mira']);
    // The chat still lists Bram's key; without his card he is left out of the members and the turn order.
    expect(again.group.members.value.map((c) => c.name)).toEqual(['Mira']);
    expect(await get('cast', createStore(`${prefix}standalone-settings`, 'keyval'))).toBeUndefined();
    await again.send('Anyone?');
    expect(again.chat.value!.messages.at(-1)).toMatchObject({ role: 'assistant', name: 'Mira' });
  });

  test('a one-to-one chat stored in the old shape loads unchanged, and stays one-to-one as it goes on', async () => {
    const prefix = freshPrefix();
    const { host } = await openHost(prefix);
    const key = host.character.value!.key;
    host.dispose();
    // A record exactly as the page stored chats before group chats (no members, speaker or present).
    const old = {
      id: 'old-chat',
      characterKey: key,
      title: 'Mira 2025-01-01 10:00',
      createdAt: 1,
      updatedAt: 2,
      messages: [
        { id: 'g', role: 'assistant', name: 'Mira', swipes: [{ text: 'Hello.', reasoning: '' }], swipeId: 0, createdAt: 1 },
        { id: 'u', role: 'user', name: 'User', swipes: [{ text: 'Hi.', reasoning: '' }], swipeId: 0, createdAt: 2 },
        {
          id: 'r',
          role: 'assistant',
          name: 'Mira',
          swipes: [
            { text: 'Tea?', reasoning: 'r' },
            { text: 'Coffee?', reasoning: '' },
          ],
          swipeId: 1,
          createdAt: 2,
        },
      ],
      notes: [],
    };
    expect(ChatSchema.parse(old)).toEqual(old);
    const db = createStore(`${prefix}standalone-settings`, 'keyval');
    await set('chat:old-chat', old, db);
    await set('chats', [{ id: 'old-chat', characterKey: key, title: old.title, updatedAt: 9e12, messageCount: 3 }], db);
    await set('state', { currentChatId: 'old-chat', userName: 'User' }, db);

    const { host: again } = await openHost(prefix);
    expect(again.chat.value).toEqual(old);
    expect(again.storageProblems.value).toEqual([]);
    expect(again.group.members.value.map((m) => m.name)).toEqual(['Mira']);
    expect(again.group.nextSpeaker.value).toBeNull();
    await again.send('More tea.');
    const stored = (await get('chat:old-chat', db)) as ChatData;
    expect(stored.members).toBeUndefined();
    expect(stored.messages.slice(0, 3)).toEqual(old.messages);
    expect(stored.messages.slice(3).map((m) => [m.role, m.name, m.speaker, m.present])).toEqual([
      ['user', 'User', undefined, undefined],
      ['assistant', 'Mira', undefined, undefined],
    ]);
  });
});
