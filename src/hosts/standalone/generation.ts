// The standalone page's generation pipeline: a send / regenerate / continue / swipe composes the
// prompt, asks Troupe's handler first (pass, inject a capsule, or take the reply over), then calls
// the model or hands the engine a reply slot, and commits the live reply into the chat.
import { signal } from '@preact/signals-core';
import type { GenerationEnd, GenerationStatus, LiveReply } from '../../ports/chat-session.ts';
import { messageReasoning, messageText } from '../../ports/chat-session.ts';
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import type { ChatMessage, LlmError, ModelClient } from '../../core/llm/types.ts';
import type { ChatRef, GenerationDecision, GenerationTurn, GenerationType, LoreActivation, NoticeLevel } from '../../ports/host.ts';
import { addSwipe, appendMessage, lastUserOf, markShownSwipe, replaceSwipe } from './chat-ops.ts';
import type { Characters } from './characters.ts';
import type { Chats } from './chats.ts';
import { composeContext, injectCapsule } from './context.ts';
import { STORY_TEXT } from './messages.ts';
import { uiLangOf } from '../../ports/locale.ts';
import type { ChatData, StoredMessage } from './schema.ts';
import { isGroup, membersOf, nextSpeaker, speakerOf } from './group.ts';

export type { GenerationEnd, GenerationStatus, LiveReply };

export type GenerationHandler = (turn: GenerationTurn) => Promise<GenerationDecision>;

export interface GenerationOptions {
  chats: Chats;
  characters: Characters;
  /** The model the host calls itself (pass and inject). */
  modelClient(): ModelClient;
  stream(): boolean;
  currentChat(): ChatRef | null;
  notify(level: NoticeLevel, message: string): void;
  now(): number;
  newId(): string;
  /** The page's language: the story's own words (default main prompt, headings) follow it. */
  locale?(): string;
}

function joinReasoning(before: string, after: string): string {
  if (!before.trim()) return after;
  if (!after) return before;
  return `${before.replace(/\s+$/, '')}\n\n${after}`;
}

export class Generation {
  readonly live = signal<LiveReply | null>(null);
  readonly status = signal<GenerationStatus | null>(null);
  readonly lastEnd = signal<GenerationEnd | null>(null);
  readonly #o: GenerationOptions;
  #handler: GenerationHandler | null = null;
  #controller: AbortController | null = null;
  #running: Promise<void> = Promise.resolve();
  #activated = new Set<string>();
  /** The message a regenerate / swipe replaces, hidden from the chat reader while it runs. */
  #replacing: string | null = null;
  /** Whether the running generation saved anything into the chat. */
  #committed = false;
  /** Turn marks for the reply of the running generation, and who waits to hear whether it was saved. */
  #marks = new Set<string>();
  #markWaiters: ((kept: boolean) => void)[] = [];
  /** The reply this generation saved (its chat and message), once saved: a later mark goes on it too. */
  #committedReply: { chat: ChatData; messageId: string } | null = null;
  /** Marks being written onto the saved reply; the mark waiters hear the outcome once they are stored. */
  #lateMarks: Promise<void>[] = [];
  /** The member writing the running generation (`group`: a group chat's turn). */
  #speaker: { key: string; name: string; group: boolean } | null = null;
  /** Entries a capsule agent forced into this generation's world info. */
  #forced: { book: string; uid: number }[] = [];

  constructor(options: GenerationOptions) {
    this.#o = options;
  }

  /** A request of the running generation is retried (the status line says so, and why), or flows again (null). */
  noteRetry(retry: { attempt: number; reason: string } | null): void {
    const s = this.status.value;
    if (!s) return;
    if (!retry) {
      if (s.retry) this.status.value = { type: s.type, chatId: s.chatId, phase: s.phase };
      return;
    }
    const reason = retry.reason.length > 160 ? `${retry.reason.slice(0, 160)}…` : retry.reason;
    this.status.value = { ...s, retry: { attempt: retry.attempt, reason } };
  }

  setHandler(handler: GenerationHandler | null): void {
    this.#handler = handler;
  }

  /** `"<book>.<uid>"` of the lorebook entries the last composed prompt holds. */
  activated(): ReadonlySet<string> {
    return this.#activated;
  }

