// The memory graphs, one per chat, in the database `<prefix>memory`. A chat's records live under
// `<chatId>␁`: `g␁<record key>` (nodes, edges, schema, counters), `t␁<seq>` (kept turns with the
// changes they made, for undo and redo) and `v␁<node id>` (vectors). What the graph is made of is
// core's business: the caller hands in the checks, and a record that fails them is moved to the
// quarantine (never fatal, never replaced by defaults). Every change is one transaction.

import { type Migration, openStore, type OpenOptions, prefixed, type Store, type Tx } from './db.ts';
import type { Quarantine } from './quarantine.ts';

export const MEMORY_MIGRATIONS: Migration[] = [() => {}]; // v1: records per chat as above

const SEP = '\u0001';
export type MemoryPart = 'g' | 't' | 'v';

/** A check: the record as the caller uses it, or why it is damaged. */
export type MemoryCheck = (key: string, raw: unknown) => { ok: true; value: unknown } | { ok: false; reason: string };

export interface MemoryChecks {
  graph: MemoryCheck;
  turn: MemoryCheck;
  vector: MemoryCheck;
}

export interface LoadedMemory {
  /** Graph records by their key (`n:evt_1`, `e:…`, `schema`, `meta`). */
  graph: [string, unknown][];
  /** Kept turns, oldest first, by their key (the sequence number, zero-padded). */
  turns: [string, unknown][];
  vectors: [string, unknown][];
  /** How many damaged records were put aside. */
  putAside: number;
}

/** One transaction's worth of changes to a chat: a value to store, or null to delete. */
export interface MemoryBatch {
  graph?: Iterable<[string, unknown | null]>;
  turns?: Iterable<[string, unknown | null]>;
  vectors?: Iterable<[string, unknown | null]>;
}

function checkChat(chatId: string) {
  if (typeof chatId !== 'string' || !chatId || chatId.includes(SEP) || chatId.includes('\u0000'))
    throw new Error(`A memory chat id cannot be ${JSON.stringify(chatId)}.`);
}

export const memoryKey = (chatId: string, part: MemoryPart, key: string) => `${chatId}${SEP}${part}${SEP}${key}`;

export class MemoryRepository {
  constructor(
    readonly store: Store,
    private readonly checks: MemoryChecks,
    private readonly quarantine?: Quarantine,
  ) {}

  /** Every record of a chat's memory, checked; damaged ones are moved to the quarantine first. */
  async load(chatId: string): Promise<LoadedMemory> {
    checkChat(chatId);
    const base = `${chatId}${SEP}`;
    const [keys, values] = await this.store.read(async (tx) => [await tx.keys(prefixed(base)), await tx.getAll(prefixed(base))] as const);
    const out: LoadedMemory = { graph: [], turns: [], vectors: [], putAside: 0 };
    const damaged: { key: string; raw: unknown; reason: string }[] = [];
    keys.forEach((full, i) => {
      const rest = full.slice(base.length);
      const part = rest.slice(0, 1) as MemoryPart;
      const key = rest.slice(2);
      const check = part === 'g' ? this.checks.graph : part === 't' ? this.checks.turn : part === 'v' ? this.checks.vector : null;
      const r = check ? check(key, values[i]) : ({ ok: false, reason: 'unknown part of the memory store' } as const);
      if (!r.ok) {
        damaged.push({ key: full, raw: values[i], reason: r.reason });
        return;
      }
      (part === 'g' ? out.graph : part === 't' ? out.turns : out.vectors).push([key, r.value]);
    });
    for (const d of damaged) if (await this.#putAside(d.key, d.raw, d.reason, chatId)) out.putAside++;
    return out;
  }

  /** Writes a batch in one transaction. */
  apply(chatId: string, batch: MemoryBatch): Promise<void> {
    checkChat(chatId);
    return this.store.write((tx) => {
      put(tx, chatId, 'g', batch.graph);
      put(tx, chatId, 't', batch.turns);
      put(tx, chatId, 'v', batch.vectors);
    });
  }

  /** Replaces a chat's whole memory (an import, a rebuild) in one transaction; turns and vectors go unless given. */
  replace(chatId: string, batch: MemoryBatch): Promise<void> {
    checkChat(chatId);
    return this.store.write(async (tx) => {
      for (const k of await tx.keys(prefixed(`${chatId}${SEP}`))) tx.del(k);
      put(tx, chatId, 'g', batch.graph);
      put(tx, chatId, 't', batch.turns);
      put(tx, chatId, 'v', batch.vectors);
    });
  }

  /**
   * Copies every record of chat `from` (graph, kept turns, vectors) to chat `to`, in one transaction,
   * when `to` has none yet (a branch of `from`); true when it copied. A chat that already has memory
   * is never overwritten.
   */
  fork(from: string, to: string): Promise<boolean> {
    checkChat(from);
    checkChat(to);
    if (from === to) return Promise.resolve(false);
    return this.store.write(async (tx) => {
      if ((await tx.keys(prefixed(`${to}${SEP}`))).length) return false;
      const base = `${from}${SEP}`;
      const keys = await tx.keys(prefixed(base));
      const values = await tx.getAll(prefixed(base));
      keys.forEach((k, i) => tx.put(`${to}${SEP}${k.slice(base.length)}`, values[i]));
      return true;
    });
  }

  /** Deletes every record of a chat's memory (graph, kept turns, vectors) in one transaction: the chat was deleted. */
  clearChat(chatId: string): Promise<void> {
    checkChat(chatId);
    return this.store.write(async (tx) => {
      for (const k of await tx.keys(prefixed(`${chatId}${SEP}`))) tx.del(k);
    });
  }

  /** Every stored record of a chat, as stored (tests compare these byte for byte). */
  raw(chatId: string): Promise<[string, unknown][]> {
    const base = `${chatId}${SEP}`;
    return this.store.read(async (tx) => {
      const keys = await tx.keys(prefixed(base));
      const values = await tx.getAll(prefixed(base));
      return keys.map((k, i) => [k, values[i]] as [string, unknown]);
    });
  }

  async #putAside(key: string, raw: unknown, reason: string, chatId: string): Promise<boolean> {
    if (!this.quarantine) return false;
    try {
      await this.quarantine.add({
        db: this.store.dbName,
        key,
        reason,
        raw,
        notice: {
          code: 'memory-record-aside',
          params: { chat: chatId },
          text: `A damaged memory record of chat "${chatId}" was put aside; the rest of its memory is used.`,
        },
      });
    } catch {
      return false;
    }
    await this.store.write(async (tx) => {
      if ((await tx.get(key)) !== undefined) tx.del(key);
    });
    return true;
  }
}

function put(tx: Tx, chatId: string, part: MemoryPart, rows: Iterable<[string, unknown | null]> | undefined) {
  for (const [k, v] of rows ?? []) {
    const key = memoryKey(chatId, part, k);
    if (v === null || v === undefined) tx.del(key);
    else tx.put(key, v);
  }
}

export const openMemoryRepository = (checks: MemoryChecks, options?: OpenOptions, quarantine?: Quarantine) =>
  new MemoryRepository(openStore('memory', MEMORY_MIGRATIONS, options), checks, quarantine);
