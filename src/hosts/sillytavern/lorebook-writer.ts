// LorebookWriter over SillyTavern's World Info: books are read fresh from the server (POST
// /api/worldinfo/get, not the page's cache, so an edit saved elsewhere is seen), changed entry by
// entry, and saved through getContext().saveWorldInfo (which refreshes SillyTavern's cache and
// announces WORLDINFO_UPDATED; POST /api/worldinfo/edit where it is missing). A new entry starts from
// SillyTavern's own entry template. The mark of an entry Troupe wrote is its `troupe` field, which
// SillyTavern keeps with the entry (its editor changes only the fields it edits), so the entries are
// ordinary World Info entries that stay with the chat whether Troupe runs or not. The chat's own book
// is chatMetadata.world_info, made and bound the way SillyTavern's chat lorebook button does.
import type { LoreBookEntry, LoreEntryWrite, LoreMark } from '../../core/memory/lore-sync.ts';
import type { ChatRef, LorebookWriter } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { currentChatId } from './chat-ref.ts';
import { StHostError } from './errors.ts';
import { MSG } from './messages.ts';
import type { StModules } from './st-modules.ts';
import type { StWorldInfoBook, StWorldInfoEntry } from './types.ts';

export interface LorebookWriterDeps {
  access: StAccess;
  modules: StModules;
  fetch: typeof globalThis.fetch;
  document?: Document;
}

/** chatMetadata's key of the chat's own lorebook. */
const CHAT_LORE_KEY = 'world_info';
/** The entry field holding Troupe's mark. */
export const MARK_FIELD = 'troupe';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function readMark(v: unknown): LoreMark | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const m = v as Record<string, unknown>;
  return typeof m.chat === 'string' && typeof m.node === 'string' && typeof m.hash === 'string' ? { chat: m.chat, node: m.node, hash: m.hash } : undefined;
}

function entriesOf(book: StWorldInfoBook): Record<string, StWorldInfoEntry> {
  const raw = book.entries;
  if (Array.isArray(raw)) return Object.fromEntries(raw.map((e, i) => [String(e?.uid ?? i), e]));
  return raw && typeof raw === 'object' ? raw : {};
}

export function toBookEntries(book: StWorldInfoBook): LoreBookEntry[] {
  const out: LoreBookEntry[] = [];
  for (const [k, e] of Object.entries(entriesOf(book))) {
    if (!e || typeof e !== 'object') continue;
    const uid = Number(e.uid ?? k);
    if (!Number.isInteger(uid)) continue;
    const keys = Array.isArray(e.key)
      ? strings(e.key)
      : typeof e.key === 'string'
        ? e.key
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [];
    const mark = readMark(e[MARK_FIELD]);
    out.push({
      uid,
      keys,
      content: typeof e.content === 'string' ? e.content : '',
      comment: typeof e.comment === 'string' ? e.comment : '',
      constant: e.constant === true,
      ...(mark ? { mark } : {}),
    });
  }
  return out.sort((a, b) => a.uid - b.uid);
}

/** Applies a change to a World Info book in place (the book SillyTavern stores). */
export function applyToBook(
  book: StWorldInfoBook,
  change: { put: readonly LoreEntryWrite[]; remove: readonly number[] },
  template: Record<string, unknown>,
): void {
  const entries = entriesOf(book);
  book.entries = entries;
  for (const uid of change.remove) delete entries[String(uid)];
  for (const p of change.put) {
    let e = p.uid !== undefined ? entries[String(p.uid)] : undefined;
    if (!e) {
      let uid = p.uid ?? 0;
      if (p.uid === undefined) while (String(uid) in entries) uid++;
      e = { ...structuredClone(template), uid };
      entries[String(uid)] = e;
    }
    e.key = [...p.keys];
    e.content = p.content;
    e.comment = p.comment;
    e.constant = p.constant;
    if (p.mark) e[MARK_FIELD] = { ...p.mark };
    else delete e[MARK_FIELD];
  }
}

