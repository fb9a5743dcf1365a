// LorebookReader over the World Info books in play for the chat, found the way SillyTavern finds
// them: the chat's own book (chatMetadata.world_info), the character's primary book
// (data.extensions.world) and extra books (world_info.charLore), the persona's book, and the global
// selection (selected_world_info). A book bound in several places is listed once, under the scope
// SillyTavern activates it from (global, then chat, then persona, then character).
// Books load through getContext().loadWorldInfo when present, else POST /api/worldinfo/get.
import type { ChatRef } from '../../ports/host.ts';
import type { LoreBook, LoreEntry, LorebookReader } from '../../core/tools/lorebook.ts';
import type { StAccess } from './access.ts';
import { currentChatId, selectedCharacter } from './chat-ref.ts';
import { StHostError } from './errors.ts';
import { MSG } from './messages.ts';
import type { StModules } from './st-modules.ts';
import { substitute } from './turn-context.ts';
import type { StContext, StWorldInfoBook, StWorldInfoEntry } from './types.ts';

export interface LorebookDeps {
  access: StAccess;
  modules: StModules;
  fetch: typeof globalThis.fetch;
  document?: Document;
}

const CHAT_LORE_KEY = 'world_info';

function stringList(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string' && x !== '');
  return [];
}

/** Global selection: SillyTavern's module value, else the `#world_info` select on the page. */
async function globalSelection(deps: LorebookDeps): Promise<{ global: string[]; charLore: unknown } | undefined> {
  const m = await deps.modules.load('worldInfo');
  if (m && Array.isArray(m.selected_world_info)) {
    const wi = m.world_info as { charLore?: unknown } | undefined;
    return { global: stringList(m.selected_world_info), charLore: wi?.charLore };
  }
  const select = deps.document?.querySelector('#world_info');
  if (select) {
    const names = Array.from(select.querySelectorAll('option'))
      .filter((o) => (o as HTMLOptionElement).selected)
      .map((o) => (o.textContent ?? '').trim())
      .filter(Boolean);
    return { global: names, charLore: undefined };
  }
  return undefined;
}

function characterBooks(c: StContext, charLore: unknown): string[] {
  const selected = selectedCharacter(c);
  if (!selected) return [];
  const names: string[] = [];
  const primary = selected.character.data?.extensions?.world;
  if (typeof primary === 'string' && primary) names.push(primary);
  const file = (selected.character.avatar ?? '').replace(/\.[^.]+$/, '');
  if (Array.isArray(charLore) && file) {
    const own = charLore.find((e) => e && typeof e === 'object' && (e as { name?: unknown }).name === file) as { extraBooks?: unknown } | undefined;
    names.push(...stringList(own?.extraBooks));
  }
  return names;
}

export function toLoreEntries(book: StWorldInfoBook | null | undefined): LoreEntry[] {
  const raw = book?.entries;
  const list: [string, StWorldInfoEntry][] = Array.isArray(raw) ? raw.map((e, i) => [String(i), e]) : raw && typeof raw === 'object' ? Object.entries(raw) : [];
  const out: LoreEntry[] = [];
  for (const [key, e] of list) {
    if (!e || typeof e !== 'object') continue;
    const uid = Number(e.uid ?? key);
    if (!Number.isFinite(uid)) continue;
    const keys = Array.isArray(e.key)
      ? stringList(e.key)
      : typeof e.key === 'string'
        ? e.key
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : [];
    const entry: LoreEntry = { uid, keys, content: typeof e.content === 'string' ? e.content : '', enabled: e.disable !== true };
    if (typeof e.comment === 'string' && e.comment) entry.name = e.comment;
    out.push(entry);
  }
  return out.sort((a, b) => a.uid - b.uid);
}

async function loadBook(deps: LorebookDeps, name: string): Promise<StWorldInfoBook | undefined> {
  const c = deps.access.ctx();
  try {
    if (typeof c.loadWorldInfo === 'function') return (await c.loadWorldInfo(name)) ?? undefined;
    const headers = typeof c.getRequestHeaders === 'function' ? c.getRequestHeaders() : { 'Content-Type': 'application/json' };
    const res = await deps.fetch('/api/worldinfo/get', { method: 'POST', headers, body: JSON.stringify({ name }) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as StWorldInfoBook;
  } catch (e) {
    deps.access.degrade(`wi-load:${name}`, MSG.worldInfoLoadFailed(name, e instanceof Error ? e.message : String(e)));
    return undefined;
  }
}

export function createLorebookReader(deps: LorebookDeps, chat: ChatRef): LorebookReader {
  return {
    async books() {
      const c = deps.access.ctx();
      if (currentChatId(c) !== chat.chatId) throw new StHostError(MSG.chatChangedRead, 'chat_changed');
      const sel = await globalSelection(deps);
      if (!sel) deps.access.degrade('worldInfoSelection', MSG.worldInfoUnavailable);
      const scoped: { name: string; scope: string }[] = [];
      const seen = new Set<string>();
      const add = (names: string[], scope: string) => {
        for (const name of names) {
          if (seen.has(name)) continue;
          seen.add(name);
          scoped.push({ name, scope });
        }
      };
      const chatBook = c.chatMetadata?.[CHAT_LORE_KEY];
      const persona = c.powerUserSettings?.persona_description_lorebook;
      add(sel?.global ?? [], 'global');
      add(typeof chatBook === 'string' && chatBook ? [chatBook] : [], 'chat');
      add(typeof persona === 'string' && persona ? [persona] : [], 'persona');
      add(characterBooks(c, sel?.charLore), 'character');
      const order = ['chat', 'character', 'persona', 'global'];
      scoped.sort((a, b) => order.indexOf(a.scope) - order.indexOf(b.scope));
      const books: LoreBook[] = [];
      for (const { name, scope } of scoped) {
        const data = await loadBook(deps, name);
        // The text as SillyTavern's prompt carries it: {{user}} / {{char}} substituted.
        if (data)
          books.push({
            name,
            scope,
            entries: toLoreEntries(data).map((e) => ({ ...e, content: substitute(c, e.content), ...(e.name ? { name: substitute(c, e.name) } : {}) })),
          });
      }
      return books;
    },
  };
}
