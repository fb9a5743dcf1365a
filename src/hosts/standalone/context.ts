// The prompt the standalone host builds for a turn: one system message from the card (main prompt,
// character, active lore, example dialogue), then the chat history, then the card's post-history
// instructions. Capsules are inserted at their position / depth / role.
import type { CapsuleInjection } from '../../ports/host.ts';
import type { StoryContext } from '../../core/engines/runtime/story.ts';
import type { ChatMessage } from '../../core/llm/types.ts';
import { activateLore, type ActiveEntry } from './lore.ts';
import { STORY_TEXT, type StoryText } from './messages.ts';
import { messageText } from '../../ports/chat-session.ts';
import type { CharacterData, LorebookData, StoredMessage } from './schema.ts';
import { sceneOf, type SceneData } from './group.ts';

/** Messages scanned for lore keys (from the end). */
export const LORE_SCAN_DEPTH = 4;
/** Most history messages sent. */
export const MAX_HISTORY = 80;

/** Replaces {{char}} / {{user}} (and the old <BOT> / <USER>) in card and chat text. */
export function substitute(text: string, char: string, user: string): string {
  return text.replace(/\{\{char\}\}|<BOT>/gi, char).replace(/\{\{user\}\}|<USER>/gi, user);
}

export interface ComposeInput {
  /** The character who writes the reply (in a group chat, the speaking member). */
  character: CharacterData;
  /** A group chat's other members: present in the scene, their cards shown after the speaker's. */
  present?: readonly CharacterData[];
  books: readonly LorebookData[];
  /** The history the model should read, oldest first (already cut for regenerate / swipe). */
  history: readonly StoredMessage[];
  userName: string;
  /** Entries forced in (lorebook_force_activate), added after the scanned ones, past the budget. */
  forced?: readonly { book: string; uid: number }[];
  /** The page's words around the card (default: English). */
  text?: StoryText;
}

export interface Composed {
  /** The prompt of the main chat model. */
  messages: ChatMessage[];
  /**
   * The same story in parts, for the agents; in a group chat with its `scene` (whose reply, who else
   * is there, which floors each of them missed), in the shape the runtime's group scene block reads.
   */
  story: StoryContext & { scene?: SceneData };
  /** The group chat's scene (also in `story`). */
  scene?: SceneData;
  active: ActiveEntry[];
  /** `"<book>.<uid>"` of the active entries (LorebookReader.activated). */
  activatedIds: Set<string>;
}

const cardBlock = (c: CharacterData, T: StoryText, sub: (t: string) => string, scenario: boolean): string => {
  const card = [`<character name="${c.name.replace(/"/g, "'")}">`];
  if (c.description.trim()) card.push(`${T.description} ${sub(c.description.trim())}`);
  if (c.personality.trim()) card.push(`${T.personality} ${sub(c.personality.trim())}`);
  if (scenario && c.scenario.trim()) card.push(`${T.scenario} ${sub(c.scenario.trim())}`);
  card.push('</character>');
  return card.join('\n');
};

export function composeContext({ character: c, present = [], books, history, userName, forced, text: T = STORY_TEXT.en }: ComposeInput): Composed {
  const sub = (t: string) => substitute(t, c.name, userName);
  const recent = history.slice(-LORE_SCAN_DEPTH).map(messageText).join('\n');
  const active = activateLore(books, recent);
  for (const f of forced ?? []) {
    if (active.some((a) => a.book === f.book && a.entry.uid === f.uid)) continue;
    const entry = books.find((b) => b.name === f.book && b.enabled)?.entries.find((e) => e.uid === f.uid && e.enabled);
    if (entry) active.push({ book: f.book, entry });
  }

  const card = [cardBlock(c, T, sub, true)];
  // A group chat: the other members are in the scene too; the speaker writes only its own part.
  const others = present.filter((p) => p.key !== c.key);
  const presentCards = others.map((p) => cardBlock(p, T, (t) => substitute(t, p.name, userName), false));
  const presentBlock = others.length ? `${T.presentHeading(others.map((p) => p.name))}\n${presentCards.join('\n')}` : '';
  if (presentBlock) card.push(presentBlock);
  const mainPrompt =
    (sub(c.systemPrompt.trim()) || T.defaultMainPrompt(c.name, userName)) +
    (others.length
      ? ` ${T.groupNote(
          c.name,
          others.map((p) => p.name),
        )}`
      : '');
  const examples = c.exampleMessages.trim() ? `${T.exampleHeading}\n${sub(c.exampleMessages.trim())}` : '';
  const parts = [mainPrompt, card.join('\n\n')];
  if (active.length) parts.push(`${T.worldInfoHeading}\n${active.map((a) => sub(a.entry.content.trim())).join('\n\n')}`);
  if (examples) parts.push(examples);

  // In a group chat, other members' replies carry their names (the model writes only the speaker's).
  const named = (m: StoredMessage) =>
    others.length && m.role === 'assistant' && m.name && m.name !== c.name ? `${m.name}: ${messageText(m)}` : messageText(m);
  const chat: ChatMessage[] = history.slice(-MAX_HISTORY).map((m) => ({ role: m.role, content: sub(named(m)) }));
  const firstFloor = history.length - chat.length;
  const after = c.postHistoryInstructions.trim() ? [sub(c.postHistoryInstructions.trim())] : [];
  const messages: ChatMessage[] = [{ role: 'system', content: parts.join('\n\n') }, ...chat, ...after.map((content) => ({ role: 'system' as const, content }))];
  const scene = others.length ? sceneOf(history, c, others, (t, name) => substitute(t, name, userName)) : undefined;
  const story: StoryContext & { scene?: SceneData } = {
    // The main prompt speaks to the writer of the reply: agents that only advise it do not read it.
    instructions: [mainPrompt],
    background: [card.join('\n\n'), examples].filter(Boolean),
    lore: active.map((a) => ({
      book: a.book,
      uid: a.entry.uid,
      ...(a.entry.comment ? { name: a.entry.comment } : {}),
      keys: [...a.entry.keys],
      content: sub(a.entry.content.trim()),
    })),
    history: chat.map((m) => ({ ...m })),
    ...(firstFloor > 0 ? { firstFloor } : {}),
    after,
    ...(scene ? { scene } : {}),
  };
  return { messages, story, ...(scene ? { scene } : {}), active, activatedIds: new Set(active.map((a) => `${a.book}.${a.entry.uid}`)) };
}

/**
 * Inserts a capsule: `before_prompt` before the system prompt, `in_prompt` right after it, `in_chat`
 * `depth` messages from the end (0 = after the last message), never before the system prompt.
 */
export function injectCapsule(messages: readonly ChatMessage[], capsule: CapsuleInjection): ChatMessage[] {
  const out = messages.slice();
  const msg: ChatMessage = { role: capsule.role, content: capsule.text };
  if (!capsule.text.trim()) return out;
  if (capsule.position === 'before_prompt') out.unshift(msg);
  else if (capsule.position === 'in_prompt') out.splice(1, 0, msg);
  else out.splice(Math.max(1, out.length - Math.max(0, Math.floor(capsule.depth))), 0, msg);
  return out;
}
