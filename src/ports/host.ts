// The ports a place Troupe runs in implements (SillyTavern and Luker, the standalone page), split by
// role. The app talks to the chat UI only through them; engines see the narrower interfaces they
// hand out (ReplySlot, ChatReader, LorebookReader, NotesStore, ModelClient).
import type { PromptPresetSource } from '../core/engines/runtime/prompt-preset.ts';
import type { ModelClient } from '../core/llm/types.ts';
import type { ChatReader } from '../core/tools/chat.ts';
import type { LorebookReader } from '../core/tools/lorebook.ts';
import type { NotesStore } from '../core/tools/notes.ts';
import type { VectorCollection } from '../core/memory/access.ts';
import type { LoreBookEntry, LoreEntryWrite } from '../core/memory/lore-sync.ts';
import type { WebSearchProvider } from '../core/search/types.ts';
import type { ChatRef } from './chat-ref.ts';
import type { GenerationDecision, GenerationTurn } from './generation.ts';

export * from './chat-ref.ts';
export * from './generation.ts';

export type HostKind = 'sillytavern' | 'standalone';

/** A character card as Troupe reads it (Character Card V2/V3 `data`, only the parts we use). */
export interface CharacterCard {
  key: string;
  name: string;
  description?: string;
  personality?: string;
  scenario?: string;
  firstMessage?: string;
  /** `data.extensions` of the card: Troupe reads `troupe` and Luker's `orchestrator` fallback. */
  extensions: Record<string, unknown>;
}

/** Where web search goes: which provider, and SearXNG's address when that is the provider. */
export interface WebSearchConfig {
  provider: 'searxng' | 'serpapi' | 'tavily' | 'serper';
  searxngUrl: string;
}

/** A search provider this host offers: whether it is ready (a key set, a route present) and why not. */
export interface SearchProviderInfo {
  id: WebSearchConfig['provider'];
  label: string;
  ready: boolean;
  reason?: string;
}

/** The host's own vector index (SillyTavern's vectors API), when one is set up there. */
export interface HostVectors {
  label: string;
  model: string;
  collection(chatId: string): VectorCollection;
}

/** Which turn marks a chat's messages carry: `shown` on the swipe on screen, `hidden` on another swipe; the floor of the message. */
export type ReplyMarks = ReadonlyMap<string, { state: 'shown' | 'hidden'; floor: number }>;

/**
 * A line under a reply's reasoning: what its turn did to memory ("memory: +2 nodes, 1 edit"), with a
 * button that opens the Memory section at those changes. Text only.
 */
export interface ReplyNote {
  /** The turns (reply marks) the line belongs to: shown on the swipe that carries one of them, on no other. */
  turns: readonly string[];
  /** The line, in the UI's language. */
  text: string;
  /** Whether some of its changes wait for review. */
  pending: boolean;
  /** The button's label ("Show in Memory"). */
  action: string;
  /** The button: the Memory section is asked to show these changes (the host then opens its panel). */
  show(): void;
}

export interface ConnectionInfo {
  /** '' is the default connection. */
  name: string;
  label: string;
  model?: string;
  /** False for connections orchestration cannot use (e.g. a Text Completion API). */
  usable: boolean;
  reason?: string;
}

export type NoticeLevel = 'info' | 'success' | 'warning' | 'error';

/** A prompt preset agents can name (SillyTavern: a Chat Completion preset). */
export interface PromptPresetInfo {
  name: string;
  /** What the select shows, when it differs from the name. */
  label?: string;
}

/**
 * The host's role ports. A place Troupe runs in implements the roles it has: every host has a chat
 * surface, a generation hook and a model transport; prompt presets, search and vectors only where the
 * host offers them. The app asks for the narrowest role a service needs.
 */

/** The chat on screen: which chat and card, readers of its story, notes, notices and events. */
export interface ChatSurface {
  readonly kind: HostKind;
  /** The chat on screen, or null when none is open. */
  currentChat(): ChatRef | null;
  onChatChanged(cb: (chat: ChatRef | null) => void): () => void;
  /** The current character card (null in group chats or with none selected). */
  currentCard(): CharacterCard | null;
  /** Write `data.extensions[key]` of a card (`undefined` removes it) and persist the card. */
  writeCardExtension(cardKey: string, key: string, value: unknown): Promise<void>;
  onCardChanged(cb: (card: CharacterCard | null) => void): () => void;
  chatReader(chat: ChatRef): ChatReader;
  lorebookReader(chat: ChatRef): LorebookReader;
  notesStore(chat: ChatRef): NotesStore;
  notify(level: NoticeLevel, message: string): void;
  /** The UI language the host shows, e.g. `en`, `zh-cn`. */
  locale(): string;
  /** Publish an event on the host's event bus (SillyTavern: eventSource) for other extensions. */
  emit(event: string, payload: unknown): void;
  /** Every reply mark of a chat (null when that chat is not the one loaded). */
  replyMarks(chat: ChatRef): Promise<ReplyMarks | null>;
  /** Messages of the chat on screen were deleted, swiped or replaced, or a generation ended. */
  onMessagesChanged(cb: (chat: ChatRef | null) => void): () => void;
  /** Scrolls the chat to a message (by floor) and highlights it; false when it cannot. */
  showMessage(floor: number): boolean;
  /**
   * The memory lines of the replies of the chat on screen, all of them (an empty list clears them). The
   * host draws each under the reasoning of the reply that carries its turn, and keeps it there as the
   * chat is drawn again (swipes, edits, a reload). Optional: a host without it shows no memory line
   * under its replies (SillyTavern's host has it; the page's chat shows the fold instead).
   */
  replyNotes?(notes: readonly ReplyNote[]): void;
  /**
   * A branch's data was copied from `chat.forkedFrom`; the host stops reporting it. Optional: only a
   * host whose chats can be branched with Troupe's data left behind (SillyTavern's "Branch") has it.
   */
  forkSettled?(chat: ChatRef): Promise<void>;
}

