// The memory graph in the app: its settings, the names of its tools, the signals the viewer reads,
// and the copy a branch gets of its parent's memory. The graph engine itself (memory-engine.ts) is a
// part of its own, loaded at first use: a turn with memory on, the viewer opened. Until then a chat
// change only copies a branch's memory; undo and redo after replies were deleted or swiped wait for
// that use (they read the replies the chat shows when they run, so nothing is missed).
import { BackgroundWork } from './background-work.ts';
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { memoryToolNames } from '../../core/memory/tool-names.ts';
import { chatStoreKey, type ChatRef, type Host } from '../../ports/host.ts';
import type { MemoryChecks, MemoryRepository } from '../../storage/memory.ts';
import type { RecordStore } from '../../storage/records.ts';
import type { SecretStore } from '../../storage/secrets.ts';
import { lazyPart, PartLoadError, type LazyPart } from '../../ports/lazy-part.ts';
import type { TurnToolContext, TurnToolProvider, TurnTools } from '../tools/tool-registry.ts';
import type { MemoryActions } from './memory-actions.ts';
import type { MemoryChat, TurnMemory } from './memory-chat.ts';
import type { MemoryEngine, ReconcileNote } from './memory-engine.ts';
import { partMissingNotice } from '../part-notice.ts';
import {
  CURATOR_CHATS_RECORD,
  curatorChatsSchema,
  DEFAULT_MEMORY_SETTINGS,
  EMBEDDINGS_KEY_ID,
  parseMemorySettings,
  type CuratorChats,
  type MemorySettings,
} from './settings.ts';
import type { VectorSetup } from './vectors.ts';
import { LoreSync } from './lore-sync.ts';

export type MemoryPartModule = typeof import('./memory-part.ts');

const memoryPart = lazyPart(import.meta.url, () => import('./memory-part.ts'));

/** The engine's record checks, once an engine has loaded. */
let engineChecks: MemoryChecks | null = null;
const recordChecks = (): MemoryChecks => {
  if (!engineChecks) throw new Error('Memory records were read before the memory engine loaded; nothing was changed.');
  return engineChecks;
};

/**
 * The checks the memory store runs on every record it reads: the engine's. Only the engine reads
 * memory records (a branch's copy moves them as stored), so they are there whenever a record is read.
 */
export const MEMORY_CHECKS: MemoryChecks = {
  graph: (key, raw) => recordChecks().graph(key, raw),
  turn: (key, raw) => recordChecks().turn(key, raw),
  vector: (key, raw) => recordChecks().vector(key, raw),
};

export interface MemoryServiceOptions {
  repo: MemoryRepository;
  settings: RecordStore;
  secrets: SecretStore;
  host?: Host;
  now?(): number;
  fetch?: typeof globalThis.fetch;
  /** Where the engine comes from (tests hand in one that fails); default chunks/memory-part.js. */
  part?: LazyPart<MemoryPartModule>;
}

