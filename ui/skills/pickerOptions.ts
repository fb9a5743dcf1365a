// The entries of the Add… picker for one list, filtered by what the user typed.
import { t } from '../i18n/index.ts';
import type { InventoryEntry, InventoryIndex } from './inventoryIndex.ts';
import { isValidSkillName } from './names.ts';
import { ALL, type ListKind } from './policyEdit.ts';

export type PickerOption =
  | { kind: 'all'; value: string }
  | { kind: 'installed'; value: string; entry: InventoryEntry }
  /** A typed name that is not installed (e.g. set up a profile before importing its skills). */
  | { kind: 'free'; value: string };

export interface PickerResult {
  options: PickerOption[];
  /** Matches left out because of `limit`. */
  hidden: number;
}

/**
 * Installed names not yet in the list whose name, description or tags contain the query
 * (names starting with it first), `*` for the visible list, and the typed text itself when it is
 * a valid name that is not installed.
 */
/** `*` is offered for an empty query, for `*`, or when a word of its label starts with the query. */
function allMatches(q: string): boolean {
  if (q === '' || q === ALL) return true;
  return t('chip.all.text')
    .toLowerCase()
    .split(/\s+/)
    .some((word) => word.startsWith(q));
}

export function pickerOptions(index: InventoryIndex, present: ReadonlySet<string>, kind: ListKind, query: string, limit: number): PickerResult {
  const q = query.trim().toLowerCase();
  const head: PickerOption[] = [];
  if (kind === 'visible' && !present.has(ALL) && allMatches(q)) {
    head.push({ kind: 'all', value: ALL });
  }
  const tail: PickerOption[] = [];
  if (q && isValidSkillName(q) && !index.byName.has(q) && !present.has(q)) tail.push({ kind: 'free', value: q });
  const prefix: PickerOption[] = [];
  const rest: PickerOption[] = [];
  for (const entry of index.entries) {
    if (present.has(entry.name)) continue;
    if (q && !entry.haystack.includes(q)) continue;
    (q && entry.name.startsWith(q) ? prefix : rest).push({ kind: 'installed', value: entry.name, entry });
  }
  const installed = prefix.concat(rest);
  const room = Math.max(0, limit - head.length - tail.length);
  return {
    options: [...head, ...installed.slice(0, room), ...tail],
    hidden: Math.max(0, installed.length - room),
  };
}
