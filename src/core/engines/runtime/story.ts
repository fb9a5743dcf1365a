// The story agents read, as the host composed it, in parts: the background (card, persona, the host's
// main prompt), the world-info entries active this turn, the chat history and what follows it. Each
// agent reads it through a budget (the last messages, or a token budget; background and lore always),
// rendered so that the part that stays the same from turn to turn comes first, in the same bytes.
import type { ChatMessage } from '../../llm/types.ts';
import { ENGLISH_SCENE_WORDS, renderGroupScene, type GroupScene, type SceneWords } from './group-scene.ts';

export interface StoryLoreEntry {
  book: string;
  uid: number;
  /** The entry's title. */
  name?: string;
  keys?: string[];
  content: string;
}

export interface StoryContext {
  /** What frames the story: the host's main prompt, the character card, the persona, example dialogue. */
  background: string[];
  /** World-info entries active for this turn, in prompt order. */
  lore: StoryLoreEntry[];
  /** The chat as the model reads it, oldest first (user and assistant turns). */
  history: ChatMessage[];
  /** What the host puts after the history (post-history instructions). */
  after: string[];
  /** The floor (chat position, 0 = the chat's first message) of `history[0]`; default 0. */
  firstFloor?: number;
  /**
   * The host's own instructions to the writer of the reply ("Write the next reply of … stay in
   * character"). Only the writer reads them (director's main agent); the agents that advise it do not.
   */
  instructions?: string[];
  /** In a group chat: whose reply this is, who else is in the scene, and which floors each of them missed. */
  scene?: GroupScene;
}

export interface StoryBudget {
  /** Most chat messages (0: none; undefined: all). */
  maxMessages?: number;
  /** Most estimated tokens of chat history (undefined or 0: no token limit). */
  maxTokens?: number;
}

/** A profile agent's `storyMessages` (null: all) and `storyTokens` (0: no cap) as a budget. */
export function storyBudgetOf(a: { storyMessages?: number | null; storyTokens?: number }): StoryBudget {
  return {
    ...(a.storyMessages === null || a.storyMessages === undefined ? {} : { maxMessages: a.storyMessages }),
    ...(a.storyTokens ? { maxTokens: a.storyTokens } : {}),
  };
}

export const EMPTY_STORY: StoryContext = Object.freeze({ background: [], lore: [], history: [], after: [] }) as StoryContext;

const text = (m: ChatMessage) => (typeof m.content === 'string' ? m.content : '');

/**
 * A story from flat context messages (the shape hosts used to hand over): system messages before the
 * first chat message are the background, system messages after the last one are `after`, and system
 * messages in between stay in the history.
 */
export function storyFromMessages(context: readonly ChatMessage[]): StoryContext {
  let first = context.findIndex((m) => m.role !== 'system');
  if (first === -1) first = context.length;
  let last = context.length - 1;
  while (last >= first && context[last].role === 'system') last--;
  return {
    background: context
      .slice(0, first)
      .map(text)
      .filter((t) => t.trim()),
    lore: [],
    history: context.slice(first, last + 1).map((m) => ({ ...m })),
    after: context
      .slice(last + 1)
      .map(text)
      .filter((t) => t.trim()),
  };
}

/** A rough token count (no tokenizer in the page): ~4 characters per token for Latin text, 1 per CJK character. */
export function estimateTokens(s: string): number {
  let cjk = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff00 && c <= 0xffef)) cjk++;
  }
  return Math.ceil((s.length - cjk) / 4) + cjk;
}

/**
 * The window start moves in steps (a third of the window, at most 8 messages), so an agent's request
 * keeps the same prefix for several turns: a sliding window would change its first message every turn
 * and defeat the provider's prompt cache. A window of N messages therefore holds up to N + step − 1.
 */
export const STORY_WINDOW_STEP = 8;

function stepFor(budget: StoryBudget | undefined): number {
  if (budget?.maxMessages === undefined) return STORY_WINDOW_STEP;
  return Math.max(1, Math.min(STORY_WINDOW_STEP, Math.round(budget.maxMessages / 3)));
}

/** The index of the first history message a budget keeps. */
export function windowStart(history: readonly ChatMessage[], budget: StoryBudget | undefined): number {
  const n = history.length;
  let start = 0;
  if (budget?.maxMessages !== undefined) {
    const max = Math.max(0, Math.trunc(budget.maxMessages));
    if (max === 0) return n;
    start = Math.max(0, n - max);
  }
  if (budget?.maxTokens) {
    let used = 0;
    let i = n;
    while (i > start && used + estimateTokens(text(history[i - 1])) <= budget.maxTokens) used += estimateTokens(text(history[--i]));
    // Always keep the newest message, however long.
    start = Math.max(start, Math.min(i, n - 1));
  }
  if (start === 0) return 0;
  // Align down to a step, unless that would break the token budget.
  const step = stepFor(budget);
  const aligned = Math.floor(start / step) * step;
  if (budget?.maxTokens) {
    let used = 0;
    for (let i = aligned; i < n; i++) used += estimateTokens(text(history[i]));
    if (used > budget.maxTokens) return start;
  }
  return aligned;
}

