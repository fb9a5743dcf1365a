// The standalone page's Host: one character, its lorebooks and chats in IndexedDB, a connection to
// the demo model or an OpenAI-compatible server, and generation that asks Troupe's handler first
// (pass / inject a capsule / take over the reply) before anything is sent.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import type { ChatMessage, LlmError, ModelClient } from '../../core/llm/types.ts';
import type { ChatEntry, ChatReader } from '../../core/tools/chat.ts';
import type { LoreBook, LorebookReader } from '../../core/tools/lorebook.ts';
import type { Note, NotesStore } from '../../core/tools/notes.ts';
import { onStorageChange, openSecrets, type SecretStore } from '../../storage/index.ts';
import type {
  CharacterCard, ChatRef, ConnectionInfo, GenerationDecision, GenerationTurn, GenerationType, Host, NoticeLevel,
} from '../host.ts';
import { parseCharacterCard } from './card.ts';
import { addSwipe, appendMessage, lastUserOf, replaceSwipe, showSwipe, startChat } from './chat-ops.ts';
import { createClients, DEMO_MODEL, keyHint, probeModels, SECRET_ID, validBaseUrl, type ConnectionTestResult } from './connection.ts';
import { composeContext, injectCapsule } from './context.ts';
import { DEFAULT_CHARACTER, DEFAULT_LOREBOOK } from './defaults.ts';
import { HOST_TEXT, IMPORT_TEXT } from './messages.ts';
import {
  messageReasoning, messageText, type CharacterData, type ChatData, type ChatSummary, type ConnectionSettings, type LorebookData, type StoredMessage,
} from './schema.ts';
import { StandaloneStore } from './store.ts';
import { parseWorldJson } from './world.ts';

export interface StandaloneHostOptions {
  /** Database name prefix (tests pass their own). Default `troupe-`. */
  prefix?: string;
  /** The origin the demo preset points at (`<origin>/demo/v1`). Default: the page's origin. */
  origin?: string;
  fetch?: typeof fetch;
  /** The in-page demo model, used when the origin does not serve /demo/v1 (a statically served page). */
  demoFallback?: () => ModelClient;
  /** UI language tag. Default: the browser's. */
  locale?: string;
  now?: () => number;
  newId?: () => string;
}

/** The reply being written, shown over (or after) the chat until it is committed. */
export interface LiveReply {
  /** `new`: a new message after the last; `swipe`: a new swipe of `messageId`; `continue`: more text for it. */
  target: 'new' | 'swipe' | 'continue';
  messageId: string;
  text: string;
  reasoning: string;
}

export interface GenerationStatus {
  type: GenerationType;
  chatId: string;
  /** `preparing`: Troupe's handler is deciding (capsule agents may run); `writing`: the reply is being written. */
  phase: 'preparing' | 'writing';
}

export interface ConnectionView {
  settings: ConnectionSettings;
  /** Whether an API key is stored for the custom connection. */
  hasKey: boolean;
  /** `…abcd` of the stored key (never more). */
  keyHint: string;
  demoBase: string;
  label: string;
}

export interface ConnectionInput extends ConnectionSettings {
  /** undefined: keep the stored key; '': remove it; text: store it. */
  apiKey?: string;
}

export interface Notice {
  id: number;
  level: NoticeLevel;
  message: string;
}

export type ActionResult = { ok: true; message?: string } | { ok: false; error: string };

export type CharacterFields = Pick<CharacterData, 'name' | 'description' | 'personality' | 'scenario' | 'firstMessage'>;

export interface StandaloneHost extends Host {
  readonly kind: 'standalone';
  /** Resolves once the stored state is loaded (a fresh page is seeded first). */
  readonly ready: Promise<void>;
  readonly character: ReadonlySignal<CharacterData | null>;
  readonly lorebooks: ReadonlySignal<readonly LorebookData[]>;
  /** The open chat as stored (the reply being written is in `live`). */
  readonly chat: ReadonlySignal<ChatData | null>;
  /** Chats of the current character, newest first. */
  readonly chats: ReadonlySignal<readonly ChatSummary[]>;
  readonly live: ReadonlySignal<LiveReply | null>;
  readonly generating: ReadonlySignal<GenerationStatus | null>;
  readonly connection: ReadonlySignal<ConnectionView>;
  readonly notices: ReadonlySignal<readonly Notice[]>;
  readonly userName: ReadonlySignal<string>;

