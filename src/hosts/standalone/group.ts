// Group chats of the standalone page, as pure functions over a stored chat: who its members are, who
// speaks next in turn order, who wrote a message, who witnessed it, and adding / removing members
// (each change returns a new chat; the input stays untouched).
import type { CharacterData, ChatData, StoredMessage } from './schema.ts';

/** The chat's characters in turn order: `members`, or the chat's own character alone. */
export function membersOf(chat: Pick<ChatData, 'characterKey' | 'members'>): string[] {
  const list = chat.members?.length ? chat.members : [chat.characterKey];
  return [...new Set(list)];
}

export const isGroup = (chat: Pick<ChatData, 'characterKey' | 'members'>): boolean => membersOf(chat).length > 1;

/**
 * The member who wrote `m`: its recorded speaker, else the member whose name it carries, else the
 * chat's own character (replies written before group chats). Undefined for user and system messages.
 */
export function speakerOf(chat: ChatData, m: StoredMessage, nameOf: (key: string) => string | undefined): string | undefined {
  if (m.role !== 'assistant') return undefined;
  if (m.speaker) return m.speaker;
  const members = membersOf(chat);
  return (m.name !== undefined ? members.find((k) => nameOf(k) === m.name) : undefined) ?? chat.characterKey;
}

/**
 * Turn order: the member after the one who wrote the last reply (round robin over the members in their
 * order); the first member when no member has replied yet. Replies of members who have left the chat
 * are passed over.
 */
export function nextSpeaker(chat: ChatData, nameOf: (key: string) => string | undefined): string {
  const members = membersOf(chat);
  for (let i = chat.messages.length - 1; i >= 0; i--) {
    const key = speakerOf(chat, chat.messages[i], nameOf);
    if (key === undefined) continue;
    const at = members.indexOf(key);
    if (at >= 0) return members[(at + 1) % members.length];
  }
  return members[0];
}

/** Who witnessed message `index`: its record, or (written before records) the members it was written among. */
export function witnessesOf(chat: ChatData, index: number): string[] {
  return chat.messages[index]?.present ?? membersOf(chat);
}

/** The messages `key` witnessed, by index. */
export function witnessedBy(chat: ChatData, key: string): number[] {
  return chat.messages.flatMap((_, i) => (witnessesOf(chat, i).includes(key) ? [i] : []));
}

/**
 * Adds `key` to the chat's members (at the end of the turn order). Messages without a record get one
 * first (the members before the add): the newcomer did not witness them.
 */
export function addMember(chat: ChatData, key: string, now: number): ChatData {
  const before = membersOf(chat);
  if (before.includes(key)) return chat;
  return {
    ...chat,
    members: [...before, key],
    messages: chat.messages.map((m) => (m.present ? m : { ...m, present: before })),
    updatedAt: now,
  };
}

/** Removes `key` from the members; the chat's own character stays (the chat is listed under it). */
export function removeMember(chat: ChatData, key: string, now: number): ChatData {
  const before = membersOf(chat);
  if (key === chat.characterKey || !before.includes(key)) return chat;
  return {
    ...chat,
    members: before.filter((k) => k !== key),
    messages: chat.messages.map((m) => (m.present ? m : { ...m, present: before })),
    updatedAt: now,
  };
}

/**
 * A group chat's scene for the agents: the speaker, the other members with a short card each, and
 * for the speaker and each of them the floors (message indexes) they were not present for; members
 * who missed nothing are left out, and a message without a record counts as witnessed by everyone.
 */
export interface SceneData {
  speaker: string;
  present: { name: string; card?: string }[];
  absent: { name: string; floors: number[] }[];
}

/** How long a present member's card may be in the scene (characters). */
export const SCENE_CARD_CHARS = 600;

/** `sub(text, name)`: the card text with {{char}} as `name` (and {{user}} as the user's name). */
export function sceneOf(
  history: readonly StoredMessage[],
  speaker: CharacterData,
  others: readonly CharacterData[],
  sub: (text: string, name: string) => string,
): SceneData {
  const brief = (c: CharacterData) => {
    const text = [c.description, c.personality]
      .map((t) => sub(t, c.name).replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join(' ');
    return text.length > SCENE_CARD_CHARS ? `${text.slice(0, SCENE_CARD_CHARS - 1).trimEnd()}…` : text;
  };
  const missed = (key: string) => history.flatMap((m, floor) => (m.present && !m.present.includes(key) ? [floor] : []));
  return {
    speaker: speaker.name,
    present: others.map((c) => {
      const card = brief(c);
      return { name: c.name, ...(card ? { card } : {}) };
    }),
    absent: [speaker, ...others].map((c) => ({ name: c.name, floors: missed(c.key) })).filter((a) => a.floors.length > 0),
  };
}
