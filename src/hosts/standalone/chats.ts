// The chat session of the standalone page: the open chat, the index of every chat, the page state
// (which chat is open, the user's name), swipes, and the write queue that lands saves in order.
import { signal } from '@preact/signals-core';
import type { ChatEntry, ChatReader } from '../../core/tools/chat.ts';
import type { Note, NotesStore } from '../../core/tools/notes.ts';
import { messageText } from '../../ports/chat-session.ts';
import type { ChatRef, NoticeLevel } from '../../ports/host.ts';
import { appendMessage, showSwipe, startChat } from './chat-ops.ts';
import { addMember, isGroup, membersOf, removeMember } from './group.ts';
import type { CharacterData, ChatData, ChatSummary, StoredMessage } from './schema.ts';
import type { Damage, StandaloneStore } from './store.ts';

export interface ChatsOptions {
  store: StandaloneStore;
  /** Moves damage found in a stored chat to the quarantine (see StandaloneStore.putAside). */
  putAside(damage: Damage): Promise<unknown>;
  now(): number;
  newId(): string;
  notify(level: NoticeLevel, message: string): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
const titleAt = (name: string, t: number) => {
  const d = new Date(t);
  return `${name} ${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export class Chats {
  /** The open chat as stored. */
  readonly chat = signal<ChatData | null>(null);
  /** Every chat of every character, newest first. */
  readonly index = signal<readonly ChatSummary[]>([]);
  readonly userName = signal('User');

  readonly #o: ChatsOptions;
  #persisting: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Set<(chat: ChatData | null) => void>();

  constructor(options: ChatsOptions) {
    this.#o = options;
  }

  /**
   * A new chat of `character` (a group chat with `others`, titled with every member's name from
   * `names`), opening with its greeting (not saved yet).
   */
  start(character: CharacterData, others: readonly string[] = [], names: readonly string[] = []): ChatData {
    const now = this.#o.now();
    const title = titleAt([character.name, ...names].join(', '), now);
    return startChat(character, { now, newId: this.#o.newId }, title, others);
  }

  /** Shows `chat`; listeners hear about it when it is another chat than before. */
  show(chat: ChatData | null): void {
    const changed = this.chat.value?.id !== chat?.id;
    this.chat.value = chat;
    if (changed) for (const cb of this.#listeners) cb(chat);
  }

  onShown(cb: (chat: ChatData | null) => void): () => void {
    this.#listeners.add(cb);
    return () => this.#listeners.delete(cb);
  }

  /** The open chat, or the stored one with this id (damage in it is put aside first). */
  async read(id: string): Promise<ChatData | undefined> {
    return this.chat.value?.id === id ? this.chat.value : await this.load(id);
  }

  /** A stored chat; damaged messages are moved to the quarantine and the rest is returned. */
  async load(id: string): Promise<ChatData | undefined> {
    const { chat, damage } = await this.#o.store.loadChat(id);
    if (damage) await this.#o.putAside(damage);
    return chat;
  }

  /**
   * Changes a chat: shown at once (when it is the open one), then applied in storage to the fresh
   * stored copy, so what another tab added meanwhile is kept. Writes are queued in order.
   */
  change(base: ChatData, change: (chat: ChatData) => ChatData, withState = false): Promise<void> {
    if (this.chat.value?.id === base.id) this.chat.value = change(this.chat.value);
    const state = withState ? { currentChatId: base.id, userName: this.userName.value } : undefined;
    const next = this.#persisting.then(() => this.#o.store.changeChat(base, change, state));
    this.#persisting = next.catch(() => {});
    return next.then(
      ({ chat, index }) => {
        this.index.value = index;
        if (this.chat.value?.id === chat.id) this.chat.value = chat;
      },
      (e) => {
        this.#o.notify('error', `The chat could not be saved: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
  }