  send(text: string): Promise<void>;
  regenerate(): Promise<void>;
  continueReply(): Promise<void>;
  /** Previous / next swipe; `+1` past the last swipe of the last reply generates a new one. */
  swipe(messageId: string, direction: -1 | 1): Promise<void>;
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
  /** Listens to what `emit` publishes. */
  on(event: string, cb: (payload: unknown) => void): () => void;
  dispose(): void;
}

const MAX_CARD_BYTES = 32 * 1024 * 1024;
const defaultId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const pad = (n: number) => String(n).padStart(2, '0');
const titleAt = (name: string, t: number) => {
  const d = new Date(t);
  return `${name} ${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function createStandaloneHost(options: StandaloneHostOptions = {}): StandaloneHost {
  return new StandaloneHostImpl(options);
}

class StandaloneHostImpl implements StandaloneHost {
  readonly kind = 'standalone' as const;
  readonly ready: Promise<void>;

  readonly #character = signal<CharacterData | null>(null);
  readonly #lorebooks = signal<readonly LorebookData[]>([]);
  readonly #chat = signal<ChatData | null>(null);
  readonly #allChats = signal<readonly ChatSummary[]>([]);
  readonly #live = signal<LiveReply | null>(null);
  readonly #generating = signal<GenerationStatus | null>(null);
  readonly #settings = signal<ConnectionSettings>({ preset: 'demo', baseUrl: '', model: '', stream: true });
  readonly #key = signal<{ has: boolean; hint: string }>({ has: false, hint: '' });
  readonly #notices = signal<readonly Notice[]>([]);
  readonly #userName = signal('User');

  readonly character = computed(() => this.#character.value);
  readonly lorebooks = computed(() => this.#lorebooks.value);
  readonly chat = computed(() => this.#chat.value);
  readonly chats = computed(() => this.#allChats.value.filter((c) => c.characterKey === this.#character.value?.key));
  readonly live = computed(() => this.#live.value);
  readonly generating = computed(() => this.#generating.value);
  readonly notices = computed(() => this.#notices.value);
  readonly userName = computed(() => this.#userName.value);
  readonly connection: ReadonlySignal<ConnectionView>;

  readonly #store: StandaloneStore;
  readonly #secrets: SecretStore;
  readonly #clients: ReturnType<typeof createClients>;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #newId: () => string;
  readonly #locale: string;
  #handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null = null;
  #controller: AbortController | null = null;
  #running: Promise<void> = Promise.resolve();
  #activated = new Set<string>();
  /** The message a regenerate / swipe replaces, hidden from the chat reader while it runs. */
  #replacing: string | null = null;
  #noticeId = 1;
  #persisting: Promise<unknown> = Promise.resolve();
  readonly #chatListeners = new Set<(c: ChatRef | null) => void>();
  readonly #cardListeners = new Set<(c: CharacterCard | null) => void>();
  readonly #bus = new Map<string, Set<(p: unknown) => void>>();
  readonly #stopWatching: () => void;

  constructor(o: StandaloneHostOptions) {
    const prefix = o.prefix ?? 'troupe-';
    this.#store = new StandaloneStore(prefix);
    this.#secrets = openSecrets({ prefix });
    this.#fetch = o.fetch ?? globalThis.fetch.bind(globalThis);
    this.#now = o.now ?? Date.now;
    this.#newId = o.newId ?? defaultId;
    this.#locale = o.locale ?? (typeof navigator !== 'undefined' ? navigator.language : 'en') ?? 'en';
    const origin = o.origin ?? (typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1');
    this.#clients = createClients({ origin, fetch: this.#fetch, demoFallback: o.demoFallback, readKey: () => this.#secrets.getSecret(SECRET_ID) });
    this.connection = computed(() => {
      const settings = this.#settings.value;
      return { settings, hasKey: this.#key.value.has, keyHint: this.#key.value.hint, demoBase: this.#clients.demoBase, label: this.#label(settings) };
    });
    this.ready = this.#load();
    // Another tab changed something: reload (unless a reply is being written here).
    this.#stopWatching = onStorageChange(
      'settings',
      (c) => {
        if (c.remote && !this.#generating.value) void this.#load().catch(() => {});
      },
      this.#store.changePrefix,
    );
  }

  // ---- loading -------------------------------------------------------------------------------

  async #load(): Promise<void> {
    const loaded = await this.#store.load();
    this.#settings.value = loaded.connection;
    this.#userName.value = loaded.state.userName;
    const key = await this.#secrets.getSecret(SECRET_ID);
    this.#key.value = { has: !!key, hint: keyHint(key) };
    if (!loaded.character) {
      const character: CharacterData = { ...structuredClone(DEFAULT_CHARACTER), key: this.#newId() };
      const chat = startChat(character, this.#ops(), titleAt(character.name, this.#now()));
      const books = [structuredClone(DEFAULT_LOREBOOK)];
      this.#allChats.value = await this.#store.replaceCharacter(character, books, chat, { currentChatId: chat.id, userName: loaded.state.userName });
      this.#character.value = character;
      this.#lorebooks.value = books;
      this.#setChat(chat);
      return;
    }
    const character = loaded.character;
    this.#character.value = character;
    this.#lorebooks.value = loaded.lorebooks ?? [];
    this.#allChats.value = loaded.chats;
    let chat = loaded.state.currentChatId ? await this.#store.loadChat(loaded.state.currentChatId) : undefined;
    if (!chat || chat.characterKey !== character.key) {
      const latest = loaded.chats.find((c) => c.characterKey === character.key);
      chat = latest ? await this.#store.loadChat(latest.id) : undefined;
    }
    if (!chat) {
      chat = startChat(character, this.#ops(), titleAt(character.name, this.#now()));
      this.#allChats.value = await this.#store.saveChat(chat, { currentChatId: chat.id, userName: this.#userName.value });
    }
    this.#setChat(chat);
  }

  #ops() {
    return { now: this.#now(), newId: this.#newId };
  }

  #setChat(chat: ChatData | null): void {
    const changed = this.#chat.value?.id !== chat?.id;
    this.#chat.value = chat;
    if (changed) {
      const ref = this.currentChat();
      for (const cb of this.#chatListeners) cb(ref);
    }
  }

  /** Persists the chat; writes are queued so they land in the order they were made. */
  #persist(chat: ChatData, withState = false): Promise<void> {
    const state = withState ? { currentChatId: chat.id, userName: this.#userName.value } : undefined;
    const next = this.#persisting.then(() => this.#store.saveChat(chat, state));
    this.#persisting = next.catch(() => {});
    return next.then(
      (index) => {
        this.#allChats.value = index;
      },
      (e) => {
        this.notify('error', `The chat could not be saved: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
  }

  #updateChat(chat: ChatData): Promise<void> {
    if (this.#chat.value?.id === chat.id) this.#chat.value = chat;
    return this.#persist(chat);
  }

  // ---- Host: chat, card, readers ------------------------------------------------------------------

  currentChat(): ChatRef | null {
    const chat = this.#chat.value;
    const c = this.#character.value;
    if (!chat) return null;
    return { chatId: chat.id, characterKey: chat.characterKey, ...(c ? { characterName: c.name } : {}) };
  }

  onChatChanged(cb: (chat: ChatRef | null) => void): () => void {
    this.#chatListeners.add(cb);
    return () => this.#chatListeners.delete(cb);
  }

  currentCard(): CharacterCard | null {
    const c = this.#character.value;
    if (!c) return null;
    return {
      key: c.key,
      name: c.name,
      description: c.description,
      personality: c.personality,
      scenario: c.scenario,
      firstMessage: c.firstMessage,
      extensions: structuredClone(c.extensions),
    };
  }

  onCardChanged(cb: (card: CharacterCard | null) => void): () => void {
    this.#cardListeners.add(cb);
    return () => this.#cardListeners.delete(cb);
  }

  #cardChanged(): void {
    const card = this.currentCard();
    for (const cb of this.#cardListeners) cb(card);
  }

  async writeCardExtension(cardKey: string, key: string, value: unknown): Promise<void> {
    await this.ready;
    const c = this.#character.value;
    if (!c || c.key !== cardKey) throw new Error(`No character card with key "${cardKey}" on this page.`);
    const extensions = { ...c.extensions };
    if (value === undefined) delete extensions[key];
    else extensions[key] = structuredClone(value);
    this.#character.value = await this.#store.saveCharacter({ ...c, extensions });
    this.#cardChanged();
  }

  chatReader(ref: ChatRef): ChatReader {
    return {
      messages: async (): Promise<ChatEntry[]> => {
        const chat = this.#chat.value?.id === ref.chatId ? this.#chat.value : await this.#store.loadChat(ref.chatId);
        if (!chat) return [];
        const char = this.#character.value?.name;
        return chat.messages
          .map((m, floor) => ({ m, floor }))
          .filter(({ m }) => m.id !== this.#replacing)
          .map(({ m, floor }) => ({ floor, role: m.role, ...(m.name || (m.role === 'assistant' && char) ? { name: m.name ?? char } : {}), content: messageText(m) }));
      },
    };
  }

  lorebookReader(_ref: ChatRef): LorebookReader {
    return {
      books: (): LoreBook[] =>
        this.#lorebooks.value
          .filter((b) => b.enabled)
          .map((b) => ({ name: b.name, scope: b.scope, entries: b.entries.map((e) => ({ uid: e.uid, name: e.comment, keys: e.keys, content: e.content, enabled: e.enabled })) })),
      activated: () => new Set(this.#activated),
    };
  }

  notesStore(ref: ChatRef): NotesStore {
    return {
      load: async () => {
        const chat = this.#chat.value?.id === ref.chatId ? this.#chat.value : await this.#store.loadChat(ref.chatId);
        return structuredClone((chat?.notes ?? []) as Note[]);
      },
      save: async (notes) => {
        const chat = this.#chat.value?.id === ref.chatId ? this.#chat.value : await this.#store.loadChat(ref.chatId);
        if (!chat) throw new Error('The chat no longer exists.');
        await this.#updateChat({ ...chat, notes: structuredClone(notes) });
      },
    };
  }

  // ---- Host: connections -------------------------------------------------------------------------

  #label(s: ConnectionSettings): string {
    if (s.preset === 'demo') return HOST_TEXT.demoLabel;
    let host = '';
    try {
      host = new URL(s.baseUrl).host;
    } catch {
      host = '';
    }
    return HOST_TEXT.customLabel(host);
  }

  connections(): ConnectionInfo[] {
    const s = this.#settings.value;
    const customUsable = validBaseUrl(s.baseUrl);
    const custom: ConnectionInfo = { name: 'custom', label: HOST_TEXT.customLabel(customUsable ? new URL(s.baseUrl).host : ''), model: s.model, usable: customUsable, ...(customUsable ? {} : { reason: HOST_TEXT.customUnusable }) };
    const demo: ConnectionInfo = { name: 'demo', label: HOST_TEXT.demoLabel, model: DEMO_MODEL, usable: true };
    const current = s.preset === 'demo' ? demo : custom;
    return [{ ...current, name: '' }, demo, custom];
  }

  modelClient(name: string): ModelClient {
    const preset = name === 'demo' || name === 'custom' ? name : this.#settings.value.preset;
    return preset === 'demo' ? this.#clients.demo() : this.#clients.custom(() => this.#settings.value);
  }

  modelName(name: string): string {
    const preset = name === 'demo' || name === 'custom' ? name : this.#settings.value.preset;
    return preset === 'demo' ? DEMO_MODEL : this.#settings.value.model;
  }

  async saveConnection(input: ConnectionInput): Promise<ActionResult> {
    await this.ready;
    const { apiKey, ...rest } = input;
    const settings: ConnectionSettings = { preset: rest.preset, baseUrl: rest.baseUrl.trim(), model: rest.model.trim(), stream: rest.stream };
    if (settings.preset === 'custom' && !validBaseUrl(settings.baseUrl)) return { ok: false, error: `Base URL "${settings.baseUrl}" is not an http(s) URL.` };
    this.#settings.value = await this.#store.saveConnection(settings);
    if (apiKey !== undefined) {
      if (apiKey.trim()) await this.#secrets.setSecret(SECRET_ID, apiKey.trim());
      else await this.#secrets.deleteSecret(SECRET_ID);
      this.#key.value = { has: !!apiKey.trim(), hint: keyHint(apiKey.trim() || undefined) };
    }
    return { ok: true };
  }

  async testConnection(input?: ConnectionInput): Promise<ConnectionTestResult> {
    await this.ready;
    const s = input ?? this.#settings.value;
    if (s.preset === 'demo') return this.#clients.testDemo();
    const typed = input?.apiKey?.trim();
    const key = typed || (await this.#secrets.getSecret(SECRET_ID));
    return probeModels(s.baseUrl, key, this.#fetch);
  }

  // ---- Host: notices, locale, events ------------------------------------------------------------

  notify(level: NoticeLevel, message: string): void {
    const n: Notice = { id: this.#noticeId++, level, message };
    this.#notices.value = [...this.#notices.value, n].slice(-5);
  }

  dismissNotice(id: number): void {
    this.#notices.value = this.#notices.value.filter((n) => n.id !== id);
  }

  locale(): string {
    return this.#locale;
  }

  emit(event: string, payload: unknown): void {
    for (const cb of this.#bus.get(event) ?? []) {
      try {
        cb(payload);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  on(event: string, cb: (payload: unknown) => void): () => void {
    let set = this.#bus.get(event);
    if (!set) this.#bus.set(event, (set = new Set()));
    set.add(cb);
    return () => set.delete(cb);
  }

  // ---- character, lorebooks, chats --------------------------------------------------------------

  async saveCharacter(fields: CharacterFields): Promise<ActionResult> {
    await this.ready;
    const c = this.#character.value;
    if (!c) return { ok: false, error: 'No character is loaded.' };
    if (!fields.name.trim()) return { ok: false, error: 'The character needs a name.' };
    this.#character.value = await this.#store.saveCharacter({ ...c, ...fields, name: fields.name.trim() });
    this.#cardChanged();
    return { ok: true };
  }

  async setUserName(name: string): Promise<ActionResult> {
    await this.ready;
    if (!name.trim()) return { ok: false, error: 'Your name cannot be empty.' };
    this.#userName.value = name.trim();
    await this.#store.saveState({ currentChatId: this.#chat.value?.id, userName: name.trim() });
    return { ok: true };
  }

  async importCharacter(file: string, content: Uint8Array | string): Promise<ActionResult> {
    await this.ready;
    const size = typeof content === 'string' ? content.length : content.byteLength;
    if (size > MAX_CARD_BYTES) return { ok: false, error: IMPORT_TEXT.tooBig(file, MAX_CARD_BYTES / 1024 / 1024) };
    const parsed = parseCharacterCard(file, content);
    if (!parsed.ok) return parsed;
    await this.#stopAndWait();
    const character: CharacterData = { ...parsed.value.character, key: this.#newId() };
    const books = [...this.#lorebooks.value.filter((b) => b.scope !== 'character'), ...(parsed.value.book ? [parsed.value.book] : [])];
    const chat = startChat(character, this.#ops(), titleAt(character.name, this.#now()));
    this.#allChats.value = await this.#store.replaceCharacter(character, books, chat, { currentChatId: chat.id, userName: this.#userName.value });
    this.#character.value = character;
    this.#lorebooks.value = books;
    this.#setChat(chat);
    this.#cardChanged();
    const n = parsed.value.book?.entries.length ?? 0;
    return { ok: true, message: n ? `Imported ${character.name} with ${n} lorebook ${n === 1 ? 'entry' : 'entries'}.` : `Imported ${character.name}.` };
  }

  async importLorebook(file: string, content: string): Promise<ActionResult> {
    await this.ready;
    const name = file.replace(/\.json$/i, '').trim() || 'World';
    const parsed = parseWorldJson(file, content, name);
    if (!parsed.ok) return parsed;
    const book = parsed.value;
    const replaced = this.#lorebooks.value.some((b) => b.name === book.name);
    const books = [...this.#lorebooks.value.filter((b) => b.name !== book.name), book];
    this.#lorebooks.value = await this.#store.saveLorebooks(books);
    const n = book.entries.length;
    return { ok: true, message: `${replaced ? 'Replaced' : 'Imported'} lorebook "${book.name}" (${n} ${n === 1 ? 'entry' : 'entries'}).` };
  }

  async removeLorebook(name: string): Promise<void> {
    await this.ready;
    this.#lorebooks.value = await this.#store.saveLorebooks(this.#lorebooks.value.filter((b) => b.name !== name));
  }

  async setLorebookEnabled(name: string, enabled: boolean): Promise<void> {
    await this.ready;
    this.#lorebooks.value = await this.#store.saveLorebooks(this.#lorebooks.value.map((b) => (b.name === name ? { ...b, enabled } : b)));
  }

  async newChat(): Promise<void> {
    await this.ready;
    await this.#stopAndWait();
    const c = this.#character.value;
    if (!c) return;
    const chat = startChat(c, this.#ops(), titleAt(c.name, this.#now()));
    this.#setChat(chat);
    await this.#persist(chat, true);
  }

  async openChat(id: string): Promise<void> {
    await this.ready;
    if (this.#chat.value?.id === id) return;
    await this.#stopAndWait();
    const chat = await this.#store.loadChat(id);
    if (!chat) return this.notify('error', 'That chat no longer exists.');
    this.#setChat(chat);
    await this.#store.saveState({ currentChatId: id, userName: this.#userName.value });
  }

  async deleteChat(id: string): Promise<void> {
    await this.ready;
    if (this.#chat.value?.id === id) await this.#stopAndWait();
    this.#allChats.value = await this.#store.deleteChat(id);
    if (this.#chat.value?.id === id) {
      const next = this.chats.value[0];
      if (next) await this.openChat(next.id);
      else await this.newChat();
    }
  }

  // ---- generation --------------------------------------------------------------------------------

  setGenerationHandler(handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null): void {
    this.#handler = handler;
  }

  stopGeneration(): void {
    this.#controller?.abort();
  }

  async #stopAndWait(): Promise<void> {
    this.stopGeneration();
    await this.#running;
  }

  async send(text: string): Promise<void> {
    await this.ready;
    if (this.#generating.value) return;
    const chat = this.#chat.value;
    if (!chat) return;
    if (text.trim()) {
      const msg: StoredMessage = { id: this.#newId(), role: 'user', name: this.#userName.value, swipes: [{ text, reasoning: '' }], swipeId: 0, createdAt: this.#now() };
      await this.#updateChat(appendMessage(chat, msg, this.#now()));
    } else if (chat.messages.at(-1)?.role !== 'user') {
      return; // nothing to answer
    }
    await this.#generate('normal');
  }

  async regenerate(): Promise<void> {
    await this.ready;
    const last = this.#chat.value?.messages.at(-1);
    await this.#generate(last?.role === 'assistant' ? 'regenerate' : 'normal');
  }

  async continueReply(): Promise<void> {
    await this.ready;
    const last = this.#chat.value?.messages.at(-1);
    await this.#generate(last?.role === 'assistant' ? 'continue' : 'normal');
  }

  async swipe(messageId: string, direction: -1 | 1): Promise<void> {
    await this.ready;
    if (this.#generating.value) return;
    const chat = this.#chat.value;
    const i = chat?.messages.findIndex((m) => m.id === messageId) ?? -1;
    if (!chat || i === -1) return;
    const m = chat.messages[i];
    if (m.role !== 'assistant') return;
    const target = m.swipeId + direction;
    if (target >= 0 && target < m.swipes.length) {
      await this.#updateChat(showSwipe(chat, messageId, target, this.#now()));
    } else if (direction === 1 && i === chat.messages.length - 1) {
      await this.#generate('swipe');
    }
  }

  #generate(type: GenerationType): Promise<void> {
    if (this.#generating.value) return this.#running;
    const run = this.#runGeneration(type).catch((e) => {
      this.notify('error', e instanceof Error ? e.message : String(e));
      this.#live.value = null;
    });
    this.#running = run.finally(() => {
      this.#generating.value = null;
      this.#controller = null;
      this.#replacing = null;
    });
    return this.#running;
  }

  async #runGeneration(type: GenerationType): Promise<void> {
    const chat = this.#chat.value;
    const character = this.#character.value;
    if (!chat || !character) return;
    const last = chat.messages.at(-1);
    let history: StoredMessage[];
    let live: LiveReply;
    if (type === 'continue' && last) {
      history = chat.messages;
      live = { target: 'continue', messageId: last.id, text: messageText(last), reasoning: messageReasoning(last) };
    } else if ((type === 'regenerate' || type === 'swipe') && last) {
      history = chat.messages.slice(0, -1);
      live = { target: 'swipe', messageId: last.id, text: '', reasoning: '' };
      this.#replacing = last.id;
    } else {
      history = chat.messages;
      live = { target: 'new', messageId: this.#newId(), text: '', reasoning: '' };
    }
    const composed = composeContext({ character, books: this.#lorebooks.value, history, userName: this.#userName.value });
    this.#activated = composed.activatedIds;
    const controller = new AbortController();
    this.#controller = controller;
    this.#generating.value = { type, chatId: chat.id, phase: 'preparing' };
    this.#live.value = live;
    const initial = { text: live.text, reasoning: live.reasoning };
    const setLive = (patch: Partial<LiveReply>) => {
      if (this.#live.value) this.#live.value = { ...this.#live.value, ...patch };
    };
    const lastUser = lastUserOf(history);
    const turn: GenerationTurn = {
      type,
      chat: this.currentChat()!,
      story: composed.story,
      ...(lastUser ? { lastUser } : {}),
      signal: controller.signal,
      progress: (reasoning) => setLive({ reasoning: joinReasoning(initial.reasoning, reasoning) }),
    };

    let decision: GenerationDecision;
    try {
      decision = this.#handler ? await this.#handler(turn) : { kind: 'pass' };
    } catch (e) {
      this.#live.value = null;
      this.notify('error', `Troupe could not prepare this reply: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (controller.signal.aborted && decision.kind !== 'takeover') {
      this.#live.value = null;
      return;
    }
    this.#generating.value = { type, chatId: chat.id, phase: 'writing' };
    if (decision.kind === 'takeover') {
      await this.#takeover(decision.run, chat.id, initial, setLive);
      return;
    }
    let messages = decision.kind === 'inject' ? injectCapsule(composed.messages, decision.capsule) : composed.messages;
    if (type === 'continue') messages = [...messages, { role: 'system', content: HOST_TEXT.continueNudge }];
    await this.#callModel(messages, controller.signal, setLive);
  }

  /** Writes the live reply into the chat and saves it. */
  async #commitLive(): Promise<void> {
    const live = this.#live.value;
    const chat = this.#chat.value;
    this.#live.value = null;
    if (!live || !chat) return;
    const swipe = { text: live.text, reasoning: live.reasoning };
    const now = this.#now();
    let next: ChatData;
    if (live.target === 'new') {
      next = appendMessage(chat, { id: live.messageId, role: 'assistant', name: this.#character.value?.name, swipes: [swipe], swipeId: 0, createdAt: now }, now);
    } else if (live.target === 'swipe') {
      next = addSwipe(chat, live.messageId, swipe, now);
    } else {
      next = replaceSwipe(chat, live.messageId, swipe, now);
    }
    await this.#updateChat(next);
  }

  async #callModel(messages: ChatMessage[], signal: AbortSignal, setLive: (p: Partial<LiveReply>) => void): Promise<void> {
    const start = this.#live.value!;
    const client = this.modelClient('');
    let text = '';
    let reasoning = '';
    let error: LlmError | undefined;
    try {
      for await (const ev of client({ model: '', messages, stream: this.#settings.value.stream }, { signal })) {
        if (ev.type === 'text-delta') text += ev.text;
        else if (ev.type === 'reasoning-delta') reasoning += ev.text;
        else if (ev.type === 'retry') text = reasoning = '';
        else if (ev.type === 'error') error = ev.error;
        else continue;
        setLive({ text: start.text + text, reasoning: joinReasoning(start.reasoning, reasoning) });
      }
    } catch (e) {
      error = { kind: 'network', message: e instanceof Error ? e.message : String(e), retryable: false };
    }
    if (error && error.kind !== 'aborted') this.notify('error', error.message);
    if (!text) this.#live.value = null;
    else await this.#commitLive();
  }

  async #takeover(run: (slot: ReplySlot) => Promise<void>, chatId: string, initial: { text: string; reasoning: string }, setLive: (p: Partial<LiveReply>) => void): Promise<void> {
    let settled = false;
    const slot: ReplySlot = {
      chatId,
      initialText: initial.text,
      initialReasoning: initial.reasoning,
      isCurrent: () => this.#chat.value?.id === chatId,
      setText: (text) => {
        if (!settled) setLive({ text });
      },
      setReasoning: (reasoning) => {
        if (!settled) setLive({ reasoning });
      },
      commit: async () => {
        if (settled) return;
        settled = true;
        await this.#commitLive();
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        this.#live.value = null;
      },
    };
    try {
      await run(slot);
    } catch (e) {
      this.notify('error', `The reply could not be written: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!settled) {
      // The engine ended without settling: keep what it wrote, drop an empty reply.
      settled = true;
      const live = this.#live.value;
      if (live && live.text.trim() && live.text !== initial.text) await this.#commitLive();
      else this.#live.value = null;
    }
  }

  dispose(): void {
    this.stopGeneration();
    this.#stopWatching();
  }
}

function joinReasoning(before: string, after: string): string {
  if (!before.trim()) return after;
  if (!after) return before;
  return `${before.replace(/\s+$/, '')}\n\n${after}`;
}
