// The standalone page's Host: a thin facade over its parts — the chat session (chats.ts), the card
// and lorebooks (characters.ts), the connection settings and key (connection-settings.ts) and the
// generation pipeline (generation.ts) — plus notices and the page's event bus. It implements both
// the Host interface the app drives and the ChatSession contract the page's chat UI reads.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type {
  ActionResult, CharacterFields, ChatSession, ConnectionInput, ConnectionTestResult, ConnectionView, GenerationEnd, GenerationStatus, LiveReply, Notice,
} from '../../app/chat-session.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { ChatReader } from '../../core/tools/chat.ts';
import type { LorebookReader } from '../../core/tools/lorebook.ts';
import type { NotesStore } from '../../core/tools/notes.ts';
import { onStorageChange, openSecrets } from '../../storage/index.ts';
import type { CharacterCard, ChatRef, ConnectionInfo, GenerationDecision, GenerationTurn, Host, NoticeLevel } from '../host.ts';
import { Characters } from './characters.ts';
import { Chats } from './chats.ts';
import { ConnectionSettingsStore } from './connection-settings.ts';
import { DEFAULT_CHARACTER, DEFAULT_LOREBOOK } from './defaults.ts';
import { Generation } from './generation.ts';
import type { CharacterData, ChatData, ChatSummary, LorebookData } from './schema.ts';
import { StandaloneStore } from './store.ts';

export type { ActionResult, CharacterFields, ConnectionInput, ConnectionView, GenerationEnd, GenerationStatus, LiveReply, Notice };

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

export interface StandaloneHost extends Host, ChatSession {
  readonly kind: 'standalone';
  /** Resolves once the stored state is loaded (a fresh page is seeded first). */
  readonly ready: Promise<void>;
  readonly character: ReadonlySignal<CharacterData | null>;
  readonly lorebooks: ReadonlySignal<readonly LorebookData[]>;
  readonly chat: ReadonlySignal<ChatData | null>;
  readonly chats: ReadonlySignal<readonly ChatSummary[]>;
  /** Listens to what `emit` publishes. */
  on(event: string, cb: (payload: unknown) => void): () => void;
  dispose(): void;
}

const defaultId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function createStandaloneHost(options: StandaloneHostOptions = {}): StandaloneHost {
  return new StandaloneHostImpl(options);
}

class StandaloneHostImpl implements StandaloneHost {
  readonly kind = 'standalone' as const;
  readonly ready: Promise<void>;

  readonly character: ReadonlySignal<CharacterData | null>;
  readonly lorebooks: ReadonlySignal<readonly LorebookData[]>;
  readonly chat: ReadonlySignal<ChatData | null>;
  readonly chats: ReadonlySignal<readonly ChatSummary[]>;
  readonly live: ReadonlySignal<LiveReply | null>;
  readonly generating: ReadonlySignal<GenerationStatus | null>;
  readonly lastGeneration: ReadonlySignal<GenerationEnd | null>;
  readonly connection: ReadonlySignal<ConnectionView>;
  readonly notices: ReadonlySignal<readonly Notice[]>;
  readonly userName: ReadonlySignal<string>;

  readonly #store: StandaloneStore;
  readonly #chats: Chats;
  readonly #characters: Characters;
  readonly #connection: ConnectionSettingsStore;
  readonly #generation: Generation;
  readonly #notices = signal<readonly Notice[]>([]);
  readonly #locale: string;
  readonly #newId: () => string;
  #noticeId = 1;
  readonly #bus = new Map<string, Set<(p: unknown) => void>>();
  readonly #stopWatching: () => void;

