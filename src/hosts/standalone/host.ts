// The standalone page's Host: a thin facade over its parts, built and loaded in page-parts.ts (the chat
// session, the card and lorebooks, the connection settings and key, the prompt presets, the generation
// pipeline, loading with its damage reports), plus notices, the page's event bus, and the chat list's
// operations. It implements both the Host interface the app drives and the ChatSession contract the
// page's chat UI reads.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type {
  ActionResult,
  CharacterFields,
  ConnectionInput,
  ConnectionTestResult,
  ConnectionView,
  GenerationEnd,
  GenerationStatus,
  GroupSession,
  LiveReply,
  Notice,
} from '../../ports/chat-session.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { ChatReader } from '../../core/tools/chat.ts';
import type { LorebookReader } from '../../core/tools/lorebook.ts';
import type { NotesStore } from '../../core/tools/notes.ts';
import type { StorageProblem } from '../../ports/storage-problems.ts';
import type {
  CharacterCard,
  ChatRef,
  ConnectionInfo,
  GenerationDecision,
  GenerationTurn,
  NoticeLevel,
  PromptPresetInfo,
  ReplyMarks,
  SearchProviderInfo,
  WebSearchConfig,
  LorebookWriter,
} from '../../ports/host.ts';
import type { PromptPresetSource } from '../../core/engines/runtime/prompt-preset.ts';
import type { WebSearchProvider } from '../../core/search/types.ts';
import { replyMarksOf, showMessageAt, watchMessages } from './memory-hooks.ts';
import type { OwnPromptPresets } from './prompt-presets.ts';
import { noticeText } from '../../core/notice-text.ts';
import type { DamageNotice } from './messages.ts';
import { PageParts } from './page-parts.ts';
import type { CharacterData, ChatData, ChatSummary, LorebookData } from './schema.ts';
import type { StandaloneHost, StandaloneHostOptions } from './host-types.ts';
import { lazyWebSearch } from './web-search.ts';
import { isGroup, membersOf, nextSpeaker } from './group.ts';

export type { ActionResult, CharacterFields, ConnectionInput, ConnectionView, GenerationEnd, GenerationStatus, LiveReply, Notice };

export type { StandaloneHost, StandaloneHostOptions } from './host-types.ts';

