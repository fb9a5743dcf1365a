// The memory graph in the app: one MemoryChat per chat, the memory tools of each turn (bound to the
// turn's chat, their writes kept only with the reply), undo and redo as the chat's replies change,
// vectors, and what the story and capsules get injected.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { MemoryTurnAccess } from '../../core/memory/access.ts';
import { memoryDigest } from '../../core/memory/digest.ts';
import { openAiEmbeddings } from '../../core/memory/embeddings-client.ts';
import { memoryToolNames, memoryTools } from '../../core/memory/index.ts';
import { parseRecord, parseTurnRecord, VectorRecordSchema, type MessageRef } from '../../core/memory/model.ts';
import { chatStoreKey, type ChatRef, type Host } from '../../hosts/host.ts';
import type { MemoryChecks, MemoryRepository } from '../../storage/memory.ts';
import type { RecordStore } from '../../storage/records.ts';
import type { SecretStore } from '../../storage/secrets.ts';
import type { TurnToolContext, TurnToolProvider, TurnTools } from '../tool-registry.ts';
import { MemoryChat, type PendingTurn } from './memory-chat.ts';
import { DEFAULT_MEMORY_SETTINGS, EMBEDDINGS_KEY_ID, parseMemorySettings, type MemorySettings } from './settings.ts';
import { ChatVectors, type EmbeddingBackend } from './vectors.ts';

/** The checks the memory store runs on every record it reads. */
export const MEMORY_CHECKS: MemoryChecks = {
  graph: (key, raw) => parseRecord(key, raw),
  turn: (_key, raw) => parseTurnRecord(raw),
  vector: (_key, raw) => {
    const r = VectorRecordSchema.safeParse(raw);
    return r.success ? { ok: true, value: r.data } : { ok: false, reason: r.error.issues[0]?.message ?? 'invalid vector' };
  },
};

export interface MemoryServiceOptions {
  repo: MemoryRepository;
  settings: RecordStore;
  secrets: SecretStore;
  host?: Host;
  now?(): number;
  fetch?: typeof globalThis.fetch;
}

