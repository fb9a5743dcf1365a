// One lookup structure per inventory array, shared by every chips row and picker that reads it.
import type { SkillScope, SkillSummary } from '../../src/core/skills/types.ts';
import { scopePrecedence } from './scopes.ts';

export interface InventoryEntry {
  name: string;
  /** Description of the copy that wins resolution (character > preset > global). */
  description: string;
  tags: readonly string[];
  /** Every scope holding this name, the winning one first. */
  scopes: readonly SkillScope[];
  /** Lower-cased name, description and tags, for substring search. */
  haystack: string;
}

export interface InventoryIndex {
  byName: ReadonlyMap<string, InventoryEntry>;
  /** Installed names, alphabetical. */
  entries: readonly InventoryEntry[];
}

const cache = new WeakMap<readonly SkillSummary[], InventoryIndex>();

/**
 * Builds (once per inventory array, then cached) the name → entry map. Fifty rows rendering
 * against the same array share one index, so a chip render is a map lookup.
 */
export function indexInventory(inventory: readonly SkillSummary[]): InventoryIndex {
  const hit = cache.get(inventory);
  if (hit) return hit;
  const groups = new Map<string, SkillSummary[]>();
  for (const s of inventory) {
    const list = groups.get(s.name);
    if (list) list.push(s);
    else groups.set(s.name, [s]);
  }
  const byName = new Map<string, InventoryEntry>();
  for (const [name, copies] of groups) {
    copies.sort((a, b) => scopePrecedence(b.scope) - scopePrecedence(a.scope));
    const top = copies[0]!;
    byName.set(name, {
      name,
      description: top.description,
      tags: top.tags,
      scopes: copies.map((c) => c.scope),
      haystack: `${name}\n${top.description}\n${top.tags.join(' ')}`.toLowerCase(),
    });
  }
  const entries = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const index: InventoryIndex = { byName, entries };
  cache.set(inventory, index);
  return index;
}
