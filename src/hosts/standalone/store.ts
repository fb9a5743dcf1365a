// Persistence of the standalone host in its own IndexedDB database (`<prefix>standalone-settings`,
// through the storage layer's openStore): the character, the lorebooks, the chats with an index, the
// connection settings and small page state. Every change that touches several records is one
// transaction. Everything read is checked by its zod schema; what fails is reported as damage (the
// host moves it to the quarantine, unchanged, and keeps every other record), never read as absent.
import { callerKeys, openStore, prefixed, type Store, type Tx } from '../../storage/db.ts';
import { StorageError } from '../../storage/errors.ts';
import { fingerprintOf, type Quarantine } from '../../storage/quarantine.ts';
import { DAMAGE_TEXT, type DamageNotice } from './messages.ts';
import { z } from './zod.ts';
import {
  CastSchema,
  CharacterSchema,
  ChatIndexSchema,
  ChatSchema,
  ConnectionSchema,
  LorebookSchema,
  MessageSchema,
  StateSchema,
  type CharacterData,
  type ChatData,
  type ChatSummary,
  type ConnectionSettings,
  type HostState,
  type LorebookData,
} from './schema.ts';

/**
 * v1: records `character`, `lorebooks`, `chats` (index), `chat:<id>`, `connection`, `state`; `cast`
 * (the other characters of group chats) came later, a record of its own: absent reads as none, and
 * chats and messages gained optional fields only, so no migration step is needed.
 */
export const STANDALONE_MIGRATIONS = [() => {}];

export const chatKey = (id: string) => `chat:${id}`;
const CHAT_PREFIX = 'chat:';

/** Repairs the notice can offer for a damaged record. */
export type RepairId = 'recover-lorebooks';

/** A record that failed its check, and what to store in its place once it is safe in the quarantine. */
export interface Damage {
  key: string;
  reason: string;
  raw: unknown;
  /** Written in its place (e.g. the chat without its bad message); absent: the record is removed. */
  replacement?: unknown;
  /** What the user is told was done instead. */
  notice: DamageNotice;
  repair?: RepairId;
}

export interface Loaded {
  character?: CharacterData;
  /** The page's other characters (group chat members). */
  cast: CharacterData[];
  lorebooks: LorebookData[];
  chats: ChatSummary[];
  connection: ConnectionSettings;
  state: HostState;
  /** Nothing of the page is stored (no character, lorebook or chat record): a first visit. */
  empty: boolean;
  damage: Damage[];
}

export function summarize(chat: ChatData): ChatSummary {
  return { id: chat.id, characterKey: chat.characterKey, title: chat.title, updatedAt: chat.updatedAt, messageCount: chat.messages.length };
}

