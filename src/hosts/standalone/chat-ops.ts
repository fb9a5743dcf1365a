// Pure changes to a chat: each returns a new chat object (signals see a new value), the input stays untouched.
import { messageText } from '../../ports/chat-session.ts';
import type { CharacterData, ChatData, StoredMessage, Swipe } from './schema.ts';

export interface OpsContext {
  now: number;
  newId(): string;
}

const stamp = (chat: ChatData, now: number, messages: StoredMessage[]): ChatData => ({ ...chat, messages, updatedAt: now });

/** A new chat that opens with the character's greeting (alternate greetings as its swipes). */
export function startChat(character: CharacterData, o: OpsContext, title: string, others: readonly string[] = []): ChatData {
  const greetings = [character.firstMessage, ...character.alternateGreetings].filter((g) => g.trim());
  // A group chat (other members given) records who was there from its first message on.
  const members = others.length ? [character.key, ...others.filter((k) => k !== character.key)] : undefined;
  const messages: StoredMessage[] = greetings.length
    ? [
        {
          id: o.newId(),
          role: 'assistant',
          name: character.name,
          swipes: greetings.map((text) => ({ text, reasoning: '' })),
          swipeId: 0,
          createdAt: o.now,
          ...(members ? { speaker: character.key, present: members } : {}),
        },
      ]
    : [];
  return { id: o.newId(), characterKey: character.key, title, createdAt: o.now, updatedAt: o.now, messages, ...(members ? { members } : {}), notes: [] };
}

export function appendMessage(chat: ChatData, message: StoredMessage, now: number): ChatData {
  return stamp(chat, now, [...chat.messages, message]);
}

/** Adds a swipe to a message and shows it. */
export function addSwipe(chat: ChatData, messageId: string, swipe: Swipe, now: number): ChatData {
  return stamp(
    chat,
    now,
    chat.messages.map((m) => (m.id === messageId ? { ...m, swipes: [...m.swipes, swipe], swipeId: m.swipes.length } : m)),
  );
}

/** Replaces the shown swipe of a message (the turn marks it carried stay, the new ones are added). */
export function replaceSwipe(chat: ChatData, messageId: string, swipe: Swipe, now: number): ChatData {
  const merged = (old: Swipe): Swipe => {
    const turns = [...new Set([...(old.turns ?? []), ...(swipe.turns ?? [])])];
    return turns.length ? { ...swipe, turns } : { text: swipe.text, reasoning: swipe.reasoning };
  };
  return stamp(
    chat,
    now,
    chat.messages.map((m) => (m.id === messageId ? { ...m, swipes: m.swipes.map((s, i) => (i === m.swipeId ? merged(s) : s)) } : m)),
  );
}

/** Adds a turn mark to the shown swipe of a message (a mark asked for after that reply was saved). */
export function markShownSwipe(chat: ChatData, messageId: string, mark: string, now: number): ChatData {
  return stamp(
    chat,
    now,
    chat.messages.map((m) =>
      m.id === messageId ? { ...m, swipes: m.swipes.map((s, i) => (i === m.swipeId ? { ...s, turns: [...new Set([...(s.turns ?? []), mark])] } : s)) } : m,
    ),
  );
}

/** Every turn mark of a chat: shown on the swipe on screen, hidden on the others. */
export function turnMarks(chat: ChatData): Map<string, { state: 'shown' | 'hidden'; floor: number }> {
  const out = new Map<string, { state: 'shown' | 'hidden'; floor: number }>();
  chat.messages.forEach((m, floor) =>
    m.swipes.forEach((s, i) => {
      for (const t of s.turns ?? []) out.set(t, { state: i === m.swipeId ? 'shown' : 'hidden', floor });
    }),
  );
  return out;
}

export function showSwipe(chat: ChatData, messageId: string, index: number, now: number): ChatData {
  return stamp(
    chat,
    now,
    chat.messages.map((m) => (m.id === messageId ? { ...m, swipeId: Math.max(0, Math.min(m.swipes.length - 1, index)) } : m)),
  );
}

export function deleteMessage(chat: ChatData, messageId: string, now: number): ChatData {
  return stamp(
    chat,
    now,
    chat.messages.filter((m) => m.id !== messageId),
  );
}

/** The last user message with text: its position in the history and its text. */
export function lastUserOf(history: readonly StoredMessage[]): { index: number; text: string } | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i].role === 'user') return { index: i, text: messageText(history[i]) };
  }
  return undefined;
}