  replacing(): string | null {
    return this.#replacing;
  }

  stop(): void {
    this.#controller?.abort();
  }

  async stopAndWait(): Promise<void> {
    this.stop();
    await this.#running;
  }

  /**
   * Sends the user's message and writes one reply. `speaker`: in a group chat, the member who replies
   * (default: turn order). An empty Send in a group chat lets the next member speak.
   */
  async send(text: string, speaker?: string): Promise<void> {
    if (this.status.value) return;
    const chat = this.#o.chats.chat.value;
    if (!chat) return;
    if (text.trim()) await this.#o.chats.appendUser(chat, text);
    else if (chat.messages.at(-1)?.role !== 'user' && !isGroup(chat)) return; // nothing to answer
    await this.#generate('normal', speaker);
  }

  regenerate(): Promise<void> {
    const last = this.#o.chats.chat.value?.messages.at(-1);
    return this.#generate(last?.role === 'assistant' ? 'regenerate' : 'normal');
  }

  continueReply(): Promise<void> {
    const last = this.#o.chats.chat.value?.messages.at(-1);
    return this.#generate(last?.role === 'assistant' ? 'continue' : 'normal');
  }

  async swipe(messageId: string, direction: -1 | 1): Promise<void> {
    if (this.status.value) return;
    const chat = this.#o.chats.chat.value;
    const i = chat?.messages.findIndex((m) => m.id === messageId) ?? -1;
    if (!chat || i === -1) return;
    const m = chat.messages[i];
    if (m.role !== 'assistant') return;
    const target = m.swipeId + direction;
    if (target >= 0 && target < m.swipes.length) await this.#o.chats.showSwipe(chat, messageId, target);
    else if (direction === 1 && i === chat.messages.length - 1) await this.#generate('swipe');
  }

