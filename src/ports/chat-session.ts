// The contract between the standalone page's chat UI (ui/chat, ui/page) and what runs the chat (the
// standalone host implements it). The components read these signals and call these actions; they
// never see the host, its storage or its records' schemas. Shapes are the parts the UI shows.
import type { ReadonlySignal } from '@preact/signals-core';

export type SessionRole = 'user' | 'assistant' | 'system';

export interface SessionSwipe {
  text: string;
  reasoning: string;
}

export interface SessionMessage {
  id: string;
  role: SessionRole;
  name?: string;
  swipes: readonly SessionSwipe[];
  /** The swipe shown. */
  swipeId: number;
  /** Group chats: the key of the member who wrote this reply. */
  speaker?: string;
  /** Group chats: keys of the members who were in the chat when it was written. */
  present?: readonly string[];
}

export interface SessionChat {
  id: string;
  characterKey: string;
  title: string;
  messages: readonly SessionMessage[];
  /** Group chats: the members' keys in turn order (absent: the character of `characterKey` alone). */
  members?: readonly string[];
}

export interface SessionChatSummary {
  id: string;
  characterKey: string;
  title: string;
  updatedAt: number;
  messageCount: number;
}

export interface SessionCharacter {
  key: string;
  name: string;
  description: string;
  personality: string;
  scenario: string;
  firstMessage: string;
  /** `data.extensions` of the card (Troupe's override lives at `troupe`, Luker's at `orchestrator`). */
  extensions: Record<string, unknown>;
}

export interface SessionLoreEntry {
  uid: number;
  comment: string;
  keys: readonly string[];
  constant: boolean;
  enabled: boolean;
}

export interface SessionLorebook {
  name: string;
  /** `global`: an imported world; `character`: the card's own book. */
  scope: 'global' | 'character';
  enabled: boolean;
  entries: readonly SessionLoreEntry[];
}

/** The reply being written, shown over (or after) the chat until it is committed. */
export interface LiveReply {
  /** `new`: a new message after the last; `swipe`: a new swipe of `messageId`; `continue`: more text for it. */
  target: 'new' | 'swipe' | 'continue';
  messageId: string;
  text: string;
  reasoning: string;
  /** Group chats: the name of the member writing it. */
  name?: string;
}

export type SessionGenerationType = 'normal' | 'regenerate' | 'swipe' | 'continue' | 'impersonate' | 'quiet';

export interface GenerationStatus {
  type: SessionGenerationType;
  chatId: string;
  /** `preparing`: Troupe's handler is deciding (capsule agents may run); `writing`: the reply is being written. */
  phase: 'preparing' | 'writing';
  /** The latest retry of a request of this generation, and why (a stall, an HTTP 429…). */
  retry?: { attempt: number; reason: string };
}

/** How the last generation of this page ended; `count` grows by one when each generation has fully ended. */
export interface GenerationEnd {
  count: number;
  chatId: string;
  type: SessionGenerationType;
  /** `committed`: a reply (or more text) was saved; `discarded`: the chat is as it was before. */
  outcome: 'committed' | 'discarded';
}

export interface ConnectionSettings {
  /** `demo`: the offline demo model; `custom`: an OpenAI-compatible server. */
  preset: 'demo' | 'custom';
  baseUrl: string;
  model: string;
  stream: boolean;
}

/** `https://api.example.com` of a base URL, or '' when it is not an http(s) URL. */
export function originOf(url: string): string {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return '';
  }
}

export interface ConnectionView {
  settings: ConnectionSettings;
  /** Whether an API key is stored for the custom connection. */
  hasKey: boolean;
  /** `…abcd` of the stored key (never more). */
  keyHint: string;
  /** The origin the stored key belongs to: it is sent nowhere else unless typed again or confirmed. */
  keyOrigin: string;
  demoBase: string;
  label: string;
}

/** The stall time is not here: it is the app's one setting (`stallTimeoutSec`, the panel's Advanced). */
export interface ConnectionInput extends ConnectionSettings {
  /** undefined: keep the stored key; '': remove it; text: store it. */
  apiKey?: string;
  /** The user confirmed the stored key may go to this base URL's origin (another than it was saved for). */
  sendKeyToNewOrigin?: boolean;
}

export type ConnectionErrorCode = 'invalid-url' | 'network' | 'unauthorized' | 'not-found' | 'http' | 'bad-response';

export type ConnectionTestResult =
  | { ok: true; models: string[]; via: 'server' | 'page' }
  | { ok: false; code: ConnectionErrorCode; url: string; status?: number; message: string };

export type SessionNoticeLevel = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  id: number;
  level: SessionNoticeLevel;
  message: string;
}

export type ActionResult = { ok: true; message?: string } | { ok: false; error: string };

export type CharacterFields = Pick<SessionCharacter, 'name' | 'description' | 'personality' | 'scenario' | 'firstMessage'>;

