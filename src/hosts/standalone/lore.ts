// Which lorebook entries a turn activates: constant entries always; others when a primary key occurs
// in the scanned text (plain text, case-insensitive unless the entry says otherwise, or `/regex/flags`),
// filtered by the secondary keys with SillyTavern's selective logic.
import type { LorebookData, LoreEntryData } from './schema.ts';

export interface ActiveEntry {
  book: string;
  entry: LoreEntryData;
}

/** Most characters of lore put into one prompt. */
export const LORE_BUDGET_CHARS = 8000;

function matcher(key: string, caseSensitive: boolean): (text: string) => boolean {
  const re = /^\/(.+)\/([a-z]*)$/s.exec(key);
  if (re) {
    try {
      const r = new RegExp(re[1], re[2].replace(/[gy]/g, ''));
      return (t) => r.test(t);
    } catch {
      // Not a valid regex: fall through to a plain match of the whole key.
    }
  }
  if (caseSensitive) return (t) => t.includes(key);
  const k = key.toLowerCase();
  return (t) => t.toLowerCase().includes(k);
}

export function entryMatches(entry: LoreEntryData, scan: string): boolean {
  if (entry.constant) return true;
  const hit = (k: string) => matcher(k, entry.caseSensitive)(scan);
  if (!entry.keys.some(hit)) return false;
  const second = entry.secondaryKeys;
  if (second.length === 0) return true;
  switch (entry.selectiveLogic) {
    case 1:
      return !second.every(hit);
    case 2:
      return !second.some(hit);
    case 3:
      return second.every(hit);
    default:
      return second.some(hit);
  }
}

/** Active entries of the enabled books, lowest order first, within the character budget. */
export function activateLore(books: readonly LorebookData[], scan: string, budget = LORE_BUDGET_CHARS): ActiveEntry[] {
  const hits: ActiveEntry[] = [];
  for (const book of books) {
    if (!book.enabled) continue;
    for (const entry of book.entries) if (entry.enabled && entry.content.trim() && entryMatches(entry, scan)) hits.push({ book: book.name, entry });
  }
  hits.sort((a, b) => a.entry.order - b.entry.order);
  const out: ActiveEntry[] = [];
  let used = 0;
  for (const h of hits) {
    if (used + h.entry.content.length > budget) continue;
    used += h.entry.content.length;
    out.push(h);
  }
  return out;
}