  #generate(type: GenerationType, speaker?: string): Promise<void> {
    if (this.status.value) return this.#running;
    const chatId = this.#o.chats.chat.value?.id;
    this.#committed = false;
    this.#marks = new Set();
    this.#committedReply = null;
    this.#lateMarks = [];
    this.#forced = [];
    this.#speaker = null;
    const run = this.#run(type, speaker)
      .catch((e) => {
        this.#o.notify('error', e instanceof Error ? e.message : String(e));
        this.live.value = null;
      })
      .then(() => Promise.allSettled(this.#lateMarks))
      .then(() => undefined);
    this.#running = run.finally(() => {
      const kept = this.#committed && this.#marks.size > 0;
      for (const w of this.#markWaiters.splice(0)) w(kept);
      const ran = this.status.value !== null;
      this.status.value = null;
      this.#controller = null;
      this.#replacing = null;
      this.#o.characters.speaking.value = null;
      if (ran && chatId) {
        this.lastEnd.value = { count: (this.lastEnd.value?.count ?? 0) + 1, chatId, type, outcome: this.#committed ? 'committed' : 'discarded' };
      }
    });
    return this.#running;
  }

  async #run(type: GenerationType, chosen?: string): Promise<void> {
    const { chats, characters } = this.#o;
    const chat = chats.chat.value;
    const own = characters.character.value;
    if (!chat || !own) return;
    const last = chat.messages.at(-1);
    // Who writes: a regenerate / swipe / continue rewrites as the member who wrote the reply; a new
    // reply is the chosen member's, else the next in turn order. The others are present.
    const members = membersOf(chat).filter((k) => characters.cardOf(k));
    const rewrite = (type === 'regenerate' || type === 'swipe' || type === 'continue') && last?.role === 'assistant';
    const speakerKey = rewrite
      ? speakerOf(chat, last, characters.nameOf)
      : chosen && members.includes(chosen)
        ? chosen
        : nextSpeaker({ ...chat, members }, characters.nameOf);
    const character = (speakerKey && characters.cardOf(speakerKey)) || own;
    const present = members.filter((k) => k !== character.key).map((k) => characters.cardOf(k)!);
    const group = isGroup(chat);
    if (group) characters.speaking.value = character.key;
    let history: StoredMessage[];
    let live: LiveReply;
    if (type === 'continue' && last) {
      history = chat.messages;
      live = { target: 'continue', messageId: last.id, text: messageText(last), reasoning: messageReasoning(last) };
    } else if ((type === 'regenerate' || type === 'swipe') && last) {
      history = chat.messages.slice(0, -1);
      live = { target: 'swipe', messageId: last.id, text: '', reasoning: '' };
      this.#replacing = last.id;
    } else {
      history = chat.messages;
      live = { target: 'new', messageId: this.#o.newId(), text: '', reasoning: '' };
    }
    if (group) live = { ...live, name: character.name };
    this.#speaker = { key: character.key, name: character.name, group };
    const text = STORY_TEXT[uiLangOf(this.#o.locale?.())];
    const composed = composeContext({ character, present, books: characters.lorebooks.value, history, userName: chats.userName.value, text });
    this.#activated = composed.activatedIds;
    const controller = new AbortController();
    this.#controller = controller;
    this.status.value = { type, chatId: chat.id, phase: 'preparing' };
    this.live.value = live;
    const initial = { text: live.text, reasoning: live.reasoning };
    const setLive = (patch: Partial<LiveReply>) => {
      if (this.live.value) this.live.value = { ...this.live.value, ...patch };
    };
    const lastUser = lastUserOf(history);
    let slot: (ReplySlot & { settle(): Promise<void> }) | undefined;
    const turn: GenerationTurn = {
      type,
      chat: this.#o.currentChat()!,
      story: composed.story,
      ...(lastUser ? { lastUser } : {}),
      signal: controller.signal,
      progress: (reasoning) => setLive({ reasoning: joinReasoning(initial.reasoning, reasoning) }),
      markReply: (mark) => {
        // A mark asked for once the reply is saved (an after-wave member writing memory about it) is
        // written onto that reply too, so the reply carries every turn whose writes belong to it.
        if (mark && !this.#marks.has(mark) && this.#committedReply) this.#lateMarks.push(this.#markCommitted(this.#committedReply, mark));
        if (mark) this.#marks.add(mark);
        return new Promise<boolean>((resolve) => this.#markWaiters.push(resolve));
      },
      activateLore: async (entries) => this.#activate(entries, composed.activatedIds),
      reply: {
        open: async () => {
          if (controller.signal.aborted) return null;
          this.status.value = { type, chatId: chat.id, phase: 'writing' };
          return (slot ??= this.#replySlot(chat.id, initial, setLive));
        },
        failed: (e) => this.#o.notify('error', `The reply could not be written: ${e instanceof Error ? e.message : String(e)}`),
      },
    };

    let decision: GenerationDecision;
    try {
      decision = this.#handler ? await this.#handler(turn) : { kind: 'pass' };
    } catch (e) {
      this.live.value = null;
      this.#o.notify('error', `Troupe could not prepare this reply: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (slot) {
      // A takeover wrote the reply during the handler: an engine that ended without settling keeps what it wrote.
      await slot.settle();
      return;
    }
    if (controller.signal.aborted) {
      this.live.value = null;
      return;
    }
    this.status.value = { type, chatId: chat.id, phase: 'writing' };
    // Entries an agent forced in: the prompt is composed again with them.
    const prompt = this.#forced.length
      ? composeContext({ character, present, books: characters.lorebooks.value, history, userName: chats.userName.value, forced: this.#forced, text }).messages
      : composed.messages;
    let messages = decision.kind === 'inject' ? injectCapsule(prompt, decision.capsule) : prompt;
    if (type === 'continue') messages = [...messages, { role: 'system', content: text.continueNudge }];
    await this.#callModel(messages, controller.signal, setLive);
  }

  /** Writes the live reply into its chat (the fresh stored copy: other tabs' messages stay) and saves it. */
  async #commitLive(): Promise<void> {
    const live = this.live.value;
    const chat = this.#o.chats.chat.value;
    this.live.value = null;
    if (!live || !chat) return;
    const swipe = { text: live.text, reasoning: live.reasoning, ...(this.#marks.size ? { turns: [...this.#marks] } : {}) };
    const now = this.#o.now();
    const speaker = this.#speaker;
    const name = speaker?.name ?? this.#o.characters.character.value?.name;
    // A group chat's reply records its writer and who was there (the members when it is saved).
    const group = (c: ChatData) => (speaker?.group ? { speaker: speaker.key, present: membersOf(c) } : {});
    let change: (c: ChatData) => ChatData;
    if (live.target === 'new')
      change = (c) => appendMessage(c, { id: live.messageId, role: 'assistant', name, swipes: [swipe], swipeId: 0, createdAt: now, ...group(c) }, now);
    else if (live.target === 'swipe') change = (c) => addSwipe(c, live.messageId, swipe, now);
    else change = (c) => replaceSwipe(c, live.messageId, swipe, now);
    this.#committed = true;
    this.#committedReply = { chat, messageId: live.messageId };
    await this.#o.chats.change(chat, change);
  }

  #markCommitted(reply: { chat: ChatData; messageId: string }, mark: string): Promise<void> {
    return this.#o.chats.change(reply.chat, (c) => markShownSwipe(c, reply.messageId, mark, this.#o.now()));
  }

  /** lorebook_force_activate: checks the entries against the books in play and keeps them for the prompt. */
  async #activate(entries: readonly { book: string; uid: number }[], active: ReadonlySet<string>): Promise<LoreActivation> {
    const out: LoreActivation = { activated: [], skipped: [] };
    const books = this.#o.characters.lorebooks.value.filter((b) => b.enabled);
    for (const { book, uid } of entries) {
      const b = books.find((x) => x.name === book);
      const e = b?.entries.find((x) => x.uid === uid);
      if (!b) out.skipped.push({ book, uid, reason: 'no such lorebook in play' });
      else if (!e || !e.enabled) out.skipped.push({ book, uid, reason: 'no such enabled entry' });
      else if (active.has(`${book}.${uid}`) || this.#forced.some((f) => f.book === book && f.uid === uid))
        out.skipped.push({ book, uid, reason: 'already active' });
      else {
        this.#forced.push({ book, uid });
        out.activated.push({ book, uid, name: e.comment, chars: e.content.length });
      }
    }
    return out;
  }

  async #callModel(messages: ChatMessage[], signal: AbortSignal, setLive: (p: Partial<LiveReply>) => void): Promise<void> {
    const start = this.live.value!;
    const client = this.#o.modelClient();
    let text = '';
    let reasoning = '';
    let error: LlmError | undefined;
    try {
      for await (const ev of client({ model: '', messages, stream: this.#o.stream() }, { signal })) {
        if (ev.type === 'text-delta') text += ev.text;
        else if (ev.type === 'reasoning-delta') reasoning += ev.text;
        else if (ev.type === 'retry') text = reasoning = '';
        else if (ev.type === 'error') error = ev.error;
        else continue;
        setLive({ text: start.text + text, reasoning: joinReasoning(start.reasoning, reasoning) });
      }
    } catch (e) {
      error = { kind: 'network', message: e instanceof Error ? e.message : String(e), retryable: false };
    }
    if (error && error.kind !== 'aborted') this.#o.notify('error', error.message);
    if (!text) this.live.value = null;
    else await this.#commitLive();
  }

  /** The reply slot of a takeover: the live reply, committed when it holds new text. */
  #replySlot(chatId: string, initial: { text: string; reasoning: string }, setLive: (p: Partial<LiveReply>) => void): ReplySlot & { settle(): Promise<void> } {
    let settled = false;
    const settle = async (keep: boolean) => {
      if (settled) return;
      settled = true;
      if (keep) await this.#keepIfWritten(initial.text);
      else this.live.value = null;
    };
    return {
      chatId,
      initialText: initial.text,
      initialReasoning: initial.reasoning,
      isCurrent: () => this.#o.chats.chat.value?.id === chatId,
      setText: (text) => {
        if (!settled) setLive({ text });
      },
      setReasoning: (reasoning) => {
        if (!settled) setLive({ reasoning });
      },
      commit: () => settle(true),
      discard: () => settle(false),
      settle: () => settle(true),
    };
  }

  /**
   * Commits the live reply when it holds new text; a reply that added nothing (a Stop before the
   * first word) leaves the chat as it was, like a failed turn, instead of an empty message.
   */
  async #keepIfWritten(initialText: string): Promise<void> {
    const live = this.live.value;
    if (live && live.text.trim() && live.text !== initialText) await this.#commitLive();
    else this.live.value = null;
  }
}
