// The memory graph at work (chunks/memory-part.js, loaded by MemoryService at the first turn with
// memory on or when the viewer opens): one MemoryChat per chat, the memory tools of each turn (bound
// to the turn's chat, their writes kept only with the reply), undo and redo as the chat's replies
// change, vectors, and what the story and capsules get injected.
import { BackgroundWork } from './background-work.ts';
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { MemoryTurnAccess } from '../../core/memory/access.ts';
import { memoryDigest } from '../../core/memory/digest.ts';
import { openAiEmbeddings } from '../../core/memory/embeddings-client.ts';
import { memoryTools } from '../../core/memory/index.ts';
import { parseRecord, parseTurnRecord, VectorRecordSchema, type MessageRef } from '../../core/memory/model.ts';
import { chatStoreKey, type ChatRef, type Host } from '../../ports/host.ts';
import type { MemoryChecks, MemoryRepository } from '../../storage/memory.ts';
import type { SecretStore } from '../../storage/secrets.ts';
import type { TurnToolContext, TurnTools } from '../tools/tool-registry.ts';
import { MemoryChat, type PendingTurn } from './memory-chat.ts';
import { EMBEDDINGS_KEY_ID, type MemorySettings } from './settings.ts';
import { ChatVectors, type EmbeddingBackend, type VectorSetup } from './vectors.ts';

/** The checks the memory store runs on every record it reads. */
export const MEMORY_RECORD_CHECKS: MemoryChecks = {
  graph: (key, raw) => parseRecord(key, raw),
  turn: (_key, raw) => parseTurnRecord(raw),
  vector: (_key, raw) => {
    const r = VectorRecordSchema.safeParse(raw);
    return r.success ? { ok: true, value: r.data } : { ok: false, reason: r.error.issues[0]?.message ?? 'invalid vector' };
  },
};

/** The last reconcile that undid or redid something (the viewer says so). */
export interface ReconcileNote {
  chatId: string;
  undone: number;
  redone: number;
  dropped: number;
}

export interface MemoryEngineOptions {
  repo: MemoryRepository;
  secrets: SecretStore;
  host?: Host;
  now(): number;
  fetch?: typeof globalThis.fetch;
  /** The service's signals: the settings it read, and what the viewer shows. */
  settings: ReadonlySignal<MemorySettings>;
  current: Signal<MemoryChat | null>;
  lastReconcile: Signal<ReconcileNote | null>;
  /** After a chat's graph changed (a turn kept or dropped, an undo or redo, an edit, a reload). */
  changed?(chatId: string): void;
}

