// Imported JSON (character cards, profile files) is checked for depth before anything walks it:
// JSON.parse reads 20,000 levels fine, but copying or checking them recursively overflows the stack.

/** Most levels of nesting an imported document may have; real cards and profiles use about ten. */
export const MAX_JSON_DEPTH = 100;

/** Whether a parsed JSON value nests deeper than `max` objects / lists (checked without recursion). */
export function nestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
