// resolveInstalled: which copy of each skill name is in play for a context.
import { scopeApplies, scopeRank, type SkillContext } from './scope.ts';

/**
 * For every name, the entry from the highest-ranked scope that applies to the context
 * (character > preset > global). Entries in scopes that do not apply, or in invalid scopes, are
 * left out. The map is ordered by name (code units); with two entries of one name in one scope,
 * the first wins.
 */
export function resolveInstalled<T extends { name: string; scope: string }>(skills: Iterable<T>, context: SkillContext = {}): Map<string, T> {
  const best = new Map<string, { item: T; rank: number }>();
  for (const item of skills) {
    if (!scopeApplies(item.scope, context)) continue;
    const rank = scopeRank(item.scope);
    const cur = best.get(item.name);
    if (!cur || rank > cur.rank) best.set(item.name, { item, rank });
  }
  const names = [...best.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(names.map((n) => [n, best.get(n)!.item]));
}
