// A direction for one reply: a line the user gives ("she lies about the map", "skip to morning") that
// every agent of the next turn reads. It is stored per chat (the settings store, under the chat's store
// key) and bound to the user message of the first turn that uses it: swipes and regenerations of that
// turn keep it until the user changes or clears it; a turn answering a newer user message finds it
// bound to an older one and clears it. A direction set on a turn already answered (the page's
// "Regenerate with a direction", or `/troupe-guide …` then `/regenerate`) binds to that turn.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { z } from 'zod';
import { turnAnchor, type TurnAnchor } from '../../core/engines/capsule/swipe-cache.ts';
import { oneLine } from '../../core/engines/runtime/direction.ts';
import { chatStoreKey, type ChatRef, type ChatSurface, type GenerationTurn } from '../../ports/host.ts';
import type { RecordStore } from '../../storage/index.ts';

/** The settings record holding a chat's direction. */
export const chatDirectionKey = (chatKey: string) => `chat-direction:${chatKey}`;

const recordSchema = z.object({
  text: z.string(),
  /** The user turn it belongs to; absent until a turn used it. */
  anchor: z.object({ index: z.number(), hash: z.string() }).optional(),
});
type DirectionRecord = z.infer<typeof recordSchema>;
const parse = (raw: unknown) => recordSchema.parse(raw);

/** What the page's field and the commands use. */
export interface DirectionControl {
  /** The direction of the chat on screen ('' = none). */
  readonly current: ReadonlySignal<string>;
  /** Sets the chat on screen's direction for its next reply, or (blank) clears it; resolves once stored. */
  set(text: string): Promise<void>;
}

export interface DirectionsOptions {
  host: Pick<ChatSurface, 'currentChat' | 'onChatChanged'>;
  settings: RecordStore;
}

/** Generations that write no reply of the turn: they neither use nor bind a direction. */
const NOT_A_REPLY: readonly string[] = ['impersonate', 'quiet'];

export class Directions implements DirectionControl {
  readonly #current = signal('');
  readonly current: ReadonlySignal<string> = this.#current;
  readonly #o: DirectionsOptions;
  /** Serializes reads and writes so a quick chat switch never shows another chat's direction. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: DirectionsOptions) {
    this.#o = options;
  }

  /** Follows the chat on screen. */
  attach(): () => void {
    return this.#o.host.onChatChanged((chat) => void this.#show(chat));
  }

  /** Reads the direction of the chat on screen. */
  refresh(): Promise<void> {
    return this.#show(this.#o.host.currentChat());
  }

  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(fn, fn);
    this.#queue = next.catch(() => {});
    return next;
  }

  #show(chat: ChatRef | null): Promise<void> {
    return this.#serial(async () => {
      const r = chat ? await this.#read(chatStoreKey(chat)) : undefined;
      if (this.#isOnScreen(chat)) this.#current.value = r?.text ?? '';
    });
  }

  #isOnScreen(chat: ChatRef | null): boolean {
    const now = this.#o.host.currentChat();
    return (now?.chatId ?? null) === (chat?.chatId ?? null);
  }

  #read(key: string): Promise<DirectionRecord | undefined> {
    return this.#o.settings.get(chatDirectionKey(key), parse).catch(() => undefined);
  }

  async #write(chat: ChatRef, r: DirectionRecord | undefined): Promise<void> {
    const name = chatDirectionKey(chatStoreKey(chat));
    if (r) await this.#o.settings.set(name, r, parse);
    else await this.#o.settings.delete(name);
    if (this.#isOnScreen(chat)) this.#current.value = r?.text ?? '';
  }

  /** The direction of `chat` ('' = none). */
  async of(chat: ChatRef): Promise<string> {
    return (await this.#serial(() => this.#read(chatStoreKey(chat))))?.text ?? '';
  }

  set(text: string, chat: ChatRef | null = this.#o.host.currentChat()): Promise<void> {
    const line = oneLine(text);
    return this.#serial(async () => {
      if (!chat) {
        if (line) throw new Error('Open a chat first: a direction belongs to a chat.');
        return;
      }
      // A new text waits for the turn that uses it; clearing removes the record.
      await this.#write(chat, line ? { text: line } : undefined);
    });
  }

  /**
   * The direction a generation runs with. An unbound direction binds to this turn's user message; one
   * bound to this message is kept (a swipe, a regeneration); one bound to an older message is cleared
   * (the user has written since) and the turn runs without.
   */
  forTurn(turn: GenerationTurn): Promise<string | undefined> {
    return this.#serial(async () => {
      if (NOT_A_REPLY.includes(turn.type)) return undefined;
      const r = await this.#read(chatStoreKey(turn.chat));
      if (!r?.text) return undefined;
      if (!turn.lastUser) return r.text;
      const anchor: TurnAnchor = turnAnchor(turn.lastUser);
      if (!r.anchor) {
        await this.#write(turn.chat, { text: r.text, anchor });
        return r.text;
      }
      if (r.anchor.index === anchor.index && r.anchor.hash === anchor.hash) return r.text;
      await this.#write(turn.chat, undefined);
      return undefined;
    });
  }
}