export interface ChatSession {
  readonly character: ReadonlySignal<SessionCharacter | null>;
  readonly lorebooks: ReadonlySignal<readonly SessionLorebook[]>;
  /** The open chat as stored (the reply being written is in `live`). */
  readonly chat: ReadonlySignal<SessionChat | null>;
  /** Chats of the current character, newest first. */
  readonly chats: ReadonlySignal<readonly SessionChatSummary[]>;
  readonly live: ReadonlySignal<LiveReply | null>;
  readonly generating: ReadonlySignal<GenerationStatus | null>;
  /** Null until the first generation of this page has ended. */
  readonly lastGeneration: ReadonlySignal<GenerationEnd | null>;
  readonly connection: ReadonlySignal<ConnectionView>;
  readonly notices: ReadonlySignal<readonly Notice[]>;
  readonly userName: ReadonlySignal<string>;

  /** Sends a message and writes one reply; `speaker`: in a group chat, the member who replies (default: turn order). */
  send(text: string, options?: { speaker?: string }): Promise<void>;
  regenerate(): Promise<void>;
  continueReply(): Promise<void>;
  /** Previous / next swipe; `+1` past the last swipe of the last reply generates a new one. */
  swipe(messageId: string, direction: -1 | 1): Promise<void>;
  /** The user's Stop. */
  stopGeneration(): void;
  newChat(): Promise<void>;
  openChat(id: string): Promise<void>;
  deleteChat(id: string): Promise<void>;
  saveCharacter(fields: CharacterFields): Promise<ActionResult>;
  setUserName(name: string): Promise<ActionResult>;
  importCharacter(file: string, content: Uint8Array | string): Promise<ActionResult>;
  importLorebook(file: string, content: string): Promise<ActionResult>;
  removeLorebook(name: string): Promise<void>;
  setLorebookEnabled(name: string, enabled: boolean): Promise<void>;
  saveConnection(input: ConnectionInput): Promise<ActionResult>;
  testConnection(input?: ConnectionInput): Promise<ConnectionTestResult>;
  dismissNotice(id: number): void;
  /** The page's own prompt presets (edited in the Connection area); absent where the host has its own. */
  readonly promptPresets?: PromptPresetsSession;
  /** Group chats (several characters in one chat); absent where the host has none. */
  readonly group?: GroupSession;
}

/** Group chats of the page: its other characters, the open chat's members, who speaks next. */
export interface GroupSession {
  /** Every character the page knows (its own first, then the others added for group chats). */
  readonly characters: ReadonlySignal<readonly SessionCharacter[]>;
  /** The open chat's members in turn order (one: a one-to-one chat). */
  readonly members: ReadonlySignal<readonly SessionCharacter[]>;
  /** The member who replies next in turn order (null: not a group chat). */
  readonly nextSpeaker: ReadonlySignal<string | null>;
  /** Adds a known character to the open chat. */
  addMember(key: string): Promise<void>;
  /** Removes a member from the open chat (not the chat's own character). */
  removeMember(key: string): Promise<void>;
  /** A new character from typed fields, added to the open chat. */
  createMember(fields: Pick<CharacterFields, 'name' | 'description' | 'personality'>): Promise<ActionResult>;
  /** Changes one of the other characters (not the page's own: the Character panel edits that one). */
  saveMember(key: string, fields: Pick<CharacterFields, 'name' | 'description' | 'personality'>): Promise<ActionResult>;
  /** A new character from a SillyTavern card file, added to the open chat. */
  importMember(file: string, content: Uint8Array | string): Promise<ActionResult>;
  /** Opens a new chat of the page's character with these other characters. */
  newGroupChat(others: readonly string[]): Promise<void>;
}

const shown = (m: SessionMessage): SessionSwipe | undefined => m.swipes[Math.min(m.swipeId, m.swipes.length - 1)];

/** The current swipe's text of a message. */
export const messageText = (m: SessionMessage): string => shown(m)?.text ?? '';
/** The current swipe's reasoning of a message. */
export const messageReasoning = (m: SessionMessage): string => shown(m)?.reasoning ?? '';

// The standalone page's own prompt presets, as its Connection area edits them (in SillyTavern the
// prompt presets are SillyTavern's Chat Completion presets).

/** One prompt preset of the page: sampling settings (unset = the server's default) and instruction text. */
export interface OwnPromptPreset {
  name: string;
  temperature?: number;
  topP?: number;
  topK?: number;
  minP?: number;
  frequencyPenalty?: number;
  presencePenalty?: number;
  repetitionPenalty?: number;
  /** Output tokens per response; set here, it wins over the agent's own limit. */
  maxTokens?: number;
  seed?: number;
  reasoningEffort?: 'low' | 'medium' | 'high';
  /** Instructions before the agent's own system text. */
  before: string;
  /** Instructions after the agent's messages (post-history). */
  after: string;
}

export interface PromptPresetsView {
  presets: readonly OwnPromptPreset[];
  /** What "(profile default)" ends at when a profile names none ('' = no preset). */
  current: string;
}

export interface PromptPresetsSession {
  readonly view: ReadonlySignal<PromptPresetsView>;
  /** Adds or replaces a preset (`previousName`: the one it was, when renamed). */
  save(preset: OwnPromptPreset, previousName?: string): Promise<ActionResult>;
  remove(name: string): Promise<ActionResult>;
  setCurrent(name: string): Promise<ActionResult>;
}
