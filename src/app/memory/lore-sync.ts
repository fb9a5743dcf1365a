// Canon in lorebooks, in the app: a chat's choice (off, its own lorebook, a named one; which nodes),
// the sync that brings the lorebook in line with the graph after every change the graph keeps (a
// turn's writes, an undo or redo, the user's edits), the conflicts it finds (entries edited by hand,
// never overwritten) and their settling, and the import of a lorebook's entries as nodes. The books
// are the host's (LorebookWriter): SillyTavern's World Info, the page's lorebooks. Only the chat on
// screen is synced (SillyTavern binds a chat's own book to the chat that is loaded).
import { signal } from '@preact/signals-core';
import { z } from 'zod';
import { entryHash, planLoreSync, renderEntry, type LoreBookEntry, type LoreConflict, type LoreSyncChoice } from '../../core/memory/lore-sync.ts';
import { chatStoreKey, type ChatRef, type Host, type LorebookWriter } from '../../ports/host.ts';
import type { RecordStore } from '../../storage/records.ts';
import type { MemoryChat } from './memory-chat.ts';
import type { MemoryPartModule } from './memory-service.ts';

/** The graph writes of the sync, from the memory part. */
export type LoreOps = Pick<MemoryPartModule, 'nodeFollowsEntry' | 'nodesFromEntries'>;

export const loreSyncSettingsSchema = z.object({
  /** `off`; `chat`: the chat's own lorebook (made when it has none); `book`: the lorebook named `book`. */
  target: z.enum(['off', 'chat', 'book']).catch('off'),
  book: z.string().max(200).catch(''),
  /** Node types whose nodes get an entry. */
  types: z.array(z.string()).catch(['character_sheet', 'location_state']),
  /** Always-injected nodes get an entry too (a constant one). */
  alwaysInject: z.boolean().catch(true),
});
export type LoreSyncSettings = z.infer<typeof loreSyncSettingsSchema>;
export const parseLoreSyncSettings = (raw: unknown): LoreSyncSettings => loreSyncSettingsSchema.parse(raw && typeof raw === 'object' ? raw : {});
export const DEFAULT_LORE_SYNC = parseLoreSyncSettings({});

/** The settings record: each chat's choice, by its store key. */
const RECORD = 'loreSync';
const parseRecord = (raw: unknown): Record<string, LoreSyncSettings> =>
  Object.fromEntries(Object.entries(raw && typeof raw === 'object' ? raw : {}).map(([k, v]) => [k, parseLoreSyncSettings(v)]));

/** What the last sync did (for the Memory section). */
export interface LoreSyncState {
  chat: string;
  book: string | null;
  written: number;
  removed: number;
  error?: string;
}

export type LoreResult = { ok: true; message?: string } | { ok: false; error: string };

export interface LoreSyncOptions {
  host?: Host;
  settings: RecordStore;
  /** The memory of a chat (by store key), loaded; null when memory is off. */
  memory(chatKey: string): Promise<MemoryChat | null>;
  /** The graph writes (loaded with the memory part). */
  ops(): Promise<LoreOps>;
  now?(): number;
}

const failure = (e: unknown): LoreResult => {
  const hint = e && typeof e === 'object' && 'hint' in e && typeof e.hint === 'string' ? ` ${e.hint}` : '';
  return { ok: false, error: e instanceof Error ? `${e.message}${hint}` : String(e) };
};

export class LoreSync {
  /** The choice of the chat on screen. */
  readonly settings = signal<LoreSyncSettings>(DEFAULT_LORE_SYNC);
  /** Entries of the chat's lorebook edited by hand since Troupe wrote them. */
  readonly conflicts = signal<readonly LoreConflict[]>([]);
  readonly state = signal<LoreSyncState | null>(null);
  readonly #o: LoreSyncOptions;
  #chat: ChatRef | null = null;
  #chain: Promise<unknown> = Promise.resolve();
  /** A sync is queued and has not started yet (later requests join it). */
  #queued = false;
  /** The chat whose choice was read. */
  #read: string | null = null;

  constructor(o: LoreSyncOptions) {
    this.#o = o;
  }

  /** The host can write lorebooks. */
  get available(): boolean {
    return !!this.#o.host?.lorebookWriter;
  }

  /** Whether chats have a lorebook of their own on this host. */
  get chatBooks(): boolean {
    return !!this.#writer()?.chatBooks;
  }

