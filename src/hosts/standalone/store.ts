// Persistence of the standalone host in its own IndexedDB database (`<prefix>standalone-settings`,
// through the storage layer's openStore): the character, the lorebooks, the chats with an index, the
// connection settings and small page state. Every change that touches several records is one
// transaction; everything read is checked by its zod schema.
import { openStore, type Store, type Tx } from '../../storage/index.ts';
import {
  CharacterSchema, ChatIndexSchema, ChatSchema, ConnectionSchema, LorebookListSchema, StateSchema,
  type CharacterData, type ChatData, type ChatSummary, type ConnectionSettings, type HostState, type LorebookData,
} from './schema.ts';

/** v1: records `character`, `lorebooks`, `chats` (index), `chat:<id>`, `connection`, `state`. */
export const STANDALONE_MIGRATIONS = [() => {}];

export const chatKey = (id: string) => `chat:${id}`;

export interface Loaded {
  character?: CharacterData;
  lorebooks?: LorebookData[];
  chats: ChatSummary[];
  connection: ConnectionSettings;
  state: HostState;
}

export function summarize(chat: ChatData): ChatSummary {
  return { id: chat.id, characterKey: chat.characterKey, title: chat.title, updatedAt: chat.updatedAt, messageCount: chat.messages.length };
}

/** Parses what a record holds; a damaged record reads as absent rather than breaking the page. */
function safe<T>(parse: (v: unknown) => T, raw: unknown): T | undefined {
  if (raw === undefined) return undefined;
  try {
    return parse(raw);
  } catch {
    return undefined;
  }
}

export class StandaloneStore {
  readonly store: Store;
  constructor(prefix = 'troupe-') {
    // The storage layer names databases `<prefix><kind>`; this gives `troupe-standalone-settings`.
    this.store = openStore('settings', STANDALONE_MIGRATIONS, { prefix: `${prefix}standalone-` });
  }

  get changePrefix(): string {
    return this.store.prefix;
  }

  load(): Promise<Loaded> {
    return this.store.read(async (tx) => ({
      character: safe(CharacterSchema.parse, await tx.get('character')),
      lorebooks: safe(LorebookListSchema.parse, await tx.get('lorebooks')),
      chats: safe(ChatIndexSchema.parse, await tx.get('chats')) ?? [],
      connection: safe(ConnectionSchema.parse, await tx.get('connection')) ?? ConnectionSchema.parse({}),
      state: safe(StateSchema.parse, await tx.get('state')) ?? StateSchema.parse({}),
    }));
  }

  loadChat(id: string): Promise<ChatData | undefined> {
    return this.store.read(async (tx) => safe(ChatSchema.parse, await tx.get(chatKey(id))));
  }

  /** Writes a chat, its index entry and (optionally) the page state, in one transaction. */
  saveChat(chat: ChatData, state?: HostState): Promise<ChatSummary[]> {
    const clean = ChatSchema.parse(chat);
    return this.store.write(async (tx) => {
      const index = await this.#index(tx);
      const next = [summarize(clean), ...index.filter((c) => c.id !== clean.id)];
      tx.put(chatKey(clean.id), clean);
      tx.put('chats', next);
      if (state) tx.put('state', StateSchema.parse(state));
      return next;
    });
  }

  async #index(tx: Tx): Promise<ChatSummary[]> {
    return safe(ChatIndexSchema.parse, await tx.get('chats')) ?? [];
  }

  /** A new card: character, lorebooks, its first chat and the state, all or nothing. */
  replaceCharacter(character: CharacterData, lorebooks: LorebookData[], chat: ChatData, state: HostState): Promise<ChatSummary[]> {
    const c = CharacterSchema.parse(character);
    const books = LorebookListSchema.parse(lorebooks);
    const first = ChatSchema.parse(chat);
    return this.store.write(async (tx) => {
      const index = [summarize(first), ...(await this.#index(tx))];
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

  async saveLorebooks(books: LorebookData[]): Promise<LorebookData[]> {
    const b = LorebookListSchema.parse(books);
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
