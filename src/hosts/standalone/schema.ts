// The standalone host's persisted shapes, one zod schema each: parsing fills defaults, so the schema
// is also the migration and the sanitizer for what IndexedDB holds.
import { z } from 'zod';

const text = () => z.string().default('');
const record = () => z.record(z.string(), z.unknown()).default(() => ({}));

export const LoreEntrySchema = z.object({
  uid: z.number().int(),
  /** The entry's title (SillyTavern's `comment`). */
  comment: text(),
  keys: z.array(z.string()).default(() => []),
  secondaryKeys: z.array(z.string()).default(() => []),
  /** SillyTavern's selectiveLogic: 0 AND ANY, 1 NOT ALL, 2 NOT ANY, 3 AND ALL. */
  selectiveLogic: z.number().int().min(0).max(3).default(0),
  content: text(),
  constant: z.boolean().default(false),
  enabled: z.boolean().default(true),
  /** Insertion order: lower first. */
  order: z.number().default(100),
  caseSensitive: z.boolean().default(false),
  /** Fields we do not use, kept for re-export. */
  extra: record(),
});
export type LoreEntryData = z.infer<typeof LoreEntrySchema>;

export const LorebookSchema = z.object({
  name: z.string().min(1),
  /** `global`: imported world; `character`: the card's own book. */
  scope: z.enum(['global', 'character']),
  enabled: z.boolean().default(true),
  entries: z.array(LoreEntrySchema).default(() => []),
});
export type LorebookData = z.infer<typeof LorebookSchema>;
export const LorebookListSchema = z.array(LorebookSchema);

export const CharacterSchema = z.object({
  /** Stable key of this card (a new one per import). */
  key: z.string().min(1),
  name: z.string().min(1),
  description: text(),
  personality: text(),
  scenario: text(),
  firstMessage: text(),
  alternateGreetings: z.array(z.string()).default(() => []),
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
export const SwipeSchema = z.object({ text: z.string(), reasoning: text(), turns: z.array(z.string()).optional() });
export type Swipe = z.infer<typeof SwipeSchema>;

export const MessageSchema = z.object({
  id: z.string().min(1),
  role: z.enum(['user', 'assistant', 'system']),
  name: z.string().optional(),
  swipes: z.array(SwipeSchema).min(1),
  swipeId: z.number().int().min(0).default(0),
  createdAt: z.number().default(0),
});
export type StoredMessage = z.infer<typeof MessageSchema>;

export const ChatSchema = z.object({
  id: z.string().min(1),
  characterKey: z.string(),
  title: text(),
  createdAt: z.number().default(0),
  updatedAt: z.number().default(0),
  messages: z.array(MessageSchema).default(() => []),
  /** NotesStore data for this chat. */
  notes: z.array(z.unknown()).default(() => []),
});
export type ChatData = z.infer<typeof ChatSchema>;

export const ChatSummarySchema = z.object({ id: z.string(), characterKey: z.string(), title: text(), updatedAt: z.number().default(0), messageCount: z.number().default(0) });
export type ChatSummary = z.infer<typeof ChatSummarySchema>;
export const ChatIndexSchema = z.array(ChatSummarySchema);

export const ConnectionSchema = z.object({
  /** `demo`: the offline demo model; `custom`: an OpenAI-compatible server. */
  preset: z.enum(['demo', 'custom']).default('demo'),
  baseUrl: text(),
  model: text(),
  stream: z.boolean().default(true),
  /** Seconds without a byte before a request counts as stalled (it is then retried). */
  stallSeconds: z.number().int().min(10).max(3600).catch(120).default(120),
  /** The origin the stored API key was saved for ('' before this was recorded: the base URL's). */
  keyOrigin: text(),
});
export type ConnectionSettings = z.infer<typeof ConnectionSchema>;

export const StateSchema = z.object({
  currentChatId: z.string().optional(),
  userName: z.string().min(1).default('User'),
});
export type HostState = z.infer<typeof StateSchema>;
