// lorebook_list, lorebook_search and lorebook_get: read the lorebooks in play, through the host's LorebookReader.
import * as z from 'zod';
import { defineTool, intArg, toolFailure, type Tool } from '../agent/tool.ts';
import { compileLineRegex, grepText, MAX_GREP_LINES } from './grep.ts';

export interface LoreEntry {
  uid: number;
  /** The entry's title (SillyTavern's `comment`); the tools show its first key where it has none. */
  name?: string;
  keys: string[];
  content: string;
  /** Disabled entries are invisible to agents. Default true. */
  enabled?: boolean;
}

export interface LoreBook {
  name: string;
  /** Where the book is bound: `character`, `chat`, `global`, … */
  scope?: string;
  entries: LoreEntry[];
}

/** What the host provides for the lorebook tools: the books in play for the current chat. */
export interface LorebookReader {
  /** Content as the active lore shows it: the host substitutes `{{user}}` / `{{char}}` the same way. */
  books(): readonly LoreBook[] | Promise<readonly LoreBook[]>;
  /** `"<book>.<uid>"` of entries already activated into this turn's prompt (listing and search skip them). */
  activated?(): ReadonlySet<string> | Promise<ReadonlySet<string>>;
}

const LIST_MAX = 200;

async function load(reader: LorebookReader) {
  const books = (await reader.books()).map((b) => ({ ...b, entries: b.entries.filter((e) => e.enabled !== false) }));
  const active = (await reader.activated?.()) ?? new Set<string>();
  const dormant = (b: LoreBook, e: LoreEntry) => !active.has(`${b.name}.${e.uid}`);
  return { books, dormant };
}

/** `42`, `0~100`, `50~`, `~100` (also `-`, `:` or `..` between). */
export function parseUidRange(range: string): { from: number; to: number } | undefined {
  const m = /^\s*(\d*)\s*(?:(~|\.\.|-|:)\s*(\d*))?\s*$/.exec(range);
  if (!m || (m[1] === '' && (m[3] ?? '') === '')) return undefined;
  if (!m[2]) return { from: Number(m[1]), to: Number(m[1]) };
  return { from: m[1] === '' ? 0 : Number(m[1]), to: m[3] === '' ? Infinity : Number(m[3]) };
}

function bookLines(books: readonly LoreBook[]): string {
  return books.map((b) => `[${b.scope ?? 'unknown'}] ${b.name} (${b.entries.length} ${b.entries.length === 1 ? 'entry' : 'entries'})`).join('\n');
}

interface Located {
  book: string;
  entry: LoreEntry;
}

/** The same entry in several books (a card's own book and the same world imported): one text, several places. */
interface Same {
  /** In book order; the first is the one shown. */
  at: Located[];
  /** The first title among them, else the first key, else ''. */
  title: string;
}

const normalized = (content: string) => content.replace(/\s+/g, ' ').trim();

/** Groups entries whose content is the same once whitespace is normalized, keeping the order met. */
function sameContent(found: readonly Located[]): Same[] {
  const groups = new Map<string, Located[]>();
  for (const f of found) {
    const key = normalized(f.entry.content);
    const g = groups.get(key);
    if (g) g.push(f);
    else groups.set(key, [f]);
  }
  return [...groups.values()].map((at) => ({ at, title: at.map((f) => f.entry.name?.trim() ?? '').find(Boolean) || at[0]!.entry.keys[0] || '' }));
}

/** `[Eldoria] uid=2`, `[Eldoria, eldoria] uid=2`, `[Eldoria uid=2, eldoria uid=5]`. */
function placeLabel(same: Same): string {
  const uid = same.at[0]!.entry.uid;
  if (same.at.every((f) => f.entry.uid === uid)) return `[${same.at.map((f) => f.book).join(', ')}] uid=${uid}`;
  return `[${same.at.map((f) => `${f.book} uid=${f.entry.uid}`).join(', ')}]`;
}

const noArgs = z.object({});
const listArgs = z.object({
  book_name: z.string().optional(),
  range: z.string().optional().describe('uid window: "42", "0~100", "50~", "~100".'),
});
const searchArgs = z.object({
  pattern: z.string(),
  flags: z.string().optional(),
  book: z.string().optional().describe('Only this book.'),
});
const getArgs = z.object({
  entry_key: z.string().optional().describe("Any one of the entry's keys (any case)."),
  uid: intArg().optional(),
  book: z.string().optional(),
});

export function worldBookListTool(reader: LorebookReader): Tool {
  return defineTool({
    name: 'world_book_list',
    description: 'List the lorebooks in play for this chat as "[scope] <book> (<n> entries)".',
    parameters: noArgs,
    readOnly: true,
    execute: async () => ({ ok: true, output: bookLines((await load(reader)).books) }),
  });
}

