// chat_read_range and chat_search: read the chat the host shows, through its ChatReader.
import * as z from 'zod';
import { defineTool, intArg, toolFailure, type Tool } from '../agent/tool.ts';
import { compileLineRegex, grepText, MAX_GREP_LINES } from './grep.ts';

export interface ChatEntry {
  /** The message's position in the chat (0-based), as the user sees it. */
  floor: number;
  role: 'user' | 'assistant' | 'system';
  /** Speaker name (character or persona), when known. */
  name?: string;
  /** Text as agents should read it (the host applies its display regexes). */
  content: string;
}

/** What the host provides for the chat tools: the current chat's messages, oldest first. */
export interface ChatReader {
  messages(): readonly ChatEntry[] | Promise<readonly ChatEntry[]>;
}

/** Most messages one chat_read_range returns. */
export const CHAT_RANGE_MAX = 50;

/**
 * Resolves `start`/`end` (inclusive, negatives count from the end) to array indexes, then widens the
 * window to whole user→assistant exchanges while it stays within CHAT_RANGE_MAX.
 */
export function resolveChatRange(entries: readonly ChatEntry[], start: number, end: number) {
  const n = entries.length;
  const abs = (i: number) => (i < 0 ? n + i : i);
  let s = Math.max(0, Math.min(n - 1, abs(start)));
  let e = Math.max(0, Math.min(n - 1, abs(end)));
  if (abs(end) < abs(start))
    return toolFailure(
      `end (${end}) is before start (${start}).`,
      'chat_range_invalid',
      'Give start ≤ end; negative numbers count from the last message (-1).',
    );
  if (e - s + 1 > CHAT_RANGE_MAX)
    return toolFailure(
      `The range covers ${e - s + 1} messages; at most ${CHAT_RANGE_MAX} per call.`,
      'chat_range_too_large',
      'Read the chat in smaller windows.',
    );
  while (s > 0 && entries[s].role !== 'user' && e - s + 1 < CHAT_RANGE_MAX) s--;
  while (e < n - 1 && entries[e].role !== 'assistant' && e - s + 1 < CHAT_RANGE_MAX) e++;
  return { start: s, end: e };
}

const readRangeArgs = z.object({ start: intArg(), end: intArg() });

export function chatReadRangeTool(chat: ChatReader): Tool {
  return defineTool({
    name: 'chat_read_range',
    description: `Read chat messages from start to end (inclusive; negative numbers count from the end, -1 = last). The window widens to whole user/assistant exchanges; at most ${CHAT_RANGE_MAX} messages.`,
    parameters: readRangeArgs,
    readOnly: true,
    execute: async (args) => {
      const entries = await chat.messages();
      if (entries.length === 0) return { ok: true, messages: [] };
      const r = resolveChatRange(entries, args.start, args.end);
      if ('ok' in r) return r;
      const messages = entries
        .slice(r.start, r.end + 1)
        .map((m) => ({ floor: m.floor, role: m.role, ...(m.name ? { name: m.name } : {}), content: m.content }));
      return { ok: true, messages };
    },
  });
}

const chatSearchArgs = z.object({
  pattern: z.string(),
  flags: z.string().optional().describe('e.g. "i"'),
});

export function chatSearchTool(chat: ChatReader): Tool {
  return defineTool({
    name: 'chat_search',
    description: 'Search the chat line by line with a JavaScript regex.',
    parameters: chatSearchArgs,
    readOnly: true,
    execute: async (args) => {
      const re = compileLineRegex(args.pattern, args.flags);
      if (!(re instanceof RegExp)) return re;
      const out: string[] = [];
      let matchCount = 0;
      for (const m of await chat.messages()) {
        matchCount += grepText(m.content, re, (h) => out.push(`floor_${m.floor} [${m.role}]:${h.line}: ${h.text}`), MAX_GREP_LINES - out.length);
      }
      return { ok: true, output: out.join('\n'), matchCount, truncated: matchCount > out.length };
    },
  });
}