  constructor(o: StandaloneHostOptions) {
    const prefix = o.prefix ?? 'troupe-';
    const now = o.now ?? Date.now;
    this.#newId = o.newId ?? defaultId;
    this.#locale = o.locale ?? (typeof navigator !== 'undefined' ? navigator.language : 'en') ?? 'en';
    const notify = (level: NoticeLevel, message: string) => this.notify(level, message);
    this.#store = new StandaloneStore(prefix);
    this.#connection = new ConnectionSettingsStore({
      store: this.#store,
      secrets: openSecrets({ prefix }),
      origin: o.origin ?? (typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1'),
      fetch: o.fetch ?? globalThis.fetch.bind(globalThis),
      demoFallback: o.demoFallback,
    });
    this.#chats = new Chats({ store: this.#store, now, newId: this.#newId, notify });
    this.#characters = new Characters({ store: this.#store, chats: this.#chats, newId: this.#newId, stopGeneration: () => this.#generation.stopAndWait() });
    this.#generation = new Generation({
      chats: this.#chats,
      characters: this.#characters,
      modelClient: () => this.#connection.modelClient(''),
      stream: () => this.#connection.settings.value.stream,
      currentChat: () => this.currentChat(),
      notify,
      now,
      newId: this.#newId,
    });

    this.character = computed(() => this.#characters.character.value);
    this.lorebooks = computed(() => this.#characters.lorebooks.value);
    this.chat = computed(() => this.#chats.chat.value);
    this.chats = computed(() => this.#chats.index.value.filter((c) => c.characterKey === this.#characters.character.value?.key));
    this.live = computed(() => this.#generation.live.value);
    this.generating = computed(() => this.#generation.status.value);
    this.lastGeneration = computed(() => this.#generation.lastEnd.value);
    this.connection = this.#connection.view;
    this.notices = computed(() => this.#notices.value);
    this.userName = computed(() => this.#chats.userName.value);

    this.ready = this.#load();
    // Another tab changed something: reload (unless a reply is being written here).
    this.#stopWatching = onStorageChange(
      'settings',
      (c) => {
        if (c.remote && !this.#generation.status.value) void this.#load().catch(() => {});
      },
      this.#store.changePrefix,
    );
  }

  // ---- loading -------------------------------------------------------------------------------

  async #load(): Promise<void> {
    const loaded = await this.#store.load();
    const chats = this.#chats;
    chats.userName.value = loaded.state.userName;
    await this.#connection.load(loaded.connection);
    if (!loaded.character) {
      await this.#characters.seed({ ...structuredClone(DEFAULT_CHARACTER), key: this.#newId() }, [structuredClone(DEFAULT_LOREBOOK)]);
      return;
    }
    const character = loaded.character;
    this.#characters.character.value = character;
    this.#characters.lorebooks.value = loaded.lorebooks ?? [];
    chats.index.value = loaded.chats;
    let chat = loaded.state.currentChatId ? await this.#store.loadChat(loaded.state.currentChatId) : undefined;
    if (!chat || chat.characterKey !== character.key) {
      const latest = loaded.chats.find((c) => c.characterKey === character.key);
      chat = latest ? await this.#store.loadChat(latest.id) : undefined;
    }
    if (!chat) {
      chat = chats.start(character);
      chats.index.value = await this.#store.saveChat(chat, { currentChatId: chat.id, userName: chats.userName.value });
    }
    chats.show(chat);
  }

  // ---- Host: chat, card, readers ------------------------------------------------------------------

  currentChat(): ChatRef | null {
    return this.#chats.ref(this.#characters.character.value?.name);
  }

  onChatChanged(cb: (chat: ChatRef | null) => void): () => void {
    return this.#chats.onShown(() => cb(this.currentChat()));
  }

  currentCard(): CharacterCard | null {
    return this.#characters.currentCard();
  }

  onCardChanged(cb: (card: CharacterCard | null) => void): () => void {
    return this.#characters.onCardChanged(cb);
  }

  async writeCardExtension(cardKey: string, key: string, value: unknown): Promise<void> {
    await this.ready;
    await this.#characters.writeCardExtension(cardKey, key, value);
  }

  chatReader(ref: ChatRef): ChatReader {
    return this.#chats.reader(ref, () => this.#characters.character.value?.name, () => this.#generation.replacing());
  }

  lorebookReader(_ref: ChatRef): LorebookReader {
    return this.#characters.reader(() => this.#generation.activated());
  }

  notesStore(ref: ChatRef): NotesStore {
    return this.#chats.notes(ref);
  }

  // ---- Host: connections -------------------------------------------------------------------------

  connections(): ConnectionInfo[] {
    return this.#connection.connections();
  }

  modelClient(name: string): ModelClient {
    return this.#connection.modelClient(name);
  }

  modelName(name: string): string {
    return this.#connection.modelName(name);
  }

  async saveConnection(input: ConnectionInput): Promise<ActionResult> {
    await this.ready;
    return this.#connection.save(input);
  }

  async testConnection(input?: ConnectionInput): Promise<ConnectionTestResult> {
    await this.ready;
    return this.#connection.test(input);
  }

  // ---- character, lorebooks, chats --------------------------------------------------------------

  async saveCharacter(fields: CharacterFields): Promise<ActionResult> {
    await this.ready;
    return this.#characters.save(fields);
  }

  async setUserName(name: string): Promise<ActionResult> {
    await this.ready;
    if (!name.trim()) return { ok: false, error: 'Your name cannot be empty.' };
    await this.#chats.saveUserName(name.trim());
    return { ok: true };
  }

  async importCharacter(file: string, content: Uint8Array | string): Promise<ActionResult> {
    await this.ready;
    return this.#characters.import(file, content);
  }

  async importLorebook(file: string, content: string): Promise<ActionResult> {
    await this.ready;
    return this.#characters.importLorebook(file, content);
  }

  async removeLorebook(name: string): Promise<void> {
    await this.ready;
    await this.#characters.removeLorebook(name);
  }

  async setLorebookEnabled(name: string, enabled: boolean): Promise<void> {
    await this.ready;
    await this.#characters.setLorebookEnabled(name, enabled);
  }

  async newChat(): Promise<void> {
    await this.ready;
    await this.#generation.stopAndWait();
    const c = this.#characters.character.value;
    if (c) await this.#chats.startNew(c);
  }

  async openChat(id: string): Promise<void> {
    await this.ready;
    if (this.#chats.chat.value?.id === id) return;
    await this.#generation.stopAndWait();
    if (!(await this.#chats.open(id))) this.notify('error', 'That chat no longer exists.');
  }

  async deleteChat(id: string): Promise<void> {
    await this.ready;
    const open = this.#chats.chat.value?.id === id;
    if (open) await this.#generation.stopAndWait();
    await this.#chats.delete(id);
    if (this.#chats.chat.value?.id === id) {
      const next = this.chats.value[0];
      if (next) await this.openChat(next.id);
      else await this.newChat();
    }
  }

  // ---- generation --------------------------------------------------------------------------------

  setGenerationHandler(handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null): void {
    this.#generation.setHandler(handler);
  }

  stopGeneration(): void {
    this.#generation.stop();
  }

  async send(text: string): Promise<void> {
    await this.ready;
    await this.#generation.send(text);
  }

  async regenerate(): Promise<void> {
    await this.ready;
    await this.#generation.regenerate();
  }

  async continueReply(): Promise<void> {
    await this.ready;
    await this.#generation.continueReply();
  }

  async swipe(messageId: string, direction: -1 | 1): Promise<void> {
    await this.ready;
    await this.#generation.swipe(messageId, direction);
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

  dispose(): void {
    this.stopGeneration();
    this.#stopWatching();
  }
}
