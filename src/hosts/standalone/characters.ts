// The page's character card and lorebooks: editing the card, importing a SillyTavern card (which
// opens a new chat with its greeting) or world file, and the card as the Host interface shows it.
import { signal } from '@preact/signals-core';
import type { ActionResult, CharacterFields } from '../../ports/chat-session.ts';
import type { LoreBook, LorebookReader } from '../../core/tools/lorebook.ts';
import type { CharacterCard, LorebookWriter } from '../../ports/host.ts';
import type { LoreBookEntry, LoreMark } from '../../core/memory/lore-sync.ts';
import type { Chats } from './chats.ts';
import { IMPORT_TEXT } from './messages.ts';
import { CharacterSchema, type CharacterData, type LorebookData } from './schema.ts';
import type { StandaloneStore } from './store.ts';
import { substitute } from './context.ts';
import { isStoredDemoBook } from './defaults.ts';
import { parseWorldJson } from './world.ts';

const MAX_CARD_BYTES = 32 * 1024 * 1024;

export interface CharactersOptions {
  store: StandaloneStore;
  chats: Chats;
  newId(): string;
  /** Stops a reply being written and waits for it to end (a new card starts a new chat). */
  stopGeneration(): Promise<void>;
}

export class Characters {
  readonly character = signal<CharacterData | null>(null);
  /** The page's other characters: members of group chats besides the page's own character. */
  readonly cast = signal<readonly CharacterData[]>([]);
  /** The member writing the running turn of a group chat (its card is the turn's card); null: the page's character. */
  readonly speaking = signal<string | null>(null);
  readonly lorebooks = signal<readonly LorebookData[]>([]);
  readonly #o: CharactersOptions;
  readonly #listeners = new Set<(c: CharacterCard | null) => void>();

  constructor(options: CharactersOptions) {
    this.#o = options;
  }

  /** The page's character or a cast member by key. */
  cardOf(key: string): CharacterData | undefined {
    const own = this.character.value;
    return own?.key === key ? own : this.cast.value.find((c) => c.key === key);
  }

  /** The character's name by key ('' when unknown). */
  nameOf = (key: string): string | undefined => this.cardOf(key)?.name;

  /** The turn's card: the speaking member's while a group chat's turn runs, else the page's character. */
  currentCard(): CharacterCard | null {
    const c = (this.speaking.value ? this.cardOf(this.speaking.value) : undefined) ?? this.character.value;
    if (!c) return null;
    return {
      key: c.key,
      name: c.name,
      description: c.description,
      personality: c.personality,
      scenario: c.scenario,
      firstMessage: c.firstMessage,
      extensions: structuredClone(c.extensions),
    };
  }

  onCardChanged(cb: (card: CharacterCard | null) => void): () => void {
    this.#listeners.add(cb);
    return () => this.#listeners.delete(cb);
  }

  /** Tells the listeners the card changed (also after another tab changed it). */
  announce(): void {
    this.#changed();
  }

  #changed(): void {
    const card = this.currentCard();
    for (const cb of this.#listeners) cb(card);
  }

  async writeCardExtension(cardKey: string, key: string, value: unknown): Promise<void> {
    const c = this.cardOf(cardKey);
    if (!c) throw new Error(`No character card with key "${cardKey}" on this page.`);
    const extensions = { ...c.extensions };
    if (value === undefined) delete extensions[key];
    else extensions[key] = structuredClone(value);
    if (c === this.character.value) this.character.value = await this.#o.store.saveCharacter({ ...c, extensions });
    else this.cast.value = await this.#o.store.saveCast(this.cast.value.map((m) => (m.key === cardKey ? { ...m, extensions } : m)));
    this.#changed();
  }

