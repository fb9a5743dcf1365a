// Id hygiene for lists of agents, nodes and stages: trimmed, non-empty, unique.

import type { WarningSink } from '../sanitize.ts';

/**
 * Trim every item's id; drop items whose id is empty (reported); rename later duplicates to
 * `<id>_2`, `<id>_3`, ... (reported). Returns the kept items in order.
 */
export function cleanIds<T extends { id: string }>(items: T[], listPath: string, sink: WarningSink, what: string): T[] {
  const kept: T[] = [];
  const used = new Set<string>();
  items.forEach((item, index) => {
    const id = item.id.trim();
    if (!id) {
      sink.add(`${listPath}[${index}]`, 'dropped', `${what} without an id dropped.`);
      return;
    }
    let unique = id;
    for (let n = 2; used.has(unique); n++) unique = `${id}_${n}`;
    if (unique !== id) sink.add(`${listPath}[${index}].id`, 'renamed', `duplicate ${what} id "${id}" renamed to "${unique}".`);
    used.add(unique);
    item.id = unique;
    kept.push(item);
  });
  return kept;
}
