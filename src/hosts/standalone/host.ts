// The standalone page's Host: a thin facade over its parts — the chat session (chats.ts), the card
// and lorebooks (characters.ts), the connection settings and key (connection-settings.ts) and the
// generation pipeline (generation.ts), loading with its damage reports (page-data.ts) — plus notices,
// the page's event bus, and actions that turn storage failures into messages. It implements both
// the Host interface the app drives and the ChatSession contract the page's chat UI reads.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type {
  ActionResult,
  CharacterFields,
  ChatSession,
  ConnectionInput,
  ConnectionTestResult,
  ConnectionView,
  GenerationEnd,
  GenerationStatus,
  LiveReply,
  Notice,
} from '../../ports/chat-session.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { ChatReader } from '../../core/tools/chat.ts';
import type { LorebookReader } from '../../core/tools/lorebook.ts';
import type { NotesStore } from '../../core/tools/notes.ts';
import type { StorageProblem } from '../../ports/storage-problems.ts';
// The storage modules it uses, not storage/index.ts: the page's first paint does not carry the skill stores.
import { onStorageChange } from '../../storage/changes.ts';
import { openQuarantine } from '../../storage/quarantine.ts';
import { openSecrets } from '../../storage/secrets.ts';
import type {
  CharacterCard,
  ChatRef,
  ConnectionInfo,
  GenerationDecision,
  GenerationTurn,
  Host,
  NoticeLevel,
  PromptPresetInfo,
  ReplyMarks,
  SearchProviderInfo,
  WebSearchConfig,
} from '../../ports/host.ts';
import type { PromptPresetSource } from '../../core/engines/runtime/prompt-preset.ts';
import type { WebSearchProvider } from '../../core/search/types.ts';
import { replyMarksOf, showMessageAt, watchMessages } from './memory-hooks.ts';
import { Characters } from './characters.ts';
import { Chats } from './chats.ts';
import { ConnectionSettingsStore } from './connection-settings.ts';
import { OwnPromptPresets } from './prompt-presets.ts';
import { Generation } from './generation.ts';
import { noticeText } from '../../core/notice-text.ts';
import { DAMAGE_TEXT, type DamageNotice } from './messages.ts';
import { PageData } from './page-data.ts';
import type { CharacterData, ChatData, ChatSummary, LorebookData } from './schema.ts';
import { StandaloneStore } from './store.ts';
import type { StandaloneHost, StandaloneHostOptions } from './host-types.ts';
import { lazyWebSearch } from './web-search.ts';

export type { ActionResult, CharacterFields, ConnectionInput, ConnectionView, GenerationEnd, GenerationStatus, LiveReply, Notice };

export type { StandaloneHost, StandaloneHostOptions } from './host-types.ts';

