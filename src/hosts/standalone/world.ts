// Lorebooks from SillyTavern World Info files (`{entries: {"<uid>": {key, keysecondary, comment,
// content, disable, …}}}`) and from a card's `character_book` (`{entries: [{keys, secondary_keys,
// enabled, insertion_order, …}]}`). The whole file is checked before anything is kept.
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../core/nesting.ts';
import { IMPORT_TEXT } from './messages.ts';
import type { LorebookData, LoreEntryData } from './schema.ts';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Fields each format maps onto LoreEntryData; everything else goes to `extra`. */
const WORLD_FIELDS = new Set(['uid', 'key', 'keysecondary', 'comment', 'content', 'constant', 'disable', 'order', 'selectiveLogic', 'caseSensitive']);
const BOOK_FIELDS = new Set(['id', 'keys', 'secondary_keys', 'comment', 'name', 'content', 'constant', 'enabled', 'insertion_order', 'case_sensitive']);

class EntryReader {
  constructor(
    private file: string,
    private where: string,
    private e: Record<string, unknown>,
  ) {}
  text(field: string): string {
    const v = this.e[field];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') throw new Error(IMPORT_TEXT.notText(this.file, `${this.where}.${field}`));
    return v;
  }
  keys(field: string): string[] {
    const v = this.e[field];
    if (v === undefined || v === null) return [];
    // Some exporters write a comma-separated string.
    if (typeof v === 'string')
      return v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
    if (!Array.isArray(v) || !v.every((k) => typeof k === 'string')) throw new Error(IMPORT_TEXT.notTextList(this.file, `${this.where}.${field}`));
    return (v as string[]).map((k) => k.trim()).filter(Boolean);
  }
  bool(field: string, fallback: boolean): boolean {
    const v = this.e[field];
    return typeof v === 'boolean' ? v : fallback;
  }
  num(field: string, fallback: number): number {
    const v = this.e[field];
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  }
  extra(known: Set<string>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.e).filter(([k]) => !known.has(k)));
  }
}

function entryList(file: string, raw: unknown, where: string): [string, Record<string, unknown>][] {
  if (Array.isArray(raw)) {
    return raw.map((e, i) => {
      if (!isObject(e)) throw new Error(IMPORT_TEXT.entryNotObject(file, `${where}[${i}]`));
      return [`${where}[${i}]`, e];
    });
  }
  if (isObject(raw)) {
    return Object.entries(raw).map(([k, e]) => {
      if (!isObject(e)) throw new Error(IMPORT_TEXT.entryNotObject(file, `${where}["${k}"]`));
      return [`${where}["${k}"]`, e];
    });
  }
  throw new Error(IMPORT_TEXT.noEntries(file));
}

const logic = (n: number) => (Number.isInteger(n) && n >= 0 && n <= 3 ? n : 0);

/** A SillyTavern World Info JSON file (or a bare character_book) as a lorebook named `name`. */
export function parseWorldJson(file: string, jsonText: string, name: string): ParseResult<LorebookData> {
  let data: unknown;
  try {
    data = JSON.parse(jsonText);
  } catch (e) {
    return { ok: false, error: IMPORT_TEXT.notJson(file, e instanceof Error ? e.message : String(e)) };
  }
  if (!isObject(data)) return { ok: false, error: IMPORT_TEXT.notObject(file) };
  if (nestedDeeperThan(data)) return { ok: false, error: IMPORT_TEXT.tooDeep(file, MAX_JSON_DEPTH) };
  if (!('entries' in data)) return { ok: false, error: IMPORT_TEXT.noEntries(file) };
  // A character_book exported on its own has an entries array with `keys`.
  if (Array.isArray(data.entries)) return characterBook(file, data, name, 'global', 'entries');
  try {
    const entries = entryList(file, data.entries, 'entries').map(([where, e], i): LoreEntryData => {
      const r = new EntryReader(file, where, e);
      return {
        uid: r.num('uid', i),
        comment: r.text('comment'),
        keys: r.keys('key'),
        secondaryKeys: r.keys('keysecondary'),
        selectiveLogic: logic(r.num('selectiveLogic', 0)),
        content: r.text('content'),
        constant: r.bool('constant', false),
        enabled: !r.bool('disable', false),
        order: r.num('order', 100),
        caseSensitive: r.bool('caseSensitive', false),
        extra: r.extra(WORLD_FIELDS),
      };
    });
    return { ok: true, value: { name, scope: 'global', enabled: true, entries } };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

/** A card's `character_book` (V2/V3) as a lorebook; `where` names the field in messages. */
export function characterBook(
  file: string,
  book: unknown,
  name: string,
  scope: LorebookData['scope'],
  where = 'data.character_book',
): ParseResult<LorebookData> {
  if (!isObject(book)) return { ok: false, error: IMPORT_TEXT.notObjectField(file, where) };
  try {
    const entries = entryList(file, book.entries ?? [], `${where}.entries`).map(([at, e], i): LoreEntryData => {
      const r = new EntryReader(file, at, e);
      const ext = isObject(e.extensions) ? e.extensions : {};
      return {
        uid: r.num('id', i),
        comment: r.text('comment') || r.text('name'),
        keys: r.keys('keys'),
        secondaryKeys: r.keys('secondary_keys'),
        selectiveLogic: logic(typeof ext.selectiveLogic === 'number' ? ext.selectiveLogic : 0),
        content: r.text('content'),
        constant: r.bool('constant', false),
        enabled: r.bool('enabled', true),
        order: r.num('insertion_order', 100),
        caseSensitive: r.bool('case_sensitive', false),
        extra: r.extra(BOOK_FIELDS),
      };
    });
    const title = typeof book.name === 'string' && book.name.trim() ? book.name.trim() : name;
    return { ok: true, value: { name: title, scope, enabled: true, entries } };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}