export { MAX_NOTICE_CHARS } from '../../core/notice-text.ts';

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
  readonly group: GroupSession;

  readonly #p: PageParts;
  readonly promptPresets: OwnPromptPresets;
  readonly #notices = signal<readonly Notice[]>([]);
  #noticeId = 1;
  readonly #bus = new Map<string, Set<(p: unknown) => void>>();

  constructor(o: StandaloneHostOptions) {
    this.#p = new PageParts(o, { notify: (level, message) => this.notify(level, message), currentChat: () => this.currentChat() });
    this.ready = this.#p.ready;
    this.promptPresets = this.#p.promptPresets;

    this.character = computed(() => this.#p.characters.character.value);
    this.lorebooks = computed(() => this.#p.characters.lorebooks.value);
    this.chat = computed(() => this.#p.chats.chat.value);
    this.chats = computed(() => this.#p.chats.index.value.filter((c) => c.characterKey === this.#p.characters.character.value?.key));
    this.live = computed(() => this.#p.generation.live.value);
    this.generating = computed(() => this.#p.generation.status.value);
    this.lastGeneration = computed(() => this.#p.generation.lastEnd.value);
    this.connection = this.#p.connection.view;
    this.notices = computed(() => this.#notices.value);
    this.userName = computed(() => this.#p.chats.userName.value);
    this.storageProblems = computed(() => this.#p.data.problems.value);
    this.group = this.#groupSession();
  }

  // ---- group chats -------------------------------------------------------------------------------

  #groupSession(): GroupSession {
    const { characters, chats, generation } = this.#p;
    const inOpenChat = async (change: (chat: ChatData) => Promise<void>) => {
      const chat = chats.chat.value;
      if (chat) await change(chat);
    };
    const addNew = async (made: ActionResult & { key?: string }): Promise<ActionResult> => {
      if (made.ok && made.key) await inOpenChat((chat) => chats.addMember(chat, made.key!));
      return made.ok ? { ok: true, ...(made.message ? { message: made.message } : {}) } : made;
    };
    return {
      characters: computed(() => [...(characters.character.value ? [characters.character.value] : []), ...characters.cast.value]),
      members: computed(() => {
        const chat = chats.chat.value;
        return chat ? membersOf(chat).flatMap((k) => characters.cardOf(k) ?? []) : [];
      }),
      nextSpeaker: computed(() => {
        const chat = chats.chat.value;
        if (!chat || !isGroup(chat)) return null;
        const members = membersOf(chat).filter((k) => characters.cardOf(k));
        return nextSpeaker({ ...chat, members }, characters.nameOf);
      }),
      addMember: (key) =>
        this.#p.run(async () => {
          if (!characters.cardOf(key) || generation.status.value) return;
          await inOpenChat((chat) => chats.addMember(chat, key));
        }),
      removeMember: (key) =>
        this.#p.run(async () => {
          if (generation.status.value) return;
          await inOpenChat((chat) => chats.removeMember(chat, key));
        }),
      createMember: (fields) => this.#p.act(async () => addNew(await characters.createMember(fields))),
      saveMember: (key, fields) => this.#p.act(() => characters.saveMember(key, fields)),
      importMember: (file, content) => this.#p.act(async () => addNew(await characters.importMember(file, content))),
      newGroupChat: (others) =>
        this.#p.run(async () => {
          await generation.stopAndWait();
          const c = characters.character.value;
          const keys = others.filter((k) => k !== c?.key && characters.cardOf(k));
          if (c)
            await chats.startNew(
              c,
              keys,
              keys.map((k) => characters.nameOf(k) ?? k),
            );
        }),
    };
  }

  // ---- Storage problems ------------------------------------------------------------------------

  async repairStorage(repair: string): Promise<DamageNotice | null> {
    return (await this.#p.unusable()) ? null : this.#p.data.repair(repair);
  }

  // ---- Host: chat, card, readers ------------------------------------------------------------------

  currentChat(): ChatRef | null {
    // While a group chat's turn runs, the chat is named by its speaking member.
    return this.#p.chats.ref(this.#p.characters.currentCard()?.name);
  }

  onChatChanged(cb: (chat: ChatRef | null) => void): () => void {
    return this.#p.chats.onShown(() => cb(this.currentChat()));
  }

  currentCard(): CharacterCard | null {
    return this.#p.characters.currentCard();
  }

  onCardChanged(cb: (card: CharacterCard | null) => void): () => void {
    return this.#p.characters.onCardChanged(cb);
  }

  async writeCardExtension(cardKey: string, key: string, value: unknown): Promise<void> {
    const unusable = await this.#p.unusable();
    if (unusable) throw new Error(unusable);
    await this.#p.characters.writeCardExtension(cardKey, key, value);
  }

  chatReader(ref: ChatRef): ChatReader {
    return this.#p.chats.reader(
      ref,
      () => this.#p.characters.character.value?.name,
      () => this.#p.generation.replacing(),
    );
  }

  lorebookReader(_ref: ChatRef): LorebookReader {
    return this.#p.characters.reader(() => this.#p.generation.activated());
  }

  lorebookWriter(): LorebookWriter {
    return this.#p.characters.writer();
  }

  notesStore(ref: ChatRef): NotesStore {
    return this.#p.chats.notes(ref);
  }

  // ---- Host: connections -------------------------------------------------------------------------

  connections(): ConnectionInfo[] {
    return this.#p.connection.connections();
  }

  modelClient(name: string): ModelClient {
    return this.#p.connection.modelClient(name);
  }

  useStallTimeout(ms: () => number): void {
    this.#p.connection.useStallTimeout(ms);
  }

  listPromptPresets(): PromptPresetInfo[] {
    return this.promptPresets.list();
  }

  async promptPresetSource(): Promise<PromptPresetSource> {
    await this.ready.catch(() => undefined);
    return this.promptPresets.source();
  }

  modelName(name: string): string {
    return this.#p.connection.modelName(name);
  }

  saveConnection(input: ConnectionInput): Promise<ActionResult> {
    return this.#p.act(() => this.#p.connection.save(input));
  }

  async testConnection(input?: ConnectionInput): Promise<ConnectionTestResult> {
    await this.ready.catch(() => {});
    return this.#p.connection.test(input);
  }

  // ---- character, lorebooks, chats --------------------------------------------------------------

  saveCharacter(fields: CharacterFields): Promise<ActionResult> {
    return this.#p.act(() => this.#p.characters.save(fields));
  }

  setUserName(name: string): Promise<ActionResult> {
    return this.#p.act(async () => {
      if (!name.trim()) return { ok: false, error: 'Your name cannot be empty.' };
      await this.#p.chats.saveUserName(name.trim());
      return { ok: true };
    });
  }

  importCharacter(file: string, content: Uint8Array | string): Promise<ActionResult> {
    return this.#p.act(() => this.#p.characters.import(file, content));
  }

  importLorebook(file: string, content: string): Promise<ActionResult> {
    return this.#p.act(() => this.#p.characters.importLorebook(file, content));
  }

  removeLorebook(name: string): Promise<void> {
    return this.#p.run(() => this.#p.characters.removeLorebook(name));
  }

  setLorebookEnabled(name: string, enabled: boolean): Promise<void> {
    return this.#p.run(() => this.#p.characters.setLorebookEnabled(name, enabled));
  }

  newChat(): Promise<void> {
    return this.#p.run(async () => {
      await this.#p.generation.stopAndWait();
      const c = this.#p.characters.character.value;
      if (c) await this.#p.chats.startNew(c);
    });
  }

  openChat(id: string): Promise<void> {
    return this.#p.run(async () => {
      if (this.#p.chats.chat.value?.id === id) return;
      await this.#p.generation.stopAndWait();
      if (!(await this.#p.chats.open(id))) this.notify('error', 'That chat no longer exists.');
    });
  }

  deleteChat(id: string): Promise<void> {
    return this.#p.run(async () => {
      const open = this.#p.chats.chat.value?.id === id;
      if (open) await this.#p.generation.stopAndWait();
      await this.#p.chats.delete(id);
      if (this.#p.chats.chat.value?.id === id) {
        const next = this.chats.value[0];
        if (next) await this.openChat(next.id);
        else await this.newChat();
      }
    });
  }

  // ---- generation --------------------------------------------------------------------------------

  setGenerationHandler(handler: ((turn: GenerationTurn) => Promise<GenerationDecision>) | null): void {
    this.#p.generation.setHandler(handler);
  }

  stopGeneration(): void {
    this.#p.generation.stop();
  }

  send(text: string, options?: { speaker?: string }): Promise<void> {
    return this.#p.run(() => this.#p.generation.send(text, options?.speaker));
  }

  replyAgain(): Promise<void> {
    return this.regenerate();
  }

  regenerate(): Promise<void> {
    return this.#p.run(() => this.#p.generation.regenerate());
  }

  continueReply(): Promise<void> {
    return this.#p.run(() => this.#p.generation.continueReply());
  }

  swipe(messageId: string, direction: -1 | 1): Promise<void> {
    return this.#p.run(() => this.#p.generation.swipe(messageId, direction));
  }

  // ---- Host: memory and search ------------------------------------------------------------------

  replyMarks(chat: ChatRef): Promise<ReplyMarks | null> {
    return replyMarksOf(this.#p.chats, chat);
  }

  onMessagesChanged(cb: (chat: ChatRef | null) => void): () => void {
    return watchMessages(this.#p.chats, this.#p.generation.lastEnd, () => this.currentChat(), cb);
  }

  showMessage(floor: number): boolean {
    return showMessageAt(floor);
  }

  // The search code loads with the first turn that searches, not with the page's first paint.
  webSearch(config: WebSearchConfig): WebSearchProvider | null {
    return lazyWebSearch(this.#p.search, config);
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
    return this.#p.locale;
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
    this.#p.dispose();
  }
}