export function lorebookListTool(reader: LorebookReader): Tool {
  return defineTool({
    name: 'lorebook_list',
    description:
      'Without book_name: the lorebooks in play as "[scope] <book> (<n> entries)". With book_name: its entries not already in the prompt, one a line: [<book>] uid=<n> name="<title>" keys=["<key>", …]; range limits the uids, e.g. "0~100".',
    parameters: listArgs,
    readOnly: true,
    execute: async (args) => {
      const { books, dormant } = await load(reader);
      if (!args.book_name) return { ok: true, output: bookLines(books) };
      const book = books.find((b) => b.name === args.book_name);
      if (!book) return toolFailure(`No lorebook named "${args.book_name}".`, 'lorebook_not_found', `Books: ${books.map((b) => b.name).join(', ') || 'none'}.`);
      let window = { from: 0, to: Infinity };
      if (args.range?.trim()) {
        const r = parseUidRange(args.range);
        if (!r) return toolFailure(`range "${args.range}" is not a uid window.`, 'lorebook_range_invalid', 'Use "42", "0~100", "50~" or "~100".');
        window = r;
      }
      const entries = book.entries.filter((e) => dormant(book, e) && e.uid >= window.from && e.uid <= window.to);
      const lines = entries
        .slice(0, LIST_MAX)
        .map((e) => `[${book.name}] uid=${e.uid} name=${JSON.stringify(e.name?.trim() || e.keys[0] || '')} keys=${JSON.stringify(e.keys)}`);
      return { ok: true, output: lines.join('\n'), count: entries.length, truncated: entries.length > LIST_MAX };
    },
  });
}

export function lorebookSearchTool(reader: LorebookReader): Tool {
  return defineTool({
    name: 'lorebook_search',
    description: 'Search the lorebook entries not in your prompt, line by line, with a JavaScript regex.',
    parameters: searchArgs,
    readOnly: true,
    execute: async (args) => {
      const re = compileLineRegex(args.pattern, args.flags);
      if (!(re instanceof RegExp)) return re;
      const { books, dormant } = await load(reader);
      const found: Located[] = [];
      for (const b of books) {
        if (args.book && b.name !== args.book) continue;
        for (const e of b.entries) if (dormant(b, e)) found.push({ book: b.name, entry: e });
      }
      const out: string[] = [];
      let matchCount = 0;
      let cut = 0;
      for (const same of sameContent(found)) {
        const { book, entry } = same.at[0]!;
        const head = `${placeLabel(same)}${same.title ? ` ${JSON.stringify(same.title)}` : ''}`;
        const more = ` [line cut: lorebook_get ${JSON.stringify({ uid: entry.uid, book })} reads the whole entry]`;
        matchCount += grepText(
          entry.content,
          re,
          (h) => {
            if (h.cut) cut++;
            out.push(`${head} line ${h.line}: ${h.text}${h.cut ? more : ''}`);
          },
          MAX_GREP_LINES - out.length,
        );
      }
      return { ok: true, output: out.join('\n'), matchCount, truncated: matchCount > out.length, ...(cut ? { linesCut: cut } : {}) };
    },
  });
}

export function lorebookGetTool(reader: LorebookReader): Tool {
  return defineTool({
    name: 'lorebook_get',
    description: 'Read one lorebook entry in full, by its uid or by any one of its keys (entry_key, any case); book narrows the lookup.',
    parameters: getArgs,
    readOnly: true,
    execute: async (args) => {
      const key = args.entry_key?.trim() ? args.entry_key.trim().toLowerCase() : undefined;
      const uid = args.uid;
      if (key !== undefined && uid !== undefined) return toolFailure('Give entry_key or uid, not both.', 'lorebook_addressing_ambiguous');
      if (key === undefined && uid === undefined) return toolFailure('Give entry_key or uid.', 'lorebook_addressing_missing');
      const { books } = await load(reader);
      const found: Located[] = [];
      for (const b of books) {
        if (args.book && b.name !== args.book) continue;
        for (const e of b.entries)
          if (key !== undefined ? e.keys.some((k) => k.trim().toLowerCase() === key) : e.uid === uid) found.push({ book: b.name, entry: e });
      }
      if (found.length === 0) return toolFailure('No such lorebook entry.', 'lorebook_not_found', 'Find entries with lorebook_list or lorebook_search.');
      const groups = sameContent(found);
      if (groups.length > 1) {
        return toolFailure(
          `${groups.length} entries match: ${groups.map(placeLabel).join(', ')}.`,
          'lorebook_addressing_ambiguous',
          'Add book, or address by uid.',
        );
      }
      const same = groups[0]!;
      const { book, entry } = same.at[0]!;
      const alsoIn = same.at.slice(1).map((f) => ({ book: f.book, uid: f.entry.uid }));
      return { ok: true, book, uid: entry.uid, name: same.title, keys: entry.keys, content: entry.content, ...(alsoIn.length ? { alsoIn } : {}) };
    },
  });
}