/** `messages.3.swipes: Invalid input…` — the first problem zod found, in one line. */
export function describeZod(err: unknown): string {
  if (err instanceof z.core.$ZodError) {
    const i = err.issues[0];
    if (!i) return 'invalid';
    return i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message;
  }
  return err instanceof Error ? err.message : String(err);
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A chat record checked message by message: bad messages are set aside, the rest is kept. */
export function readChat(raw: unknown): { chat?: ChatData; badMessages: { index: number; reason: string }[]; reason?: string } {
  if (!isObject(raw)) return { badMessages: [], reason: 'the record is not an object' };
  const list = Array.isArray(raw.messages) ? raw.messages : raw.messages === undefined ? [] : null;
  if (!list) return { badMessages: [], reason: 'messages: expected a list' };
  const badMessages: { index: number; reason: string }[] = [];
  const messages = list.flatMap((m, index) => {
    const r = MessageSchema.safeParse(m);
    if (r.success) return [r.data];
    badMessages.push({ index, reason: describeZod(r.error) });
    return [];
  });
  const r = ChatSchema.safeParse({ ...raw, messages });
  if (!r.success) return { badMessages, reason: describeZod(r.error) };
  return { chat: r.data, badMessages };
}

export class StandaloneStore {
  readonly store: Store;
  constructor(
    prefix = 'troupe-',
    private readonly quarantine?: Quarantine,
  ) {
    // The storage layer names databases `<prefix><kind>`; this gives `troupe-standalone-settings`.
    this.store = openStore('settings', STANDALONE_MIGRATIONS, { prefix: `${prefix}standalone-` });
  }

  get changePrefix(): string {
    return this.store.prefix;
  }

  load(): Promise<Loaded> {
    return this.store.read(async (tx) => {
      const damage: Damage[] = [];
      const check = <T>(key: string, schema: z.ZodMiniType<T>, raw: unknown, notice: DamageNotice): T | undefined => {
        if (raw === undefined) return undefined;
        const r = schema.safeParse(raw);
        if (r.success) return r.data;
        damage.push({ key, reason: describeZod(r.error), raw, notice });
        return undefined;
      };
      const keys = await tx.keys(callerKeys());
      const character = check('character', CharacterSchema, await tx.get('character'), DAMAGE_TEXT.character());
      const cast = check('cast', CastSchema, await tx.get('cast'), DAMAGE_TEXT.cast()) ?? [];
      const lorebooks = this.#books(await tx.get('lorebooks'), damage);
      const chats = await this.#loadIndex(tx, keys, damage);
      const connection = check('connection', ConnectionSchema, await tx.get('connection'), DAMAGE_TEXT.connection()) ?? ConnectionSchema.parse({});
      const state = check('state', StateSchema, await tx.get('state'), DAMAGE_TEXT.state()) ?? StateSchema.parse({});
      const empty = !keys.some((k) => k === 'character' || k === 'lorebooks' || k === 'chats' || k.startsWith(CHAT_PREFIX));
      return { character, cast, lorebooks, chats, connection, state, empty, damage };
    });
  }

  /** Each lorebook checked on its own: one damaged book never hides the others. */
  #books(raw: unknown, damage: Damage[]): LorebookData[] {
    if (raw === undefined) return [];
    if (!Array.isArray(raw)) {
      damage.push({ key: 'lorebooks', reason: 'expected a list of lorebooks', raw, replacement: [], notice: DAMAGE_TEXT.lorebookList() });
      return [];
    }
    const good: LorebookData[] = [];
    const bad: string[] = [];
    raw.forEach((b, i) => {
      const r = LorebookSchema.safeParse(b);
      if (r.success) good.push(r.data);
      else bad.push(`lorebook ${i + 1}${isObject(b) && typeof b.name === 'string' ? ` "${b.name}"` : ''}: ${describeZod(r.error)}`);
    });
    if (bad.length) {
      damage.push({
        key: 'lorebooks',
        reason: bad.join('; '),
        raw,
        replacement: good,
        notice: DAMAGE_TEXT.lorebooks(bad.length, good.length),
        repair: 'recover-lorebooks',
      });
    }
    return good;
  }

  /** The chat index; a damaged one, or one missing stored chats, is rebuilt from the chat records. */
  async #loadIndex(tx: Tx, keys: string[], damage: Damage[]): Promise<ChatSummary[]> {
    const raw = await tx.get('chats');
    const stored = keys.filter((k) => k.startsWith(CHAT_PREFIX)).map((k) => k.slice(CHAT_PREFIX.length));
    const parsed = raw === undefined ? undefined : ChatIndexSchema.safeParse(raw);
    if (parsed?.success) {
      const listed = new Set(parsed.data.map((c) => c.id));
      const missing = stored.filter((id) => !listed.has(id));
      if (!missing.length) return parsed.data;
      const index = await this.#rebuildIndex(tx);
      damage.push({
        key: 'chats',
        reason: `the chat list missed ${missing.length} stored chat${missing.length === 1 ? '' : 's'}`,
        raw,
        replacement: index,
        notice: DAMAGE_TEXT.chatIndex(index.length),
      });
      return index;
    }
    if (raw === undefined && !stored.length) return [];
    const index = await this.#rebuildIndex(tx);
    damage.push({
      key: 'chats',
      reason: parsed ? describeZod(parsed.error) : 'the chat list is missing',
      raw,
      replacement: index,
      notice: DAMAGE_TEXT.chatIndex(index.length),
    });
    return index;
  }

  /** An index of every readable chat record, newest first. */
  async #rebuildIndex(tx: Tx): Promise<ChatSummary[]> {
    const records = await tx.getAll(prefixed(CHAT_PREFIX));
    return records
      .map((r) => readChat(r).chat)
      .filter((c): c is ChatData => !!c)
      .map(summarize)
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** A stored chat; damaged messages (or a damaged record) are reported, the rest is returned. */
  loadChat(id: string): Promise<{ chat?: ChatData; damage?: Damage }> {
    return this.store.read(async (tx) => {
      const raw = await tx.get(chatKey(id));
      if (raw === undefined) return {};
      const r = readChat(raw);
      if (!r.chat) return { damage: { key: chatKey(id), reason: r.reason ?? 'invalid', raw, notice: DAMAGE_TEXT.chat() } };
      if (!r.badMessages.length) return { chat: r.chat };
      const n = r.badMessages.length;
      return {
        chat: r.chat,
        damage: {
          key: chatKey(id),
          reason: r.badMessages.map((b) => `message ${b.index + 1}: ${b.reason}`).join('; '),
          raw,
          replacement: r.chat,
          notice: DAMAGE_TEXT.chatMessages(n),
        },
      };
    });
  }

  /**
   * Moves a damaged record to the quarantine, then writes its replacement, but only while the record
   * is still the one that was read (another tab may have changed it). False when it could not be put
   * aside (then nothing here changed).
   */
  async putAside(d: Damage): Promise<boolean> {
    if (!this.quarantine) return false;
    try {
      await this.quarantine.add({
        db: this.store.dbName,
        key: d.key,
        reason: d.reason,
        raw: d.raw,
        notice: d.notice,
        ...(d.repair ? { repair: d.repair } : {}),
      });
    } catch {
      return false;
    }
    const seen = fingerprintOf(d.raw);
    await this.store.write(async (tx) => {
      const now = await tx.get(d.key);
      if (now === undefined || fingerprintOf(now) !== seen) return;
      if (d.replacement === undefined) tx.del(d.key);
      else tx.put(d.key, d.replacement);
    });
    return true;
  }

  /** The stored chat for a write: a damaged one is never silently cut (its damage is put aside on load). */
  async #stored(tx: Tx, id: string): Promise<ChatData | undefined> {
    const raw = await tx.get(chatKey(id));
    if (raw === undefined) return undefined;
    const r = readChat(raw);
    if (!r.chat || r.badMessages.length)
      throw new StorageError(
        'invalid',
        `The stored chat "${id}" is damaged (${r.reason ?? r.badMessages[0]?.reason}); reload the page to put the damage aside first.`,
      );
    return r.chat;
  }

  async #index(tx: Tx): Promise<ChatSummary[]> {
    const r = ChatIndexSchema.safeParse(await tx.get('chats'));
    // A damaged index is rebuilt from the records rather than read as empty (which would orphan every chat).
    return r.success ? r.data : this.#rebuildIndex(tx);
  }

  /**
   * Reads the stored chat (or takes `base` when it is not stored yet), applies `change`, and writes
   * it with its index entry (and the page state), in one transaction: what another tab wrote in
   * between is kept, because the change is applied to the fresh copy.
   */
  changeChat(base: ChatData, change: (chat: ChatData) => ChatData, state?: HostState): Promise<{ chat: ChatData; index: ChatSummary[] }> {
    return this.store.write(async (tx) => {
      const current = (await this.#stored(tx, base.id)) ?? base;
      const chat = ChatSchema.parse(change(current));
      const index = [summarize(chat), ...(await this.#index(tx)).filter((c) => c.id !== chat.id)];
      tx.put(chatKey(chat.id), chat);
      tx.put('chats', index);
      if (state) tx.put('state', StateSchema.parse(state));
      return { chat, index };
    });
  }

  /** A new card: character, lorebooks, its first chat and the state, all or nothing. */
  replaceCharacter(character: CharacterData, lorebooks: LorebookData[], chat: ChatData, state: HostState): Promise<ChatSummary[]> {
    const c = CharacterSchema.parse(character);
    const books = z.array(LorebookSchema).parse(lorebooks);
    const first = ChatSchema.parse(chat);
    return this.store.write(async (tx) => {
      const index = [summarize(first), ...(await this.#index(tx)).filter((s) => s.id !== first.id)];
      tx.put('character', c);
      tx.put('lorebooks', books);
      tx.put(chatKey(first.id), first);
      tx.put('chats', index);
      tx.put('state', StateSchema.parse(state));
      return index;
    });
  }

  async saveCharacter(character: CharacterData): Promise<CharacterData> {
    const c = CharacterSchema.parse(character);
    await this.store.write((tx) => tx.put('character', c));
    return c;
  }

  async saveCast(cast: CharacterData[]): Promise<CharacterData[]> {
    const c = CastSchema.parse(cast);
    await this.store.write((tx) => tx.put('cast', c));
    return c;
  }

  async saveLorebooks(books: LorebookData[]): Promise<LorebookData[]> {
    const b = z.array(LorebookSchema).parse(books);
    await this.store.write((tx) => tx.put('lorebooks', b));
    return b;
  }

  async saveConnection(settings: ConnectionSettings): Promise<ConnectionSettings> {
    const s = ConnectionSchema.parse(settings);
    await this.store.write((tx) => tx.put('connection', s));
    return s;
  }

  async saveState(state: HostState): Promise<void> {
    const s = StateSchema.parse(state);
    await this.store.write((tx) => tx.put('state', s));
  }

  /** Removes an index entry whose chat record is gone (a record still there is never touched). */
  dropFromIndex(id: string): Promise<ChatSummary[]> {
    return this.store.write(async (tx) => {
      const index = await this.#index(tx);
      if ((await tx.get(chatKey(id))) !== undefined) return index;
      const next = index.filter((c) => c.id !== id);
      tx.put('chats', next);
      return next;
    });
  }

  /** Deletes a chat and its index entry. */
  deleteChat(id: string): Promise<ChatSummary[]> {
    return this.store.write(async (tx) => {
      const next = (await this.#index(tx)).filter((c) => c.id !== id);
      tx.del(chatKey(id));
      tx.put('chats', next);
      return next;
    });
  }
}
