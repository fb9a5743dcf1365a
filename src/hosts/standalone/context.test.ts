import { describe, expect, test } from 'vitest';
import { composeContext, injectCapsule, substitute } from './context.ts';
import { STORY_TEXT } from './messages.ts';
import { DEFAULT_CHARACTER, DEFAULT_LOREBOOK } from './defaults.ts';
import { activateLore, entryMatches } from './lore.ts';
import { LoreEntrySchema, type CharacterData, type StoredMessage } from './schema.ts';

const character: CharacterData = { ...DEFAULT_CHARACTER, key: 'k1', exampleMessages: '{{char}}: Hm.', postHistoryInstructions: 'Keep {{user}} guessing.' };
let n = 0;
const msg = (role: StoredMessage['role'], text: string): StoredMessage => ({
  id: `m${n++}`,
  role,
  swipes: [{ text, reasoning: '' }],
  swipeId: 0,
  createdAt: 0,
});
const entry = (over: Partial<ReturnType<typeof LoreEntrySchema.parse>>) => LoreEntrySchema.parse({ uid: 1, content: 'x', ...over });

describe('lore activation', () => {
  test('primary keys match case-insensitively; regex keys; secondary logic', () => {
    expect(entryMatches(entry({ keys: ['Lighthouse'] }), 'the LIGHTHOUSE is dark')).toBe(true);
    expect(entryMatches(entry({ keys: ['Lighthouse'], caseSensitive: true }), 'the lighthouse')).toBe(false);
    expect(entryMatches(entry({ keys: ['/light(house)?s?\\b/i'] }), 'Lights out')).toBe(true);
    expect(entryMatches(entry({ keys: ['ferry'] }), 'no match here')).toBe(false);
    expect(entryMatches(entry({ keys: [], constant: true }), '')).toBe(true);
    const scan = 'the ferry in the storm';
    const logic = (l: number, second: string[]) => entryMatches(entry({ keys: ['ferry'], secondaryKeys: second, selectiveLogic: l }), scan);
    expect([logic(0, ['storm', 'sun']), logic(0, ['sun'])]).toEqual([true, false]); // AND ANY
    expect([logic(1, ['storm', 'sun']), logic(1, ['storm'])]).toEqual([true, false]); // NOT ALL
    expect([logic(2, ['sun']), logic(2, ['storm'])]).toEqual([true, false]); // NOT ANY
    expect([logic(3, ['storm', 'ferry']), logic(3, ['storm', 'sun'])]).toEqual([true, false]); // AND ALL
  });

  test('disabled entries and books stay out; order sorts; the budget caps', () => {
    const book = {
      name: 'B',
      scope: 'global' as const,
      enabled: true,
      entries: [
        entry({ uid: 1, keys: ['a'], order: 20, content: 'second' }),
        entry({ uid: 2, keys: ['a'], order: 10, content: 'first' }),
        entry({ uid: 3, keys: ['a'], enabled: false, content: 'off' }),
      ],
    };
    expect(activateLore([book], 'a').map((h) => h.entry.content)).toEqual(['first', 'second']);
    expect(activateLore([{ ...book, enabled: false }], 'a')).toEqual([]);
    expect(activateLore([book], 'a', 8).map((h) => h.entry.content)).toEqual(['first']);
  });
});