  /** Reads the open chat and the index again (another tab wrote); the open chat stays open. */
  async refresh(index: readonly ChatSummary[]): Promise<void> {
    await this.#persisting;
    this.index.value = index;
    const open = this.chat.value;
    if (!open) return;
    const fresh = await this.load(open.id);
    if (fresh && this.chat.value?.id === fresh.id) this.chat.value = fresh;
  }

  /** Appends the user's message to a chat. */
  appendUser(chat: ChatData, text: string): Promise<void> {
    const now = this.#o.now();
    const msg: StoredMessage = { id: this.#o.newId(), role: 'user', name: this.userName.value, swipes: [{ text, reasoning: '' }], swipeId: 0, createdAt: now };
    // In a group chat the message records who was there to hear it.
    return this.change(chat, (c) => appendMessage(c, isGroup(c) ? { ...msg, present: membersOf(c) } : msg, now));
  }

  /** Adds a character to a chat's members (the chat becomes a group chat). */
  addMember(chat: ChatData, key: string): Promise<void> {
    const now = this.#o.now();
    return this.change(chat, (c) => addMember(c, key, now));
  }

  removeMember(chat: ChatData, key: string): Promise<void> {
    const now = this.#o.now();
    return this.change(chat, (c) => removeMember(c, key, now));
  }

  showSwipe(chat: ChatData, messageId: string, index: number): Promise<void> {
    const now = this.#o.now();
    return this.change(chat, (c) => showSwipe(c, messageId, index, now));
  }

  /** Opens a new chat of `character` (a group chat with `others`) and makes it the current one. */
  async startNew(character: CharacterData, others: readonly string[] = [], names: readonly string[] = []): Promise<void> {
    const chat = this.start(character, others, names);
    this.show(chat);
    await this.change(chat, (c) => c, true);
  }

  /** Opens a stored chat; false when it no longer exists (it leaves the index then). */
  async open(id: string): Promise<boolean> {
    const chat = await this.load(id);
    if (!chat) {
      this.index.value = await this.#o.store.dropFromIndex(id);
      return false;
    }
    this.show(chat);
    await this.#o.store.saveState({ currentChatId: id, userName: this.userName.value });
    return true;
  }

  async delete(id: string): Promise<void> {
    this.index.value = await this.#o.store.deleteChat(id);
  }

  async saveUserName(name: string): Promise<void> {
    await this.#o.store.saveState({ currentChatId: this.chat.value?.id, userName: name });
    this.userName.value = name;
  }

  /** The chat on screen as the Host interface names it. */
  ref(characterName: string | undefined): ChatRef | null {
    const chat = this.chat.value;
    if (!chat) return null;
    return { chatId: chat.id, characterKey: chat.characterKey, ...(characterName !== undefined ? { characterName } : {}) };
  }

  /** The chat's messages for the agents; `hidden` is the message a regenerate / swipe replaces. */
  reader(ref: ChatRef, characterName: () => string | undefined, hidden: () => string | null): ChatReader {
    return {
      messages: async (): Promise<ChatEntry[]> => {
        const chat = await this.read(ref.chatId);
        if (!chat) return [];
        const char = characterName();
        const skip = hidden();
        return chat.messages
          .map((m, floor) => ({ m, floor }))
          .filter(({ m }) => m.id !== skip)
          .map(({ m, floor }) => ({
            floor,
            role: m.role,
            ...(m.name || (m.role === 'assistant' && char) ? { name: m.name ?? char } : {}),
            content: messageText(m),
          }));
      },
    };
  }

  notes(ref: ChatRef): NotesStore {
    return {
      load: async () => structuredClone(((await this.read(ref.chatId))?.notes ?? []) as Note[]),
      save: async (notes) => {
        const chat = await this.read(ref.chatId);
        if (!chat) throw new Error('The chat no longer exists.');
        const copy = structuredClone(notes);
        await this.change(chat, (c) => ({ ...c, notes: copy }));
      },
    };
  }
}
