import { describe, expect, test } from 'vitest';
import { CHAT, CONTEXT } from '../../../../test/fixtures/capsule/scenario.ts';
import type { CapsuleInjection as HostCapsuleInjection } from '../../../ports/host.ts';
import { buildCapsuleText, joinOutputs } from './capsule-text.ts';
import { capsuleInjection } from './injection.ts';
import { capsuleMessage } from './messages.ts';
import { filterLorebook } from '../runtime/lorebook-filter.ts';
import { readStory } from './story.ts';
import { capsuleKey, createCapsuleCache, type CachedCapsule } from './swipe-cache.ts';
import { formatOutputs, renderTemplate, templateVariables } from './template.ts';
import { storyFromMessages } from '../runtime/story.ts';

describe('capsule text', () => {
  test('instruction, a blank line, the guidance; no guidance means no capsule', () => {
    expect(buildCapsuleText('Follow this.', '  - a\n- b \n')).toBe('Follow this.\n\n- a\n- b');
    expect(buildCapsuleText('', 'x')).toBe('x');
    expect(buildCapsuleText('Follow this.', '  \n')).toBe('');
    expect(joinOutputs(['a', ' ', 'b\n'])).toBe('a\n\nb');
  });
});

describe('capsuleInjection', () => {
  test('maps anchors to placements, clamps depth, defaults a bad role; nothing for an empty text', () => {
    expect(capsuleInjection({ position: 'ANTop', depth: 3, role: 'assistant' }, 'T')).toEqual({
      text: 'T',
      position: 'in_chat',
      depth: 3,
      role: 'assistant',
      anchor: 'ANTop',
    });
    expect(capsuleInjection({ position: 'EMBottom', depth: -5, role: 'narrator' as never }, 'T')).toMatchObject({
      position: 'in_prompt',
      depth: 0,
      role: 'system',
    });
    expect(capsuleInjection({ position: 'sideways' as never, depth: 99999, role: 'user' }, 'T')).toMatchObject({
      position: 'in_chat',
      anchor: 'atDepth',
      depth: 10000,
    });
    expect(capsuleInjection({ position: 'atDepth', depth: 0, role: 'system' }, ' ')).toBeUndefined();
  });

  test('is a host CapsuleInjection as it stands (the type checker holds this test)', () => {
    const inj = capsuleInjection({ position: 'before', depth: 1, role: 'user' }, 'T')!;
    const forHost: HostCapsuleInjection = inj;
    expect(forHost.position).toBe('before_prompt');
  });
});

describe('templates', () => {
  test('known names are filled in one pass; unknown ones stay; inserted text is not expanded again', () => {
    const out = renderTemplate('A {{last_user}} B {{ recent_chat }} C {{typo}}', { last_user: 'says {{recent_chat}}', recent_chat: 'chat' });
    expect(out).toBe('A says {{recent_chat}} B chat C {{typo}}');
    expect(templateVariables('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
    expect(
      formatOutputs([
        { id: 'x', text: ' one ' },
        { id: 'y', text: '' },
      ]),
    ).toBe('### x\none');
    expect(formatOutputs([])).toBe('(none)');
  });
});

describe('readStory', () => {
  test('from a chat reader: recent window, last user, background from the context', async () => {
    const s = await readStory({ story: storyFromMessages(CONTEXT), chat: { messages: () => CHAT } });
    expect(s.recentChat(2)).toBe('[#41] Lin Wan (assistant): It is raining over the city. She takes the umbrella.\n\n[#42] Chen (user): How is your family?');
    expect(s.lastUser).toEqual({ index: 42, text: 'How is your family?' });
    expect(s.background).toBe('Character: Lin Wan, a reserved violinist.\n\nLore: the harbour closes at dusk.');
  });

  test('from the context alone, and an empty chat', async () => {
    const s = await readStory({ story: storyFromMessages(CONTEXT) });
    // Without a chat reader, floors count the story's chat messages.
    expect(s.recentChat(1)).toBe('[#2] user: How is your family?');
    expect(s.lastUser).toEqual({ index: 2, text: 'How is your family?' });
    const empty = await readStory({ story: storyFromMessages([]) });
    expect(empty.recentChat(5)).toBe('(no messages yet)');
    expect(empty.lastUser).toBeUndefined();
    expect(empty.lastUserText).toBe('');
  });

  test("the host's lastUser wins", async () => {
    const s = await readStory({ story: storyFromMessages(CONTEXT), lastUser: { index: 7, text: 'edited' } });
    expect(s.lastUserText).toBe('edited');
  });
});

describe('capsule cache', () => {
  const entry = (chatId: string, text: string, profile: unknown = { p: 1 }, mode = 'loop'): CachedCapsule => ({
    key: capsuleKey({ chatId, lastUser: { index: 3, text }, mode, profile }),
    capsule: `I\n\n${text}`,
    body: text,
    injection: { text: `I\n\n${text}`, position: 'in_chat', depth: 0, role: 'system', anchor: 'atDepth' },
    fold: '',
    createdAt: 0,
  });

  test('hits only on the same chat, anchor, text hash, mode and profile', () => {
    const cache = createCapsuleCache();
    cache.set(entry('c1', 'hello'));
    expect(cache.get(entry('c1', 'hello').key)?.body).toBe('hello');
    expect(cache.get(entry('c1', 'hello!').key)).toBeUndefined();
    expect(cache.get(entry('c2', 'hello').key)).toBeUndefined();
    expect(cache.get(entry('c1', 'hello', { p: 2 }).key)).toBeUndefined();
    expect(cache.get(entry('c1', 'hello', { p: 1 }, 'spec').key)).toBeUndefined();
    // Key order inside the profile does not matter; values do.
    expect(cache.get(capsuleKey({ chatId: 'c1', lastUser: { index: 3, text: 'hello' }, mode: 'loop', profile: { p: 1 } }))).toBeDefined();
    expect(cache.latest('c1')?.body).toBe('hello');
    cache.invalidate('c1');
    expect(cache.size).toBe(0);
  });

  test('one entry per chat, least recently used chats dropped', () => {
    const cache = createCapsuleCache({ maxChats: 2 });
    cache.set(entry('a', '1'));
    cache.set(entry('a', '2'));
    expect(cache.size).toBe(1);
    cache.set(entry('b', '1'));
    cache.get(entry('a', '2').key);
    cache.set(entry('c', '1'));
    expect(cache.latest('b')).toBeUndefined();
    expect(cache.latest('a')?.body).toBe('2');
  });
});

test('capsuleMessage appends a detail', () => {
  expect(capsuleMessage('runtime_error', 'HTTP 500')).toBe('Orchestration failed; no guidance is injected: HTTP 500');
  expect(capsuleMessage('aborted')).toBe('Orchestration was stopped; no guidance is injected.');
});

describe('filterLorebook', () => {
  test('hides matching books and entries; an empty filter returns the reader itself', async () => {
    const reader = {
      books: () => [
        {
          name: 'A',
          entries: [
            { uid: 1, name: 'keep', keys: ['k'], content: '' },
            { uid: 2, name: 'x', keys: ['OOC'], content: '' },
          ],
        },
        { name: 'Hidden', entries: [] },
      ],
    };
    expect(filterLorebook(reader, { bookPattern: '', entryPattern: ' \n' })).toBe(reader);
    const books = await filterLorebook(reader, { bookPattern: '^Hid', entryPattern: '^OOC$' }).books();
    expect(books.map((b) => [b.name, b.entries.map((e) => e.uid)])).toEqual([['A', [1]]]);
  });
});