export { MAX_NOTICE_CHARS } from '../../core/notice-text.ts';

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
  readonly storageProblems: ReadonlySignal<readonly StorageProblem[]>;

  readonly #store: StandaloneStore;
  readonly #data: PageData;
  #loadError: string | null = null;
  readonly #chats: Chats;
  readonly #characters: Characters;
  readonly #connection: ConnectionSettingsStore;
  readonly promptPresets: OwnPromptPresets;
  readonly #generation: Generation;
  readonly #notices = signal<readonly Notice[]>([]);
  readonly #locale: string;
  readonly #newId: () => string;
  #noticeId = 1;
  readonly #bus = new Map<string, Set<(p: unknown) => void>>();
  readonly #stopWatching: () => void;
  readonly #search: { fetch: typeof fetch; origin: string };

  constructor(o: StandaloneHostOptions) {
    const prefix = o.prefix ?? 'troupe-';
    const now = o.now ?? Date.now;
    this.#newId = o.newId ?? defaultId;
    this.#locale = o.locale ?? (typeof navigator !== 'undefined' ? navigator.language : 'en') ?? 'en';
    const notify = (level: NoticeLevel, message: string) => this.notify(level, message);
    const quarantine = openQuarantine({ prefix });
    this.#store = new StandaloneStore(prefix, quarantine);
    this.#connection = new ConnectionSettingsStore({
      store: this.#store,
      secrets: openSecrets({ prefix }),
      origin: o.origin ?? (typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1'),
      fetch: o.fetch ?? globalThis.fetch.bind(globalThis),
      demoFallback: o.demoFallback,
      onRetry: (retry) => this.#generation.noteRetry(retry),
    });
    this.promptPresets = new OwnPromptPresets(this.#store, (d) => this.#data.putAside([d]));
    this.#search = { fetch: o.fetch ?? globalThis.fetch.bind(globalThis), origin: o.origin ?? (typeof location !== 'undefined' ? location.origin : '') };
    this.#chats = new Chats({ store: this.#store, now, newId: this.#newId, notify, putAside: (d) => this.#data.putAside([d]) });
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
      locale: () => this.#locale,
    });
    this.#data = new PageData({
      store: this.#store,
      quarantine,
      chats: this.#chats,
      characters: this.#characters,
      connection: this.#connection,
      promptPresets: this.promptPresets,
      generation: this.#generation,
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
    this.storageProblems = computed(() => this.#data.problems.value);

    this.ready = this.#data.load().catch((e) => {
      this.#loadError = e instanceof Error ? e.message : String(e);
      this.#data.report(DAMAGE_TEXT.unreadable(this.#data.dbName, this.#loadError), { unreadableDb: this.#data.dbName });
      throw e;
    });
    // Another tab changed something: read it again. The open chat stays open; a reply being written
    // here is committed onto the fresh copy, so the other tab's messages are kept.
    this.#stopWatching = onStorageChange(
      'settings',
      (c) => {
        if (c.remote && !this.#loadError)
          void this.ready
            .then(() => this.#data.refresh())
            .catch((e) => this.notify('error', `Troupe could not read what another tab saved: ${e instanceof Error ? e.message : String(e)}`));
      },
      this.#store.changePrefix,
    );
  }

  // ---- loading and actions -----------------------------------------------------------------

  /** `null` when loading worked; otherwise why nothing can be changed now. */
  async #unusable(): Promise<string | null> {
    try {
      await this.ready;
      return null;
    } catch {
      return `Troupe could not read this page's data (${this.#loadError}); nothing was changed.`;
    }
  }

  /** Runs an action that answers with a result; a storage failure (e.g. a full disk) becomes its message. */
  async #act(fn: () => Promise<ActionResult>): Promise<ActionResult> {
    const unusable = await this.#unusable();
    if (unusable) return { ok: false, error: unusable };
    try {
      return await fn();
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }

  /** Runs an action that answers nothing; a failure is shown as a notice. */
  async #run(fn: () => Promise<void>): Promise<void> {
    const unusable = await this.#unusable();
    if (unusable) return this.notify('error', unusable);
    try {
      await fn();
    } catch (e) {
      this.notify('error', e instanceof Error ? e.message : String(e));
    }
  }

  // ---- Storage problems ------------------------------------------------------------------------

  async repairStorage(repair: string): Promise<DamageNotice | null> {
    return (await this.#unusable()) ? null : this.#data.repair(repair);
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
    const unusable = await this.#unusable();
    if (unusable) throw new Error(unusable);
    await this.#characters.writeCardExtension(cardKey, key, value);
  }

  chatReader(ref: ChatRef): ChatReader {
    return this.#chats.reader(
      ref,
      () => this.#characters.character.value?.name,
      () => this.#generation.replacing(),
    );
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

  useStallTimeout(ms: () => number): void {
    this.#connection.useStallTimeout(ms);
  }

  listPromptPresets(): PromptPresetInfo[] {
    return this.promptPresets.list();
  }

  async promptPresetSource(): Promise<PromptPresetSource> {
    await this.ready.catch(() => undefined);
    return this.promptPresets.source();
  }

  modelName(name: string): string {
    return this.#connection.modelName(name);
  }

  saveConnection(input: ConnectionInput): Promise<ActionResult> {
    return this.#act(() => this.#connection.save(input));
  }

  async testConnection(input?: ConnectionInput): Promise<ConnectionTestResult> {
    await this.ready.catch(() => {});
    return this.#connection.test(input);
  }

  // ---- character, lorebooks, chats --------------------------------------------------------------

  saveCharacter(fields: CharacterFields): Promise<ActionResult> {
    return this.#act(() => this.#characters.save(fields));
  }

  setUserName(name: string): Promise<ActionResult> {
    return this.#act(async () => {
      if (!name.trim()) return { ok: false, error: 'Your name cannot be empty.' };
      await this.#chats.saveUserName(name.trim());
      return { ok: true };
    });
  }

  importCharacter(file: string, content: Uint8Array | string): Promise<ActionResult> {
    return this.#act(() => this.#characters.import(file, content));
  }

  importLorebook(file: string, content: string): Promise<ActionResult> {
    return this.#act(() => this.#characters.importLorebook(file, content));
  }

  removeLorebook(name: string): Promise<void> {
    return this.#run(() => this.#characters.removeLorebook(name));
  }

  setLorebookEnabled(name: string, enabled: boolean): Promise<void> {
    return this.#run(() => this.#characters.setLorebookEnabled(name, enabled));
  }

  newChat(): Promise<void> {
    return this.#run(async () => {
      await this.#generation.stopAndWait();
      const c = this.#characters.character.value;
      if (c) await this.#chats.startNew(c);
    });
  }

  openChat(id: string): Promise<void> {
    return this.#run(async () => {
      if (this.#chats.chat.value?.id === id) return;
      await this.#generation.stopAndWait();
      if (!(await this.#chats.open(id))) this.notify('error', 'That chat no longer exists.');
    });
  }

  deleteChat(id: string): Promise<void> {
    return this.#run(async () => {
      const open = this.#chats.chat.value?.id === id;
      if (open) await this.#generation.stopAndWait();
      await this.#chats.delete(id);
      if (this.#chats.chat.value?.id === id) {
        const next = this.chats.value[0];
        if (next) await this.openChat(next.id);
        else await this.newChat();
      }
    });
  }

  // ---- generation --------------------------------------------------------------------------------

  setGenerationHandler(handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null): void {
    this.#generation.setHandler(handler);
  }

  stopGeneration(): void {
    this.#generation.stop();
  }

  send(text: string): Promise<void> {
    return this.#run(() => this.#generation.send(text));
  }

  regenerate(): Promise<void> {
    return this.#run(() => this.#generation.regenerate());
  }

  continueReply(): Promise<void> {
    return this.#run(() => this.#generation.continueReply());
  }

  swipe(messageId: string, direction: -1 | 1): Promise<void> {
    return this.#run(() => this.#generation.swipe(messageId, direction));
  }

  // ---- Host: memory and search ------------------------------------------------------------------

  replyMarks(chat: ChatRef): Promise<ReplyMarks | null> {
    return replyMarksOf(this.#chats, chat);
  }

  onMessagesChanged(cb: (chat: ChatRef | null) => void): () => void {
    return watchMessages(this.#chats, this.#generation.lastEnd, () => this.currentChat(), cb);
  }

  showMessage(floor: number): boolean {
    return showMessageAt(floor);
  }

  // The search code loads with the first turn that searches, not with the page's first paint.
  webSearch(config: WebSearchConfig): WebSearchProvider | null {
    return lazyWebSearch(this.#search, config);
  }

  async searchProviders(): Promise<SearchProviderInfo[]> {
    return (await import('./search.ts')).STANDALONE_SEARCH_PROVIDERS;
  }

  // ---- Host: notices, locale, events ------------------------------------------------------------

  notify(level: NoticeLevel, message: string): void {
    const n: Notice = { id: this.#noticeId++, level, message: noticeText(message) };
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