  #writer(): LorebookWriter | null {
    return this.#o.host?.lorebookWriter?.() ?? null;
  }

  #key(): string | null {
    return this.#chat ? chatStoreKey(this.#chat) : null;
  }

  #serial<T>(op: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(op, op);
    this.#chain = next.catch(() => {});
    return next;
  }

  /** Resolves once no sync is queued or running. */
  async idle(): Promise<void> {
    let c: Promise<unknown>;
    do {
      c = this.#chain;
      await c;
    } while (c !== this.#chain);
  }

  /** The chat on screen changed: its choice is read, and its lorebook checked. */
  async showChat(chat: ChatRef | null): Promise<void> {
    const key = chat ? chatStoreKey(chat) : null;
    if (key === this.#key() && key === this.#read) {
      this.#chat = chat;
      return;
    }
    this.#chat = chat;
    this.#read = null;
    this.conflicts.value = [];
    this.state.value = null;
    const all = parseRecord(await this.#o.settings.get(RECORD));
    if (this.#chat !== chat) return;
    this.settings.value = (key && all[key]) || DEFAULT_LORE_SYNC;
    this.#read = key;
    if (this.settings.value.target !== 'off') void this.sync().catch(() => {});
  }

  /** Changes the choice of the chat on screen (and syncs with it). */
  async update(patch: Partial<LoreSyncSettings>): Promise<LoreResult> {
    const key = this.#key();
    if (!key) return { ok: false, error: 'No chat is open.' };
    const next = parseLoreSyncSettings({ ...this.settings.value, ...patch });
    if (next.target === 'book' && !next.book.trim()) return { ok: false, error: 'Name the lorebook.' };
    if (next.target === 'chat' && !this.chatBooks) return { ok: false, error: 'Chats have no lorebook of their own here; name a lorebook.' };
    await this.#o.settings.update<Record<string, LoreSyncSettings>>(RECORD, (old) => ({ ...parseRecord(old), [key]: next }), parseRecord);
    this.settings.value = next;
    this.conflicts.value = [];
    if (next.target === 'off') {
      this.state.value = null;
      return { ok: true };
    }
    await this.sync();
    const s = this.state.value;
    return s?.error ? { ok: false, error: s.error } : { ok: true };
  }

  /** The graph of `chatKey` changed: a sync follows when it is the chat on screen and syncs. */
  changed(chatKey: string): void {
    if (chatKey !== this.#key() || this.settings.value.target === 'off') return;
    void this.sync().catch(() => {});
  }

  /** Names of the host's lorebooks. */
  async bookNames(): Promise<string[]> {
    return (await this.#writer()?.names()) ?? [];
  }

  async #book(create: boolean): Promise<string | null> {
    const s = this.settings.value;
    const w = this.#writer();
    if (!w || !this.#chat || s.target === 'off') return null;
    return s.target === 'chat' ? w.chatBook(this.#chat, create) : s.book.trim() || null;
  }

  #choice(): LoreSyncChoice {
    const s = this.settings.value;
    return { types: s.types, alwaysInject: s.alwaysInject };
  }

  /** Brings the chat's lorebook in line with its graph; conflicts are reported, never overwritten. */
  sync(): Promise<void> {
    if (this.#queued) return this.#chain.then(() => undefined);
    this.#queued = true;
    return this.#serial(async () => {
      this.#queued = false;
      const key = this.#key();
      const w = this.#writer();
      if (!key || !w || this.settings.value.target === 'off') return;
      try {
        const mem = await this.#o.memory(key);
        if (!mem || key !== this.#key()) return;
        await mem.ready();
        // A turn in progress: its writes are kept or dropped first; keeping them syncs again.
        if (mem.pending) return;
        const book = await this.#book(true);
        if (!book) return;
        const entries = (await w.read(book)) ?? [];
        const plan = planLoreSync(key, mem.graph, this.#choice(), entries);
        if (plan.put.length || plan.remove.length) await w.write(book, plan);
        if (key !== this.#key()) return;
        this.conflicts.value = plan.conflicts;
        this.state.value = { chat: key, book, written: plan.put.length, removed: plan.remove.length };
      } catch (e) {
        if (key === this.#key()) this.state.value = { chat: key, book: null, written: 0, removed: 0, error: e instanceof Error ? e.message : String(e) };
        throw e;
      }
    });
  }

  /**
   * Settles a conflict. `graph`: the entry is written from the node again (or removed, when the node is
   * gone). `lorebook`: the node is updated from the entry (its keys → name and aliases, its lines →
   * fields); an entry whose node is gone or no longer synced is left to the user (Troupe forgets it).
   */
  resolve(uid: number, keep: 'graph' | 'lorebook'): Promise<LoreResult> {
    return this.#serial(async (): Promise<LoreResult> => {
      const key = this.#key();
      const w = this.#writer();
      try {
        if (!key || !w) return { ok: false, error: 'No chat is open.' };
        const mem = await this.#o.memory(key);
        const book = await this.#book(false);
        if (!mem || !book) return { ok: false, error: 'The chat does not sync a lorebook.' };
        const entry = (await w.read(book))?.find((e) => e.uid === uid);
        if (!entry?.mark || entry.mark.chat !== key) return { ok: false, error: 'The entry is no longer there.' };
        const node = mem.graph.nodes.get(entry.mark.node);
        const synced = !!node && planLoreSync(key, mem.graph, this.#choice(), [entry]).conflicts.some((c) => c.kind === 'edited');
        if (keep === 'graph') {
          if (node && synced) await w.write(book, { put: [{ ...renderEntry(key, node, mem.graph.typeSpec(node.type)), uid }], remove: [] });
          else await w.write(book, { put: [], remove: [uid] });
        } else if (node && synced) {
          const ops = await this.#o.ops();
          // The entry is Troupe's again as it stands; the node then follows it (and the entry is written from the node).
          await w.write(book, { put: [{ ...entryWrite(entry), mark: { ...entry.mark, hash: entryHash(entry) } }], remove: [] });
          await mem.edit((changes) => ops.nodeFollowsEntry(changes, () => this.#now(), node.id, entry));
        } else {
          await w.write(book, { put: [{ ...entryWrite(entry), mark: null }], remove: [] });
        }
        this.conflicts.value = this.conflicts.value.filter((c) => c.uid !== uid);
        return { ok: true };
      } catch (e) {
        return failure(e);
      }
    }).then(async (r) => {
      if (r.ok) await this.sync().catch(() => {});
      return r;
    });
  }

  /**
   * Turns a lorebook's entries into nodes of `type`: keys → name and aliases, content → fields. Entries
   * Troupe wrote for this chat are skipped (they are its nodes already); importing the chat's synced
   * book makes the new entries Troupe's (marked), so the sync keeps them rather than adding twins.
   */
  importBook(book: string, type: string): Promise<LoreResult & { nodes?: number }> {
    return this.#serial(async (): Promise<LoreResult & { nodes?: number }> => {
      const key = this.#key();
      const w = this.#writer();
      try {
        if (!key || !w) return { ok: false, error: 'No chat is open.' };
        const mem = await this.#o.memory(key);
        if (!mem) return { ok: false, error: 'The memory graph is off.' };
        await mem.ready();
        const entries = await w.read(book);
        if (!entries) return { ok: false, error: `There is no lorebook "${book}".` };
        if (!mem.graph.typeSpec(type)) return { ok: false, error: `There is no node type "${type}".` };
        const ops = await this.#o.ops();
        const synced = (await this.#book(false)) === book;
        const fresh = entries.filter((e) => e.mark?.chat !== key && (e.keys.length || e.comment.trim()) && e.content.trim());
        const made: { entry: LoreBookEntry; id: string }[] = [];
        await mem.edit((changes) => {
          made.length = 0;
          ops.nodesFromEntries(changes, () => this.#now(), type, fresh).forEach((id, i) => made.push({ entry: fresh[i]!, id }));
        });
        if (synced && made.length)
          await w.write(book, {
            put: made.map(({ entry, id }) => ({ ...entryWrite(entry), mark: { chat: key, node: id, hash: entryHash(entry) } })),
            remove: [],
          });
        return { ok: true, nodes: made.length };
      } catch (e) {
        return failure(e);
      }
    }).then(async (r) => {
      if (r.ok && r.nodes) await this.sync().catch(() => {});
      return r;
    });
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
  }
}

/** An entry written back as it is (only its mark changes). */
function entryWrite(e: LoreBookEntry) {
  return { uid: e.uid, keys: e.keys, content: e.content, comment: e.comment, constant: e.constant };
}