/** SillyTavern's own template of a new entry (scripts/world-info.js), else the fields every release has. */
const FALLBACK_TEMPLATE = { key: [], keysecondary: [], comment: '', content: '', constant: false, selective: true, order: 100, position: 0, disable: false };

export function createLorebookWriter(deps: LorebookWriterDeps): LorebookWriter {
  const headers = () => {
    const c = deps.access.ctx();
    return typeof c.getRequestHeaders === 'function' ? c.getRequestHeaders() : { 'Content-Type': 'application/json' };
  };
  const post = async (url: string, body: unknown) => {
    const res = await deps.fetch(url, { method: 'POST', headers: headers(), body: JSON.stringify(body), cache: 'no-cache' });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res;
  };
  const names = async (): Promise<string[]> => {
    const c = deps.access.ctx();
    if (typeof c.getWorldInfoNames === 'function') return strings(c.getWorldInfoNames());
    const m = await deps.modules.load('worldInfo');
    if (m && Array.isArray(m.world_names)) return strings(m.world_names);
    const settings = (await (await post('/api/settings/get', {})).json()) as { world_names?: unknown };
    return strings(settings.world_names);
  };
  const load = async (book: string): Promise<StWorldInfoBook> => (await (await post('/api/worldinfo/get', { name: book })).json()) as StWorldInfoBook;
  const save = async (book: string, data: StWorldInfoBook, isNew: boolean) => {
    const c = deps.access.ctx();
    if (typeof c.saveWorldInfo === 'function') await c.saveWorldInfo(book, data, true);
    else await post('/api/worldinfo/edit', { name: book, data });
    if (isNew) await c.updateWorldInfoList?.();
    // The World Info editor shows the book again if it is the one open there.
    try {
      c.reloadWorldInfoEditor?.(book, false);
    } catch (e) {
      console.warn('[Troupe] the World Info editor could not be refreshed', e);
    }
  };

  return {
    chatBooks: true,
    names,
    async read(book) {
      if (!(await names()).includes(book)) return null;
      return toBookEntries(await load(book));
    },
    async write(book, change) {
      const exists = (await names()).includes(book);
      const data: StWorldInfoBook = exists ? await load(book) : { entries: {} };
      const m = await deps.modules.load('worldInfo');
      const template =
        m?.newWorldInfoEntryTemplate && typeof m.newWorldInfoEntryTemplate === 'object'
          ? (m.newWorldInfoEntryTemplate as Record<string, unknown>)
          : FALLBACK_TEMPLATE;
      applyToBook(data, change, template);
      await save(book, data, !exists);
    },
    async chatBook(chat: ChatRef, create: boolean) {
      const c = deps.access.ctx();
      if (currentChatId(c) !== chat.chatId) throw new StHostError(MSG.chatChangedRead, 'chat_changed');
      const meta = c.chatMetadata;
      if (!meta) throw new StHostError(MSG.lorebookNoMetadata, 'no_metadata');
      const all = await names();
      const bound = meta[CHAT_LORE_KEY];
      if (typeof bound === 'string' && bound && all.includes(bound)) return bound;
      if (!create) return null;
      // Named as SillyTavern names a chat book it makes (`Chat Book <chat>`), made unique.
      const base = `Chat Book ${chat.chatId}`
        .replace(/[^a-z0-9 -]/gi, '_')
        .replace(/_{2,}/g, '_')
        .substring(0, 64);
      let name = base;
      for (let i = 2; all.includes(name); i++) name = `${base} (${i})`;
      await save(name, { entries: {} }, true);
      if (currentChatId(deps.access.ctx()) !== chat.chatId) throw new StHostError(MSG.chatChangedRead, 'chat_changed');
      meta[CHAT_LORE_KEY] = name;
      await c.saveMetadata?.();
      deps.document?.querySelectorAll('.chat_lorebook_button').forEach((b) => b.classList.add('world_set'));
      return name;
    },
  };
}
