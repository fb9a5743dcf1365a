// What the demo model reads out of a request to make its text feel real: who the character is, what
// the user last said, the language of the story, and the tool calls made so far with their results.
import type { DemoRequest, WireMessage } from './request.ts';

export type DemoLang = 'en' | 'zh';

export interface Scene {
  character: string;
  /** The user's last chat message (not a runtime notice, task or nudge), trimmed. */
  lastUser: string;
  lang: DemoLang;
  /** Number of chat messages in the story the agent sees. */
  storyLength: number;
}

export interface ToolStep {
  name: string;
  args: Record<string, unknown>;
  /** The parsed tool message answering the call, or undefined when none came back yet. */
  result?: unknown;
  /** Which assistant turn made the call (0-based). */
  turn: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

const NAME_PATTERNS = [
  /<character name="([^"\n]{1,60})"/,
  /^(?:Character|Name|角色|角色名)\s*[:：]\s*(.{1,60})$/m,
  /Write the next reply of ([^\s.,;:!?"]{1,40}(?: [A-Z][\w'-]{0,30}){0,2})/,
  /You are ([A-Z][\w'-]{0,30}(?: [A-Z][\w'-]{0,30}){0,2})[.,]/,
];

const OPEN = '<story_context>';
const CLOSE = '</story_context>';

/**
 * Messages that belong to the story (inside `<story_context>` when the agent frames it so). The tag
 * may open a message that carries the background, and the closing tag may end one that carries the
 * active lore: those texts count as system messages of the story.
 */
export function storyMessages(messages: readonly WireMessage[]): WireMessage[] {
  const open = messages.findIndex((m) => m.role === 'system' && m.content.trimStart().startsWith(OPEN));
  if (open === -1) return messages.slice();
  const close = messages.findIndex((m, i) => i > open && m.role === 'system' && m.content.includes(CLOSE));
  const out: WireMessage[] = [];
  const head = messages[open].content.trimStart().slice(OPEN.length).trim();
  if (head) out.push({ ...messages[open], content: head });
  out.push(...messages.slice(open + 1, close === -1 ? undefined : close));
  const tail = close === -1 ? '' : messages[close].content.slice(0, messages[close].content.indexOf(CLOSE)).trim();
  if (tail) out.push({ ...messages[close], content: tail });
  return out;
}

const NOT_CHAT = /^(\[Runtime\]|<task>|<latest_user_message>|You replied without calling|Your last reply called no tool|##\s)/;

export function readScene(req: DemoRequest): Scene {
  const story = storyMessages(req.messages);
  const system = story
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
  let character = '';
  for (const re of NAME_PATTERNS) {
    const m = re.exec(system);
    if (m) {
      character = m[1].trim();
      break;
    }
  }
  const all = req.messages.map((m) => m.content).join('\n');
  if (!character) character = story.find((m) => m.role === 'assistant' && m.name)?.name ?? '';
  // Capsule agents see the chat as text ("[#3] Mira (assistant): …") or through chat_read_range results.
  if (!character) character = /\[#\d+\] ([^\n()]{1,60}) \(assistant\):/.exec(all)?.[1]?.trim() ?? '';
  if (!character) character = /"role":"assistant","name":"([^"]{1,60})"/.exec(all)?.[1] ?? '';
  const users = story.filter((m) => m.role === 'user' && m.content.trim() && !NOT_CHAT.test(m.content.trim()));
  let lastUser = users.at(-1)?.content.trim() ?? '';
  if (!lastUser) {
    // Capsule agents get the user's words in a tag or a template section.
    const m =
      /<latest_user_message>\n?([\s\S]*?)\n?<\/latest_user_message>/.exec(all) ?? /##\s*(?:Latest user message|最新的用户消息)\s*\n+([^\n#][^\n]*)/.exec(all);
    if (m && m[1].trim() !== '(none)') lastUser = m[1].trim();
  }
  const lang: DemoLang = CJK.test(lastUser) || (!lastUser && CJK.test(system)) ? 'zh' : 'en';
  if (!character) character = lang === 'zh' ? '她' : 'The stranger';
  return { character, lastUser, lang, storyLength: story.filter((m) => m.role === 'user' || m.role === 'assistant').length };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every tool call the agent made so far, in order, each with its result. */
export function toolSteps(messages: readonly WireMessage[]): ToolStep[] {
  const steps: ToolStep[] = [];
  const byId = new Map<string, ToolStep>();
  let turn = -1;
  for (const m of messages) {
    if (m.role === 'assistant') {
      turn++;
      for (const c of m.toolCalls) {
        const args = parse(c.arguments);
        const step: ToolStep = { name: c.name, args: args && typeof args === 'object' ? (args as Record<string, unknown>) : {}, turn };
        steps.push(step);
        if (c.id) byId.set(c.id, step);
      }
    } else if (m.role === 'tool') {
      const step = (m.toolCallId && byId.get(m.toolCallId)) || steps.find((s) => s.result === undefined && s.turn === turn);
      if (step) step.result = parse(m.content);
    }
  }
  return steps;
}

/** `{ok: true, …}` results. */
export const succeeded = (s: ToolStep | undefined): boolean => !!s && !!s.result && typeof s.result === 'object' && (s.result as { ok?: unknown }).ok === true;

/** A short quote of the user's words: the first sentence, at most `max` characters. */
export function quote(text: string, max = 72): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = /^(.+?[.!?。！？…])(\s|$)/.exec(flat)?.[1] ?? flat;
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}

/** FNV-1a, 32 bit, as 8 hex digits: ids derived from the request, so the same request gets the same ids. */
export function hash32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
