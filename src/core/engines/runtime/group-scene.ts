// A group chat's scene as the agents read it: whose reply this is, who else is in the scene (with a
// short card each), and which messages each of them was not there for. Hosts record, on every message
// written in a group chat, which members were present (`PresenceRecord`); a message without a record
// counts as witnessed by everyone. The block is rendered after the chat, in the team's language.

/** A member of the scene other than the speaker: its name and a short card. */
export interface SceneMember {
  name: string;
  /** Description and personality, shortened (see `briefCard`). */
  card?: string;
}

/** The floors one member was not present for. */
export interface SceneAbsence {
  name: string;
  floors: number[];
}

export interface GroupScene {
  /** The member whose reply this turn writes. */
  speaker: string;
  /** The other members in the scene now (muted members are not). */
  present: SceneMember[];
  /** For the speaker and each member present, the floors they missed; members who missed nothing are left out. */
  absent: SceneAbsence[];
}

/** Which members (by the host's stable key) were present when each message was written; undefined: no record (everyone). */
export type PresenceRecord = readonly string[] | undefined;

/** The floors (indexes of `records`, offset by `firstFloor`) a member was not present for. */
export function unwitnessedFloors(records: readonly PresenceRecord[], member: string, firstFloor = 0): number[] {
  const out: number[] = [];
  records.forEach((r, i) => {
    if (Array.isArray(r) && !r.includes(member)) out.push(firstFloor + i);
  });
  return out;
}

/** The absences of `members` (key and name) in a chat's presence records: only those who missed something, in the order given. */
export function sceneAbsences(records: readonly PresenceRecord[], members: readonly { key: string; name: string }[], firstFloor = 0): SceneAbsence[] {
  return members.map((m) => ({ name: m.name, floors: unwitnessedFloors(records, m.key, firstFloor) })).filter((a) => a.floors.length > 0);
}

/** Floors as short ranges: [4, 5, 6, 9] → "4–6, 9". */
export function floorRanges(floors: readonly number[]): string {
  const sorted = [...new Set(floors)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** How long a present member's card may be in the scene block (characters). */
export const SCENE_CARD_CHARS = 600;

/** A card's description and personality as one short text (cut at `max` characters). */
export function briefCard(parts: readonly (string | undefined)[], max = SCENE_CARD_CHARS): string {
  const text = parts
    .map((p) => (p ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The scene block's lines, in the team's language. */
export interface SceneWords {
  speaker(name: string): string;
  present: string;
  absent(name: string, floors: string): string;
}

export const ENGLISH_SCENE_WORDS: SceneWords = {
  speaker: (name) => `This is a group chat; the reply being written is ${name}'s.`,
  present: 'Also in the scene:',
  absent: (name, floors) => `${name} was not present for floors ${floors}: of those events ${name} knows only what was said later in ${name}'s presence.`,
};

/** `<group_scene>…</group_scene>`: whose reply, who else is there, who missed what. */
export function renderGroupScene(scene: GroupScene, words: SceneWords = ENGLISH_SCENE_WORDS): string {
  const lines = ['<group_scene>', words.speaker(scene.speaker)];
  if (scene.present.length) {
    lines.push(words.present);
    for (const m of scene.present) lines.push(`- ${m.name}${m.card ? `: ${m.card}` : ''}`);
  }
  for (const a of scene.absent) lines.push(words.absent(a.name, floorRanges(a.floors)));
  lines.push('</group_scene>');
  return lines.join('\n');
}