const newTurnId = (now: number) => `t_${now.toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

export class MemoryEngine {
  readonly #o: MemoryEngineOptions;
  readonly #chats = new Map<string, MemoryChat>();
  readonly #vectors = new Map<string, ChatVectors>();
  readonly #work = new BackgroundWork();
  #backend: EmbeddingBackend | null = null;

  constructor(o: MemoryEngineOptions) {
    this.#o = o;
  }

  /** Resolves once every queued memory operation (saves, undo / redo) is done. */
  async idle(): Promise<void> {
    await this.#work.idle(async () => {
      for (const c of this.#chats.values()) await c.idle();
    });
  }

  /** Takes the vector index the settings ask for (after every settings change); vectors computed for another are dropped. */
  async configure(setup: VectorSetup | null): Promise<void> {
    this.#vectors.clear();
    this.#backend = null;
    if (setup?.source === 'host') {
      const hv = setup.vectors;
      this.#backend = { label: hv.label, model: hv.model, collection: (chatId) => hv.collection(chatId) };
    } else if (setup?.source === 'openai') {
      const apiKey = await this.#o.secrets.getSecret(EMBEDDINGS_KEY_ID);
      this.#backend = {
        label: `${setup.model} at ${setup.baseUrl}`,
        model: setup.model,
        embed: openAiEmbeddings({
          baseUrl: setup.baseUrl,
          model: setup.model,
          ...(apiKey ? { apiKey } : {}),
          ...(this.#o.fetch ? { fetch: this.#o.fetch } : {}),
        }),
      };
    }
  }

  /** A chat's memory was copied from the chat it was branched from: what was read of it is read again. */
  async forked(chatId: string): Promise<void> {
    this.#vectors.delete(chatId);
    const c = this.#chats.get(chatId);
    if (c) await c.reload();
    this.#afterChange(chatId);
  }

  /** Drops what is held of a chat's memory (the chat was deleted; its records are deleted by the caller). */
  async forget(chatId: string): Promise<void> {
    const c = this.#chats.get(chatId);
    if (c) await c.idle();
    this.#chats.delete(chatId);
    this.#vectors.delete(chatId);
    if (c && this.#o.current.value === c) this.#o.current.value = null;
  }

  /** The memory of a chat, by its store key (`chatStoreKey`; loaded on first use). */
  chat(chatId: string): MemoryChat {
    let c = this.#chats.get(chatId);
    if (!c) {
      c = new MemoryChat({ repo: this.#o.repo, chatId, now: () => this.#o.now(), changed: () => this.#afterChange(chatId) });
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
    this.#o.changed?.(chatId);
  }

  /** Shows a chat's memory (memory is on): loads it and brings it in line with the replies it shows. */
  async showChat(chat: ChatRef): Promise<void> {
    const c = this.chat(chatStoreKey(chat));
    this.#o.current.value = c;
    await c.ready();
    await this.reconcile(chat);
  }

  /** Undoes and redoes kept turns so the graph matches the replies the chat shows. */
  async reconcile(chat: ChatRef | null, o: { replacingLast?: boolean } = {}): Promise<void> {
    const host = this.#o.host;
    if (!chat || !host) return;
    const c = this.#chats.get(chatStoreKey(chat));
    if (!c) return;
    const readMarks = async () => {
      const marks = await host.replyMarks(chat);
      if (!marks || !o.replacingLast) return marks;
      // A regenerate or swipe replaces the last reply: its writes are undone before the new turn runs
      // (and redone if the new reply is discarded).
      const last = Math.max(-1, ...[...marks.values()].map((m) => m.floor));
      return new Map([...marks].map(([k, m]) => [k, m.floor === last ? { ...m, state: 'hidden' as const } : m]));
    };
    const r = await c.reconcile(readMarks);
    if (r.undone.length || r.redone.length || r.dropped.length) {
      this.#o.lastReconcile.value = { chatId: c.chatId, undone: r.undone.length, redone: r.redone.length, dropped: r.dropped.length };
    }
  }

  /** Computes every vector of the chat on screen again. */
  async rebuildVectors(): Promise<string | null> {
    const c = this.#o.current.value;
    if (!c) return null;
    const v = await this.vectors(c.chatId);
    if (!v) return null;
    await v.rebuild();
    return v.lastError;
  }

  /** Another tab wrote memory: chats not in a turn here read the store again. */
  async reloadChats(): Promise<void> {
    for (const c of this.#chats.values()) if (!c.pending) await c.reload();
  }

  /** The memory tools of one turn (memory is on; the chat's fork, if any, was copied). */
  async open(turn: TurnToolContext): Promise<TurnTools> {
    const chat = this.chat(chatStoreKey(turn.chat));
    await chat.ready();
    const type = turn.generation.type;
    await this.reconcile(turn.chat, { replacingLast: type === 'swipe' || type === 'regenerate' }).catch((e) => console.warn('[Troupe] memory', e));
    const id = newTurnId(this.#o.now());
    // Read when the turn opens: switching review on or off mid-turn applies from the next turn.
    const pending = await chat.begin(id, { review: this.#o.settings.value.review[chat.chatId] === true });
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
    // A group chat: who is present this turn (the speaker and the others in the scene).
    const scene = gen.story?.scene;
    const witnesses = scene ? [scene.speaker, ...scene.present.map((m) => m.name)] : undefined;
    let marked = false;
    let closed = false;
    /** The reply's verdict (saved with the mark or not), once marked on a host with marks. */
    let saved: Promise<boolean> | null = null;
    /** Held turns (hold) settle only once released: agents after the reply still write into them. */
    let held: Promise<void> = Promise.resolve();
    /** The turn's writes kept or dropped (and the chat reconciled), once marked. */
    let settled: Promise<unknown> = Promise.resolve();
    const mark = () => {
      if (marked) return;
      marked = true;
      if (!gen.markReply) return; // a host without marks: kept when the turn closes (no undo)
      saved = gen.markReply(pending.id);
      settled = this.#work.track(
        saved
          .then(
            async (kept) => {
              await held;
              return kept ? chat.keep(pending) : chat.drop(pending);
            },
            async () => {
              await held;
              chat.drop(pending);
            },
          )
          .catch((e) => this.#o.host?.notify('error', `Memory could not be saved: ${e instanceof Error ? e.message : String(e)}`))
          .then(() => this.reconcile(turn.chat))
          .catch(() => {}),
      );
    };
    // Nodes earlier turns proposed (still under review) keep their ids.
    const proposed = new Set(chat.inbox().flatMap((p) => p.changes.filter((c) => c.key.startsWith('n:')).map((c) => c.key.slice(2))));
    const vectorsP = this.vectors(chat.chatId);
    let vectors: ChatVectors | null = null;
    void vectorsP.then((v) => (vectors = v));
    const access: MemoryTurnAccess = {
      graph: chat.graph,
      changes: pending.changes,
      sources: () => sources,
      ...(witnesses ? { witnesses: () => witnesses } : {}),
      now: () => this.#o.now(),
      exposure: (nodeId) => chat.exposure(nodeId),
      reserved: (nodeId) => proposed.has(nodeId),
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
    const s = this.#o.settings.value;
    return {
      tools: memoryTools(access),
      story: (story) => {
        if (!s.injectAlways) return story;
        const digest = memoryDigest(chat.graph, { alwaysInject: true });
        return digest ? { ...story, background: [...story.background, digest] } : story;
      },
      capsuleAppendix: () =>
        s.injectRecall || s.injectAlways
          ? memoryDigest(chat.graph, { alwaysInject: s.injectAlways, recalled: s.injectRecall ? [...pending.recalled] : [] })
          : '',
      hold: () => {
        let release!: () => void;
        held = new Promise<void>((r) => (release = r));
        mark();
        return {
          saved: saved ?? Promise.resolve(false),
          release: () => {
            release();
            return settled.then(() => undefined);
          },
        };
      },
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
