// The story a generation's agents read, composed from what SillyTavern hands the interceptor: its
// prompt chat (hidden and system messages already removed, the swiped reply already popped,
// prompt regexes applied), preceded by one system message describing the character and the persona.
// In group chats each message carries its speaker's name, and the story holds the group scene: the
// member SillyTavern chose to speak, the other members present, who missed which messages (group.ts).
import type { StoryContext } from '../../core/engines/runtime/story.ts';
import type { ChatMessage } from '../../core/llm/types.ts';
import type { StAccess } from './access.ts';
import { selectedCharacter } from './chat-ref.ts';
import { isReadable, roleOf } from './chat-reader.ts';
import { groupScene } from './group.ts';
import type { StContext, StMessage } from './types.ts';

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** SillyTavern's own macro substitution ({{char}}, {{user}}…), as its prompt applies it; `s` unchanged without it. */
export function substitute(c: StContext, s: string): string {
  if (!s || typeof c.substituteParams !== 'function') return s;
  try {
    return c.substituteParams(s);
  } catch {
    return s;
  }
}

/** "Character: …", description, personality, scenario and the user's persona, as one system text. */
export function describeCharacter(c: StContext): string {
  const fields = (() => {
    try {
      return typeof c.getCharacterCardFields === 'function' ? (c.getCharacterCardFields() ?? {}) : {};
    } catch {
      return {};
    }
  })() as Record<string, unknown>;
  const ch = selectedCharacter(c)?.character;
  const name = text(c.name2) || text(ch?.name) || text(ch?.data?.name);
  const lines: string[] = [];
  if (name) lines.push(`Character: ${name}`);
  const part = (label: string, fromFields: unknown, fromCard: unknown) => {
    const v = text(fromFields) || substitute(c, text(fromCard));
    if (v) lines.push(`${label}:\n${v}`);
  };
  part('Description', fields.description, ch?.data?.description ?? ch?.description);
  part('Personality', fields.personality, ch?.data?.personality ?? ch?.personality);
  part('Scenario', fields.scenario, ch?.data?.scenario ?? ch?.scenario);
  const persona = text(fields.persona);
  const user = text(c.name1);
  if (persona || user) lines.push(`User${user ? ` (${user})` : ''}${persona ? `:\n${persona}` : ''}`);
  return lines.join('\n\n');
}

/**
 * The story of a generation: the character and persona as background, then the prompt chat; in a group
 * chat, the scene. `rewrites`: the generation rewrites the chat's last message (a swipe, a continue),
 * which is then no event of the scene.
 */
export function buildTurnStory(access: StAccess, promptChat: readonly StMessage[] | undefined, rewrites = false): StoryContext {
  const c = access.ctx();
  const out: ChatMessage[] = [];
  const head = describeCharacter(c);
  const source = Array.isArray(promptChat) ? promptChat : Array.isArray(c.chat) ? c.chat : [];
  // Like SillyTavern's own Chat Completion prompt: speaker names only where several characters speak.
  const named = !!c.groupId;
  for (const m of source) {
    if (!isReadable(m)) continue;
    const role = roleOf(m);
    const speaker = named && typeof m.name === 'string' && m.name && role !== 'system' ? `${m.name}: ` : '';
    out.push({ role, content: `${speaker}${m.mes}` });
  }
  const scene = named ? groupScene(c, rewrites && Array.isArray(c.chat) ? c.chat.length - 1 : undefined) : undefined;
  return { background: head ? [head] : [], lore: [], history: out, after: [], ...(scene ? { scene } : {}) };
}

/** The last user message of the chat (its index in SillyTavern's chat array and its text). */
export function lastUserMessage(c: StContext): { index: number; text: string } | undefined {
  const chat = Array.isArray(c.chat) ? c.chat : [];
  for (let i = chat.length - 1; i >= 0; i--) {
    const m = chat[i];
    if (m && m.is_user && !m.is_system && typeof m.mes === 'string') return { index: i, text: m.mes };
  }
  return undefined;
}
