// The ports a place Troupe runs in implements (SillyTavern and Luker, the standalone page), split by
// role. The app talks to the chat UI only through them; engines see the narrower interfaces they
// hand out (ReplySlot, ChatReader, LorebookReader, NotesStore, ModelClient).
import type { PromptPresetSource } from '../core/engines/runtime/prompt-preset.ts';
import type { ReplySlot } from '../core/engines/runtime/slot.ts';
import type { StoryContext } from '../core/engines/runtime/story.ts';
import type { ModelClient } from '../core/llm/types.ts';
import type { ChatReader } from '../core/tools/chat.ts';
import type { LorebookReader } from '../core/tools/lorebook.ts';
import type { NotesStore } from '../core/tools/notes.ts';
import type { VectorCollection } from '../core/memory/access.ts';
import type { WebSearchProvider } from '../core/search/types.ts';

export type HostKind = 'sillytavern' | 'standalone';

/**
 * Which chat is on screen. `chatId` changes on every chat switch (and, in SillyTavern, on a rename):
 * compare it to tell whether the chat on screen changed. Key per-chat storage by `chatStoreKey(ref)`.
 */
export interface ChatRef {
  chatId: string;
  /**
   * The key Troupe stores this chat's data under (memory, run history, package binding), when it
   * differs from the chat id or must survive a rename (SillyTavern keeps it in the chat's metadata).
   * Absent: the chat id is the key.
   */
  storeKey?: string;
  /**
   * Present on a branch or checkpoint copy whose data has not been copied from the chat it was made
   * from yet: that chat's store key. The app copies, then calls `Host.forkSettled`.
   */
  forkedFrom?: string;
  /** The character card's stable key (SillyTavern: the avatar file name). Absent in group chats. */
  characterKey?: string;
  characterName?: string;
  groupId?: string;
}

/** The key a chat's stored data lives under: its stable key where the host has one, else its id. */
export function chatStoreKey(chat: ChatRef): string {
  return chat.storeKey ?? chat.chatId;
}

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

/** Generation types as SillyTavern names them. */
export type GenerationType = 'normal' | 'regenerate' | 'swipe' | 'continue' | 'impersonate' | 'quiet';

/** One generation the host is about to run, offered to Troupe before the main model is called. */
export interface GenerationTurn {
  type: GenerationType;
  chat: ChatRef;
  /** The story as the agents should read it: background (card, persona), active lore, history, composed by the host. */
  story: StoryContext;
  /** The last user message (position and text), the anchor for capsule reuse across swipes. */
  lastUser?: { index: number; text: string };
  /** The user's Stop for this generation. */
  signal: AbortSignal;
  /**
   * Optional: shows live reasoning-fold text in the pending reply while Troupe prepares the turn
   * (a capsule mode's agent sections). The host keeps it above the model's own reasoning. Hosts
   * that cannot show it leave it out.
   */
  progress?(reasoning: string): void;
  /**
   * Optional: tags the reply this generation produces with `mark` (Troupe's turn id, kept on the
   * reply's swipe, so it travels with it). Resolves true once that reply was saved carrying the mark,
   * false when the generation ended without one (stopped and discarded, failed, chat switched).
   * Memory keeps a turn's writes only when it resolves true.
   */
  markReply?(mark: string): Promise<boolean>;
  /**
   * Optional (capsule modes): pushes dormant lorebook entries into this generation's world info,
   * past the lore budget. Hosts without it have no lorebook_force_activate.
   */
  activateLore?(entries: readonly { book: string; uid: number }[]): Promise<LoreActivation>;
  /** Where a takeover writes its reply (see `takeOver`); absent where the host cannot be taken over. */
  reply?: ReplyTarget;
}

export interface LoreActivation {
  activated: { book: string; uid: number; name: string; chars: number }[];
  skipped: { book: string; uid: number; reason: string }[];
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
 * Troupe's answer to a generation: let it run (optionally with a capsule), or `takeover`: Troupe wrote
 * the reply itself, through the turn's reply target (the host closes the reply it opened).
 */
export type GenerationDecision = { kind: 'pass' } | { kind: 'inject'; capsule: CapsuleInjection } | { kind: 'takeover' };

/**
 * Where a takeover writes its reply, handed to the app with the turn: the host opens its pending reply
 * on request and stops its own generation. Hosts that cannot be taken over leave it out.
 */
export interface ReplyTarget {
  /** Opens the reply; null when this generation cannot be taken over (the host said why). */
  open(): Promise<ReplySlot | null>;
  /** Writing the reply failed: the host tells the user (what was written is kept as its slot settles). */
  failed(error: unknown): void;
}

/**
 * Takes `turn` over: opens the host's reply and runs `write` in it. A host that cannot be taken over
 * (no reply target, or it refused) gets a pass; a failing `write` is reported through the target.
 */
export async function takeOver(turn: GenerationTurn, write: (slot: ReplySlot) => Promise<void>): Promise<GenerationDecision> {
  const slot = turn.reply ? await turn.reply.open() : null;
  if (!slot) return { kind: 'pass' };
  try {
    await write(slot);
  } catch (e) {
    turn.reply!.failed(e);
  }
  return { kind: 'takeover' };
}

export interface CapsuleInjection {
  text: string;
  /** `in_prompt` (after the system prompt), `in_chat` (at depth), `before_prompt`. */
  position: 'in_prompt' | 'in_chat' | 'before_prompt';
  depth: number;
  role: 'system' | 'user' | 'assistant';
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
  /** Optional: every reply mark of a chat (null when that chat is not the one loaded). */
  replyMarks?(chat: ChatRef): Promise<ReplyMarks | null>;
  /** Optional: messages of the chat on screen were deleted, swiped or replaced, or a generation ended. */
  onMessagesChanged?(cb: (chat: ChatRef | null) => void): () => void;
  /** Optional: scrolls the chat to a message (by floor) and highlights it; false when it cannot. */
  showMessage?(floor: number): boolean;
  /** Optional: a branch's data was copied from `chat.forkedFrom`; the host stops reporting it. */
  forkSettled?(chat: ChatRef): Promise<void>;
}

/** The host's generations: offered to Troupe before the main model is called, and stopped. */
export interface GenerationHook {
  /** Called before every generation; the host honours the decision. */
  setGenerationHandler(handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null): void;
  /** Stop the generation in progress, as the user's Stop button does. */
  stopGeneration(): void;
}

/** Where requests go: the host's connections and a model client for each. */
export interface ModelTransport {
  /** The connection name comes from an agent's API preset ('' = default). */
  connections(): ConnectionInfo[];
  modelClient(connectionName: string): ModelClient;
  modelName(connectionName: string): string;
  /**
   * Optional, for a host whose own requests (a plain reply) go through its model clients: the stall time
   * in ms those requests use, read per request. The app hands it its one setting (`stallTimeoutSec`).
   */
  useStallTimeout?(ms: () => number): void;
  /**
   * Loads what the model clients need (a host whose transport is a chunk of its own loads it): called
   * before a turn answers the host, so a transport that cannot load ends in a pass. Rejects with the
   * failure (a PartLoadError naming the file). Absent: the clients need nothing loaded.
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

/** The host's own vector index. */
export interface VectorPort {
  /** The index, or null when none is set up. */
  hostVectors(): HostVectors | null;
}

/** A whole host: the three roles every host has, and the optional ones it offers. */
export interface Host extends ChatSurface, GenerationHook, ModelTransport, Partial<PromptPresetPort>, Partial<SearchPort>, Partial<VectorPort> {}
