// The standalone host's persisted shapes, one zod schema each: parsing fills defaults, so the schema
// is also the migration and the sanitizer for what IndexedDB holds.
// zod/mini (./zod.ts): these are read before the page's first paint.
import { z } from './zod.ts';

const text = () => z._default(z.string(), '');
const list = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), () => []);
const record = () => z._default(z.record(z.string(), z.unknown()), () => ({}));
const int = () => z.number().check(z.int());
const bool = (value: boolean) => z._default(z.boolean(), value);
const num = (value: number) => z._default(z.number(), value);

export const LoreEntrySchema = z.object({
  uid: int(),
  /** The entry's title (SillyTavern's `comment`). */
  comment: text(),
  keys: list(z.string()),
  secondaryKeys: list(z.string()),
  /** SillyTavern's selectiveLogic: 0 AND ANY, 1 NOT ALL, 2 NOT ANY, 3 AND ALL. */
  selectiveLogic: z._default(int().check(z.minimum(0), z.maximum(3)), 0),
  content: text(),
  constant: bool(false),
  enabled: bool(true),
  /** Insertion order: lower first. */
  order: num(100),
  caseSensitive: bool(false),
  /** Fields we do not use, kept for re-export. */
  extra: record(),
});
export type LoreEntryData = z.infer<typeof LoreEntrySchema>;

export const LorebookSchema = z.object({
  name: z.string().check(z.minLength(1)),
  /** `global`: imported world; `character`: the card's own book. */
  scope: z.enum(['global', 'character']),
  enabled: bool(true),
  entries: list(LoreEntrySchema),
});
export type LorebookData = z.infer<typeof LorebookSchema>;
export const LorebookListSchema = z.array(LorebookSchema);

export const CharacterSchema = z.object({
  /** Stable key of this card (a new one per import). */
  key: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  description: text(),
  personality: text(),
  scenario: text(),
  firstMessage: text(),
  alternateGreetings: list(z.string()),
  exampleMessages: text(),
  /** The card's own main prompt (V2 `system_prompt`); '' = the host's default. */
  systemPrompt: text(),
  postHistoryInstructions: text(),
  /** `data.extensions`, kept whole (Troupe reads `troupe`, Luker's `orchestrator`). */
  extensions: record(),
  /** The rest of the card's `data`, kept for re-export. */
  rest: record(),
});
export type CharacterData = z.infer<typeof CharacterSchema>;

/** A swipe; `turns`: the Troupe turns whose memory writes belong to it. */
export const SwipeSchema = z.object({ text: z.string(), reasoning: text(), turns: z.optional(z.array(z.string())) });
export type Swipe = z.infer<typeof SwipeSchema>;

export const MessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  role: z.enum(['user', 'assistant', 'system']),
  name: z.optional(z.string()),
  swipes: z.array(SwipeSchema).check(z.minLength(1)),
  swipeId: z._default(int().check(z.minimum(0)), 0),
  createdAt: num(0),
  /** Group chats: the key of the member who wrote this reply (a regenerate / swipe writes as it again). */
  speaker: z.optional(z.string()),
  /**
   * Keys of the chat's members when this message was written: who witnessed it. Absent on messages
   * written before it was recorded (see witnessesOf in group.ts).
   */
  present: z.optional(z.array(z.string())),
});
export type StoredMessage = z.infer<typeof MessageSchema>;

export const ChatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  characterKey: z.string(),
  title: text(),
  createdAt: num(0),
  updatedAt: num(0),
  messages: list(MessageSchema),
  /**
   * The characters of a group chat, in turn order (keys; the chat's own character first). Absent: a
   * one-to-one chat of `characterKey` (every chat stored before group chats).
   */
  members: z.optional(z.array(z.string())),
  /** NotesStore data for this chat. */
  notes: list(z.unknown()),
});
export type ChatData = z.infer<typeof ChatSchema>;

/** The page's other characters (group chat members besides the page's own character). */
export const CastSchema = z.array(CharacterSchema);

export const ChatSummarySchema = z.object({ id: z.string(), characterKey: z.string(), title: text(), updatedAt: num(0), messageCount: num(0) });
export type ChatSummary = z.infer<typeof ChatSummarySchema>;
export const ChatIndexSchema = z.array(ChatSummarySchema);

export const ConnectionSchema = z.object({
  /** `demo`: the offline demo model; `custom`: an OpenAI-compatible server. */
  preset: z._default(z.enum(['demo', 'custom']), 'demo'),
  baseUrl: text(),
  model: text(),
  stream: bool(true),
  /** The origin the stored API key was saved for ('' before this was recorded: the base URL's). */
  keyOrigin: text(),
});
export type ConnectionSettings = z.infer<typeof ConnectionSchema>;

export const StateSchema = z.object({
  currentChatId: z.optional(z.string()),
  userName: z._default(z.string().check(z.minLength(1)), 'User'),
});
export type HostState = z.infer<typeof StateSchema>;