  /** A new cast member from the fields typed in (for group chats); its key. */
  async createMember(fields: Pick<CharacterFields, 'name' | 'description' | 'personality'>): Promise<ActionResult & { key?: string }> {
    const name = fields.name.trim();
    if (!name) return { ok: false, error: 'The character needs a name.' };
    const member = CharacterSchema.parse({ key: this.#o.newId(), name, description: fields.description, personality: fields.personality });
    this.cast.value = await this.#o.store.saveCast([...this.cast.value, member]);
    return { ok: true, key: member.key };
  }

  /** Changes a cast member's name, description and personality (its replies keep the name they were written under). */
  async saveMember(key: string, fields: Pick<CharacterFields, 'name' | 'description' | 'personality'>): Promise<ActionResult> {
    const name = fields.name.trim();
    if (!name) return { ok: false, error: 'The character needs a name.' };
    if (!this.cast.value.some((c) => c.key === key)) return { ok: false, error: 'That character is no longer on this page.' };
    this.cast.value = await this.#o.store.saveCast(
      this.cast.value.map((c) => (c.key === key ? { ...c, name, description: fields.description, personality: fields.personality } : c)),
    );
    return { ok: true };
  }

  /** A cast member from a SillyTavern card file (its own lorebook is not imported); its key. */
  async importMember(file: string, content: Uint8Array | string): Promise<ActionResult & { key?: string }> {
    const size = typeof content === 'string' ? content.length : content.byteLength;
    if (size > MAX_CARD_BYTES) return { ok: false, error: IMPORT_TEXT.tooBig(file, MAX_CARD_BYTES / 1024 / 1024) };
    const { parseCharacterCard } = await import('./card.ts');
    const parsed = parseCharacterCard(file, content);
    if (!parsed.ok) return parsed;
    const member: CharacterData = { ...parsed.value.character, key: this.#o.newId() };
    this.cast.value = await this.#o.store.saveCast([...this.cast.value, member]);
    return { ok: true, key: member.key, message: `Added ${member.name}.` };
  }

  async save(fields: CharacterFields): Promise<ActionResult> {
    const c = this.character.value;
    if (!c) return { ok: false, error: 'No character is loaded.' };
    if (!fields.name.trim()) return { ok: false, error: 'The character needs a name.' };
    this.character.value = await this.#o.store.saveCharacter({ ...c, ...fields, name: fields.name.trim() });
    this.#changed();
    return { ok: true };
  }

  /** A first visit: the given card and books with a first chat, all written together. */
  async seed(character: CharacterData, books: LorebookData[]): Promise<void> {
    const { chats, store } = this.#o;
    const chat = chats.start(character);
    chats.index.value = await store.replaceCharacter(character, books, chat, { currentChatId: chat.id, userName: chats.userName.value });
    this.character.value = character;
    this.lorebooks.value = books;
    chats.show(chat);
  }

  async import(file: string, content: Uint8Array | string): Promise<ActionResult> {
    const size = typeof content === 'string' ? content.length : content.byteLength;
    if (size > MAX_CARD_BYTES) return { ok: false, error: IMPORT_TEXT.tooBig(file, MAX_CARD_BYTES / 1024 / 1024) };
    // Card files (PNG inflating included) are read by a chunk of their own, loaded on the first import.
    const { parseCharacterCard } = await import('./card.ts');
    const parsed = parseCharacterCard(file, content);
    if (!parsed.ok) return parsed;
    await this.#o.stopGeneration();
    const character: CharacterData = { ...parsed.value.character, key: this.#o.newId() };
    // The card's own book replaces the last card's; imported worlds stay (the demo's book is Mira's own).
    const books = [...this.lorebooks.value.filter((b) => b.scope !== 'character' && !isStoredDemoBook(b)), ...(parsed.value.book ? [parsed.value.book] : [])];
    await this.seed(character, books);
    this.#changed();
    const n = parsed.value.book?.entries.length ?? 0;
    return { ok: true, message: n ? `Imported ${character.name} with ${n} lorebook ${n === 1 ? 'entry' : 'entries'}.` : `Imported ${character.name}.` };
  }

  async importLorebook(file: string, content: string): Promise<ActionResult> {
    const name = file.replace(/\.json$/i, '').trim() || 'World';
    const parsed = parseWorldJson(file, content, name);
    if (!parsed.ok) return parsed;
    const book = parsed.value;
    const replaced = this.lorebooks.value.some((b) => b.name === book.name);
    const books = [...this.lorebooks.value.filter((b) => b.name !== book.name), book];
    this.lorebooks.value = await this.#o.store.saveLorebooks(books);
    const n = book.entries.length;
    return { ok: true, message: `${replaced ? 'Replaced' : 'Imported'} lorebook "${book.name}" (${n} ${n === 1 ? 'entry' : 'entries'}).` };
  }

  async addLorebooks(books: readonly LorebookData[]): Promise<void> {
    this.lorebooks.value = await this.#o.store.saveLorebooks([...this.lorebooks.value, ...books]);
  }

  async removeLorebook(name: string): Promise<void> {
    this.lorebooks.value = await this.#o.store.saveLorebooks(this.lorebooks.value.filter((b) => b.name !== name));
  }

  async setLorebookEnabled(name: string, enabled: boolean): Promise<void> {
    this.lorebooks.value = await this.#o.store.saveLorebooks(this.lorebooks.value.map((b) => (b.name === name ? { ...b, enabled } : b)));
  }

  /**
   * The page's lorebooks as memory writes them (canon in lorebooks): a book named there is made (an
   * imported world's scope) when it does not exist; an entry's mark is kept in its `extra.troupe`,
   * which a World Info export writes out with the entry. The page has no lorebook per chat.
   */
  writer(): LorebookWriter {
    const books = () => this.lorebooks.value;
    return {
      chatBooks: false,
      names: async () => books().map((b) => b.name),
      chatBook: async () => null,
      read: async (name) => {
        const b = books().find((x) => x.name === name);
        if (!b) return null;
        return b.entries.map((e): LoreBookEntry => {
          const mark = readMark(e.extra.troupe);
          return { uid: e.uid, keys: [...e.keys], content: e.content, comment: e.comment, constant: e.constant, ...(mark ? { mark } : {}) };
        });
      },
      write: async (name, change) => {
        const old = books().find((x) => x.name === name);
        const entries = (old?.entries ?? []).filter((e) => !change.remove.includes(e.uid)).map((e) => ({ ...e, extra: { ...e.extra } }));
        let next = Math.max(-1, ...entries.map((e) => e.uid)) + 1;
        for (const p of change.put) {
          let e = p.uid !== undefined ? entries.find((x) => x.uid === p.uid) : undefined;
          if (!e) {
            e = {
              uid: p.uid ?? next++,
              comment: '',
              keys: [],
              secondaryKeys: [],
              selectiveLogic: 0,
              content: '',
              constant: false,
              enabled: true,
              order: 100,
              caseSensitive: false,
              extra: {},
            };
            entries.push(e);
          }
          Object.assign(e, { keys: [...p.keys], content: p.content, comment: p.comment, constant: p.constant });
          if (p.mark) e.extra.troupe = { ...p.mark };
          else delete e.extra.troupe;
        }
        const book: LorebookData = old ? { ...old, entries } : { name, scope: 'global', enabled: true, entries };
        this.lorebooks.value = await this.#o.store.saveLorebooks(old ? books().map((b) => (b === old ? book : b)) : [...books(), book]);
      },
    };
  }

  /**
   * The enabled books for the agents; `activated` names the entries the current turn's prompt holds.
   * Their text reads as the active lore in the prompt does ({{char}} / {{user}} substituted).
   */
  reader(activated: () => ReadonlySet<string>): LorebookReader {
    return {
      books: (): LoreBook[] => {
        const sub = (t: string) => substitute(t, this.character.value?.name ?? '', this.#o.chats.userName.value);
        return this.lorebooks.value
          .filter((b) => b.enabled)
          .map((b) => ({
            name: b.name,
            scope: b.scope,
            entries: b.entries.map((e) => ({ uid: e.uid, name: sub(e.comment), keys: e.keys, content: sub(e.content), enabled: e.enabled })),
          }));
      },
      activated: () => new Set(activated()),
    };
  }
}

function readMark(v: unknown): LoreMark | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const m = v as Record<string, unknown>;
  return typeof m.chat === 'string' && typeof m.node === 'string' && typeof m.hash === 'string' ? { chat: m.chat, node: m.node, hash: m.hash } : undefined;
}