/** The host's generations: offered to Troupe before the main model is called, and stopped. */
export interface GenerationHook {
  /** Called before every generation; the host honours the decision. */
  setGenerationHandler(handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null): void;
  /** Stop the generation in progress, as the user's Stop button does. */
  stopGeneration(): void;
  /**
   * Optional: generate the reply to the chat's latest message again, as the host's Regenerate does (a
   * new reply when the chat ends with the user's message). A paused turn answered after a reload runs so.
   */
  replyAgain?(): Promise<void>;
}

/** Where requests go: the host's connections and a model client for each. */
export interface ModelTransport {
  /** The connection name comes from an agent's API preset ('' = default). */
  connections(): ConnectionInfo[];
  modelClient(connectionName: string): ModelClient;
  modelName(connectionName: string): string;
  /**
   * The stall time in ms the host's own requests (a plain reply) use, read per request; the app hands
   * it its one setting (`stallTimeoutSec`). Optional: only a host whose own replies go through its model
   * clients (the page) has it; SillyTavern's replies are SillyTavern's.
   */
  useStallTimeout?(ms: () => number): void;
  /**
   * Loads what the model clients need (a host whose transport is a chunk of its own loads it): called
   * before a turn answers the host, so a transport that cannot load ends in a pass. Rejects with the
   * failure (a PartLoadError naming the file). Optional: absent, the clients need nothing loaded (the
   * page's transport is in its app chunk; SillyTavern's is a chunk of its own).
   */
  loadModelClients?(): Promise<void>;
}

/** The prompt presets agents can name (SillyTavern: Chat Completion presets; the page: its own). */
export interface PromptPresetPort {
  listPromptPresets(): PromptPresetInfo[];
  /**
   * What each prompt-preset name stands for during one turn ('' = the current preset, if any). Read at
   * the start of every turn; `names` are the names the turn's profile uses (a host may load only those).
   */
  promptPresetSource(names: readonly string[]): Promise<PromptPresetSource>;
}

/** Web search through the host (SillyTavern's /api/search routes, the page's SearXNG proxy). */
export interface SearchPort {
  webSearch(config: WebSearchConfig): WebSearchProvider | null;
  /** The search providers this host has, and whether each is ready. */
  searchProviders(): Promise<SearchProviderInfo[]>;
}

/** The host's own vector index (SillyTavern's vector store; the page has none: memory builds its own). */
export interface VectorPort {
  /** The index, or null when none is set up. */
  hostVectors(): HostVectors | null;
}

/**
 * Writing lorebooks (memory's canon in lorebooks): the host's own books (SillyTavern's World Info, the
 * page's lorebooks), read and written entry by entry. An entry Troupe writes carries its mark
 * (`LoreBookEntry.mark`) in a field the host keeps with the entry; every other field of an entry is
 * left as it is.
 */
export interface LorebookWriter {
  /** Whether chats have a lorebook of their own (SillyTavern's chat lorebook). */
  readonly chatBooks: boolean;
  /** The names of the lorebooks there are. */
  names(): Promise<string[]>;
  /** The chat's own lorebook; with `create`, made and bound to the chat when it has none (null: none, or chats have none). */
  chatBook(chat: ChatRef, create: boolean): Promise<string | null>;
  /** A book's entries, as stored now (null: no such book). */
  read(book: string): Promise<LoreBookEntry[] | null>;
  /** Writes entries (a `uid` updates that entry, none adds one) and removes entries, in one save; makes the book when it does not exist. */
  write(book: string, change: { put: readonly LoreEntryWrite[]; remove: readonly number[] }): Promise<void>;
}

export interface LorebookWriterPort {
  lorebookWriter(): LorebookWriter;
}

/**
 * A whole host: the roles every host has (both SillyTavern and the page offer prompt presets and web
 * search), the vector index where the host has one, and the lorebook writer (both hosts have one; it
 * is still optional here because the app's test hosts have none and memory asks whether there is one).
 */
export interface Host extends ChatSurface, GenerationHook, ModelTransport, PromptPresetPort, SearchPort, Partial<VectorPort>, Partial<LorebookWriterPort> {}