export class MemoryService implements TurnToolProvider {
  readonly settings = signal<MemorySettings>(DEFAULT_MEMORY_SETTINGS);
  /** The memory of the chat on screen (null: no chat, memory is off, or not loaded in this page yet). */
  readonly current = signal<MemoryChat | null>(null);
  /** Whether vector search is set up (and so memory_vector_search exists). */
  readonly vectorsReady = signal(false);
  readonly names: ReadonlySignal<readonly string[]> = computed(() => (this.settings.value.enabled ? memoryToolNames(this.vectorsReady.value) : []));
  /** The last reconcile that undid or redid something (the viewer says so). */
  readonly lastReconcile = signal<ReconcileNote | null>(null);
  /** A turn's memory changes the Memory section is asked to show (the reasoning fold's memory line). */
  readonly focus = signal<{ turns: readonly string[]; nodes: readonly string[]; at: number } | null>(null);
  /** Chats (by store key) where memory is kept by the curator, or not, whatever the setting says. */
  readonly curatorChats = signal<CuratorChats>({});
  /** Canon in lorebooks: the chat on screen's lorebook kept in step with its graph. */
  readonly lore: LoreSync;
  readonly #o: MemoryServiceOptions;
  readonly #part: LazyPart<MemoryPartModule>;
  readonly #work = new BackgroundWork();
  readonly #forks = new Map<string, Promise<void>>();
  /** Chats whose memory was copied from their parent before the engine loaded: it reads them once it does. */
  readonly #forkedEarly = new Set<string>();
  #setup: VectorSetup | null = null;
  #module: MemoryPartModule | null = null;
  #engine: MemoryEngine | null = null;
  #starting: Promise<MemoryEngine> | null = null;
  #actions: MemoryActions | null = null;
  /** turnAt's answers for one state of the chat on screen. */
  #turnsAt: {
    chat: MemoryChat;
    floors: ReadonlyMap<string, number>;
    version: number;
    byFloor: Map<number, string[]>;
    answers: Map<number, TurnMemory | null>;
  } | null = null;

  constructor(o: MemoryServiceOptions) {
    this.#o = o;
    this.#part = o.part ?? memoryPart;
    this.lore = new LoreSync({
      host: o.host,
      settings: o.settings,
      now: () => this.#now(),
      memory: async (key) => (this.settings.value.enabled ? (await this.engine()).chat(key) : null),
      ops: () => this.#part.load(),
    });
  }

  /** Resolves once every queued memory operation (saves, undo / redo after host events) is done. */
  async idle(): Promise<void> {
    await this.#work.idle(async () => {
      await this.#engine?.idle();
      await this.lore.idle();
    });
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
  }

  /** The engine once it has loaded (null before). */
  get loaded(): MemoryEngine | null {
    return this.#engine;
  }

  /**
   * Loads the memory engine (once; a load that failed is tried again on the next call) and shows the
   * chat on screen with it. Rejects with a PartLoadError when chunks/memory-part.js cannot be loaded.
   */
  engine(): Promise<MemoryEngine> {
    this.#starting ??= this.#work.track(this.#start()).catch((e) => {
      this.#starting = null;
      throw e;
    });
    return this.#starting;
  }

  /** With memory on, loads the engine ahead of the first turn (a failure is left to that turn to tell). */
  async prepare(): Promise<void> {
    if (this.settings.value.enabled) await this.engine().catch(() => {});
  }

  async #start(): Promise<MemoryEngine> {
    const m = await this.#part.load();
    engineChecks ??= m.MEMORY_RECORD_CHECKS;
    this.#module = m;
    let e = this.#engine;
    if (!e) {
      const { repo, secrets, host, fetch } = this.#o;
      e = new m.MemoryEngine({
        repo,
        secrets,
        host,
        fetch,
        now: () => this.#now(),
        settings: this.settings,
        current: this.current,
        lastReconcile: this.lastReconcile,
        changed: (chatId) => this.lore.changed(chatId),
      });
      this.#engine = e;
    }
    await e.configure(this.#setup);
    for (const chatId of [...this.#forkedEarly]) {
      this.#forkedEarly.delete(chatId);
      await e.forked(chatId);
    }
    await this.showChat(this.#o.host?.currentChat() ?? null).catch((err) => console.warn('[Troupe] memory', err));
    return e;
  }

  /** What the Memory viewer works with (loads the engine, then the viewer's actions). */
  async viewer(): Promise<MemoryActions> {
    await this.engine();
    const { MemoryActions } = await this.#module!.memoryActionsPart.load();
    return (this.#actions ??= new MemoryActions(this));
  }

  async load(): Promise<void> {
    this.settings.value = parseMemorySettings(await this.#o.settings.get('memory'));
    this.curatorChats.value = curatorChatsSchema.parse(await this.#o.settings.get(CURATOR_CHATS_RECORD));
    await this.#configureVectors();
  }

  /**
   * Whether memory_curator keeps memory in `chat` (memory on, and the chat's own choice, else the
   * setting), and how often; null when not.
   */
  curatorFor(chat: ChatRef): { every: number } | null {
    const s = this.settings.value;
    if (!s.enabled) return null;
    const own = this.curatorChats.value[chatStoreKey(chat)];
    return (own ?? s.curator) ? { every: s.curatorEvery } : null;
  }

  /** A chat's own choice (by store key): on, off, or null to follow the setting. */
  async setChatCurator(key: string, on: boolean | null): Promise<void> {
    this.curatorChats.value = await this.#o.settings.update<CuratorChats>(
      CURATOR_CHATS_RECORD,
      (old) => {
        const next = { ...curatorChatsSchema.parse(old) };
        if (on === null) delete next[key];
        else next[key] = on;
        return next;
      },
      (raw) => curatorChatsSchema.parse(raw),
    );
  }

  async updateSettings(patch: Partial<MemorySettings>): Promise<void> {
    const next = await this.#o.settings.update<MemorySettings>(
      'memory',
      (old) => parseMemorySettings({ ...(old ?? DEFAULT_MEMORY_SETTINGS), ...patch }),
      parseMemorySettings,
    );
    this.settings.value = next;
    await this.#configureVectors();
    await this.showChat(this.#o.host?.currentChat() ?? null);
  }

  /** Whether memory changes of a chat (by store key) wait for review. */
  reviewing(chatId: string): boolean {
    return this.settings.value.review[chatId] === true;
  }

  /** Switches review of a chat's memory changes (by store key); from its next turn on. */
  async setReview(chatId: string, on: boolean): Promise<void> {
    this.settings.value = await this.#o.settings.update<MemorySettings>(
      'memory',
      (old) => {
        const s = parseMemorySettings(old ?? DEFAULT_MEMORY_SETTINGS);
        const review = { ...s.review };
        if (on) review[chatId] = true;
        else delete review[chatId];
        return { ...s, review };
      },
      parseMemorySettings,
    );
  }

  /**
   * What the reply at chat floor `floor` did to the memory of the chat on screen (null: nothing, or not
   * loaded). Asked for every reply the chat draws: answers are kept until the chat's memory or its
   * replies' floors change.
   */
  turnAt(floor: number): TurnMemory | null {
    const chat = this.current.value;
    if (!chat) return null;
    // Read as signals: the fold's line follows approvals, undo and moved replies.
    const floors = chat.floors.value;
    const version = chat.version.value;
    let c = this.#turnsAt;
    if (!c || c.chat !== chat || c.floors !== floors || c.version !== version) {
      const byFloor = new Map<number, string[]>();
      for (const [id, f] of floors) byFloor.set(f, [...(byFloor.get(f) ?? []), id]);
      c = this.#turnsAt = { chat, floors, version, byFloor, answers: new Map() };
    }
    if (!c.answers.has(floor)) {
      const turns = c.byFloor.get(floor);
      c.answers.set(floor, turns ? chat.turnMemory(turns) : null);
    }
    return c.answers.get(floor) ?? null;
  }

  /** Opens the Memory section at a turn's changes. */
  showTurn(t: TurnMemory): void {
    this.focus.value = { turns: t.turns, nodes: t.nodes, at: this.#now() };
  }

  /** Stores (or, with '', removes) the embeddings connection's API key. */
  async setEmbeddingsKey(key: string): Promise<void> {
    if (key) await this.#o.secrets.setSecret(EMBEDDINGS_KEY_ID, key);
    else await this.#o.secrets.deleteSecret(EMBEDDINGS_KEY_ID);
    await this.#configureVectors();
  }

  async #configureVectors() {
    const e = this.settings.value.embeddings;
    const hv = e.source === 'host' ? this.#o.host?.hostVectors?.() : null;
    this.#setup = hv
      ? { source: 'host', vectors: hv }
      : e.source === 'openai' && e.baseUrl.trim() && e.model.trim()
        ? { source: 'openai', baseUrl: e.baseUrl, model: e.model }
        : null;
    this.vectorsReady.value = !!this.#setup;
    await this.#engine?.configure(this.#setup);
  }

  /**
   * A branch or checkpoint copy (`chat.forkedFrom`) starts with a copy of its parent's memory — graph,
   * kept turns and vectors, as the parent had them — under its own key; reconcile then undoes the
   * turns whose replies the branch does not have. Never writes to the parent. Done once per branch:
   * the host stops reporting `forkedFrom` after it.
   */
  #fork(chat: ChatRef): Promise<void> {
    const from = chat.forkedFrom;
    if (!from) return Promise.resolve();
    const to = chatStoreKey(chat);
    let p = this.#forks.get(to);
    if (!p) {
      p = (async () => {
        if (await this.#o.repo.fork(from, to)) {
          if (this.#engine) await this.#engine.forked(to);
          else this.#forkedEarly.add(to);
        }
        await this.#o.host?.forkSettled?.(chat);
      })()
        .catch((e) => console.warn('[Troupe] the branch’s memory could not be copied from the chat it was made from', e))
        .finally(() => this.#forks.delete(to));
      this.#forks.set(to, p);
    }
    return p;
  }

  /** The chat on screen changed: copy a branch's memory; with the engine loaded, show the chat's memory. */
  async showChat(chat: ChatRef | null): Promise<void> {
    if (chat) await this.#fork(chat);
    void this.lore.showChat(this.settings.value.enabled ? chat : null).catch((e) => console.warn('[Troupe] lorebook sync', e));
    if (!chat || !this.settings.value.enabled) {
      this.current.value = null;
      return;
    }
    await this.#engine?.showChat(chat);
  }

  /**
   * The host deleted a chat: its memory goes — graph, kept turns and vectors (by its store key), and
   * its collection in the host's vector index when memory uses it.
   */
  forgetChat(key: string): Promise<void> {
    return this.#work.track(
      (async () => {
        await this.#engine?.forget(key);
        await this.#o.repo.clearChat(key);
        if (this.reviewing(key)) await this.setReview(key, false);
        if (key in this.curatorChats.value) await this.setChatCurator(key, null);
        const setup = this.#setup;
        if (setup?.source === 'host')
          await setup.vectors
            .collection(key)
            .purge()
            .catch((e: unknown) => console.warn('[Troupe] the deleted chat’s vectors could not be purged', e));
      })(),
    );
  }

  /** Scrolls the chat to a message the viewer names; false when the host cannot. */
  showMessage(floor: number): boolean {
    return this.#o.host?.showMessage(floor) ?? false;
  }

  /** Whether the host has a vector index of its own (SillyTavern's Vector Storage set up). */
  hostVectorsAvailable(): boolean {
    return !!this.#o.host?.hostVectors?.();
  }

  /** Computes every vector of the chat on screen again. */
  async rebuildVectors(): Promise<string | null> {
    return (await this.#engine?.rebuildVectors()) ?? null;
  }

  /** Wires the host's events: chat switches, deleted / swiped replies. */
  attach(): () => void {
    const host = this.#o.host;
    if (!host) return () => {};
    const warn = (e: unknown) => console.warn('[Troupe] memory', e);
    const offs = [host.onChatChanged((chat) => void this.#work.track(this.showChat(chat)).catch(warn))];
    void this.#work.track(this.showChat(host.currentChat())).catch(warn);
    offs.push(host.onMessagesChanged((chat) => void this.#work.track(this.#engine?.reconcile(chat) ?? Promise.resolve()).catch(warn)));
    return () => offs.forEach((off) => off());
  }

  /** Another tab wrote memory: chats not in a turn here read the store again. */
  async reloadChats(): Promise<void> {
    await this.#engine?.reloadChats();
  }

  // TurnToolProvider: the memory tools of one turn. When the engine cannot be loaded the turn goes on
  // without them, and the user is told which file failed.
  async open(turn: TurnToolContext): Promise<TurnTools | null> {
    if (!this.settings.value.enabled) return null;
    let engine: MemoryEngine;
    try {
      engine = await this.engine();
    } catch (e) {
      if (!(e instanceof PartLoadError)) throw e;
      this.#o.host?.notify('warning', partMissingNotice('memory', e, this.#o.host.locale()));
      return null;
    }
    await this.#fork(turn.chat);
    return engine.open(turn);
  }
}
