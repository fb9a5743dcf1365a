// Group chats: who is in the group on screen, who SillyTavern chose to speak, and who was present for
// each message. SillyTavern's group logic picks the member (natural order, list, pooled, manual) and,
// while that member generates, makes it the selected character (`characterId`, `name2`): Troupe reads
// the speaker from there. Each message Troupe sees written in a group chat records the members present
// then (enabled, plus the speaker) in `extra.troupe_present` (avatar file names), kept per swipe like
// the turn marks; a message without the record counts as witnessed by everyone.
import { briefCard, sceneAbsences, type GroupScene, type PresenceRecord } from '../../core/engines/runtime/group-scene.ts';
import { isReadable } from './chat-reader.ts';
import type { StCharacter, StContext, StMessage } from './types.ts';

export const PRESENCE_FIELD = 'troupe_present';

interface StGroup {
  id?: string;
  members?: string[];
  disabled_members?: string[];
}

/** The group on screen (its members and muted members, by avatar), or undefined outside group chats. */
export function currentGroup(c: StContext): { members: string[]; muted: string[] } | undefined {
  if (!c.groupId || !Array.isArray(c.groups)) return undefined;
  const g = (c.groups as StGroup[]).find((x) => x && String(x.id) === String(c.groupId));
  if (!g) return undefined;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { members: strings(g.members), muted: strings(g.disabled_members) };
}

/** The member generating now in a group chat (SillyTavern selects it for the generation), else undefined. */
export function groupSpeaker(c: StContext): StCharacter | undefined {
  if (!c.groupId) return undefined;
  const index = Number(c.characterId);
  const raw = c.characterId;
  if (raw === undefined || raw === null || raw === '' || !Number.isInteger(index) || index < 0) return undefined;
  const ch = Array.isArray(c.characters) ? c.characters[index] : undefined;
  return ch && typeof ch.avatar === 'string' ? ch : undefined;
}

/** The members present now: the group's enabled members, and the speaker (who may be muted and still asked to speak). */
export function presentMembers(c: StContext): string[] | undefined {
  const group = currentGroup(c);
  if (!group) return undefined;
  const present = group.members.filter((m) => !group.muted.includes(m));
  const speaker = groupSpeaker(c)?.avatar;
  if (speaker && !present.includes(speaker)) present.push(speaker);
  return present;
}

export function presenceOf(m: StMessage | undefined): PresenceRecord {
  const v = m?.extra?.[PRESENCE_FIELD];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
}

/**
 * Records who was present on a message's current swipe (its extra and, when there, its swipe_info
 * entry). `keep`: a message that already has a record keeps it (a continue adds to a reply written earlier).
 */
export function stampPresence(message: StMessage, present: readonly string[], opts: { keep?: boolean } = {}): void {
  if (opts.keep && presenceOf(message)) return;
  message.extra ??= {};
  message.extra[PRESENCE_FIELD] = [...present];
  const id = message.swipe_id;
  if (typeof id === 'number' && Array.isArray(message.swipe_info) && message.swipe_info[id]) {
    const info = message.swipe_info[id];
    info.extra ??= {};
    info.extra[PRESENCE_FIELD] = [...present];
  }
}

const nameOf = (ch: StCharacter | undefined, fallback: string) => String(ch?.data?.name ?? ch?.name ?? fallback);

/** A card's text with its own name for {{char}} and the persona for {{user}} (SillyTavern's macros would name the speaker). */
function cardText(c: StContext, ch: StCharacter): string {
  const name = nameOf(ch, '');
  const user = typeof c.name1 === 'string' ? c.name1 : '';
  const sub = (s: unknown) => (typeof s === 'string' ? s.replace(/\{\{char\}\}|<BOT>/gi, name).replace(/\{\{user\}\}|<USER>/gi, user) : undefined);
  return briefCard([sub(ch.data?.description ?? ch.description), sub(ch.data?.personality ?? ch.personality)]);
}

/**
 * The scene of a group generation: the speaker, the other members present with a short card each,
 * and who of them missed which floors. `upTo`: how many of the chat's messages count (a swipe or a
 * continue leaves out the reply it rewrites). Undefined outside a group generation.
 */
export function groupScene(c: StContext, upTo?: number): GroupScene | undefined {
  const speaker = groupSpeaker(c);
  const present = presentMembers(c);
  if (!speaker || !present) return undefined;
  const byAvatar = new Map((c.characters ?? []).filter((ch) => ch && typeof ch.avatar === 'string').map((ch) => [ch.avatar as string, ch]));
  const others = present.filter((a) => a !== speaker.avatar);
  const chat = Array.isArray(c.chat) ? c.chat.slice(0, upTo ?? c.chat.length) : [];
  // Hidden messages and system notices are no events anyone reads: they count as witnessed.
  const records = chat.map((m) => (isReadable(m) ? presenceOf(m) : undefined));
  const members = [speaker.avatar!, ...others].map((key) => ({ key, name: nameOf(byAvatar.get(key), key.replace(/\.[a-z]+$/i, '')) }));
  return {
    speaker: nameOf(speaker, speaker.avatar!),
    present: others.map((key) => {
      const ch = byAvatar.get(key);
      const card = ch ? cardText(c, ch) : '';
      return { name: nameOf(ch, key.replace(/\.[a-z]+$/i, '')), ...(card ? { card } : {}) };
    }),
    absent: sceneAbsences(records, members),
  };
}
