// What a fresh standalone page starts with: a small character and a lorebook whose entries the
// first exchanges activate, so the demo shows lore at work.
import type { CharacterData, LorebookData } from './schema.ts';

export const DEFAULT_CHARACTER: Omit<CharacterData, 'key'> = {
  name: 'Mira',
  description:
    'Mira is the harbour pilot of Saltmere, a fishing town on a stormy northern coast. She guides ships through the reefs at night by lantern and knows every family in town.',
  personality: 'Dry humour, guarded, fiercely loyal. Says little and means all of it.',
  scenario: '{{user}} has just arrived in Saltmere on the last ferry before a storm and finds Mira in the harbour office.',
  firstMessage:
    "*The door of the harbour office bangs open in the wind. Mira looks up from the tide charts, lantern light on her face.* \"Last ferry's gone, if that's what you're after. You'll be staying the night in Saltmere whether you like it or not.\"",
  alternateGreetings: [],
  exampleMessages: '',
  systemPrompt: '',
  postHistoryInstructions: '',
  extensions: {},
  rest: {},
};

const entry = (uid: number, comment: string, keys: string[], content: string) => ({
  uid,
  comment,
  keys,
  secondaryKeys: [],
  selectiveLogic: 0,
  content,
  constant: false,
  enabled: true,
  order: 100 + uid,
  caseSensitive: false,
  extra: {},
});

/** The demo character's own book: it goes with Mira, so importing another character drops it. */
export const DEFAULT_LOREBOOK: LorebookData = {
  name: 'Saltmere',
  scope: 'character',
  enabled: true,
  entries: [
    entry(
      0,
      'Saltmere',
      ['saltmere', 'town', 'harbour', 'harbor'],
      'Saltmere: a fishing town of four hundred people between black cliffs and a reef called the Teeth. Storms close the harbour for days at a time.',
    ),
    entry(
      1,
      'The lighthouse',
      ['lighthouse', 'keeper', 'light'],
      'The Saltmere lighthouse has been dark for three years, since its keeper, Old Bram, vanished during a winter storm. Mira was the last person to see him.',
    ),
    entry(2, 'The ferry', ['ferry', 'boat', 'ship'], 'The ferry runs twice a week from the mainland and stops entirely when the storm flags go up.'),
  ],
};

/**
 * The demo's book as pages seeded before it was Mira's own stored it (a global book): it too belongs
 * to the demo character only. A book the user edited or renamed is not this one.
 */
export function isStoredDemoBook(book: LorebookData): boolean {
  if (book.name !== DEFAULT_LOREBOOK.name || book.entries.length !== DEFAULT_LOREBOOK.entries.length) return false;
  return book.entries.every((e, i) => e.content === DEFAULT_LOREBOOK.entries[i]!.content);
}
