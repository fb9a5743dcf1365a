// What capsule agents read of the story through their templates: the recent chat as text, the latest
// user message, the background (the story's non-chat part: card, active lore, system prompt), and the
// anchor of the user turn for swipe reuse.
import type { ChatMessage } from '../../llm/types.ts';
import type { ChatEntry, ChatReader } from '../../tools/chat.ts';
import { storyBackground, storyFromMessages, type StoryContext, type StoryWords } from '../runtime/story.ts';

export interface StorySource {
  /** The story as the host composed it. */
  story: StoryContext;
  chat?: ChatReader;
  /** The last user message as the host saw it (position and text). */
  lastUser?: { index: number; text: string };
  /** The team's words for the story's blocks (the group scene); default English. */
  words?: Pick<StoryWords, 'scene'>;
}

export interface StoryView {
  /**
   * The last `n` chat messages, one block each: `[#<floor>] <speaker>: <text>`. `exceptLastUser`: the
   * latest user message is left out when it is the chat's last message (a template that shows it as
   * `{{last_user}}` then has it once).
   */
  recentChat(n: number, exceptLastUser?: boolean): string;
  /** The latest user message's text ('' when there is none). */
  lastUserText: string;
  /** The anchor of this user turn, or undefined when the chat has no user message. */
  lastUser?: { index: number; text: string };
  /** The story's background, active lore and trailing instructions joined; '' when there are none. */
  background: string;
}

const text = (m: ChatMessage) => (typeof m.content === 'string' ? m.content : '');

/**
 * A template's chat variables: `recent_chat` and `last_user`, with the latest user message once — out of
 * the recent chat when the template shows it as `{{last_user}}`.
 */
export function chatVars(view: StoryView, n: number, template: string, none = '(none)'): { recent_chat: string; last_user: string } {
  const showsLast = /\{\{\s*last_user\s*\}\}/.test(template);
  return { recent_chat: view.recentChat(n, showsLast), last_user: view.lastUserText || none };
}

/** Reads the chat once (through the reader when there is one, else the story's history). */
export async function readStory(src: StorySource): Promise<StoryView> {
  const story = src.story;
  let entries: ChatEntry[];
  if (src.chat) {
    entries = [...(await src.chat.messages())];
  } else {
    entries = [];
    story.history.forEach((m, i) => {
      if (m.role === 'user' || m.role === 'assistant') entries.push({ floor: i, role: m.role, content: text(m) });
    });
  }
  let last: ChatEntry | undefined;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (entries[i].role === 'user') {
      last = entries[i];
      break;
    }
  }
  const lastUser = src.lastUser ?? (last ? { index: last.floor, text: last.content } : undefined);
  return {
    recentChat(n, exceptLastUser = false) {
      const end = exceptLastUser && last && entries.at(-1) === last ? entries.length - 1 : entries.length;
      const slice = entries.slice(Math.max(0, end - Math.max(1, n)), end);
      if (slice.length === 0) return '(no messages yet)';
      return slice.map((e) => `[#${e.floor}] ${e.name ? `${e.name} (${e.role})` : e.role}: ${e.content}`).join('\n\n');
    },
    lastUserText: lastUser?.text ?? '',
    ...(lastUser ? { lastUser } : {}),
    background: storyBackground(story, src.words),
  };
}