const newTurnId = (now: number) => `t_${now.toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

export class MemoryService implements TurnToolProvider {
  readonly settings = signal<MemorySettings>(DEFAULT_MEMORY_SETTINGS);
  /** The memory of the chat on screen (null: no chat, or memory is off). */
  readonly current = signal<MemoryChat | null>(null);
  /** Whether vector search is set up (and so memory_vector_search exists). */
  readonly vectorsReady = signal(false);
  readonly names: ReadonlySignal<readonly string[]> = computed(() => (this.settings.value.enabled ? memoryToolNames(this.vectorsReady.value) : []));
  /** The last reconcile that undid or redid something (the viewer says so). */
  readonly lastReconcile = signal<{ chatId: string; undone: number; redone: number; dropped: number } | null>(null);
  readonly #o: MemoryServiceOptions;
  readonly #chats = new Map<string, MemoryChat>();
  readonly #vectors = new Map<string, ChatVectors>();
  #backend: EmbeddingBackend | null = null;

  constructor(o: MemoryServiceOptions) {
    this.#o = o;
  }

  readonly #inflight = new Set<Promise<unknown>>();

  /** Tracks background work (reconciles after host events), so `idle` can wait for it. */
  #track<T>(p: Promise<T>): Promise<T> {
    this.#inflight.add(p);
    void p.finally(() => this.#inflight.delete(p)).catch(() => {});
    return p;
  }

  /** Resolves once every queued memory operation (saves, undo / redo after host events) is done. */
  async idle(): Promise<void> {
    for (;;) {
      if (this.#inflight.size) {
        await Promise.allSettled([...this.#inflight]);
        continue;
      }
      for (const c of this.#chats.values()) await c.idle();
      if (!this.#inflight.size) return;
    }
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
  }

  async load(): Promise<void> {
    this.settings.value = parseMemorySettings(await this.#o.settings.get('memory'));
    await this.#configureVectors();
  }

  async updateSettings(patch: Partial<MemorySettings>): Promise<void> {
    const next = await this.#o.settings.update<MemorySettings>('memory', (old) => parseMemorySettings({ ...(old ?? DEFAULT_MEMORY_SETTINGS), ...patch }), parseMemorySettings);
    this.settings.value = next;
    await this.#configureVectors();
    await this.showChat(this.#o.host?.currentChat() ?? null);
  }

  /** Stores (or, with '', removes) the embeddings connection's API key. */
  async setEmbeddingsKey(key: string): Promise<void> {
    if (key) await this.#o.secrets.setSecret(EMBEDDINGS_KEY_ID, key);
    else await this.#o.secrets.deleteSecret(EMBEDDINGS_KEY_ID);
    await this.#configureVectors();
  }

  async #configureVectors() {
    const e = this.settings.value.embeddings;
    this.#vectors.clear();
    this.#backend = null;
    if (e.source === 'host') {
      const hv = this.#o.host?.hostVectors?.();
      if (hv) this.#backend = { label: hv.label, model: hv.model, collection: (chatId) => hv.collection(chatId) };
    } else if (e.source === 'openai' && e.baseUrl.trim() && e.model.trim()) {
      const apiKey = await this.#o.secrets.getSecret(EMBEDDINGS_KEY_ID);
      this.#backend = { label: `${e.model} at ${e.baseUrl}`, model: e.model, embed: openAiEmbeddings({ baseUrl: e.baseUrl, model: e.model, ...(apiKey ? { apiKey } : {}), ...(this.#o.fetch ? { fetch: this.#o.fetch } : {}) }) };
    }
    this.vectorsReady.value = !!this.#backend;
  }

  readonly #forks = new Map<string, Promise<void>>();

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
          this.#vectors.delete(to);
          const c = this.#chats.get(to);
          if (c) await c.reload();
          this.#afterChange(to);
        }
        await this.#o.host?.forkSettled?.(chat);
      })()
        .catch((e) => console.warn('[Troupe] the branch’s memory could not be copied from the chat it was made from', e))
        .finally(() => this.#forks.delete(to));
      this.#forks.set(to, p);
    }
    return p;
  }

  /** The memory of a chat, by its store key (`chatStoreKey`; loaded on first use). */
  chat(chatId: string): MemoryChat {
    let c = this.#chats.get(chatId);
    if (!c) {
      c = new MemoryChat({ repo: this.#o.repo, chatId, now: () => this.#now(), changed: () => this.#afterChange(chatId) });
      this.#chats.set(chatId, c);
    }
    return c;
  }

  /** Vectors of a chat, when a backend is configured. */
  async vectors(chatId: string): Promise<ChatVectors | null> {
    if (!this.#backend) return null;
    let v = this.#vectors.get(chatId);
    if (!v) {
      v = new ChatVectors(this.chat(chatId), this.#o.repo, this.#backend);
      this.#vectors.set(chatId, v);
      await v.load();
    }
    return v;
  }

  #afterChange(chatId: string) {
    // Vectors follow the graph (computed in the background; a failure shows in the viewer).
    if (this.#backend) void this.vectors(chatId).then((v) => v?.sync());
  }

  /** The chat on screen changed: load its memory and bring it in line with the replies it shows. */
  async showChat(chat: ChatRef | null): Promise<void> {
    if (chat) await this.#fork(chat);
    if (!chat || !this.settings.value.enabled) {
      this.current.value = null;
      return;
    }
    const c = this.chat(chatStoreKey(chat));
    this.current.value = c;
    await c.ready();
    await this.reconcile(chat);
  }

  /** Undoes and redoes kept turns so the graph matches the replies the chat shows. */
  async reconcile(chat: ChatRef | null, o: { replacingLast?: boolean } = {}): Promise<void> {
    const host = this.#o.host;
    if (!chat || !host?.replyMarks) return;
    const c = this.#chats.get(chatStoreKey(chat));
    if (!c) return;
    const readMarks = async () => {
      const marks = await host.replyMarks!(chat);
      if (!marks || !o.replacingLast) return marks;
      // A regenerate or swipe replaces the last reply: its writes are undone before the new turn runs
      // (and redone if the new reply is discarded).
      const last = Math.max(-1, ...[...marks.values()].map((m) => m.floor));
      return new Map([...marks].map(([k, m]) => [k, m.floor === last ? { ...m, state: 'hidden' as const } : m]));
    };
    const r = await c.reconcile(readMarks);
    if (r.undone.length || r.redone.length || r.dropped.length) {
      this.lastReconcile.value = { chatId: c.chatId, undone: r.undone.length, redone: r.redone.length, dropped: r.dropped.length };
    }
  }

  /** Scrolls the chat to a message the viewer names; false when the host cannot. */
  showMessage(floor: number): boolean {
    return this.#o.host?.showMessage?.(floor) ?? false;
  }

  /** Whether the host has a vector index of its own (SillyTavern's Vector Storage set up). */
  hostVectorsAvailable(): boolean {
    return !!this.#o.host?.hostVectors?.();
  }

  /** Computes every vector of the chat on screen again. */
  async rebuildVectors(): Promise<string | null> {
    const c = this.current.value;
    if (!c) return null;
    const v = await this.vectors(c.chatId);
    if (!v) return null;
    await v.rebuild();
    return v.lastError;
  }

  /** Wires the host's events: chat switches, deleted / swiped replies. */
  attach(): () => void {
    const host = this.#o.host;
    if (!host) return () => {};
    const offs = [host.onChatChanged((chat) => void this.#track(this.showChat(chat)).catch((e) => console.warn('[Troupe] memory', e)))];
    void this.#track(this.showChat(host.currentChat())).catch((e) => console.warn('[Troupe] memory', e));
    if (host.onMessagesChanged) offs.push(host.onMessagesChanged((chat) => void this.#track(this.reconcile(chat)).catch((e) => console.warn('[Troupe] memory', e))));
    return () => offs.forEach((off) => off());
  }

  /** Another tab wrote memory: chats not in a turn here read the store again. */
  async reloadChats(): Promise<void> {
    for (const c of this.#chats.values()) if (!c.pending) await c.reload();
  }

  // TurnToolProvider: the memory tools of one turn.
  async open(turn: TurnToolContext): Promise<TurnTools | null> {
    if (!this.settings.value.enabled) return null;
    await this.#fork(turn.chat);
    const chat = this.chat(chatStoreKey(turn.chat));
    await chat.ready();
    const type = turn.generation.type;
    await this.reconcile(turn.chat, { replacingLast: type === 'swipe' || type === 'regenerate' }).catch((e) => console.warn('[Troupe] memory', e));
    const id = newTurnId(this.#now());
    const pending = await chat.begin(id);
    return this.#turnTools(chat, pending, turn);
  }

  #turnTools(chat: MemoryChat, pending: PendingTurn, turn: TurnToolContext): TurnTools {
    const gen = turn.generation;
    const userFloor = gen.lastUser?.index;
    const replyFloor = userFloor !== undefined ? userFloor + 1 : undefined;
    const sources: MessageRef[] = [
      ...(userFloor !== undefined ? [{ floor: userFloor, role: 'user' as const }] : []),
      ...(replyFloor !== undefined ? [{ floor: replyFloor, role: 'assistant' as const, turn: pending.id }] : []),
    ];
    let marked = false;
    let closed = false;
    const mark = () => {
      if (marked) return;
      marked = true;
      if (!gen.markReply) return; // a host without marks: kept when the turn closes (no undo)
      void this.#track(gen
        .markReply(pending.id)
        .then(
          (kept) => (kept ? chat.keep(pending) : chat.drop(pending)),
          () => chat.drop(pending),
        )
        .catch((e) => this.#o.host?.notify('error', `Memory could not be saved: ${e instanceof Error ? e.message : String(e)}`))
        .then(() => this.reconcile(turn.chat))
        .catch(() => {}));
    };
    const vectorsP = this.vectors(chat.chatId);
    let vectors: ChatVectors | null = null;
    void vectorsP.then((v) => (vectors = v));
    const access: MemoryTurnAccess = {
      graph: chat.graph,
      changes: pending.changes,
      sources: () => sources,
      now: () => this.#now(),
      exposure: (nodeId) => chat.exposure(nodeId),
      recalled: (ids) => {
        for (const x of ids) pending.recalled.add(x);
        mark();
      },
      ...(this.#backend
        ? {
            vectors: {
              search: async (q, k, accept) => {
                const v = vectors ?? (await vectorsP);
                if (!v) throw new Error('vector search is not set up');
                return v.search(q, k, accept);
              },
            },
          }
        : {}),
      beforeWrite: () => mark(),
      afterWrite: () => {
        chat.lastTouched.value = pending.changes.touchedNodes();
        chat.version.value++;
      },
    };
    const s = this.settings.value;
    return {
      tools: memoryTools(access),
      story: (story) => {
        if (!s.injectAlways) return story;
        const digest = memoryDigest(chat.graph, { alwaysInject: true });
        return digest ? { ...story, background: [...story.background, digest] } : story;
      },
      capsuleAppendix: () => (s.injectRecall || s.injectAlways ? memoryDigest(chat.graph, { alwaysInject: s.injectAlways, recalled: s.injectRecall ? [...pending.recalled] : [] }) : ''),
      close: () => {
        if (closed) return;
        closed = true;
        if (!marked) {
          // A swipe that wrote nothing: the host's end-of-generation event reconciles again, so the
          // reply the chat ends up showing has its writes.
          chat.drop(pending);
        } else if (!gen.markReply) void chat.keep(pending);
      },
    };
  }
}