export interface StoryRenderOptions {
  budget?: StoryBudget;
  /** The reader writes the reply: the host's `instructions` lead the story. */
  writer?: boolean;
  /** A line appended inside the closing block (e.g. a sub-agent's "you are not a character" reminder). */
  closing?: string;
  /** The block's own lines, in the team's language (default: English). */
  words?: StoryWords;
}

/** The lines the story block adds around the chat: the messages left out, and how floors are numbered. */
export interface StoryWords {
  storyOmitted(n: number): string;
  floors(first: number, last: number): string;
  /** The group scene block's lines (group chats). */
  scene: SceneWords;
}

const ENGLISH_WORDS: StoryWords = {
  storyOmitted: (n) => `(${n} earlier message${n === 1 ? '' : 's'} not shown; read them with chat_read_range or chat_search when you have those tools.)`,
  floors: (first, last) => `(Floors: the chat's messages are numbered from floor 0, its first message; the messages above are floors ${first}–${last}.)`,
  scene: ENGLISH_SCENE_WORDS,
};

/** Whitespace-insensitive identity of an entry's text. */
const loreKey = (content: string) => content.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The active lore with each text once: a card's embedded book and the same world imported hold the same
 * entries, and every agent would read each twice. The first occurrence keeps its place.
 */
export function dedupeLore(lore: readonly StoryLoreEntry[]): StoryLoreEntry[] {
  const seen = new Set<string>();
  return lore.filter((e) => {
    const key = loreKey(e.content);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function loreBlock(lore: readonly StoryLoreEntry[]): string {
  if (lore.length === 0) return '';
  return `<active_lore>\n${lore.map((e) => `[${e.book}] ${e.name ? `${e.name}: ` : ''}${e.content.trim()}`).join('\n\n')}\n</active_lore>`;
}

/**
 * `<story_context>` as messages: one system message with the background (stable across turns), the
 * history inside the budget (append-only from turn to turn), then one system message with the active
 * lore, what follows the history and `</story_context>`.
 */
export function storyMessages(story: StoryContext, opts: StoryRenderOptions = {}): ChatMessage[] {
  const start = windowStart(story.history, opts.budget);
  const omitted = start;
  const words = opts.words ?? ENGLISH_WORDS;
  const head = ['<story_context>', ...(opts.writer ? (story.instructions ?? []) : []), ...story.background].map((b) => b.trim()).filter(Boolean);
  if (omitted > 0) head.push(words.storyOmitted(omitted));
  const tail = [
    floorLine(story, start, words),
    story.scene ? renderGroupScene(story.scene, words.scene) : '',
    loreBlock(story.lore),
    ...story.after.map((a) => a.trim()).filter(Boolean),
    '</story_context>',
    opts.closing ?? '',
  ].filter(Boolean);
  return [{ role: 'system', content: head.join('\n\n') }, ...story.history.slice(start).map((m) => ({ ...m })), { role: 'system', content: tail.join('\n\n') }];
}

/** How the messages shown are numbered: the chat tools and every report name floors the same way. */
function floorLine(story: StoryContext, start: number, words: StoryWords): string {
  const n = story.history.length;
  if (start >= n) return '';
  const first = (story.firstFloor ?? 0) + start;
  const last = (story.firstFloor ?? 0) + n - 1;
  return words.floors(first, last);
}

/**
 * One plain reply from the same story, as messages: the host's background, active lore and after-text as
 * one system message, then the whole chat. What a turn's cost is compared with.
 */
export function plainReplyMessages(story: StoryContext): ChatMessage[] {
  // A plain reply has no group scene block: that is the team's.
  const system = [...(story.instructions ?? []), storyBackground({ ...story, scene: undefined })]
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n\n');
  return [...(system ? [{ role: 'system' as const, content: system }] : []), ...story.history.map((m) => ({ role: m.role, content: m.content }))];
}

/** The input of one plain reply in characters of its JSON messages. */
export function plainReplyChars(story: StoryContext): number {
  return JSON.stringify(plainReplyMessages(story)).length;
}

/** The story's non-chat text (background, group scene, lore, after) as one block, for agents that read the chat through templates. */
export function storyBackground(story: StoryContext, words: Pick<StoryWords, 'scene'> = ENGLISH_WORDS): string {
  return [...story.background, story.scene ? renderGroupScene(story.scene, words.scene) : '', loreBlock(story.lore), ...story.after]
    .map((t) => t.trim())
    .filter(Boolean)
    .join('\n\n');
}