describe('composeContext', () => {
  test('system prompt from the card and the active lore, then history, then post-history instructions', () => {
    const history = [msg('assistant', 'Last ferry is gone.'), msg('user', 'What happened to the lighthouse keeper?')];
    const c = composeContext({ character, books: [DEFAULT_LOREBOOK], history, userName: 'Ash' });
    const sys = c.messages[0].content!;
    expect(c.messages[0].role).toBe('system');
    expect(sys).toContain('Write the next reply of Mira in this fictional role-play with Ash.');
    expect(sys).toContain('<character name="Mira">\nDescription: Mira is the harbour pilot');
    expect(sys).toContain('Scenario: Ash has just arrived in Saltmere');
    expect(sys).toContain('Old Bram, vanished'); // lighthouse entry, by "lighthouse"/"keeper"
    expect(sys).toContain('The ferry runs twice a week'); // by "ferry" in the scanned history
    expect(sys).not.toContain('four hundred people'); // the town entry's keys are absent
    expect(sys).toContain('Example dialogue:\nMira: Hm.');
    expect(c.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Last ferry is gone.' },
      { role: 'user', content: 'What happened to the lighthouse keeper?' },
      { role: 'system', content: 'Keep Ash guessing.' },
    ]);
    expect([...c.activatedIds].sort()).toEqual(['Saltmere.1', 'Saltmere.2']);
  });

  test('only the last few messages are scanned for keys', () => {
    const history = [msg('user', 'the lighthouse'), ...Array.from({ length: 4 }, () => msg('assistant', 'nothing'))];
    expect(composeContext({ character, books: [DEFAULT_LOREBOOK], history, userName: 'U' }).active).toEqual([]);
  });

  test('a Chinese page composes the story’s own words in Chinese (zh-TW: Traditional); the card’s text stays as written', () => {
    const history = [msg('user', 'What happened to the lighthouse keeper?')];
    const cn = composeContext({ character, books: [DEFAULT_LOREBOOK], history, userName: 'Ash', text: STORY_TEXT['zh-CN'] });
    const sys = cn.messages[0].content!;
    expect(sys).toContain('写出 Mira 在这场与 Ash 的虚构角色扮演中的下一条回复。');
    expect(sys).toContain('<character name="Mira">\n描述： Mira is the harbour pilot');
    expect(sys).toContain('世界信息：\n');
    expect(sys).not.toMatch(/Write the next reply|Description:|World information:|Example dialogue:/);
    expect(cn.story.instructions).toEqual([STORY_TEXT['zh-CN'].defaultMainPrompt('Mira', 'Ash')]);
    const tw = composeContext({ character, books: [], history, userName: 'Ash', text: STORY_TEXT['zh-TW'] }).messages[0].content!;
    expect(tw).toContain('寫出 Mira 在這場與 Ash 的虛構角色扮演中的下一則回覆。');
  });

  test('a card main prompt replaces the default; macros are filled', () => {
    const c = composeContext({ character: { ...character, systemPrompt: 'You are {{char}}, talking to {{user}}.' }, books: [], history: [], userName: 'Ash' });
    expect(c.messages[0].content!.startsWith('You are Mira, talking to Ash.')).toBe(true);
    expect(substitute('<BOT> and <USER>', 'A', 'B')).toBe('A and B');
  });
});

describe('injectCapsule', () => {
  const base = [
    { role: 'system' as const, content: 'S' },
    { role: 'user' as const, content: 'u1' },
    { role: 'assistant' as const, content: 'a1' },
    { role: 'user' as const, content: 'u2' },
  ];
  const at = (position: 'in_prompt' | 'in_chat' | 'before_prompt', depth = 0, role: 'system' | 'user' | 'assistant' = 'system') =>
    injectCapsule(base, { text: 'CAP', position, depth, role }).map((m) => m.content);
  test('before the prompt, in the prompt, and at depth in the chat', () => {
    expect(at('before_prompt')).toEqual(['CAP', 'S', 'u1', 'a1', 'u2']);
    expect(at('in_prompt')).toEqual(['S', 'CAP', 'u1', 'a1', 'u2']);
    expect(at('in_chat', 0)).toEqual(['S', 'u1', 'a1', 'u2', 'CAP']);
    expect(at('in_chat', 1)).toEqual(['S', 'u1', 'a1', 'CAP', 'u2']);
    expect(at('in_chat', 99)).toEqual(['S', 'CAP', 'u1', 'a1', 'u2']);
    expect(injectCapsule(base, { text: 'CAP', position: 'in_chat', depth: 1, role: 'user' })[3]).toEqual({ role: 'user', content: 'CAP' });
    expect(injectCapsule(base, { text: '  ', position: 'in_prompt', depth: 0, role: 'system' })).toEqual(base);
  });
});
