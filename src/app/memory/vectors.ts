// Vectors for memory_vector_search, computed when nodes are written and kept current with the graph:
// either here (an embeddings connection returns vectors; they are stored beside the graph and searched
// with a Float32Array cosine scan) or on the host's server (SillyTavern's vectors API keeps the index
// and the keys; Troupe sends node texts and queries).
import type { VectorCollection } from '../../core/memory/access.ts';
import { nodeText, textHash } from '../../core/memory/digest.ts';
import type { VectorRecord } from '../../core/memory/model.ts';
import { VectorIndex } from '../../core/memory/vector-index.ts';
import type { HostVectors } from '../../ports/host.ts';
import type { MemoryRepository } from '../../storage/memory.ts';
import type { MemoryChat } from './memory-chat.ts';

/** The vector index the settings ask for, as found when they were read (the API key is read with it). */
export type VectorSetup = { source: 'host'; vectors: HostVectors } | { source: 'openai'; baseUrl: string; model: string };

export interface EmbeddingBackend {
  /** What the settings show, e.g. "OpenAI-compatible: text-embedding-3-small". */
  readonly label: string;
  /** Vectors of texts (an embeddings connection). */
  embed?(texts: string[], signal?: AbortSignal): Promise<Float32Array[]>;
  /** Or: the host keeps the index. */
  collection?(chatId: string): VectorCollection;
  /** Identifies the model, so vectors of another model are recomputed. */
  readonly model: string;
}

/** A node's 32-bit number in a server index: its id and the hash of its text. */
export function collectionHash(nodeId: string, hash: string): number {
  const s = `${nodeId}\u0000${hash}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const BATCH = 32;

export class ChatVectors {
  readonly #index = new VectorIndex();
  /** node id → hash of the text its stored vector was computed from */
  readonly #hashes = new Map<string, string>();
  #syncing: Promise<void> = Promise.resolve();
  #again = false;
  #running = false;
  /** Collection numbers sent so far → node id (a node edited since still answers by its older text). */
  readonly #sent = new Map<number, string>();
  /** The last failure (shown in the viewer), or null. */
  lastError: string | null = null;

  constructor(
    readonly chat: MemoryChat,
    private readonly repo: MemoryRepository,
    readonly backend: EmbeddingBackend,
  ) {}

  /** Takes the stored vectors that still match their node's text and model. */
  async load(): Promise<void> {
    if (!this.backend.embed) return;
    const data = await this.repo.load(this.chat.chatId);
    for (const [id, v] of data.vectors) {
      const rec = v as VectorRecord;
      if (rec.model !== this.backend.model) continue;
      this.#index.set(id, rec.vector);
      this.#hashes.set(id, rec.hash);
    }
  }

  /** Brings the vectors up to date with the graph (coalesced: one run at a time, one more if asked meanwhile). */
  sync(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#syncing;
    }
    this.#running = true;
    this.#syncing = (async () => {
      try {
        do {
          this.#again = false;
          await (this.backend.embed ? this.#syncLocal() : this.#syncCollection());
        } while (this.#again);
        this.lastError = null;
      } catch (e) {
        this.lastError = e instanceof Error ? e.message : String(e);
      } finally {
        this.#running = false;
      }
    })();
    return this.#syncing;
  }

  async #syncLocal() {
    const g = this.chat.graph;
    const stale: { id: string; text: string; hash: string }[] = [];
    for (const n of g.nodes.values()) {
      const text = nodeText(n);
      const hash = textHash(text);
      if (this.#hashes.get(n.id) !== hash) stale.push({ id: n.id, text, hash });
    }
    const gone = [...this.#hashes.keys()].filter((id) => !g.nodes.has(id));
    if (gone.length) {
      for (const id of gone) this.#index.remove(id), this.#hashes.delete(id);
      await this.repo.apply(this.chat.chatId, { vectors: gone.map((id) => [id, null]) });
    }
    for (let i = 0; i < stale.length; i += BATCH) {
      const part = stale.slice(i, i + BATCH);
      const vectors = await this.backend.embed!(part.map((p) => p.text));
      if (vectors.length !== part.length) throw new Error(`The embeddings connection returned ${vectors.length} vectors for ${part.length} texts.`);
      const rows: [string, VectorRecord][] = part.map((p, j) => [p.id, { hash: p.hash, model: this.backend.model, vector: vectors[j] }]);
      // A node may have changed while its vector was computed: only current texts are kept.
      const current = rows.filter(([id, r]) => {
        const n = this.chat.graph.nodes.get(id);
        return n && textHash(nodeText(n)) === r.hash;
      });
      if (current.length) await this.repo.apply(this.chat.chatId, { vectors: current });
      for (const [id, r] of current) this.#index.set(id, r.vector), this.#hashes.set(id, r.hash);
    }
  }

  /** node hash number → node id, for the graph as it is now */
  #wanted(): Map<number, { id: string; text: string }> {
    const out = new Map<number, { id: string; text: string }>();
    for (const n of this.chat.graph.nodes.values()) {
      const text = nodeText(n);
      out.set(collectionHash(n.id, textHash(text)), { id: n.id, text });
    }
    return out;
  }

  async #syncCollection() {
    const col = this.backend.collection!(this.chat.chatId);
    const wanted = this.#wanted();
    const have = new Set(await col.list());
    const extra = [...have].filter((h) => !wanted.has(h));
    if (extra.length) await col.remove(extra);
    for (const [h, v] of wanted) this.#sent.set(h, v.id);
    const missing = [...wanted].filter(([h]) => !have.has(h)).map(([hash, v]) => ({ hash, text: v.text }));
    for (let i = 0; i < missing.length; i += BATCH) await col.insert(missing.slice(i, i + BATCH));
  }

  /** The best `k` nodes for `query`, with a similarity score. */
  async search(query: string, k: number, accept: (id: string) => boolean): Promise<{ id: string; score: number }[]> {
    if (this.backend.embed) {
      const [q] = await this.backend.embed([query]);
      return this.#index.search(q, k, accept);
    }
    const wanted = this.#wanted();
    const hashes = await this.backend.collection!(this.chat.chatId).query(query, Math.min(50, k * 3));
    const out: { id: string; score: number }[] = [];
    for (const h of hashes) {
      const id = wanted.get(h)?.id ?? this.#sent.get(h);
      const w = id ? { id } : undefined;
      if (!w || !this.chat.graph.nodes.has(w.id) || !accept(w.id) || out.some((o) => o.id === w.id)) continue;
      // The server gives ranks, not scores: 1 for the best, falling off by rank.
      out.push({ id: w.id, score: Math.round((1 / (1 + out.length)) * 1000) / 1000 });
      if (out.length >= k) break;
    }
    return out;
  }

  /** Forgets every vector of the chat and computes them again. */
  async rebuild(): Promise<void> {
    await this.#syncing;
    if (this.backend.embed) {
      const ids = [...this.#hashes.keys()];
      for (const id of ids) this.#index.remove(id);
      this.#hashes.clear();
      const data = await this.repo.load(this.chat.chatId);
      await this.repo.apply(this.chat.chatId, { vectors: data.vectors.map(([id]) => [id, null]) });
    } else {
      await this.backend.collection!(this.chat.chatId).purge();
    }
    await this.sync();
  }

  /** How many nodes have a current vector (local vectors only). */
  get count(): number {
    return this.#index.size;
  }
}
