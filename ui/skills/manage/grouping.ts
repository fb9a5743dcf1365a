// Filtering and grouping the inventory for the Manage Skills dialog.
import type { SkillScope, SkillSummary } from '../../../src/core/skills/types.ts';
import { compareScopes, uniqueScopes } from '../scopes.ts';

export type ScopeFilter = SkillScope | 'all';

export interface SkillGroup {
  scope: SkillScope;
  skills: SkillSummary[];
}

/** Scopes that hold at least one skill, in display order. */
export function presentScopes(inventory: readonly SkillSummary[]): SkillScope[] {
  return uniqueScopes(inventory.map((s) => s.scope));
}

/** A filter naming a scope that no longer holds skills falls back to all. */
export function effectiveFilter(filter: ScopeFilter, present: readonly SkillScope[]): ScopeFilter {
  return filter === 'all' || present.includes(filter) ? filter : 'all';
}

/** Skills of the scope (or all) whose name, description or tags contain the query (case-insensitive). */
export function filterInventory(inventory: readonly SkillSummary[], filter: ScopeFilter, query: string): SkillSummary[] {
  const q = query.trim().toLowerCase();
  return inventory.filter((s) => {
    if (filter !== 'all' && s.scope !== filter) return false;
    if (!q) return true;
    return s.name.toLowerCase().includes(q) || s.description.toLowerCase().includes(q) || s.tags.some((tag) => tag.toLowerCase().includes(q));
  });
}

/** Groups global → presets → characters (each by key); names sorted inside a group. */
export function groupByScope(skills: readonly SkillSummary[]): SkillGroup[] {
  const map = new Map<SkillScope, SkillSummary[]>();
  for (const s of skills) {
    const list = map.get(s.scope);
    if (list) list.push(s);
    else map.set(s.scope, [s]);
  }
  return [...map.keys()].sort(compareScopes).map((scope) => ({
    scope,
    skills: map.get(scope)!.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  }));
}

/** Whether `name` already exists in `scope`. */
export function existsIn(inventory: readonly SkillSummary[], scope: SkillScope, name: string): boolean {
  return inventory.some((s) => s.scope === scope && s.name === name);
}

/** Identifies one installed skill (a name is unique within its scope). */
export function rowKey(skill: Pick<SkillSummary, 'scope' | 'name'>): string {
  return `${skill.scope}\u0000${skill.name}`;
}
